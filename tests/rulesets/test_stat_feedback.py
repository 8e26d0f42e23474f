"""+stat says how many points are left after each change, and a refusal of
a well-formed +stat (a rating out of range, over the budget) does not
repeat the usage line, in fs3, muse and pbta."""

from rules.pbta.sheet import new_sheet as pbta_sheet
from rulesets import registry as rulesets
from rulesets.fs3.commands.chargen import CmdStat as Fs3Stat
from rulesets.muse.commands.chargen import CmdStat as MuseStat
from rulesets.pbta.commands.chargen import CmdStat as PbtaStat
from tests.helpers.game import FourfoldCommandTest


class TestStatFeedback(FourfoldCommandTest):
    def test_fs3_points_left(self):
        out = self.call(Fs3Stat(), "Wit=3", caller=self.char2)
        self.assertRegex(out, r"^Wit is now 3\. Attribute points: 2 of \d+ spent, \d+ left\. "
                              r"Skill points: 0 of \d+ spent, \d+ left\.")
        out = self.call(Fs3Stat(), "Melee=2", caller=self.char2)
        self.assertIn("Skill points: 2 of", out)

    def test_fs3_refusal_without_usage(self):
        for args in ("Wit=9", "Melee=99", "Bogus=2"):
            out = self.call(Fs3Stat(), args, caller=self.char2)
            self.assertNotIn("Usage:", out, args)
        self.assertIn("Usage:", self.call(Fs3Stat(), "Wit", caller=self.char2))  # the form was wrong

    def test_muse_points_left_and_refusal(self):
        rulesets.set_room_ruleset(self.room1, "muse")
        out = self.call(MuseStat(), "Might=3", caller=self.char2)
        self.assertRegex(out, r"^Might is now 3\. Trait points: 2 of \d+ spent, \d+ left\.")
        self.assertNotIn("Usage:", self.call(MuseStat(), "Might=99", caller=self.char2))

    def test_pbta_refusal_without_usage(self):
        self.char2.pbta.save(pbta_sheet("human", {"Forceful": 0, "Agile": 0, "Insightful": 0,
                                                  "Charming": 0}))
        self.assertIn("Stat points: 1 of 4 spent, 3 left.", self.call(PbtaStat(), "Agile=1", caller=self.char2))
        self.assertNotIn("Usage:", self.call(PbtaStat(), "Agile=5", caller=self.char2))
