"""Shared set-up for the muse command tests.

Dice: every test runs with ``rules.dice._GAME_RNG`` swapped for an empty
:class:`rules.dice.ScriptedRng`, so a die nobody scripted fails the test;
``with self.dice(6, 4, 1):`` scripts the faces of one command (in the order
thrown) and checks every scripted face was thrown, so pool sizes are exact.

The RollLog and staff channels are recorded, never written; a command that
crashes fails the test with the original traceback. Both characters start
in a room that plays under muse.
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
from commands.rulesets import set_room_ruleset
from rules.dice import ScriptedRng

CHARACTER = "typeclasses.characters.Character"
ROOM = "typeclasses.rooms.Room"


class CommandCrashed(AssertionError):
    pass


def _crashed(message, *args, **kwargs):
    raise CommandCrashed(f"the command raised instead of failing cleanly: {message}")


class MuseCommandTest(EvenniaCommandTest):
    character_typeclass = CHARACTER
    room_typeclass = ROOM

    def setUp(self):
        super().setUp()
        self._start(mock.patch.object(rules.dice, "_GAME_RNG", ScriptedRng([])))
        self.channel_msg = self._start(mock.patch.object(DefaultChannel, "msg", autospec=True))
        self._start(mock.patch.object(
            commands.command, "logger", mock.Mock(log_trace=mock.Mock(side_effect=_crashed))))
        set_room_ruleset(self.room1, "muse")
        for char in (self.char1, self.char2):
            char.sync_ruleset()

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

    def set_traits(self, char, key_trait=None, path=None, **ratings):
        for name, value in ratings.items():
            char.muse.set_rating(name, value)
        if key_trait:
            char.muse.key_trait = key_trait
        if path:
            char.muse.path = path

    # --- dice -----------------------------------------------------------------
    @contextlib.contextmanager
    def dice(self, *faces):
        rng = ScriptedRng(faces)
        with mock.patch.object(rules.dice, "_GAME_RNG", rng):
            yield rng
        self.assertEqual(rng.remaining, 0, f"{rng.remaining} scripted dice were never thrown")

    def roll(self, cmd, args, faces, expected=None, caller=None, **kwargs):
        with self.dice(*faces):
            return self.call(cmd, args, expected, caller=caller, **kwargs)

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
               "channel": self.channel_lines(),
               "scene": self.room1.attributes.get("scene", category="muse")}
        for char in (self.char1, self.char2) + tuple(extra):
            out[char.key] = {
                "muse": {a.key: a.value for a in char.attributes.all() if a.category == "muse"},
                "fs3": {a.key: a.value for a in char.attributes.all() if a.category == "fs3"},
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
