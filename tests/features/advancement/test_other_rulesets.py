"""+xp and +level in the other rulesets: muse levels give Trait points spent
with +xp/raise up to 10 (Mastered at 10), undos as entries; pbta and Muscle
Wizard say what they grow with and which commands spend it."""

from features.advancement import ledger
from features.advancement.commands.level import CmdLevel
from features.advancement.commands.xp import CmdXp
from features.advancement.models import Entry
from rules.muse.initiative import actions_per_turn
from tests.helpers.advancement import AdvancementTest


class TestMuse(AdvancementTest):
    def setUp(self):
        super().setUp()
        self.play("muse")

    def points(self):
        return ledger.balance(self.char2.id, "muse")

    def test_a_level_award_gives_a_point_that_raises_a_trait(self):
        self.char2.muse.level = 9
        out = self.call(CmdLevel(), "/award Char2/finished the river arc", caller=self.char1)
        self.assertIn("Char2 rises to muse level 10 (finished the river arc), gaining 1 Trait points", out)
        self.assertEqual((self.char2.muse.level, self.points()), (10, 1))
        self.assertEqual(actions_per_turn(self.char2.muse.level), 3)
        entry = Entry.objects.get()
        self.assertEqual((entry.kind, entry.levels, entry.amount, entry.by_id), ("level", 1, 1, self.char1.id))
        self.char2.muse.set_rating("Might", 9)
        out = self.call(CmdXp(), "/raise might", caller=self.char2)
        self.assertIn("Might rises from 9 to 10 for 1 Trait points; 0 left", out)
        self.assertIn("Might is Mastered: its 6s explode.", out)
        self.assertEqual(self.char2.muse.rating("Might"), 10)

    def test_several_levels_and_the_overview(self):
        self.call(CmdLevel(), "/award Char2=3/led the siege", "Char2 rises to muse level 4", caller=self.char1)
        out = self.call(CmdXp(), "", caller=self.char2)
        self.assertIn("Char2 is level 4 (2 actions a turn) with 3 unspent Trait points.", out)
        self.assertIn("+level/award", out)
        self.assertIn("Mastered", out)

    def test_bad_input_changes_nothing(self):
        self.char2.muse.set_rating("Might", 10)
        self.refuse(CmdXp(), "/raise Sage", "Raising Sage takes 1 Trait point; you have 0.", caller=self.char2)
        self.call(CmdLevel(), "/award Char2/a point", caller=self.char1)
        for args, expected in [
            ("/raise Might", "Might is 10, as high as a Trait goes"),
            ("/raise Luck", "There is no Trait called 'Luck'"),
            ("/raise", "Name what to raise."),
        ]:
            with self.subTest(args):
                self.refuse(CmdXp(), args, expected, caller=self.char2)
        for args, expected in [
            ("/award Char2=0/x", "'0' is not a number of levels"),
            ("/award Char2=101/x", "Award from 1 to 100 levels at a time."),
            ("/award Char2=2", "Give a reason after the amount"),
            ("/award Char2", "Give a reason after the amount"),
            ("/award =2/x", "Name a character."),
            ("/award Nobody=1/x", "There is no character called 'Nobody'."),
            (" Char2", "Use +level/award."),
        ]:
            with self.subTest(args):
                self.refuse(CmdLevel(), args, expected)

    def test_undo_a_level_only_while_its_points_are_unspent(self):
        self.call(CmdLevel(), "/award Char2/arc", caller=self.char1)
        self.call(CmdXp(), "/raise Sage", "Sage rises from 1 to 2", caller=self.char2)
        self.refuse(CmdXp(), "/undo 1", "Those levels gave 1 Trait point(s) and only 0 are unspent")
        self.call(CmdXp(), "/undo 2", "Entry #3 undoes #2 for Char2", caller=self.char1)
        self.assertEqual(self.char2.muse.rating("Sage"), 1)
        self.call(CmdXp(), "/undo 1", "Entry #4 undoes #1 for Char2", caller=self.char1)
        self.assertEqual((self.char2.muse.level, self.points(), Entry.objects.count()), (1, 0, 4))

    def test_a_player_may_not_award_levels(self):
        self.assertFalse(CmdLevel().access(self.char2, "cmd"))
        self.refuse(CmdLevel(), "/award Char2/mine", "Awarding levels is for staff only.", caller=self.char2)

    def test_xp_awards_go_to_the_one_ruleset_that_takes_xp(self):
        self.call(CmdXp(), "/award Char2=2/from a muse room", "You award 2 XP", caller=self.char1)
        self.assertEqual((ledger.balance(self.char2.id, "fs3"), self.points()), (2, 0))


class TestPbtaAndMw(AdvancementTest):
    def test_pbta_points_at_tokens_and_levelup(self):
        from rules.pbta.sheet import new_sheet
        from rules.pbta.stats import STATS

        self.play("pbta")
        self.char2.pbta.save(new_sheet("human", {s: 1 for s in STATS}))
        out = self.call(CmdXp(), "", caller=self.char2)
        self.assertIn("Char2 is level 1 with 0 tokens.", out)
        self.assertIn("8 of them buy level 2", out)
        self.assertIn("+levelup <stat>", out)
        self.refuse(CmdXp(), "/raise Agile", "In pbta you grow with tokens: +levelup <stat> spends them",
                    caller=self.char2)
        # a level award from a pbta room goes to the one ruleset that takes levels
        self.call(CmdLevel(), "/award Char2/x", "Char2 rises to muse level 2", caller=self.char1)
        self.assertEqual((self.char2.pbta.sheet().level, self.char2.muse.level), (1, 2))

    def test_mw_points_at_gains(self):
        from rules.mw.sheet import new_sheet

        self.play("mw")
        out = self.call(CmdXp(), "", caller=self.char2)
        self.assertIn("You have no Muscle Wizard sheet yet", out)
        self.char2.mw.save(new_sheet("muscle_wizard", {"M": "Might", "L": "Leverage"}))
        out = self.call(CmdXp(), "", caller=self.char2)
        self.assertIn("Char2 has 0 Gains.", out)
        self.assertIn("+gains/raise <word>", out)
        self.assertRegex(out, r"Might d\d+: \d")
        self.refuse(CmdXp(), "/raise Might", "In Muscle Wizard, Words grow with Gains", caller=self.char2)


class TestWhereAwardsGo(AdvancementTest):
    def test_no_taker_or_several_takers_is_a_clear_refusal(self):
        from unittest import mock

        from core.advancement import Advancement
        from rules.errors import RulesError

        class Taker(Advancement):
            takes_xp = True

        with mock.patch.object(ledger, "part", lambda key: Advancement()):
            with self.assertRaisesRegex(RulesError, "No ruleset of this game takes awarded XP."):
                ledger.ruleset_taking("takes_xp", self.room1)
        self.play("muse")
        with mock.patch.object(ledger, "part", lambda key: Taker() if key in ("fs3", "pbta") else Advancement()):
            with self.assertRaisesRegex(RulesError, r"Several rulesets take awarded XP \(fs3, pbta\)"):
                ledger.ruleset_taking("takes_xp", self.room1)
        self.play("pbta")
        with mock.patch.object(ledger, "part", lambda key: Taker() if key in ("fs3", "pbta") else Advancement()):
            self.assertEqual(ledger.ruleset_taking("takes_xp", self.room1), "pbta")
