"""+roll for mw: the walkthrough, chains, fumbles, items, DCs, pumps, vetoes
and spotting as they reach the roll, and bad input."""

try:  # tests/ as a package, or each test directory on sys.path
    from tests.game.mw_helpers import MwCommandTest
except ModuleNotFoundError:
    from mw_helpers import MwCommandTest

from commands.mw.roll import CmdRoll


class TestWorkedExample(MwCommandTest):
    """Brontessa shoulder-charges a gate, DC 8: Might d8, Leverage a perfect fit."""

    def test_preview_shows_threshold_6(self):
        self.brontessa()
        out = self.roll(CmdRoll(), "/preview Might,Leverage:perfect vs 8", [], caller=self.char1)
        print(out)
        self.assertIn("Starting die: d8 from Might", out)
        self.assertIn("Perfect fits, 2 each: 1 (Leverage). Fit contribution: 2.", out)
        self.assertIn("d8 max 8 - 2 fits - 0 spotting = 6+", out)
        self.assertIn("d8 6+, d10 8+", out)
        self.assertEqual(self.history(), [])

    def test_a_6_explodes_into_a_d10(self):
        self.brontessa()
        out = self.roll(CmdRoll(), "Might,Leverage:perfect vs 8", [6, 3], caller=self.char1)
        print(out)
        self.assertEqual(self.last_rng.calls, [(1, 8), (1, 10)])
        self.assertIn("d8: 6 EXPLODES (+1 Gain) -> d10: 3", out)
        self.assertIn("Total: 9 vs DC 8: Success.", out)
        self.assertEqual(self.char1.mw.sheet().gains, 1)
