"""speedups/html_styles.py: the web client's HTML, made with the style
lookups done once, is the HTML Evennia's converter makes."""

import unittest
from unittest import mock

from django.test import override_settings
from evennia.utils.ansi import parse_ansi
from evennia.utils.text2html import TextToHTMLparser
from hypothesis import given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from portal import links
from speedups import html_styles

# Evennia's colour and style codes, in all their forms, with text between
CODES = st.sampled_from([
    "|n", "|r", "|g", "|y", "|b", "|m", "|c", "|w", "|x", "|R", "|G", "|Y", "|B", "|M",
    "|C", "|W", "|X", "|h", "|H", "|u", "|i", "|s", "|*", "|^", "|[r", "|[g", "|[B", "|[x",
    "|[w", "|005", "|550", "|[123", "|=a", "|=z", "|[=m", "|#ff0000", "|[#00ff00", "|#123abc",
    "|[#fedcba", "|/", "|-", "|>", "||", "|_",
])
PLAIN = st.text(alphabet=st.sampled_from("ab <>&\t\n\"'x.1"), max_size=6)
LINE = st.lists(st.one_of(CODES, PLAIN), max_size=14).map("".join)
EVENNIA = TextToHTMLparser()


def ansi(text):
    return parse_ansi(text, xterm256=True, mxp=True, truecolor=True)


def evennia_or_error(func, *args):
    try:
        return func(*args)
    except Exception as err:  # noqa: BLE001 - the same failure is the same answer
        return type(err).__name__ if not isinstance(err, (KeyError, ValueError)) else "lookup"


class SameHTMLTest(unittest.TestCase):
    @hsettings(max_examples=1500, deadline=None)
    @given(LINE)
    def test_the_style_pass_is_evennias(self, line):
        text = ansi(line)
        self.assertEqual(evennia_or_error(html_styles.format_styles, EVENNIA, text),
                         evennia_or_error(EVENNIA.format_styles, text))

    @hsettings(max_examples=300, deadline=None)
    @given(st.lists(st.one_of(CODES, PLAIN, st.sampled_from(["\010", "\033[K", "x\010"])),
                    max_size=10).map("".join))
    def test_backspaces_go_as_evennias_do(self, text):
        self.assertEqual(html_styles.remove_backspaces(EVENNIA, text, EVENNIA.remove_backspaces),
                         EVENNIA.remove_backspaces(text))

    def test_a_roll_line_and_a_pose(self):
        for line in ("|wMara|n rolls |cAlertness|n: |g8 8|n 3 1 -> |h|g2 hits|n, |yGood Success|n",
                     "|[b|wBanner|n |500red|n |=mgrey|n |#ff8800orange|n |*inverse|n |uunder|n",
                     "plain < text > & more\nsecond line\tand a tab"):
            text = ansi(line)
            self.assertEqual(html_styles.format_styles(EVENNIA, text), EVENNIA.format_styles(text))

    def test_the_codes_are_looked_up_once_per_parser_class(self):
        html_styles.format_styles(EVENNIA, ansi("|rred"))
        table = html_styles._tables[TextToHTMLparser]
        html_styles.format_styles(EVENNIA, ansi("|ggreen"))
        self.assertIs(html_styles._tables[TextToHTMLparser], table)


class PortalParserTest(unittest.TestCase):
    """portal/links.py's parser takes the short way only while it is on."""

    @hsettings(max_examples=300, deadline=None)
    @given(LINE)
    def test_the_portals_html_is_the_same_either_way(self, line):
        with override_settings(FOURFOLD_QUICK_HTML=True):
            quick = evennia_or_error(links.parse_html, line)
        with override_settings(FOURFOLD_QUICK_HTML=False):
            stock = evennia_or_error(links.parse_html, line)
        self.assertEqual(quick, stock)

    def test_the_switch_decides_whose_code_runs(self):
        with mock.patch.object(html_styles, "format_styles", wraps=html_styles.format_styles) as quick:
            with override_settings(FOURFOLD_QUICK_HTML=False):
                links.parse_html("|rred|n")
            quick.assert_not_called()
            with override_settings(FOURFOLD_QUICK_HTML=True):
                links.parse_html("|rred|n")
            quick.assert_called_once()
