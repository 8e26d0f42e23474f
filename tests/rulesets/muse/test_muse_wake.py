"""+wake outside a fight: the sleeper's Awareness with a die for the waker
and one for each banked +assist."""

from rules.muse.tribulations import impose
from rulesets.muse.commands.combat import CmdCombat
from rulesets.muse.commands.roll import CmdAssist
from rulesets.muse.commands.wake import CmdWake
from tests.helpers.muse import MuseCommandTest


class TestWake(MuseCommandTest):
    def setUp(self):
        super().setUp()
        self.char2.muse.life_points = 3
        self.char2.muse.tribulations = impose(impose({}, "Unconscious", source="#99"), "Tired")

    def test_the_waker_adds_a_die_and_one_success_wakes(self):
        out = self.roll(CmdWake(), "Char2", [5, 2])  # Awareness 1 + 1 helper
        self.assertIn("Char tries to wake Char2 (1 helper, a die each).", out)
        self.assertIn("Char2 rolls Awareness", out)
        self.assertIn("Char2 comes round.", out)
        self.assertEqual(sorted(self.char2.muse.tribulations), ["Tired"])
        self.assertEqual(self.history()[-1]["kind"], "wake")

    def test_assists_add_dice_and_are_used_up(self):
        tam = self.make_char("Tam")
        self.call(CmdAssist(), "Char2", caller=tam)
        self.call(CmdAssist(), "Char2", caller=self.char1)  # the waker counts once
        out = self.roll(CmdWake(), "Char2", [3, 2, 1])  # 3 dice, no success
        self.assertIn("(2 helpers, a die each)", out)
        self.assertIn("Char2 stays out cold.", out)
        self.assertIn("Unconscious", self.char2.muse.tribulations)
        self.assertEqual(self.char2.muse.assists(), [])

    def test_refusals(self):
        self.refuse(CmdWake(), "", "Name the character you are trying to wake.")
        self.refuse(CmdWake(), "me", "You cannot wake yourself.")
        self.refuse(CmdWake(), "Nobody", "There is nobody called 'Nobody' here.")
        self.refuse(CmdWake(), "Char", "You cannot wake yourself.")
        self.char2.muse.life_points = 0
        self.refuse(CmdWake(), "Char2", "Char2 is dying: only healing brings them round")
        self.char2.muse.life_points = 3
        self.char2.muse.tribulations = {}
        self.refuse(CmdWake(), "Char2", "Char2 is not Unconscious.")
        self.char2.muse.tribulations = impose({}, "Unconscious")
        self.call(CmdCombat(), "/start")
        self.refuse(CmdWake(), "Char2", "There is a fight here: wake them with +combat/wake.")
