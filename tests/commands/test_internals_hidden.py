"""Players never see internal keys or staff notes: +where names a
demo wing, not its tag; the web sheet names an mw archetype, not its key;
+gear/weapons tells staff only how to spawn a weapon."""

from rules.mw.sheet import new_sheet as mw_sheet
from rulesets.fs3.commands.gear_info import CmdGear
from rulesets.mw.web_sheet import sheet_section
from tests.helpers.game import FourfoldCommandTest


class TestInternalsHidden(FourfoldCommandTest):
    def setUp(self):
        super().setUp()
        self.char2.permissions.remove("Developer")  # a plain player

    def test_web_sheet_names_the_archetype(self):
        self.char1.mw.save(mw_sheet("true_muscle", {"M": "Might"}))
        self.assertEqual(sheet_section(self.char1)["archetype"], "True Muscle")

    def test_spawn_note_is_for_staff(self):
        out = self.call(CmdGear(), "/weapons", caller=self.char2)
        self.assertIn("Sword", out)
        self.assertNotIn("spawn", out)
        self.assertNotIn("fs3_", out)
        self.assertIn("spawn fs3_sword", self.call(CmdGear(), "/weapons", caller=self.char1))
