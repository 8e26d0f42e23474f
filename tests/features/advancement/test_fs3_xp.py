"""fs3 XP through +xp: awards, raises and undos as entries on a scripted
clock, the cap, one raise per ability a week, the log's permissions, and bad
input refused with nothing changed."""

from features.advancement.commands.xp import CmdXp
from features.advancement.models import Entry
from tests.helpers.advancement import DAY, START, AdvancementTest


class XpTest(AdvancementTest):
    def award(self, amount, reason="good scene", who=None):
        who = who or self.char2
        return self.call(CmdXp(), f"/award {who.key}={amount}/{reason}", caller=self.char1)

    def balance(self, who=None):
        from features.advancement.ledger import balance

        return balance((who or self.char2).id, "fs3")


class TestAwards(XpTest):
    def test_an_award_is_an_entry_with_who_when_how_much_and_why(self):
        out = self.award(5, "ran the market scene")
        self.assertIn("You award 5 XP to Char2 (ran the market scene): now 5", out)
        entry = Entry.objects.get()
        self.assertEqual((entry.char_id, entry.char_name, entry.ruleset, entry.kind, entry.amount, entry.reason,
                          entry.by_id, entry.by_name, entry.created),
                         (self.char2.id, "Char2", "fs3", "award", 5, "ran the market scene", self.char1.id,
                          "Char", START))
        self.assertEqual(self.balance(), 5)
        self.assertTrue(any("awarded 5 fs3 XP to Char2" in line for line in self.channel_lines()))

    def test_the_bank_takes_only_up_to_twenty(self):
        self.award(15)
        out = self.award(8)
        self.assertIn("You award 5 XP (of 8: the bank is full) to Char2", out)
        self.assertEqual(self.balance(), 20)
        self.refuse(CmdXp(), "/award Char2=1/again", "Char2 already holds 20 XP, all the bank takes; nothing awarded.")
        self.assertEqual(Entry.objects.count(), 2)

    def test_bad_awards_change_nothing(self):
        for args, expected in [
            ("/award Char2", "Give a name, an amount and a reason."),
            ("/award Char2=", "Give a name, an amount and a reason."),
            ("/award Char2=3", "Give a reason after the amount"),
            ("/award Char2=3/", "Give a reason after the amount"),
            ("/award Char2=0/x", "'0' is not an amount of XP. Give a whole number from 1 to 100."),
            ("/award Char2=-3/x", "'-3' is not an amount of XP"),
            ("/award Char2=101/x", "'101' is not an amount of XP"),
            ("/award Char2=lots/x", "'lots' is not an amount of XP"),
            ("/award Nobody=3/x", "There is no character called 'Nobody'."),
            ("/award Char2=3/" + "x" * 201, "Keep the reason to 200 characters."),
            ("/raise/award Char2=3/x", "Use one switch at a time."),
            ("/bogus", "Unknown switch /bogus."),
        ]:
            with self.subTest(args):
                self.refuse(CmdXp(), args, expected)

    def test_a_player_may_not_award_or_undo(self):
        self.award(3)
        self.refuse(CmdXp(), "/award Char2=3/mine", "Awarding XP is for staff only.", caller=self.char2)
        self.refuse(CmdXp(), "/undo 1", "Undoing advancement entries is for staff only.", caller=self.char2)


class TestRaises(XpTest):
    def test_a_raise_costs_the_new_rating_and_is_an_entry(self):
        self.set_sheet(self.char2, Melee=2)
        self.award(10)
        out = self.call(CmdXp(), "/raise melee", caller=self.char2)
        self.assertIn("Melee rises from 2 to 3 for 3 XP; 7 left", out)
        self.assertEqual(self.char2.fs3.rating("Melee"), 3)
        raise_entry = Entry.objects.get(kind="raise")
        self.assertEqual((raise_entry.amount, raise_entry.ability, raise_entry.old_rating, raise_entry.new_rating,
                          raise_entry.by_id), (-3, "Melee", 2, 3, self.char2.id))
        # an attribute costs twice the new rating
        out = self.call(CmdXp(), "/raise Brawn", caller=self.char2)
        self.assertIn("Brawn rises from 1 to 2 for 4 XP; 3 left", out)

    def test_one_raise_per_ability_per_week(self):
        self.award(20)
        self.call(CmdXp(), "/raise Alertness", "Alertness rises from 0 to 1", caller=self.char2)
        self.advance(3 * DAY)
        self.refuse(CmdXp(), "/raise Alertness",
                    "Alertness was raised less than 7 days ago; it can rise again in 4 days.", caller=self.char2)
        self.call(CmdXp(), "/raise Stealth", "Stealth rises from 0 to 1", caller=self.char2)
        self.advance(4 * DAY - 60)
        self.refuse(CmdXp(), "/raise Alertness", "Alertness was raised less than 7 days ago; it can rise "
                    "again in 1 minute.", caller=self.char2)
        self.advance(60)
        self.call(CmdXp(), "/raise Alertness", "Alertness rises from 1 to 2", caller=self.char2)

    def test_bad_raises_change_nothing(self):
        self.set_sheet(self.char2, Melee=8, Brawn=5, Wit=3)
        self.award(3)
        for args, expected in [
            ("/raise", "Name what to raise."),
            ("/raise Sorcery", "There is no ability called 'Sorcery'"),
            ("/raise Luck", "Luck is never bought with XP; staff award it."),
            ("/raise Melee", "Melee is 8, as high as it goes."),
            ("/raise Brawn", "Brawn is 5, as high as it goes."),
            ("/raise Wit", "Raising Wit from 3 to 4 costs 8 XP; you have 3."),
        ]:
            with self.subTest(args):
                self.refuse(CmdXp(), args, expected, caller=self.char2)

    def test_an_unapproved_sheet_spends_nothing(self):
        self.award(5)
        self.char2.fs3.approved = False
        self.refuse(CmdXp(), "/raise Alertness", "Your fs3 sheet is not approved yet", caller=self.char2)


class TestUndo(XpTest):
    def test_an_undone_award_is_a_new_entry_and_the_old_one_stays(self):
        self.award(5)
        out = self.call(CmdXp(), "/undo 1=awarded twice", caller=self.char1)
        self.assertIn("Entry #2 undoes #1 for Char2", out)
        self.assertEqual(self.balance(), 0)
        first, undo = Entry.objects.order_by("id")
        self.assertEqual((first.kind, first.amount), ("award", 5))
        self.assertEqual((undo.kind, undo.amount, undo.undoes_id, undo.reason), ("undo", -5, 1, "undoes #1: awarded twice"))
        self.refuse(CmdXp(), "/undo 1", "#1 was undone already, by #2.")
        self.refuse(CmdXp(), "/undo #2", "#2 is itself an undo; award or spend again instead.")
        self.refuse(CmdXp(), "/undo 99", "There is no advancement entry #99")
        self.refuse(CmdXp(), "/undo x", "'x' is not an entry number")

    def test_undoing_a_raise_gives_back_the_rating_the_xp_and_the_weeks_raise(self):
        self.award(10)
        self.call(CmdXp(), "/raise Alertness", "Alertness rises from 0 to 1", caller=self.char2)
        self.refuse(CmdXp(), "/undo 1", "Char2 has 9 XP left, less than the 10 #1 gave; undo what was spent")
        self.call(CmdXp(), "/undo 2", "Entry #3 undoes #2 for Char2: undo: Alertness back to 0, +1 XP",
                  caller=self.char1)
        self.assertEqual((self.char2.fs3.rating("Alertness"), self.balance()), (0, 10))
        # the undone raise no longer counts for the week
        self.call(CmdXp(), "/raise Alertness", "Alertness rises from 0 to 1", caller=self.char2)

    def test_a_raise_the_sheet_moved_past_is_not_undone(self):
        self.award(10)
        self.call(CmdXp(), "/raise Alertness", "Alertness rises", caller=self.char2)
        self.set_sheet(self.char2, Alertness=4)
        self.refuse(CmdXp(), "/undo 2", "Char2's Alertness is 4 now, not 1; undo the later change first.")


class TestReading(XpTest):
    def test_overview_shows_what_you_have_and_can_buy(self):
        self.set_sheet(self.char2, Melee=3, Wit=2)
        self.award(4)
        out = self.call(CmdXp(), "", caller=self.char2)
        self.assertIn("Char2 has 4 XP (the bank holds 20 at most)", out)
        self.assertIn("Every week you take part in a scene brings 2 XP.", out)
        self.assertIn("Wit 2: 6", out)
        self.assertIn("Melee 3: 4", out)
        self.assertRegex(out, r"You can buy now: .*Melee")
        self.assertNotRegex(out.split("You can buy now:")[1], r"Wit")

    def test_players_read_their_own_log_staff_anyones(self):
        self.award(5, "first")
        self.call(CmdXp(), "/raise Alertness", caller=self.char2)
        self.call(CmdXp(), "/undo 2", caller=self.char1)
        out = self.call(CmdXp(), "/log", caller=self.char2)
        self.assertIn("Advancement log of Char2", out)
        self.assertIn("#1 2026-03-02 12:00 fs3 award +5 XP by Char: first", out)
        self.assertIn("#2 2026-03-02 12:00 fs3 raise Alertness 0 to 1, -1 XP by Char2 [undone by #3]", out)
        self.assertIn("#3", out)
        self.assertIn(out, self.call(CmdXp(), "/log Char2", caller=self.char1))
        self.refuse(CmdXp(), "/log Char", "Other people's advancement logs are for staff to see.",
                    caller=self.char2)
        self.refuse(CmdXp(), " Char", "Other people's XP and levels are for staff to see.", caller=self.char2)
        self.call(CmdXp(), "/log", "Char has no advancement entries yet.", caller=self.char1)
