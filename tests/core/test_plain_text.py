"""core.text.plain.plain: the RollLog's copy of a roll is the roll
without colour, exactly as Evennia's strip_ansi makes it, but cheaper for
the simple colour codes Fourfold's own lines use."""

import unittest
from unittest import mock

from evennia.utils.ansi import strip_ansi
from hypothesis import given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from core.text import plain as plain_text
from core.text.plain import plain

# Every kind of markup, and the pieces that make them, so that random lines
# hold simple codes, long codes and broken ones side by side.
PIECES = st.sampled_from([
    "a", "Z", " ", "7", "|", "||", "|||", "|n", "|w", "|g", "|R", "|h", "|H", "|x",
    "|[r", "|[R", "|500", "|[500", "|=a", "|#ff0000", "|lcsay hi|ltSay|le", "|u", "|*",
    "|/", "|-", "|_", "|>", "{", "{{", "}", "\\", "\\\\", "\x1b[1m", "\x1b[0m", "\n", "é", "[", "=",
])


class PlainTextTest(unittest.TestCase):
    def test_fourfold_roll_lines(self):
        line = "|wMara|n rolls |wAlertness|n: |g7 8|n 1 3 -> |gGood Success|n"
        self.assertEqual(plain(line), "Mara rolls Alertness: 7 8 1 3 -> Good Success")
        self.assertEqual(plain(line), strip_ansi(line))

    def test_literal_bars_and_empty(self):
        self.assertEqual(plain("a || b"), "a | b")
        self.assertEqual(plain("|||w"), "|")
        self.assertEqual(plain(""), "")
        self.assertEqual(plain(None), "")
        self.assertEqual(plain("no markup at all"), "no markup at all")

    def test_simple_lines_skip_evennias_parser(self):
        with mock.patch.object(plain_text, "strip_ansi", side_effect=AssertionError("slow path")):
            self.assertEqual(plain("|rRed|n and |Ggreen|n"), "Red and green")

    def test_other_markup_goes_to_evennia(self):
        for line in ("|[rred background|n", "|500orange", "|#ff0000hex", "{{braces", "\x1b[1mraw",
                     "|lcsay hi|ltSay hi|le", "a|/b", "tab|-b"):
            with self.subTest(line=line):
                with mock.patch.object(plain_text, "strip_ansi", return_value="evennia's") as slow:
                    self.assertEqual(plain(line), "evennia's")
                slow.assert_called_once_with(line)

    @hsettings(max_examples=600, deadline=None)
    @given(st.lists(PIECES, max_size=14).map("".join))
    def test_same_as_strip_ansi(self, line):
        self.assertEqual(plain(line), strip_ansi(line))

    @hsettings(max_examples=300, deadline=None)
    @given(st.text(max_size=40))
    def test_same_as_strip_ansi_on_any_text(self, line):
        self.assertEqual(plain(line), strip_ansi(line))
