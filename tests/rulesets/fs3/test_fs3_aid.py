"""+aid: aid up (at most two helpers, capped at +3), aid down, who may take
part, /cancel, lapsing, and the next +roll of the skill using the bank.

Sheets (Stealth + Finesse): Char (staff) 4+2 = 6 dice, Char2 3+2 = 5,
Char3 0+1 = 1, Char4 2+2 = 4; Far is in Room2.
"""

import time

from django.test import override_settings

from rulesets.fs3.commands.aid import CmdAid
from rulesets.fs3.commands.roll import CmdRoll
from rulesets.fs3.commands.sheet import CmdSheet
from tests.helpers.game import FS3CommandTest, misses

HELPER = "Char rolls Stealth (Stealth 4 + Finesse 2 = 6 dice): "
STEALTH = "Char2 rolls Stealth (Stealth 3 + Finesse 2"


class AidTest(FS3CommandTest):
    def setUp(self):
        super().setUp()
        self.char3 = self.make_char("Char3")
        self.char4 = self.make_char("Char4")
        self.far = self.make_char("Far", location=self.room2)
        self.set_sheet(self.char1, Finesse=2, Stealth=4)
        self.set_sheet(self.char2, Finesse=2, Stealth=3)
        self.set_sheet(self.char4, Finesse=2, Stealth=2)

    def aid_up_good(self):
        """Char aids Char2 up in Stealth with a Good Success (+1)."""
        self.roll(CmdAid(), "Char2=Stealth", (8, 7, 4, 4, 4, 4), HELPER)

    def banked(self, char):
        return [(g.kind, g.skill, g.giver_name, g.bonus) for g in char.fs3.aid_received]

    def given(self, char):
        return [(g.kind, g.skill, g.recipient_name) for g in char.fs3.aid_given]

    def expire(self, *chars):
        for char in chars:
            for key in ("aid_received", "aid_given"):
                grants = char.attributes.get(key, default=[], category="fs3") or []
                char.attributes.add(key, [dict(g, expires_at=time.time() - 1) for g in grants], category="fs3")


class TestAidUp(AidTest):
    def test_aid_up_banks_a_bonus_for_the_next_roll_of_that_skill(self):
        line = (HELPER + "[8] [7] 4 4 4 4 -> 2 hits, Good Success\n"
                "  Aid up for Char2: +1 die on their next Stealth roll.")
        with self.dice(8, 4, 4, 7, 4, 4):
            self.call(CmdAid(), "Char2=Stealth", {self.char1: line, self.char2: line})
        self.assertEqual(self.banked(self.char2), [("up", "Stealth", "Char", 1)])
        self.assertEqual(self.given(self.char1), [("up", "Stealth", "Char2")])
        self.assertEqual(self.history()[-1]["kind"], "aid")
        self.assertEqual(self.rolllog_lines(), ["[Room] " + line])
        self.assertIn("Aid up banked for Stealth: +1 from Char (lapses in 9 min).",
                      self.call(CmdSheet(), "", caller=self.char2))
        # another skill's roll leaves the bank alone
        self.roll(CmdRoll(), "Alertness", (4,), "Char2 rolls Alertness (Alertness 0 + Wit 1 = 1 die): 4 ->",
                  caller=self.char2)
        self.assertEqual(len(self.banked(self.char2)), 1)
        # the next Stealth roll uses it up
        out = self.roll(CmdRoll(), "Stealth", (8, 4, 4, 4, 4, 4),
                        STEALTH + " + aid 1 = 6 dice): [8] 4 4 4 4 4 -> 1 hit, Success\n"
                        "  Aid from Char is used up.", caller=self.char2)
        self.assertEqual(out.count("\n"), 1)
        self.assertEqual((self.banked(self.char2), self.given(self.char1)), ([], []))
        out = self.roll(CmdRoll(), "Stealth", misses(5), STEALTH + " = 5 dice)", caller=self.char2)
        self.assertNotIn("Aid", out)

    def test_failed_aid_costs_a_die(self):
        self.roll(CmdAid(), "Char2=Stealth", (1, 2, 3, 4), "Char4 rolls Stealth (Stealth 2 + Finesse 2 = 4 dice): "
                  "4 3 2 1 -> 0 hits, Failure\n  Aid up for Char2: -1 die on their next Stealth roll.",
                  caller=self.char4)
        self.roll(CmdRoll(), "Stealth", misses(4), STEALTH + " - aid 1 = 4 dice)", caller=self.char2)

    def test_two_helpers_add_up_to_at_most_three_and_a_third_is_refused(self):
        self.roll(CmdAid(), "Char2=Stealth", (8, 8, 8, 7, 7, 7), HELPER + "[8] [8] [8] [7] [7] [7] -> 6 hits, "
                  "Amazing Success\n  Aid up for Char2: +3 dice on their next Stealth roll.")
        self.roll(CmdAid(), "char2=stealth", (8, 8, 8, 8), "Char4 rolls Stealth", caller=self.char4)
        self.assertEqual(self.banked(self.char2), [("up", "Stealth", "Char", 3), ("up", "Stealth", "Char4", 2)])
        self.refuse(CmdAid(), "Char2=Stealth", "Char2 already has 2 helpers for Stealth; that is the most.",
                    caller=self.char3, extra=(self.char3, self.char4))
        self.roll(CmdRoll(), "Stealth", misses(8), STEALTH + " + aid 3 = 8 dice): 4 4 4 4 4 4 4 4 -> 0 hits, "
                  "Failure\n  Aid from Char, Char4 is used up.", caller=self.char2)
        self.assertEqual((self.banked(self.char2), self.given(self.char1), self.given(self.char4)), ([], [], []))

    def test_staff_rolling_for_the_aided_character_uses_the_bank(self):
        self.aid_up_good()
        self.roll(CmdRoll(), "Char2=Stealth", misses(6), STEALTH + " + aid 1 = 6 dice)")
        self.assertEqual(self.banked(self.char2), [])

    def test_the_opponent_in_an_opposed_roll_uses_their_bank(self):
        self.aid_up_good()
        out = self.roll(CmdRoll(), "Stealth vs Char2=Stealth", misses(6) + misses(6), HELPER)
        self.assertIn("\n" + STEALTH + " + aid 1 = 6 dice)", out)
        self.assertEqual(self.banked(self.char2), [])

    def test_who_may_take_part(self):
        self.aid_up_good()
        extra = (self.char3, self.char4)
        cases = [
            (self.char1, "Char2=Stealth", "Char is already aiding Char2 in Stealth."),
            (self.char2, "Char3=Stealth", "Char2 is being aided in Stealth, and cannot aid anyone with it too."),
            (self.char3, "Char=Stealth", "Char is aiding someone in Stealth, and cannot be aided in it too."),
            (self.char1, "/down Char2=Stealth", "Char2 already has aid up banked for Stealth; nobody gets both kinds."),
        ]
        for caller, args, expected in cases:
            with self.subTest(args=args, caller=caller.key):
                self.refuse(CmdAid(), args, expected, caller=caller, extra=extra)
        # other skills are free
        self.roll(CmdAid(), "Char3=Athletics", (4,), "Char2 rolls Athletics", caller=self.char2)

    def test_bad_input(self):
        usage = "\nUsage: +aid <name>=<skill>  or  +aid/down <name>[,<name>...]=<skill>  or  +aid/cancel"
        cases = [
            ("", "Name who you help and the skill." + usage),
            ("Char2", "Name who you help and the skill."),
            ("Char2=", "Name who you help and the skill."),
            ("=Stealth", "Name who you help and the skill."),
            ("Char2=Bogus", "There is no ability called 'Bogus' (see +abilities)."),
            ("Char2=Stéalth", "There is no ability called 'Stéalth' (see +abilities)."),
            ("Char2=Finesse", "Aid goes with skills, not attributes."),
            ("Char2,Char3=Stealth", "Aid up helps one character; use +aid/down for a group."),
            ("me=Stealth", "You cannot aid yourself."),
            ("Char=Stealth", "You cannot aid yourself."),
            ("Far=Stealth", "There is nobody called 'Far' here."),
            ("Nobody=Stealth", "There is nobody called 'Nobody' here."),
            ("Zoë=Stealth", "There is nobody called 'Zoë' here."),
            ("/sideways Char2=Stealth", "Unknown switch /sideways. This command takes /down, /cancel."),
        ]
        for args, expected in cases:
            with self.subTest(args=args):
                self.refuse(CmdAid(), args, expected, extra=(self.char3,))


class TestAidDown(AidTest):
    def test_one_roll_lifts_each_aided_character(self):
        self.roll(CmdAid(), "/down Char2, Char3=Stealth", (8, 8, 8, 8, 4, 4),
                  HELPER + "[8] [8] [8] [8] 4 4 -> 4 hits, Great Success\n"
                  "  Aid down for Char2, Char3: +2 dice on their next Stealth roll.")
        self.assertEqual(self.banked(self.char2), [("down", "Stealth", "Char", 2)])
        self.assertEqual(self.banked(self.char3), [("down", "Stealth", "Char", 2)])
        self.assertEqual(self.given(self.char1), [("down", "Stealth", "Char2"), ("down", "Stealth", "Char3")])
        self.roll(CmdRoll(), "Stealth", misses(3), "Char3 rolls Stealth (Stealth 0 + Finesse 1 + aid 2 = 3 dice)",
                  caller=self.char3)
        self.assertEqual(self.given(self.char1), [("down", "Stealth", "Char2")])
        self.roll(CmdRoll(), "Stealth", misses(7), STEALTH + " + aid 2 = 7 dice)", caller=self.char2)
        self.assertEqual(self.given(self.char1), [])

    def test_limits(self):
        extra = (self.char3, self.char4)
        cases = [
            (self.char4, "/down Char3=Stealth", "Aiding down needs Stealth 4 or better; Char4 has 2."),
            (self.char1, "/down Char2,Char3,Char4=Stealth", "With Stealth 4, Char can aid down at most 2 characters."),
            (self.char1, "/down Char2,char2=Stealth", "Name each character only once."),
            (self.char1, "/down Char3,Far=Stealth", "There is nobody called 'Far' here."),
            (self.char1, "/down Char3,me=Stealth", "Char has Stealth 4; aid down only helps those at 3 or lower."),
            (self.char1, "/down Char3=Brawn", "Aid goes with skills, not attributes."),
            (self.char1, "/down Char3", "Name who you help and the skill."),
        ]
        for caller, args, expected in cases:
            with self.subTest(args=args):
                self.refuse(CmdAid(), args, expected, caller=caller, extra=extra)
        self.set_sheet(self.char2, Stealth=4)
        self.refuse(CmdAid(), "/down Char3,Char2=Stealth",
                    "Char2 has Stealth 4; aid down only helps those at 3 or lower.", extra=extra)
        # a helper at 8 may lift four
        self.set_sheet(self.char1, Stealth=8)
        self.set_sheet(self.char2, Stealth=3)
        self.far.location = self.room1
        self.roll(CmdAid(), "/down Char2,Char3,Char4,Far=Stealth", misses(10), "Char rolls Stealth")
        self.assertEqual(len(self.given(self.char1)), 4)


class TestCancelAndLapse(AidTest):
    def test_cancel(self):
        self.aid_up_good()
        self.call(CmdAid(), "/cancel", {self.char1: "You took back 1 banked aid.",
                                        self.char2: "Char took back their aid on Stealth."})
        self.assertEqual((self.banked(self.char2), self.given(self.char1)), ([], []))
        self.roll(CmdRoll(), "Stealth", misses(5), STEALTH + " = 5 dice)", caller=self.char2)
        self.refuse(CmdAid(), "/cancel", "You have no aid waiting to be used.")

    def test_cancel_takes_back_only_ones_own(self):
        self.roll(CmdAid(), "/down Char2,Char3=Stealth", misses(6), HELPER)
        self.roll(CmdAid(), "Char2=Athletics", (4,), "Char4 rolls Athletics", caller=self.char4)
        self.refuse(CmdAid(), "/cancel", "You have no aid waiting to be used.", caller=self.char3,
                    extra=(self.char3, self.char4))
        self.call(CmdAid(), "/can", "You took back 2 banked aid.")
        self.assertEqual(self.banked(self.char2), [("up", "Athletics", "Char4", -1)])
        self.assertEqual(self.banked(self.char3), [])

    def test_aid_lapses_unused(self):
        self.aid_up_good()
        self.expire(self.char1, self.char2)
        out = self.roll(CmdRoll(), "Stealth", misses(5), STEALTH + " = 5 dice)", caller=self.char2)
        self.assertNotIn("Aid", out)
        self.assertEqual((self.banked(self.char2), self.given(self.char1)), ([], []))
        self.refuse(CmdAid(), "/cancel", "You have no aid waiting to be used.")
        self.aid_up_good()  # the helper is free to aid again
        self.assertEqual(self.banked(self.char2), [("up", "Stealth", "Char", 1)])

    @override_settings(FOURFOLD_FS3_AID_LAPSE=60)
    def test_lapse_time_comes_from_settings(self):
        self.aid_up_good()
        [grant] = self.char2.fs3.aid_received
        self.assertAlmostEqual(grant.expires_at - time.time(), 60, delta=5)
        self.assertIn("(lapses in 0 min)", self.call(CmdSheet(), "", caller=self.char2))
