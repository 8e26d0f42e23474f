"""muse outside a fight: fading Tribulations count down in real
time, staff lift any Tribulation (+tribulation/lift), Impaired senses make a
roll fail outright, and the dead stay dead until staff +revive them."""

from unittest import mock

from django.test import override_settings

from rules.muse.tribulations import impose
from rulesets.muse.commands.combat import CmdCombat
from rulesets.muse.commands.roll import CmdAssist, CmdChallenge, CmdOverexert, CmdRoll
from rulesets.muse.commands.sheet import CmdSheet
from rulesets.muse.commands.staff import CmdRevive, CmdTribulation
from tests.helpers.muse import MuseCommandTest

NOW = 1_000_000.0


class TestFadingInRealTime(MuseCommandTest):
    def stunned_at(self, when):
        self.char2.muse.tribulations = impose({}, "Stunned")
        self.char2.muse.start_fading(now=when)

    def at(self, when):
        return mock.patch("rulesets.muse.handler.time.time", return_value=when)

    def test_a_round_a_minute_by_default(self):
        self.stunned_at(NOW)
        with self.at(NOW + 59):
            self.assertEqual(self.char2.muse.tribulations["Stunned"].rounds_left, 5)
        with self.at(NOW + 130):
            self.assertEqual(self.char2.muse.tribulations["Stunned"].rounds_left, 3)
        with self.at(NOW + 300):
            self.assertNotIn("Stunned", self.char2.muse.tribulations)

    @override_settings(FOURFOLD_MUSE_ROUND_SECONDS=10)
    def test_the_round_length_is_a_setting(self):
        self.stunned_at(NOW)
        with self.at(NOW + 25):
            self.assertEqual(self.char2.muse.sheet().tribulations["Stunned"].rounds_left, 3)

    def test_lasting_ones_do_not_fade(self):
        self.char2.muse.tribulations = impose(impose({}, "Bleeding"), "Stunned")
        self.char2.muse.start_fading(now=NOW)
        with self.at(NOW + 3600):
            self.assertEqual(set(self.char2.muse.tribulations), {"Bleeding"})

    def test_what_outlasts_a_fight_keeps_fading_after_it(self):
        with self.dice():
            self.call(CmdCombat(), "/start")
            self.call(CmdCombat(), "/join", caller=self.char2)
        with self.dice(6, 1):
            self.call(CmdCombat(), "/newturn")
        with self.dice():
            self.call(CmdCombat(), "/impose Char2=Stunned")
            stop = self.char2.muse.tribulations["Stunned"].rounds_left
            with self.at(NOW):
                self.call(CmdCombat(), "/stop")
        self.assertEqual(stop, 5)
        with self.at(NOW + 61):
            self.assertEqual(self.char2.muse.tribulations["Stunned"].rounds_left, 4)
        with self.at(NOW + 301):
            self.assertNotIn("Stunned", self.char2.muse.tribulations)


class TestStaffLift(MuseCommandTest):
    def test_staff_lift_any_tribulation(self):
        self.char2.muse.tribulations = impose(impose({}, "Bleeding"), "Cursed")
        self.call(CmdTribulation(), "/lift Char2=Bleeding", "You lift Bleeding from Char2.")
        self.assertEqual(set(self.char2.muse.tribulations), {"Cursed"})
        self.call(CmdTribulation(), "/lift Char2=all", "You lift Cursed from Char2.")
        self.assertEqual(self.char2.muse.tribulations, {})

    def test_lift_in_a_fight_goes_through_the_fight(self):
        with self.dice():
            self.call(CmdCombat(), "/start")
            self.call(CmdCombat(), "/join", caller=self.char2)
        with self.dice(6, 1):
            self.call(CmdCombat(), "/newturn")
        with self.dice():
            self.call(CmdCombat(), "/impose Char2=Stunned")
            self.call(CmdTribulation(), "/lift Char2=Stunned")
        from rulesets.muse.combat_script import combat_in_room

        state = combat_in_room(self.room1).get_state()
        self.assertNotIn("Stunned", state.combatants[self.char2.dbref].tribulations)
        self.assertNotIn("Stunned", self.char2.muse.tribulations)

    def test_refusals(self):
        self.refuse(CmdTribulation(), "/lift Char2=Stunned", "Char2 is not Stunned.")
        self.refuse(CmdTribulation(), "/lift Char2=all", "Char2 carries no Tribulation.")
        self.refuse(CmdTribulation(), "/lift Char2=Sleepy", "There is no Tribulation called 'Sleepy'.")
        self.assertFalse(CmdTribulation().access(self.char2, "cmd"))


class TestImpairedSenses(MuseCommandTest):
    def blind(self, char=None):
        char = char or self.char1
        char.muse.tribulations = impose({}, "Impaired", detail="blinded")

    def test_a_roll_relying_on_a_lost_sense_fails_outright(self):
        self.set_traits(self.char1, Awareness=4)
        self.blind()
        out = self.roll(CmdRoll(), "Awareness/sight", [])
        self.assertIn("Char's Awareness roll relies on sight, which Char has lost (Impaired): "
                      "it fails outright", out)
        self.assertEqual(len(self.history()), 1)

    def test_another_sense_rolls_and_is_reminded(self):
        self.set_traits(self.char1, Awareness=2)
        self.blind()
        out = self.roll(CmdRoll(), "Awareness/hearing", [5, 2])
        self.assertIn("1 success", out)
        self.assertIn("Char is Impaired (sight lost)", out)

    def test_no_sense_named_is_reminded_how(self):
        self.set_traits(self.char1, Awareness=1)
        self.blind()
        out = self.roll(CmdRoll(), "Awareness", [5])
        self.assertIn("name the sense, like +roll Awareness/sight", out)

    def test_not_impaired_rolls_normally(self):
        self.set_traits(self.char1, Awareness=1)
        out = self.roll(CmdRoll(), "Awareness/sig", [5])
        self.assertIn("1 success", out)
        self.assertNotIn("Impaired", out)

    def test_opposed_the_other_side_wins(self):
        self.set_traits(self.char1, Awareness=2)
        self.blind()
        out = self.roll(CmdRoll(), "Awareness/sight vs Thief=3", [])
        self.assertIn("fails outright", out)
        self.assertIn("Thief wins without a roll.", out)

    def test_challenge_fails_outright(self):
        self.set_traits(self.char1, Awareness=2)
        self.char1.muse.tribulations = impose({}, "Impaired", detail="all")
        out = self.roll(CmdChallenge(), "Awareness/hearing", [])
        self.assertIn("Challenge relies on hearing", out)

    def test_bad_sense(self):
        self.refuse(CmdRoll(), "Awareness/smell", "'smell' is not a sense")
        self.refuse(CmdRoll(), "3/sight", "Plain dice rely on no sense")


class TestDeath(MuseCommandTest):
    def kill(self, char=None):
        char = char or self.char2
        self.set_traits(char, Endurance=2)
        char.muse.life_points = -2

    def test_sheet_says_dead(self):
        self.kill(self.char1)
        out = self.call(CmdSheet(), "")
        self.assertIn("DEAD", out)
        self.assertIn("dead: no rolls until staff +revive", out)

    def test_the_dead_cannot_roll(self):
        self.kill(self.char1)
        self.set_traits(self.char1, Might=2)
        self.refuse(CmdRoll(), "Might", "Char is dead and cannot roll until staff revive them.")
        self.refuse(CmdRoll(), "3", "Char is dead and cannot roll")
        self.refuse(CmdChallenge(), "Might", "Char is dead")
        self.refuse(CmdOverexert(), "", "Char is dead")
        self.refuse(CmdAssist(), "Char2", "Char is dead")

    def test_a_fight_death_is_remembered(self):
        self.char2.muse.mark_dead(True)
        self.assertTrue(self.char2.muse.dead)
        self.refuse(CmdRoll(), "Might", "Char2 is dead", caller=self.char2)

    def test_staff_revive(self):
        self.kill()
        self.char2.muse.tribulations = impose({}, "Unconscious")
        self.call(CmdRevive(), "Char2", "You bring Char2 back: 1 Life Point(s).")
        self.assertFalse(self.char2.muse.dead)
        self.assertEqual(self.char2.muse.life_points, 1)
        self.assertNotIn("Unconscious", self.char2.muse.tribulations)
        self.set_traits(self.char2, Might=1)
        out = self.roll(CmdRoll(), "Might", [5], caller=self.char2)
        self.assertIn("1 success", out)

    def test_revive_with_life_points_and_refusals(self):
        self.refuse(CmdRevive(), "Char2", "Char2 is not dead.")
        self.kill()
        self.refuse(CmdRevive(), "Char2=0", "Give Life Points from 1 to")
        self.call(CmdRevive(), "Char2=5", "You bring Char2 back: 5 Life Point(s).")
        self.assertFalse(CmdRevive().access(self.char2, "cmd"))
