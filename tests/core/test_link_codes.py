"""Players' text never becomes a link: the link codes are
removed from what players type (strip_links), and the Portal renders only
the game's own links, as data (web client) or escaped MXP (telnet), with
escapes honoured and only allowed schemes (portal/links.py)."""

import json
import re
from unittest import mock

from django.test import SimpleTestCase, override_settings
from hypothesis import given
from hypothesis import settings as hsettings
from hypothesis import strategies as st
from twisted.internet.testing import StringTransport

from core.text.player import one_line, strip_links
from portal import links
from portal.protocols import TelnetProtocol as GuardedTelnetProtocol
from portal.protocols import WebSocketClient as GuardedWebSocketClient
from tests.helpers.link_attacks import ATTACKS  # noqa: F401

# What a hostile player tries: nested codes that collapse when
# stripped once, escaped codes Evennia un-escapes before it looks for links,
# doubled bars, quotes that leave an onclick string, javascript: addresses.
PIECES = ["|", "||", "l", "c", "u", "t", "e", "|l", "|lc", "|lu", "|lt", "|le", "quit", '"', "'",
          "\\", ":", "javascript:", "http://x.org", "|r", "|n", "<", ">", "&", " ", "\ue000", "\ue001"]
ANCHOR = re.compile(r"<a\b", re.I)


def rendered(text: str) -> str:
    return links.parse_html(text)


class TestStripLinks(SimpleTestCase):
    def test_every_attack_loses_its_codes(self):
        for attack in ATTACKS:
            with self.subTest(attack=attack):
                out = strip_links(attack)
                self.assertIsNone(re.search(r"\|l[cute]", out), out)
                self.assertIsNone(ANCHOR.search(rendered(out)), rendered(out))

    def test_nested_codes_do_not_collapse_into_a_new_one(self):
        self.assertEqual(strip_links("|l|luc|ltX|le"), "X")
        self.assertEqual(strip_links("||lcquit"), "quit")

    def test_colour_and_other_text_stay(self):
        self.assertEqual(strip_links("|rred|n and a pipe | here, ||look"), "|rred|n and a pipe | here, ||look")
        self.assertIs(strip_links(None), None)

    @hsettings(max_examples=300, derandomize=True, deadline=None)
    @given(st.lists(st.sampled_from(PIECES), max_size=30).map("".join))
    def test_no_stripped_text_renders_a_link(self, text):
        out = strip_links(text)
        self.assertIsNone(re.search(r"\|l[cute]", out))
        html = rendered("Mara says, " + out)
        self.assertIsNone(ANCHOR.search(html), html)


class TestPortalHTML(SimpleTestCase):
    def test_the_games_own_command_link_is_data_not_script(self):
        html = rendered("See |lchelp combat|lthelp combat|le.")
        self.assertEqual(
            html, 'See <a href="#" class="fourfold-link" data-command="help combat">help combat</a>.')

    def test_quotes_in_a_command_stay_inside_the_attribute(self):
        html = rendered('|lcsay "]);alert(1);//|ltX|le')
        self.assertIn('data-command="say &quot;]);alert(1);//"', html)
        self.assertNotIn("onclick", html)

    def test_only_allowed_schemes_are_links(self):
        self.assertEqual(rendered("|lujavascript:alert(92)|ltclick|le"), "click")
        self.assertEqual(rendered("|ludata:text/html,x|ltclick|le"), "click")
        self.assertEqual(rendered("|luhttps://x.org/a b|ltclick|le"), "click")
        html = rendered("|luhttps://evennia.com/docs|ltdocs|le")
        self.assertIn('href="https://evennia.com/docs"', html)
        self.assertIn('rel="noopener noreferrer"', html)
        with override_settings(FOURFOLD_LINK_SCHEMES=("https",)):
            self.assertEqual(rendered("|luhttp://x.org|ltX|le"), "X")

    def test_escaped_codes_are_shown_as_typed(self):
        self.assertEqual(rendered("||lcquit||ltX||le"), "|lcquit|ltX|le")
        self.assertEqual(rendered(one_line("|lcquit|ltX|le")), "|lcquit|ltX|le")

    def test_nested_and_unclosed_codes_make_no_link(self):
        for text in ("|l|luc|ltX|lequit|ltemit-link|le", "|lcunclosed|ltlabel", "|ltX|le",
                     "\ue000quit\ue001"):
            with self.subTest(text=text):
                self.assertIsNone(ANCHOR.search(rendered(text)))

    def test_a_bare_address_is_text(self):
        self.assertEqual(rendered("go to http://evil.example/x"), "go to http://evil.example/x")

    def test_a_24_bit_colour_is_data_for_the_page_to_apply(self):
        html = rendered('|#ff0000red|n |[#00ff00on green|n style="color: #ff0000;"')
        self.assertIn('data-fg="#ff0000">red</span>', html)
        self.assertIn('data-bg="#00ff00">on green</span>', html)
        self.assertNotIn('<span class="" style=', html)
        self.assertIn('style="color: #ff0000;"', html)  # a player's words stay words

    def test_colour_inside_a_label_is_kept(self):
        self.assertIn('<span class="color-009">red</span></a>', rendered("|lclook|lt|rred|n|le"))

    @hsettings(max_examples=300, derandomize=True, deadline=None)
    @given(st.lists(st.sampled_from(PIECES), max_size=30).map("".join))
    def test_no_text_ever_gives_script(self, text):
        html = rendered(text)
        self.assertNotIn("onclick", html.lower())
        self.assertNotIn("javascript:", html.lower().replace("javascript:", "", text.lower().count("javascript:")))
        for href in re.findall(r'href="([^"]*)"', html):
            self.assertTrue(href == "#" or href.startswith(("http://", "https://")), href)


class TestTelnetOutput(SimpleTestCase):
    def protocol(self, mxp):
        proto = GuardedTelnetProtocol()
        proto.protocol_flags = {"MXP": mxp, "TTYPE": True, "ANSI": True, "XTERM256": True}
        proto.transport = StringTransport()
        return proto

    def test_mxp_gets_the_games_links_and_nothing_else(self):
        proto = self.protocol(True)
        proto.send_text('|lchelp "x"|lthelp|le ||lcquit||ltX||le <send href="quit">', options={})
        sent = proto.transport.value().decode()
        self.assertEqual(sent.count("<SEND"), 1, sent)
        self.assertIn('<SEND HREF="help &quot;x&quot;">help', sent)
        self.assertIn('&lt;send href=&quot;quit&quot;&gt;', sent)  # a player's tag is text

    def test_without_mxp_a_link_is_its_label(self):
        proto = self.protocol(False)
        proto.send_text("|lchelp|lthelp me|le <b>", options={})
        sent = proto.transport.value().decode()
        self.assertIn("help me <b>", sent)
        self.assertNotIn("\x1b[4z", sent)
        self.assertNotIn("\ue000", sent)

    def test_a_prompt_carries_no_link(self):
        proto = self.protocol(True)
        proto.send_text("|lcquit|ltHP 5|le> ", options={"send_prompt": True})
        sent = proto.transport.value().decode()
        self.assertNotIn("SEND", sent)
        self.assertIn("HP 5", sent)


class TestWebClientOutput(SimpleTestCase):
    def sent(self, text, **options):
        client = GuardedWebSocketClient()
        client.protocol_flags = {}
        out = []
        client.sendEncoded = lambda data, is_binary=False: out.append(json.loads(data))
        client.send_text(text, options=options)
        return out

    def test_the_web_client_gets_safe_html(self):
        [(cmd, args, _)] = self.sent("|lchelp|lthelp|le ||lcquit||ltX||le")
        self.assertEqual(cmd, "text")
        self.assertEqual(args[0], '<a href="#" class="fourfold-link" data-command="help">help</a> |lcquit|ltX|le')

    def test_screenreader_text_has_no_links_and_escapes_stay(self):
        [(_, args, _)] = self.sent("|lchelp|lthelp|le ||lcquit||ltX||le", screenreader=True)
        self.assertNotIn("<a", args[0])
        self.assertIn("|lcquit|ltX|le", args[0])

    def test_the_ajax_fallback_gets_the_same_html(self):
        from portal.ajax import SafeAjaxWebClient

        session = SafeAjaxWebClient.client_protocol()
        session.protocol_flags = {}
        session.csessid = "x"
        session.client = mock.Mock()
        session.send_text("|lchelp|lthelp|le ||lcquit||ltX||le", options={})
        (_, [cmd, args, _]), _ = session.client.lineSend.call_args
        self.assertEqual((cmd, args[0]), ("text", self.sent("|lchelp|lthelp|le ||lcquit||ltX||le")[0][1][0]))

    def test_a_prompt_is_a_prompt(self):
        [(cmd, _, _)] = self.sent("HP 5> ", send_prompt=True)
        self.assertEqual(cmd, "prompt")
