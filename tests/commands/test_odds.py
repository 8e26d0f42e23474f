"""+odds in each ruleset: the chart for a roll typed as for +roll, bad
input refused in one line, nothing rolled or changed, and other
characters' sheets kept hidden from players."""

from unittest import mock

from evennia.utils.test_resources import EvenniaCommandTest

import core.command
import rules.dice
from commands.odds import WIDTH, CmdOdds
from rules.dice import ScriptedRng
from rules.mw.sheet import new_sheet as mw_sheet
from rules.pbta.sheet import new_sheet as pbta_sheet
from rulesets import registry as rulesets


def _crashed(message, *args, **kwargs):
    raise AssertionError(f"the command crashed: {message}")


class OddsTest(EvenniaCommandTest):
    character_typeclass = "typeclasses.characters.Character"
    room_typeclass = "typeclasses.rooms.Room"

    def setUp(self):
        super().setUp()
        # no die may be thrown: an empty scripted RNG fails any roll
        for patcher in (mock.patch.object(rules.dice, "_GAME_RNG", ScriptedRng([])),
                        mock.patch.object(core.command, "logger",
                                          mock.Mock(log_trace=mock.Mock(side_effect=_crashed)))):
            patcher.start()
            self.addCleanup(patcher.stop)

    def in_ruleset(self, key):
        rulesets.set_room_ruleset(self.room1, key)

    def odds(self, args, caller=None):
        out = self.call(CmdOdds(), args, caller=caller or self.char1)
        for line in out.splitlines():
            self.assertLessEqual(len(line), WIDTH, line)
        return out


class TestFs3Odds(OddsTest):
    def setUp(self):
        super().setUp()
        self.in_ruleset("fs3")
        from rulesets.fs3.catalogue import catalogue

        cat = catalogue()
        # Char2 is a plain player here; Char (char1) is staff
        self.char2.fs3.set_rating(cat.find("Alertness"), 3)
        self.char2.fs3.set_rating(cat.find("Wit"), 2)
        self.char1.fs3.set_rating(cat.find("Stealth"), 7)
        self.char1.fs3.set_rating(cat.find("Finesse"), 5)

    def odds(self, args, caller=None):
        return super().odds(args, caller or self.char2)

    def test_levels_with_embarrassing_failure(self):
        out = self.odds("Alertness+1")
        self.assertIn("6 dice", out)
        self.assertIn("Embarrassing Failure", out)
        self.assertIn("Amazing Success", out)
        self.assertRegex(out, r"Good Success\s+\d+\.\d% \|#+")

    def test_plain_pool_never_embarrasses(self):
        out = self.odds("5")
        self.assertRegex(out, r"Embarrassing Failure\s+0\.0%")

    def test_opposed_against_dice(self):
        out = self.odds("Alertness vs 5")
        self.assertIn("Crushing Victory (you)", out)
        self.assertIn("Draw", out)
        self.assertIn("at least one hit", out)

    def test_player_cannot_read_another_sheet(self):
        out = self.odds("Alertness vs Char=Stealth")
        self.assertIn("stay hidden", out)
        self.assertNotIn("12 dice", out)
        self.assertIn("Char (5 dice)", self.odds("Alertness vs Char=5"))

    def test_staff_may_name_an_ability(self):
        out = self.odds("Stealth vs Char2=Alertness", caller=self.char1)
        self.assertIn("against Char2 (5 dice)", out)
        self.assertIn("12 dice", out)

    def test_a_bare_attribute_is_named_once_with_its_rating(self):
        # (not "Brawn +1, Brawn +1" in the chargen preview, which reads as if
        # a modifier had been added twice)
        from rulesets.fs3.catalogue import catalogue

        self.char2.fs3.set_rating(catalogue().find("Brawn"), 1)
        out = self.odds("Brawn")
        self.assertIn("Odds of Brawn: 2 dice (Brawn 1 twice)", out)
        self.assertNotIn("+1", out)
        self.assertIn("Odds of Alertness: 6 dice (Alertness 3 + Wit 2 + modifier 1)",
                      self.odds("Alertness+1"))

    def test_one_die_is_one_die(self):
        self.assertIn("Odds of 1 die\n", self.odds("1"))
        self.assertIn("Odds of Alertness: 1 die (Alertness 3 + Wit 2 - modifier 10)", self.odds("Alertness-10"))
        out = self.odds("Alertness vs 1")
        self.assertIn("against opponent (1 die)", out)
        for line in (self.odds("1"), self.odds("1+1"), out):
            self.assertNotIn("1 dice", line)

    def test_bad_input(self):
        self.assertIn("not an ability", self.odds("Alertness++"))
        self.assertIn("The odds of which roll", self.odds(""))
        self.assertIn("30", self.odds("40"))
        self.assertIn("own rolls", self.odds("Char=Stealth"))


class TestMuseOdds(OddsTest):
    def setUp(self):
        super().setUp()
        self.in_ruleset("muse")

    def test_successes_and_mastery(self):
        self.char1.muse.set_rating("Might", 10)
        self.char1.muse.key_trait = "Might"
        out = self.odds("Might+1")
        self.assertIn("11 dice", out)
        self.assertIn("Key Trait", out)
        self.assertIn("Mastered", out)
        self.assertIn("At least one success", out)

    def test_plain_trait(self):
        self.char1.muse.set_rating("Might", 3)
        out = self.odds("Might")
        self.assertIn("0 successes", out)
        self.assertNotIn("Mastered", out)

    def test_bad_input(self):
        self.assertIn("not a Trait", self.odds("Might+"))
        self.assertIn("one roll of yours", self.odds("Might vs Char2"))


class TestPbtaOdds(OddsTest):
    def setUp(self):
        super().setUp()
        self.in_ruleset("pbta")
        self.char1.pbta.save(pbta_sheet("human", {"Forceful": 0, "Agile": 2, "Insightful": 1, "Charming": -1}))

    def test_bands(self):
        out = self.odds("Agile+1")
        self.assertIn("2d6 +3", out)
        self.assertIn("critical (13+)", out)
        self.assertIn("miss (6-)", out)

    def test_watch_scale(self):
        self.assertIn("steady (9)", self.odds("watch"))

    def test_bad_input(self):
        self.assertIn("Give at most one modifier", self.odds("Agile +1 +2"))
        self.assertIn("odds of which stat", self.odds("+2"))


class TestMwOdds(OddsTest):
    def setUp(self):
        super().setUp()
        self.in_ruleset("mw")

    def test_fumble_explosions_dc(self):
        self.char1.mw.save(mw_sheet("true_muscle", {"M": "Might", "L": "Leverage"}))
        out = self.odds("Might,Leverage:perfect vs 8")
        self.assertIn("exploding on 4+", out)
        self.assertRegex(out, r"Fumble \(first die 1\)\s+16\.7%")
        self.assertIn("Reaching DC 8", out)

    def test_no_sheet_and_bad_dc(self):
        self.assertIn("no Muscle Wizard sheet", self.odds("Might"))
        self.char1.mw.save(mw_sheet("muscle_wizard", {"M": "Might"}))
        self.assertIn("not a whole number", self.odds("Might vs lots"))
        self.assertIn("missing between the commas", self.odds("Might,,"))
