"""core.text.player: a player's text shown inside one line can colour
itself but never draw a line break, a tab, an indent or a link, and its
colour ends where it ends; nospoof puts the author before every line."""

import unittest

from evennia.utils.ansi import parse_ansi, strip_ansi
from hypothesis import given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from core.text.player import nospoof_lines, one_line

PIECES = st.sampled_from([
    "a", " ", "|", "||", "|||", "|/", "||/", "|||/", "|-", "|>", "|_", "|r", "|n", "|[b", "|500",
    "|lc", "|lt", "|le", "|lu", "\n", "\r", "\t", "\x0b", "\x0c", "\x85", "\u2028", "\u2029",
    "\u202e", "\x1b[2J", "\x00", "\\n", "$You()", "{you}", "é",
])

# Everything that would break a line (or move the cursor) in what a telnet
# or web client is sent.
BREAKS = ("\n", "\r", "\t", "\x0b", "\x0c", "\x85", "\u2028", "\u2029", "\u202e", "\x1b[2J")


class OneLineTest(unittest.TestCase):
    def test_the_forged_lines_of_the_issue_are_shown_as_typed(self):
        self.assertEqual(one_line("Fake|/probeadmin says hi"), "Fake||/probeadmin says hi")
        self.assertEqual(strip_ansi(one_line("Fake|/probeadmin says hi")), "Fake|/probeadmin says hi")
        title = one_line("|/|r[RollLog]|n probeadmin approved alice")
        self.assertNotIn("\n", parse_ansi(title))
        self.assertEqual(strip_ansi(title), "|/[RollLog] probeadmin approved alice")

    def test_raw_breaks_become_spaces_and_controls_go(self):
        self.assertEqual(one_line("a\nb\r\nc\td"), "a b  c d")
        self.assertEqual(one_line("a\u2028b\u2029c\x85d"), "a b c d")
        self.assertEqual(one_line("x\x00y\x1b[2Jz\u202eq"), "xy[2Jzq")
        self.assertEqual(one_line("a\\nb"), "a\\nb")  # a typed backslash-n is text

    def test_layout_and_link_codes_are_shown_as_typed(self):
        for code in ("|/", "|-", "|>", "|_", "|lc", "|lu", "|lt", "|le"):
            with self.subTest(code=code):
                self.assertEqual(strip_ansi(one_line(f"a{code}b")), f"a{code}b")
        self.assertEqual(one_line("a|||/b"), "a||||/b")  # a literal bar, then |/ as typed
        self.assertEqual(one_line("cut|"), "cut||")  # a bar at the end cannot eat the next code
        self.assertEqual(one_line("cut||"), "cut||")

    def test_plain_text_is_returned_as_it_is(self):
        self.assertEqual(one_line("Mara"), "Mara")
        self.assertEqual(one_line("a || b"), "a || b")
        self.assertEqual(one_line(None), "")
        self.assertEqual(one_line(""), "")

    def test_colour_ends_at_the_end_of_the_players_text(self):
        self.assertEqual(one_line("|rRed"), "|rRed|n")
        self.assertEqual(one_line("|[bBlue back"), "|[bBlue back|n")
        self.assertEqual(one_line("|500orange"), "|500orange|n")
        self.assertEqual(one_line("no ||r colour"), "no ||r colour")
        line = f"|wMara|n rolls |w{one_line('|rblood')}|n and more"
        self.assertTrue(parse_ansi(line).endswith("and more"))
        self.assertIn("blood\x1b[0m", parse_ansi(one_line("|rblood")))

    @hsettings(max_examples=500, deadline=None)
    @given(st.lists(PIECES, max_size=12).map("".join))
    def test_nothing_a_player_types_breaks_the_line(self, text):
        sent = parse_ansi(one_line(text), xterm256=True, mxp=True)
        for bad in BREAKS:
            self.assertNotIn(bad, sent)
        self.assertNotIn("<a", parse_ansi(one_line(text), mxp=True))

    @hsettings(max_examples=200, deadline=None)
    @given(st.text(max_size=40))
    def test_any_text(self, text):
        sent = parse_ansi(one_line(text))
        for bad in BREAKS:
            self.assertNotIn(bad, sent)
        self.assertEqual(one_line(one_line(text)).replace("|n", ""),
                         one_line(text).replace("|n", ""))


class NospoofLinesTest(unittest.TestCase):
    def test_every_line_of_an_emit(self):
        self.assertEqual(nospoof_lines("The wind howls.|/Bob says, \"hi\"", "Eve", pose=False),
                         "[Eve] The wind howls.\n[Eve] Bob says, \"hi\"")
        self.assertEqual(nospoof_lines("one\ntwo\r\nthree", "Eve", pose=False),
                         "[Eve] one\n[Eve] two\n[Eve] three")

    def test_every_line_a_pose_breaks_into(self):
        self.assertEqual(nospoof_lines("Eve waves.|/|/Admin says, \"Eve is staff now\"", "Eve", pose=True),
                         "Eve waves.\n[Eve] \n[Eve] Admin says, \"Eve is staff now\"")
        self.assertEqual(nospoof_lines("Eve waves.", "Eve", pose=True), "Eve waves.")

    def test_a_literal_bar_is_not_a_break(self):
        self.assertEqual(nospoof_lines("a||/b", "Eve", pose=False), "[Eve] a||/b")
        self.assertEqual(nospoof_lines("a|||/b", "Eve", pose=False), "[Eve] a||\n[Eve] b")

    def test_the_author_cannot_forge_the_tag(self):
        self.assertEqual(nospoof_lines("x", "E|/ve", pose=False), "[E||/ve] x")
