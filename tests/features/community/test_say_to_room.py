"""``speech.say(char, room, text)``: the say goes to ``room`` as Evennia's
say would (type ``say``, the speaker as ``from_obj``), the speaker hears
"You say" wherever it stands and is not moved, and the room it stands in
hears nothing."""

from unittest import mock

from features.community import speech
from tests.helpers.game import FourfoldCommandTest


class TestSayToARoom(FourfoldCommandTest):
    def setUp(self):
        super().setUp()
        self.char1.move_to(self.room2, quiet=True)
        self.far = self.make_char("Far", location=self.room2)
        self.heard = {char: self._start(mock.patch.object(char, "msg"))
                      for char in (self.char1, self.char2, self.far)}

    def test_the_room_given_hears_it_and_the_speakers_own_does_not(self):
        speech.say(self.char1, self.room1, "Hold the gate.")
        [own] = self.heard[self.char1].call_args_list
        self.assertEqual(own.kwargs["text"], ('You say, "|nHold the gate.|n"', {"type": "say"}))
        self.assertIs(own.kwargs["from_obj"], self.char1)
        [room] = self.heard[self.char2].call_args_list
        self.assertEqual(room.kwargs["text"], ('Char says, "Hold the gate."', {"type": "say"}))
        self.assertIs(room.kwargs["from_obj"], self.char1)
        self.assertEqual(self.heard[self.far].call_args_list, [])
        self.assertEqual(self.char1.location, self.room2)

    def test_where_it_stands_is_the_usual_say(self):
        speech.say(self.char1, self.room2, "Here.")
        self.assertEqual(self.heard[self.far].call_args.kwargs["text"], ('Char says, "Here."', {"type": "say"}))
        self.assertEqual(self.heard[self.char1].call_count, 1)  # its own copy only
        self.assertEqual(self.heard[self.char2].call_args_list, [])

    def test_nothing_to_say(self):
        for text in ("", "   ", None):
            with self.subTest(text=text), self.assertRaises(speech.NothingToSay):
                speech.say(self.char1, self.room1, text)
        for char in self.heard:
            self.assertEqual(self.heard[char].call_args_list, [], char.key)
