"""Shared set-up for the fs3 command tests.

Dice: every test runs with ``rules.dice._GAME_RNG`` swapped for an empty
:class:`rules.dice.ScriptedRng`, so a roll nobody scripted fails the test;
``with self.dice(8, 7, 5):`` scripts the faces of one command and checks
that every scripted face was rolled (so the pool size is exact too).

RollLog: ``DefaultChannel.msg`` is replaced by a recording mock, so tests
never write to the running game's channel log; ``self.rolllog_lines()``
gives what reached the RollLog channel.

A command that hits an unexpected exception would normally log it and tell
the player "Something went wrong"; here the log call raises, so the test
fails with the original traceback.
"""

import contextlib
import gc
from unittest import mock

from django.conf import settings
from evennia.comms.comms import DefaultChannel
from evennia.utils import create
from evennia.utils.test_resources import EvenniaCommandTest

import core.command
import rules.dice
from core.rolls.announce import roll_history
from rules.dice import ScriptedRng
from rulesets.fs3.catalogue import catalogue

CHARACTER = "typeclasses.characters.Character"
ROOM = "typeclasses.rooms.Room"


def misses(n):
    """``n`` faces that are neither hits nor ones."""
    return [4] * n


class CommandCrashed(AssertionError):
    pass


def _crashed(message, *args, **kwargs):
    raise CommandCrashed(f"the command raised instead of failing cleanly: {message}")


class FourfoldCommandTest(EvenniaCommandTest):
    """EvenniaCommandTest with Fourfold's typeclasses, scripted dice, a
    recorded RollLog and helpers for 'nothing changed' checks. Every
    ruleset's test base builds on it and gives its own :meth:`state`."""

    character_typeclass = CHARACTER
    room_typeclass = ROOM

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        # Evennia's tearDown flushes its caches with a full gc.collect(), which
        # walks every object Django and Evennia have loaded (~0.2 s a test).
        # Freezing what exists by now keeps those out of every later collection.
        gc.freeze()

    def setUp(self):
        super().setUp()
        self._start(mock.patch.object(rules.dice, "_GAME_RNG", ScriptedRng([])))
        self.channel_msg = self._start(mock.patch.object(DefaultChannel, "msg", autospec=True))
        self._start(mock.patch.object(
            core.command, "logger", mock.Mock(log_trace=mock.Mock(side_effect=_crashed))))

    # The command tests need no plain objects or global script: skip making them.
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

    # --- dice -----------------------------------------------------------------
    @contextlib.contextmanager
    def dice(self, *faces):
        """Script the d8 faces (in the order thrown) for what runs inside."""
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
        """Texts sent to the RollLog channel (other channels left out)."""
        return [c.args[1] for c in self.channel_msg.call_args_list
                if c.args[0].key.lower() == settings.FOURFOLD_ROLL_CHANNEL.lower()]

    def channel_lines(self):
        return [c.args[1] for c in self.channel_msg.call_args_list]

    def state(self, *extra):
        """Everything a refused command must leave alone (each ruleset's base
        says what that is)."""
        raise NotImplementedError


    def refuse(self, cmd, args, expected, caller=None, cmdstring=None, extra=()):
        """Run a command that must be refused: one line (plus the usage line),
        starting with ``expected``; no die thrown, nothing changed, and the
        other character in the room hears nothing."""
        caller = caller or self.char1
        bystander = self.char2 if caller != self.char2 else self.char1
        before = self.state(*extra)
        with self.dice():
            out = self.call(cmd, args, {caller: expected, bystander: None}, caller=caller,
                            cmdstring=cmdstring)
        text = out[caller]
        lines = text.splitlines()
        # a long line is wrapped at spaces to the screen, its later parts indented
        logical = []
        for line in lines:
            if line.startswith("  ") and logical:
                logical[-1] += " " + line.strip()
            else:
                logical.append(line)
        self.assertTrue(len(logical) == 1 or (len(logical) == 2 and logical[1].startswith("Usage: ")),
                        f"not one clear line: {text!r}")
        self.assertNotIn("Something went wrong", text)
        self.assertEqual(out[bystander], "", "a refused command must not be heard by others")
        self.assertEqual(self.state(*extra), before, "a refused command changed something")
        return text


class FS3CommandTest(FourfoldCommandTest):
    """The fs3 commands' base: fs3 sheets in the 'nothing changed' checks."""

    def set_sheet(self, char, **ratings):
        cat = catalogue()
        for name, value in ratings.items():
            char.fs3.set_rating(cat.find(name), value)

    def state(self, *extra):
        """Everything a refused command must leave alone."""
        out = {"history": (self.history(self.room1), self.history(self.room2)),
               "channel": self.channel_lines()}
        for char in (self.char1, self.char2) + extra:
            h = char.fs3
            out[char.key] = {
                "ratings": h.ratings, "luck": h.luck, "approved": h.approved,
                "submitted": h.submitted,
                "received": [g.to_dict() for g in h.aid_received],
                "given": [g.to_dict() for g in h.aid_given],
            }
        return out
