"""Shared set-up for the mw command tests.

Dice: every test runs with ``rules.dice._GAME_RNG`` swapped for an empty
:class:`rules.dice.ScriptedRng`, so a die nobody scripted fails the test;
``with self.dice(6, 3):`` scripts the faces of one command and checks every
scripted face was thrown (so the chain's length is exact too). ScriptedRng
checks each face against the die asked for, so a scripted 9 for a d8 fails.

The RollLog and staff channels are recorded, never written; a command that
crashes fails the test with the original traceback.
"""

import contextlib
from unittest import mock

from django.conf import settings
from evennia.comms.comms import DefaultChannel
from evennia.utils import create
from evennia.utils.test_resources import EvenniaCommandTest

import commands.command
import rules.dice
from commands.announce import roll_history
from rules.dice import ScriptedRng
from rules.mw.sheet import Sheet, add_item, make_item, new_sheet

CHARACTER = "typeclasses.characters.Character"
ROOM = "typeclasses.rooms.Room"


class CommandCrashed(AssertionError):
    pass


def _crashed(message, *args, **kwargs):
    raise CommandCrashed(f"the command raised instead of failing cleanly: {message}")


class MwCommandTest(EvenniaCommandTest):
    character_typeclass = CHARACTER
    room_typeclass = ROOM

    def setUp(self):
        super().setUp()
        self._start(mock.patch.object(rules.dice, "_GAME_RNG", ScriptedRng([])))
        self.channel_msg = self._start(mock.patch.object(DefaultChannel, "msg", autospec=True))
        self._start(mock.patch.object(
            commands.command, "logger", mock.Mock(log_trace=mock.Mock(side_effect=_crashed))))

    def create_objs(self):
        pass

    def create_script(self):
        pass

    def _start(self, patcher):
        started = patcher.start()
        self.addCleanup(patcher.stop)
        return started

    # --- world ----------------------------------------------------------------
    def make_char(self, key, location=None):
        return create.create_object(CHARACTER, key=key, location=location or self.room1,
                                    home=location or self.room1)

    def give_sheet(self, char, archetype="muscle_wizard", words=None, gains=0, raise_to=None,
                   items=(), approved=True) -> Sheet:
        """A sheet with ``words`` (letter -> name); ``raise_to`` maps letters to dice."""
        from dataclasses import replace

        from rules.mw.sheet import put_word

        sheet = new_sheet(archetype, words or {})
        for letter, die in (raise_to or {}).items():
            word = sheet.word(letter)
            sheet = put_word(sheet, replace(word, die=die, full=die))
        for name, kind, sides, cursed in items:
            sheet = add_item(sheet, make_item(name, kind, sides, cursed))
        sheet = replace(sheet, gains=gains)
        char.mw.save(sheet)
        char.mw.approved = approved
        return sheet

    def brontessa(self, char=None, **kwargs):
        """The text's worked example: Might d8, Leverage (a perfect fit) beside it."""
        char = char or self.char1
        return self.give_sheet(char, words={"M": "Might", "L": "Leverage", "Z": "Zap", "W": "Wallop"},
                               raise_to={"M": 8}, **kwargs)

    # --- dice -----------------------------------------------------------------
    @contextlib.contextmanager
    def dice(self, *faces):
        rng = ScriptedRng(faces)
        with mock.patch.object(rules.dice, "_GAME_RNG", rng):
            yield rng
        self.assertEqual(rng.remaining, 0, f"{rng.remaining} scripted dice were never thrown")

    def roll(self, cmd, args, faces, expected=None, caller=None, **kwargs):
        with self.dice(*faces) as rng:
            out = self.call(cmd, args, expected, caller=caller, **kwargs)
        self.last_rng = rng
        return out

    # --- what the game holds --------------------------------------------------
    def history(self, room=None):
        return roll_history(room or self.room1)

    def rolllog_lines(self):
        return [c.args[1] for c in self.channel_msg.call_args_list
                if c.args[0].key.lower() == settings.FOURFOLD_ROLL_CHANNEL.lower()]

    def channel_lines(self):
        return [c.args[1] for c in self.channel_msg.call_args_list]

    def state(self, *extra):
        """Everything a refused command must leave alone."""
        out = {"history": (self.history(self.room1), self.history(self.room2)),
               "channel": self.channel_lines()}
        for char in (self.char1, self.char2) + tuple(extra):
            h = char.mw
            out[char.key] = {
                "sheet": h._get("sheet"), "approved": h.approved, "submitted": h.submitted,
                "spotters": h.spotters, "vetoes": h.vetoes, "use_items": h.use_items,
            }
        return out

    def refuse(self, cmd, args, expected, caller=None, cmdstring=None, extra=()):
        """A refused command: one line (plus the usage line) starting with
        ``expected``; no die thrown, nothing changed, nobody else hears it."""
        caller = caller or self.char1
        bystander = self.char2 if caller != self.char2 else self.char1
        before = self.state(*extra)
        with self.dice():
            out = self.call(cmd, args, {caller: expected, bystander: None}, caller=caller,
                            cmdstring=cmdstring)
        text = out[caller]
        lines = text.splitlines()
        self.assertTrue(len(lines) == 1 or (len(lines) == 2 and lines[1].startswith("Usage: ")),
                        f"not one clear line: {text!r}")
        self.assertNotIn("Something went wrong", text)
        self.assertEqual(out[bystander], "", "a refused command must not be heard by others")
        self.assertEqual(self.state(*extra), before, "a refused command changed something")
        return text
