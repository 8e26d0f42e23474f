"""Posing as MUSH players type it, through the game's command parser: ``;``
is the semipose (never a space after the name), and ``pose 's``, ``emote
's`` and ``:'s`` all give the possessive without a space."""

from unittest import mock

from core.text.plain import plain
from tests.helpers.community import CommunityTest


class TestPoseTyping(CommunityTest):
    def typed(self, text: str) -> list[str]:
        """Char types ``text`` (the whole line, parsed as in the game); what
        Char2, in the same room, was sent."""
        heard = []
        real = type(self.char2).msg

        def msg(obj, text=None, **kwargs):
            if obj == self.char2:
                heard.append(plain(str(text[0] if isinstance(text, tuple) else text)))
            else:
                real(obj, text, **kwargs)

        with mock.patch.object(type(self.char2), "msg", msg):
            self.char1.execute_cmd(text)
        return heard

    def test_semipose_possessive(self):
        self.assertEqual(self.typed(";'s boots creak."), ["Char's boots creak."])

    def test_semipose_puts_no_space_after_the_name(self):
        self.assertEqual(self.typed(";-shaped shadow moves."), ["Char-shaped shadow moves."])
        self.assertEqual(self.typed("semipose 's hat falls."), ["Char's hat falls."])

    def test_pose_and_emote_possessive_without_a_space(self):
        for line in ("pose 's grin fades.", "emote 's grin fades.", ":'s grin fades.",
                     "pose's grin fades."):
            self.assertEqual(self.typed(line), ["Char's grin fades."], line)

    def test_an_ordinary_pose_keeps_its_space(self):
        self.assertEqual(self.typed("pose leans in."), ["Char leans in."])
        self.assertEqual(self.typed(":leans in."), ["Char leans in."])
        self.assertEqual(self.typed("pose , smiling, nods."), ["Char, smiling, nods."])

    def test_an_empty_semipose_sends_nothing(self):
        self.assertEqual(self.typed(";"), [])
        self.assertEqual(self.typed(";   "), [])

    def test_say_is_still_say(self):
        self.assertEqual(self.typed('"Hello.'), ['Char says, "Hello."'])
