"""The web client's HTML is made once per line, not once per listener
(portal/safe_output.py): the cached answer is the converter's own for every
option that changes it, and a line heard by many is converted once."""

from unittest import TestCase, mock

from portal import links, safe_output

LINES = [
    "|cAlice|n says, \"Hello <b>there</b> & |rwelcome|n.\"",
    "plain words",
    "|lchelp|ltHelp|le on a |555bright|n line|/and a second",
    "|| bars || and % percent",
]
OPTIONS = [
    {}, {"nocolor": True}, {"screenreader": True}, {"raw": True},
    {"raw": True, "client_raw": True}, {"send_prompt": True},
]


class WebTextCacheTests(TestCase):
    def setUp(self):
        safe_output._web_text.cache_clear()

    def test_cached_answer_is_the_converters_for_every_option(self):
        for line in LINES:
            for options in OPTIONS:
                with self.subTest(line=line, options=options):
                    fresh = safe_output._web_text.__wrapped__(
                        line, bool(options.get("nocolor")), bool(options.get("screenreader")),
                        bool(options.get("raw")), bool(options.get("client_raw")),
                        bool(options.get("send_prompt")))
                    first = safe_output.web_text(line, options, {})
                    again = safe_output.web_text(line, options, {})
                    self.assertEqual(first, fresh)
                    self.assertEqual(again, fresh)

    def test_options_that_change_the_html_give_different_answers(self):
        line = LINES[0]
        coloured = safe_output.web_text(line, {}, {})[1]
        self.assertNotEqual(coloured, safe_output.web_text(line, {"nocolor": True}, {})[1])
        self.assertNotEqual(coloured, safe_output.web_text(line, {"raw": True}, {})[1])
        self.assertEqual(safe_output.web_text(line, {"send_prompt": True}, {})[0], "prompt")
        # the protocol's flags count when the message names no option
        self.assertEqual(safe_output.web_text(line, {}, {"NOCOLOR": True}),
                         safe_output.web_text(line, {"nocolor": True}, {}))

    def test_a_line_heard_by_many_is_converted_once(self):
        with mock.patch.object(links, "parse_html", wraps=links.parse_html) as convert:
            for _listener in range(100):
                safe_output.SAFE_V1.encode_text(LINES[0], protocol_flags={})
        self.assertEqual(convert.call_count, 1)

    def test_a_text_that_is_not_a_string_is_converted_without_the_cache(self):
        class Text(str):
            __hash__ = None  # unhashable, as a text subclass may be

        out = safe_output.web_text(Text("|rred|n"), {}, {})
        self.assertIn("red", out[1])
