"""typeclasses/room_messages.py: msg_contents skips Evennia's actor-stance
parser for messages it could not change. Every listener must get exactly
what Evennia's own msg_contents sends."""

import unittest
from unittest import mock

from evennia.objects import objects as evennia_objects
from evennia.objects.objects import DefaultObject
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from speedups.testing import unpatched
from tests.helpers.game import FourfoldCommandTest
from typeclasses.characters import Character
from typeclasses.room_messages import QuickMsgContents, literal, needs_parser
from typeclasses.rooms import Room

PARSER = evennia_objects._MSG_CONTENTS_PARSER

MESSAGES = [
    ("Char rolls Alertness: Good Success (8 7 5 3)", None),
    ("a plain line with ümlauts and ☃", None),
    ("", None),
    ("$You() $conj(wave).", None),
    ("$$ is money, \\$You() is not parsed", None),
    ("a back\\slash and a double \\\\ one", None),
    ("{object} says, \"{speech}\"", {"speech": "hi {there}"}),
    ("{attacker} hits {defender}.", "people"),
    ("{{literal braces}}", None),
    (("tuple text", {"type": "say"}), None),
    (("tuple {object}", {"type": "pose"}), "object"),
    (("$You() grin.", {}), None),
]


def evennias_msg_contents(self, *args, **kwargs):
    return DefaultObject.msg_contents(self, *args, **kwargs)


class ListeningTest(FourfoldCommandTest):
    """Records what each character in the room is sent."""

    def setUp(self):
        super().setUp()
        self.sent = []
        patcher = mock.patch.object(Character, "msg", autospec=True,
                                    side_effect=self._record)
        patcher.start()
        self.addCleanup(patcher.stop)

    def _record(self, receiver, text=None, from_obj=None, **kwargs):
        self.sent.append((receiver.key, text, from_obj, tuple(sorted(kwargs.items()))))

    def mapping_for(self, kind):
        if kind == "people":
            return {"attacker": self.char1, "defender": self.char2}
        if kind == "object":
            return {"object": self.char1}
        if isinstance(kind, dict):
            return dict(kind, object=self.char2)
        return None

    def both_ways(self, text, kind, **kwargs):
        self.sent = []
        self.room1.msg_contents(text, mapping=self.mapping_for(kind), **kwargs)
        ours = self.sent
        self.sent = []
        with unpatched(), \
                mock.patch.object(QuickMsgContents, "msg_contents", evennias_msg_contents):
            self.room1.msg_contents(text, mapping=self.mapping_for(kind), **kwargs)
        return ours, self.sent


class RoomMessagesTest(ListeningTest):
    def test_rooms_and_characters_use_it(self):
        for cls in (Room, Character):
            self.assertIs(cls.msg_contents, QuickMsgContents.msg_contents)

    def test_every_listener_gets_what_evennia_sends(self):
        for text, kind in MESSAGES:
            for extra in ({}, {"from_obj": self.char1}, {"exclude": [self.char2]},
                          {"exclude": self.char1, "from_obj": self.char2, "options": {"x": 1}}):
                with self.subTest(text=text, extra=list(extra)):
                    ours, theirs = self.both_ways(text, kind, **extra)
                    self.assertEqual(ours, theirs)
                    self.assertTrue(ours or extra.get("exclude"))

    def test_plain_text_skips_the_parser(self):
        with mock.patch.object(PARSER, "parse", wraps=PARSER.parse) as parse:
            self.room1.msg_contents("Char rolls Alertness: 8 7 5", from_obj=self.char1)
            self.assertEqual(parse.call_count, 0)
            self.room1.msg_contents("$You() $conj(roll).", from_obj=self.char1)
            # one per listener (the exit too), as Evennia does
            self.assertEqual(parse.call_count, len(self.room1.contents))
        self.assertEqual(len(self.sent), 4)  # two characters, twice

    def test_what_needs_the_parser(self):
        self.assertFalse(needs_parser("plain {braces} too"))
        for message in ("$You()", "a $ sign", "back\\slash", None, 42, ["list"]):
            self.assertTrue(needs_parser(message), message)


class BracesTest(ListeningTest):
    """Braces that are no template are sent as they are (format_map used to
    raise, in Evennia's method too); literal() text reaches everyone as written."""

    def heard(self, text, **kwargs):
        self.sent = []
        self.room1.msg_contents(text, **kwargs)
        return {key: (out[0] if isinstance(out, tuple) else out) for key, out, _, _ in self.sent}

    def test_broken_templates_are_sent_as_they_are(self):
        for text in ("Char waves {hello}", "a } b", "{0} and {", "{you.key}", "{you:d}",
                     ("Char poses {oops}", {"type": "pose"})):
            message = text[0] if isinstance(text, tuple) else text
            with self.subTest(text=text):
                self.assertEqual(self.heard(text, from_obj=self.char1),
                                 {"Char": message, "Char2": message})
        # through Evennia's parser too (a $ in the text), with a mapping
        self.assertEqual(self.heard("$You() {oops}", from_obj=self.char1),
                         {"Char": "You {oops}", "Char2": "Char {oops}"})
        self.assertEqual(self.heard("{attacker} hits {nobody}", mapping={"attacker": self.char1}),
                         {"Char": "{attacker} hits {nobody}", "Char2": "{attacker} hits {nobody}"})

    def test_real_templates_are_still_filled_in(self):
        self.assertEqual(self.heard("{attacker} hits {defender}.",
                                    mapping={"attacker": self.char1, "defender": self.char2}),
                         {"Char": "Char hits Char2.", "Char2": "Char hits Char2."})
        self.assertEqual(self.heard("{{literal}} {you}", from_obj=self.char2),
                         {"Char": "{literal} Char2", "Char2": "{literal} Char2"})

    def test_literal_text_reaches_everyone_as_written(self):
        # sending changes nothing in the database: one test, many texts
        @hsettings(max_examples=150, deadline=None, database=None, derandomize=True,
                   suppress_health_check=list(HealthCheck))
        @given(st.text(alphabet=st.sampled_from("ab {}$\\()|:!0.you"), max_size=30)
               | st.text(max_size=30))
        def check(text):
            self.assertEqual(self.heard(literal(text), from_obj=self.char1),
                             {"Char": text, "Char2": text})

        check()


class ParserIdentityTest(unittest.TestCase):
    """No database: the parser only calls functions for text with a ``$``."""

    @hsettings(max_examples=300, deadline=None)
    @given(st.text(alphabet=st.characters(blacklist_characters="$\\"), max_size=80))
    def test_the_parser_leaves_such_text_alone(self, message):
        self.assertFalse(needs_parser(message))
        self.assertEqual(PARSER.parse(message, return_string=True, mapping={}), message)
