"""Tables follow the width the client reports: +sheet in every
ruleset, +abilities, and +combat (fs3, muse) stay within 60 and 78 columns,
and a narrow client gets a narrower table, not a cut one."""

from unittest import mock

import core.command
from rules.mw.sheet import new_sheet as mw_sheet
from rules.pbta.sheet import new_sheet as pbta_sheet
from rulesets import registry as rulesets
from rulesets.fs3.commands.combat import CmdCombat as Fs3Combat
from rulesets.fs3.commands.sheet import CmdAbilities
from rulesets.fs3.commands.sheet import CmdSheet as Fs3Sheet
from rulesets.muse.commands.combat import CmdCombat as MuseCombat
from rulesets.muse.commands.sheet import CmdSheet as MuseSheet
from rulesets.mw.commands.sheet import CmdWords
from rulesets.pbta.commands.sheet import CmdSheet as PbtaSheet
from tests.helpers.fs3_combat import CombatTest

WIDTHS = (60, 78)


def _crashed(message, *args, **kwargs):
    raise AssertionError(f"the command crashed: {message}")


class TestTableWidths(CombatTest):
    def setUp(self):
        super().setUp()
        patcher = mock.patch.object(core.command, "logger",
                                    mock.Mock(log_trace=mock.Mock(side_effect=_crashed)))
        patcher.start()
        self.addCleanup(patcher.stop)

    def at(self, width, cmd, args="", caller=None):
        self.session.protocol_flags["SCREENWIDTH"] = {0: width}
        out = self.call(cmd, args, caller=caller or self.char1)
        for line in out.splitlines():
            self.assertLessEqual(len(line), width, f"{type(cmd).__name__} at {width}: {line!r}")
        return out

    def widest(self, cmd_factory, args=""):
        return {w: max(len(line) for line in self.at(w, cmd_factory(), args).splitlines())
                for w in WIDTHS}

    def test_fs3_sheet_and_abilities(self):
        self.rate(self.char1, Brawn=3, Finesse=3, Wit=2, Melee=4, Dodge=3, Alertness=2)
        sheet = self.widest(Fs3Sheet)
        self.assertGreater(sheet[78], 60)  # the wide layout uses the room it has
        self.assertIn("Melee", self.at(60, Fs3Sheet()))
        self.widest(CmdAbilities)

    def test_fs3_combat_screen(self):
        self.start_fight(npcs="Goon1,Goon2")
        self.combat("/attack Goon1")
        out = self.at(60, Fs3Combat())
        self.assertIn("Goon2", out)
        self.at(78, Fs3Combat())

    def test_muse_sheet_and_combat(self):
        rulesets.set_room_ruleset(self.room1, "muse")
        self.char1.muse.set_rating("Might", 4)
        self.char1.muse.key_trait = "Might"
        self.widest(MuseSheet)
        self.call(MuseCombat(), "/start", caller=self.char1)
        self.call(MuseCombat(), "/add Goblin=2", caller=self.char1)
        for width in WIDTHS:
            self.assertIn("Goblin", self.at(width, MuseCombat()))

    def test_pbta_sheet(self):
        self.char1.pbta.save(pbta_sheet("human", {"Forceful": 0, "Agile": 2, "Insightful": 1,
                                                  "Charming": -1}))
        self.widest(PbtaSheet)

    def test_mw_sheet(self):
        self.char1.mw.save(mw_sheet("true_muscle", {"M": "Might", "L": "Leverage"}))
        self.widest(CmdWords)
