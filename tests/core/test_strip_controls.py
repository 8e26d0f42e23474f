"""core.text.controls.strip_controls: every line a player sends goes through
it, so it skips the work for a line with nothing to strip."""

import unittest

from hypothesis import given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from core.text.controls import _CONTROLS, strip_controls


def reference(text):
    return "".join(ch for ch in text if not (ord(ch) < 32 and ch not in "\t\n") and ch != "\x7f")


class StripControlsTest(unittest.TestCase):
    def test_examples(self):
        self.assertEqual(strip_controls("say hi"), "say hi")
        self.assertEqual(strip_controls("say\x00 h\x1bi\x7f"), "say hi")
        self.assertEqual(strip_controls("a\tb\nc"), "a\tb\nc")
        self.assertEqual(strip_controls("\u200b\u00a0é"), "\u200b\u00a0é")  # kept
        self.assertEqual(strip_controls(""), "")
        self.assertIsNone(strip_controls(None))

    def test_a_clean_line_is_returned_as_it_is(self):
        line = "+roll Alertness vs Mara=Dodge"
        self.assertIs(strip_controls(line), line)
        self.assertEqual(len(_CONTROLS), 31)

    @hsettings(max_examples=500, deadline=None)
    @given(st.text(max_size=60))
    def test_it_drops_exactly_the_control_characters(self, text):
        self.assertEqual(strip_controls(text), reference(text))
