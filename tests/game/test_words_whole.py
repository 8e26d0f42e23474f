"""Every table and screen at 60 and 80 columns keeps its words whole
(issue 29): tests/game/width_helpers.py draws each at 400, 60 and 80
columns and fails on a line too long or a word cut or cropped."""

from commands.odds import CmdOdds
from rulesets import registry as rulesets
from rulesets.fs3.commands.combat import CmdCombat as Fs3Combat
from rulesets.muse.commands.combat import CmdCombat as MuseCombat
from tests.game.width_helpers import WidthCheck
from tests.rulesets.fs3.fs3_combat_helpers import CombatTest


class TestCombatScreens(WidthCheck, CombatTest):
    def test_fs3_combat_keeps_npc_names_whole(self):
        self.combat("/start")
        self.combat("/add Sparring Sergeant=Goon")
        out = self.whole(Fs3Combat)
        for text in out.values():
            self.assertIn("Sparring Sergeant*", " ".join(text.split()))

    def test_muse_combat_keeps_close_whole(self):
        rulesets.set_room_ruleset(self.room1, "muse")
        self.call(MuseCombat(), "/start", caller=self.char1)
        self.call(MuseCombat(), "/add Goblin=2", caller=self.char1)
        self.call(MuseCombat(), "/join", caller=self.char2)
        self.call(MuseCombat(), "/newturn", caller=self.char1)
        print(self.call(MuseCombat(), "", caller=self.char1))
        self.whole(MuseCombat)

    def test_fs3_odds_opposed(self):
        out = self.whole(CmdOdds, "Melee vs 5")
        print(out[60])
