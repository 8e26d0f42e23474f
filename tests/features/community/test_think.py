"""`think <text>` shows the text to the thinker alone, with the
markup a pose allows (colour, |/, $You())."""

from features.community.commands.think import CmdThink
from tests.helpers.community import CommunityTest


class TestThink(CommunityTest):
    def test_only_you_see_it(self):
        out = self.call(CmdThink(), " Remember the map.", {self.char1: "Remember the map.",
                                                           self.char2: None})
        self.assertEqual(out[self.char2], "")

    def test_pose_markup(self):
        out = self.call(CmdThink(), " |gGreen|n first|/then $You() $conj(smile).", caller=self.char1,
                        noansi=False)
        self.assertIn("\x1b[1m\x1b[32mGreen", out)  # the colour code was read
        self.assertIn("first\r\nthen You smile.", out)

    def test_stray_markup_is_shown_as_typed(self):
        out = self.call(CmdThink(), " costs $5 (or $notafunc(", caller=self.char1)
        self.assertIn("costs $5 (or $notafunc(", out)

    def test_nothing_to_think(self):
        self.refuse(CmdThink(), "", "Think what?")
        self.refuse(CmdThink(), "   ", "Think what?")
        self.refuse(CmdThink(), "/loud hi", "This command takes no switches")

    def test_everyone_may_think(self):
        self.assertTrue(CmdThink().access(self.char2, "cmd"))
