"""+heal outside a fight: a Survival roll, once per scene per healer."""

from features.scenes.commands.scene import CmdScene
from rules.muse.tribulations import impose
from rulesets.muse.commands.heal import CmdHeal
from tests.helpers.muse import MuseCommandTest


class TestHeal(MuseCommandTest):
    def start_scene(self):
        self.call(CmdScene(), "/start", "Char starts scene")

    def test_heal_once_per_scene(self):
        self.start_scene()
        self.set_traits(self.char1, Survival=3)
        self.char2.muse.life_points = 4
        out = self.roll(CmdHeal(), "Char2", [5, 4, 2])
        self.assertIn("Char rolls Survival (Survival 3 = 3 dice)", out)
        self.assertIn("Char tends Char2: Life Points 4 -> 6 of 11.", out)
        self.assertEqual(self.char2.muse.life_points, 6)
        self.assertEqual(self.history()[-1]["kind"], "heal")
        self.refuse(CmdHeal(), "Char2", "You have already healed this scene.")
        self.call(CmdScene(), "/end", "Char finishes scene")
        self.start_scene()
        out = self.roll(CmdHeal(), "me", [6, 6, 6])
        self.assertIn("Life Points 11 -> 11 of 11.", out)  # never above the maximum

    def test_dying_character_wakes_tired(self):
        self.start_scene()
        self.char2.muse.life_points = 0
        self.char2.muse.tribulations = impose({}, "Unconscious")
        out = self.roll(CmdHeal(), "Char2", [4])
        self.assertIn("Char2 comes round, Tired.", out)
        self.assertEqual(sorted(self.char2.muse.tribulations), ["Tired"])

    def test_refusals(self):
        self.refuse(CmdHeal(), "Char2", "Healing outside a fight is once per scene")
        self.start_scene()
        self.refuse(CmdHeal(), "", "Name the character you are tending.")
        self.refuse(CmdHeal(), "Nobody", "There is nobody called 'Nobody' here.")
        self.refuse(CmdHeal(), "/all Char2", "This command takes no switches")
        self.char2.muse.life_points = -1  # Endurance 1: dead
        self.refuse(CmdHeal(), "Char2", "Char2 is dead, beyond healing")
