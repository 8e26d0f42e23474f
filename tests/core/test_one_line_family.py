"""The one family of text helpers in core/text: each ``one_line_*`` and
``plain_*`` says in its name what it does differently, keeps what its
callers rely on, and no module outside core/text defines its own."""

import pathlib
import re
import unittest

from evennia.utils.ansi import parse_ansi, strip_ansi

from core.text.plain import plain, plain_with_breaks
from core.text.player import one_line, one_line_breaks_as_spaces, one_line_collapsed

ROOT = pathlib.Path(__file__).resolve().parents[2]
PACKAGES = ("core", "ops", "typeclasses", "features", "rulesets", "commands", "world", "web", "server")


class BreaksAsSpacesTest(unittest.TestCase):
    def test_typed_breaks_become_spaces_and_the_ends_are_trimmed(self):
        self.assertEqual(one_line_breaks_as_spaces(" a|/b\nc\r\nd "), "a b c  d")
        self.assertEqual(one_line_breaks_as_spaces("a||/b"), "a||/b")  # a literal bar, then a slash
        self.assertEqual(one_line_breaks_as_spaces(" |/ "), "")
        self.assertEqual(one_line_breaks_as_spaces(None), "")

    def test_the_rest_of_the_markup_is_made_safe_as_one_line_does(self):
        # the old OOC copy let a tab code, an indent and a link code through
        for code in ("|-", "|>", "|lc"):
            with self.subTest(code=code):
                self.assertEqual(strip_ansi(one_line_breaks_as_spaces(f"a{code}b")), f"a{code}b")
        self.assertIn("red\x1b[0m", parse_ansi(one_line_breaks_as_spaces("|rred")))


class CollapsedTest(unittest.TestCase):
    def test_whitespace_runs_become_one_space_and_the_text_is_cut(self):
        self.assertEqual(one_line_collapsed("  The\n\tlong   night ", 100), "The long night")
        self.assertEqual(one_line_collapsed("abcdef", 3), "abc")
        self.assertEqual(one_line_collapsed(None, 5), "")

    def test_markup_is_left_for_the_line_that_shows_it(self):
        self.assertEqual(one_line_collapsed("a|/b |rc", 100), "a|/b |rc")


class PlainWithBreaksTest(unittest.TestCase):
    def test_layout_markup_draws_its_breaks_and_colour_goes(self):
        self.assertEqual(plain_with_breaks("|rOne|n|/two|-three"), "One\ntwo\tthree")
        self.assertEqual(plain_with_breaks("no markup"), "no markup")
        self.assertEqual(plain_with_breaks(None), "")

    def test_plain_leaves_the_line_break_markup_to_evennia(self):
        self.assertEqual(plain("|rOne|n two"), strip_ansi("|rOne|n two"))
        self.assertEqual(plain("a|/b"), strip_ansi("a|/b"))


class OneFamilyTest(unittest.TestCase):
    def test_no_module_outside_core_text_defines_a_one_line_or_a_plain(self):
        pattern = re.compile(r"^\s*def (_?one_line\w*|_?plain(?:_with\w*)?)\(", re.M)
        found = []
        for package in PACKAGES:
            for path in (ROOT / package).rglob("*.py"):
                rel = path.relative_to(ROOT).as_posix()
                if rel.startswith("core/text/"):
                    continue
                found += [f"{rel}: {name}" for name in pattern.findall(path.read_text())]
        self.assertEqual(found, [])

    def test_one_line_keeps_its_contract(self):
        self.assertEqual(one_line("Fake|/probeadmin"), "Fake||/probeadmin")
