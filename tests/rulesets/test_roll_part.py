"""Each ruleset's ``roll`` part (rulesets/base.py), called directly with a
room the roller does not stand in: the roll is made in that room (its roll
history, its occupants hear it) and nowhere else, the roller is not moved,
and a refusal is a CommandFailed with the player's message, nothing kept
and nothing heard."""

from unittest import mock

from core.errors import CommandFailed
from rulesets import registry
from tests.helpers.game import FS3CommandTest, misses
from tests.helpers.muse import MuseCommandTest
from tests.helpers.mw import MwCommandTest
from tests.helpers.pbta import PbtaCommandTest


class RollPartChecks:
    """Char rolls into Room (where Char2 stands) from Room2 (where Far stands)."""

    ruleset = ""
    rolled = ("", (), "")  # (text, the faces thrown, words the roll shows)
    refusals = ()          # (text, words the refusal shows)

    def sheets(self):
        """Give Char what the roll reads."""

    def setUp(self):
        super().setUp()
        registry.set_room_ruleset(self.room1, self.ruleset)
        self.char1.move_to(self.room2, quiet=True)
        self.far = self.make_char("Far", location=self.room2)
        self.heard = {char: self._start(mock.patch.object(char, "msg"))
                      for char in (self.char1, self.char2, self.far)}
        self.sheets()

    def roll_part(self, text, faces=()):
        with self.dice(*faces):
            return registry.get(self.ruleset).load("roll")(self.char1, self.room1, text)

    def texts(self, char):
        out = []
        for call in self.heard[char].call_args_list:
            text = call.kwargs.get("text", call.args[0] if call.args else None)
            out.append(text[0] if isinstance(text, tuple) else text)
        return out

    def assert_made_in_room(self, outcome, words):
        self.assertIn(words, outcome)
        [entry] = self.history(self.room1)
        self.assertEqual(entry["roller"], "Char")
        self.assertIn(words, entry["text"])
        self.assertEqual(self.history(self.room2), [])
        self.assertTrue(any(words in text for text in self.texts(self.char2)), self.texts(self.char2))
        self.assertTrue(any(words in text for text in self.texts(self.char1)), self.texts(self.char1))
        self.assertEqual(self.texts(self.far), [])
        self.assertEqual(self.char1.location, self.room2)
        self.assertEqual(self.rolllog_lines()[-1][:6], "[Room]")

    def assert_refused(self, text, words):
        before = self.state()
        with self.assertRaises(CommandFailed) as refused:
            self.roll_part(text)
        self.assertIn(words, str(refused.exception))
        self.assertEqual(self.state(), before)
        self.assertEqual((self.history(self.room1), self.history(self.room2)), ([], []))
        for char in self.heard:
            self.assertEqual(self.texts(char), [], char.key)

    def test_a_roll_is_made_in_the_room_given(self):
        text, faces, words = self.rolled
        self.assert_made_in_room(self.roll_part(text, faces), words)

    def test_what_the_rules_refuse(self):
        for text, words in self.refusals:
            with self.subTest(text=text):
                self.assert_refused(text, words)

    def test_an_unknown_switch_is_refused_with_the_usage(self):
        self.assert_refused("/bogus 3", "Unknown switch /bogus")
        self.assert_refused("/bogus 3", "Usage: +roll")


class TestFs3(RollPartChecks, FS3CommandTest):
    ruleset = "fs3"
    rolled = ("3", misses(3), "Char rolls 3 dice")
    refusals = (("Nonsense", "Nonsense"), ("", "Roll what?"),
                ("3 vs Nobody=Stealth", "There is no character called 'Nobody'"))

    def test_the_other_side_is_found_in_the_room_given(self):
        self.set_sheet(self.char2, Finesse=2, Stealth=3)
        outcome = self.roll_part("3 vs Char2=Stealth", misses(8))
        self.assert_made_in_room(outcome, "Char2")


class TestMuse(RollPartChecks, MuseCommandTest):
    ruleset = "muse"
    rolled = ("Might", (6, 4, 1), "Char rolls Might")
    refusals = (("Nonsense", "Nonsense"),
                ("3 vs 2 vs 1", "An opposed roll has two sides joined by one 'vs'."))

    def sheets(self):
        self.set_traits(self.char1, Might=3)


class TestMw(RollPartChecks, MwCommandTest):
    ruleset = "mw"
    rolled = ("Might,Leverage:perfect vs 8", (5,), "rolls Might (d8) with Leverage (perfect) vs DC 8")
    refusals = (("Might,,Leverage", "A Word is missing between the commas."),
                ("Might=Zap", "Only /pump takes an '='."))

    def sheets(self):
        self.brontessa()

    def test_a_preview_rolls_nothing(self):
        self.assertIsNone(self.roll_part("/preview Might vs 8"))
        self.assertEqual(self.history(self.room1), [])
        self.assertIn("Preview of Might", self.texts(self.char1)[0])
        self.assertEqual((self.texts(self.char2), self.texts(self.far)), ([], []))


class TestPbta(RollPartChecks, PbtaCommandTest):
    ruleset = "pbta"
    rolled = ("Forceful", (4, 5), "Char rolls Forceful: dice 4 + 5")
    refusals = (("Forceful+1 +2", "Give at most one modifier"), ("Nonsense", "Usage: +roll <stat>"))

    def sheets(self):
        self.set_pbta(self.char1, Forceful=2)
