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

    def setUp(self):
        super().setUp()
        registry.set_room_ruleset(self.room1, self.ruleset)
        self.char1.move_to(self.room2, quiet=True)
        self.far = self.make_char("Far", location=self.room2)
        self.heard = {char: self._start(mock.patch.object(char, "msg"))
                      for char in (self.char1, self.char2, self.far)}

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

    def test_an_unknown_switch_is_refused_with_the_usage(self):
        self.assert_refused("/bogus 3", "Unknown switch /bogus")
        self.assert_refused("/bogus 3", "Usage: +roll")


class TestFs3(RollPartChecks, FS3CommandTest):
    ruleset = "fs3"

    def test_a_roll_is_made_in_the_room_given(self):
        outcome = self.roll_part("3", misses(3))
        self.assert_made_in_room(outcome, "Char rolls 3 dice")

    def test_the_other_side_is_found_in_the_room_given(self):
        self.set_sheet(self.char2, Finesse=2, Stealth=3)
        outcome = self.roll_part("3 vs Char2=Stealth", misses(8))
        self.assert_made_in_room(outcome, "Char2")

    def test_what_the_rules_refuse(self):
        self.assert_refused("Nonsense", "Nonsense")
        self.assert_refused("", "Roll what?")
        self.assert_refused("3 vs Nobody=Stealth", "There is no character called 'Nobody'")


class TestMuse(RollPartChecks, MuseCommandTest):
    ruleset = "muse"

    def test_a_roll_is_made_in_the_room_given(self):
        self.set_traits(self.char1, Might=3)
        outcome = self.roll_part("Might", [6, 4, 1])
        self.assert_made_in_room(outcome, "Char rolls Might")

    def test_what_the_rules_refuse(self):
        self.assert_refused("Nonsense", "Nonsense")
        self.assert_refused("3 vs 2 vs 1", "An opposed roll has two sides joined by one 'vs'.")


class TestMw(RollPartChecks, MwCommandTest):
    ruleset = "mw"

    def test_a_roll_is_made_in_the_room_given(self):
        self.brontessa()
        outcome = self.roll_part("Might,Leverage:perfect vs 8", [5])
        self.assert_made_in_room(outcome, "rolls Might (d8) with Leverage (perfect) vs DC 8")

    def test_a_preview_rolls_nothing(self):
        self.brontessa()
        self.assertIsNone(self.roll_part("/preview Might vs 8"))
        self.assertEqual(self.history(self.room1), [])
        self.assertIn("Preview of Might", self.texts(self.char1)[0])
        self.assertEqual((self.texts(self.char2), self.texts(self.far)), ([], []))

    def test_what_the_rules_refuse(self):
        self.assert_refused("Might", "You have no Muscle Wizard sheet yet")
        self.assert_refused("Might=Zap", "Only /pump takes an '='.")


class TestPbta(RollPartChecks, PbtaCommandTest):
    ruleset = "pbta"

    def test_a_roll_is_made_in_the_room_given(self):
        self.set_pbta(self.char1, Forceful=2)
        outcome = self.roll_part("Forceful", [4, 5])
        self.assert_made_in_room(outcome, "Char rolls Forceful: dice 4 + 5")

    def test_what_the_rules_refuse(self):
        self.set_pbta(self.char1, Forceful=2)
        self.assert_refused("Forceful+1 +2", "Give at most one modifier")
        self.assert_refused("Nonsense", "Usage: +roll <stat>")
