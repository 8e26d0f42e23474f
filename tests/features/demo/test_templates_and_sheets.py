"""The sample characters and sheets: the Wren template carries a
Path, so it can be submitted at once; +template shows each mw Word's
starting die; +sheet in an mw room is the mw sheet."""

from features.demo.commands.demo import CmdTemplate
from rulesets import registry as rulesets
from rulesets.muse.commands.chargen import CmdChargen as MuseChargen
from tests.helpers.game import FourfoldCommandTest


class TestTemplates(FourfoldCommandTest):
    def in_ruleset(self, key):
        rulesets.set_room_ruleset(self.room1, key)
        self.char2.sync_ruleset()

    def test_wren_then_submit(self):
        self.in_ruleset("muse")
        out = self.call(CmdTemplate(), "/apply Wren", caller=self.char2)
        self.assertIn("Copied Wren", out)
        self.assertEqual(self.char2.muse.path, "Wayfarer")
        self.call(MuseChargen(), "/submit", caller=self.char2)
        self.assertTrue(self.char2.muse.submitted)

    def test_template_lists_wrens_path(self):
        out = self.call(CmdTemplate(), "muse", caller=self.char2)
        self.assertIn("Path Wayfarer", out)

    def test_mw_template_shows_each_starting_die(self):
        out = self.call(CmdTemplate(), "mw", caller=self.char2)
        self.assertIn("Might d6, Leverage d6, Zap d4", out)
        self.assertNotIn("d4/d6", out)

    def test_sheet_in_an_mw_room_is_the_mw_sheet(self):
        self.in_ruleset("mw")
        self.call(CmdTemplate(), "/apply Brick", caller=self.char2)
        self.char2.cmdset.update()
        found = [c for c in self.char2.cmdset.current.commands if "+sheet" in [c.key] + list(c.aliases)]
        self.assertEqual([type(c).__module__ for c in found], ["rulesets.mw.commands.sheet"])
        cmd = found[0]
        out = self.call(type(cmd)(), "", caller=self.char2, cmdstring="+sheet")
        self.assertIn("Zap", out)
