"""Checks that a screen fits a client's width with every word whole:
rendered at 60 and at 80 columns (the width a telnet client
reports, NAWS), every line fits and every word of it is a word of the same
screen drawn with room to spare, so a word cut in two ("Clos" / "e") or
cropped ("Solid Victory (the other sid") fails.

:class:`WidthCheck` is a mixin for a command test (an EvenniaCommandTest
with ``self.session``); :func:`split_words` is the check itself.
"""

from __future__ import annotations

import random
import re
from unittest import mock

import evennia
from django.test import override_settings

import rules.dice
from core.text.plain import plain

WIDTHS = (60, 80)
ROOMY = 400  # wide enough that nothing wraps: the reference drawing
_EDGE = "~-+|=:;,.()[]<>*'\"!?"
_RULE = re.compile(r"^[~\-+|=_ ]+$")


def words(text: str) -> set[str]:
    """The words of ``text``: runs between spaces, without the punctuation
    and table rules at their ends."""
    out = set()
    for line in plain(text).splitlines():
        if _RULE.match(line):
            continue
        for word in line.split():
            word = word.strip(_EDGE)
            if word and word.strip("#"):  # a bar of +odds is drawn to the width
                out.add(word)
    return out


def split_words(narrow: str, roomy: str) -> list[str]:
    """Words of ``narrow`` that the roomy drawing does not have: pieces of
    a word cut in two, or cropped."""
    whole = words(roomy)
    return sorted(w for w in words(narrow) if w not in whole)


def too_long(text: str, width: int) -> list[str]:
    return [line for line in plain(text).splitlines() if len(line) > width]


class WidthCheck:
    """For command tests: :meth:`whole` draws a command's answer at 400, 60
    and 80 columns (the same dice each time) and fails on a line too long
    or a word cut."""

    seed = 29

    def draw(self, width, cmd_factory, args="", caller=None, cmdstring=None):
        """What the caller's client receives (through the real
        Character.msg and its session), at ``width`` columns."""
        self.session.protocol_flags["SCREENWIDTH"] = {0: width}
        rng = random.Random(self.seed)
        sent = evennia.SESSION_HANDLER.data_out  # a Mock in Evennia's tests
        sent.reset_mock()
        with mock.patch.object(rules.dice, "_GAME_RNG", rng), \
                override_settings(FOURFOLD_SCREEN_WIDTH=width if width == ROOMY else 78):
            # the receiver given to call() is mocked; the caller's msg stays real
            self.call(cmd_factory(), args, caller=caller or self.char1, receiver=self.room2,
                      cmdstring=cmdstring)
        texts = []
        for call in sent.call_args_list:
            if (call.args[0] if call.args else call.kwargs.get("session")) is not self.session:
                continue
            text = call.kwargs.get("text")
            texts.append(str(text[0] if isinstance(text, (tuple, list)) else text))
        return "\n".join(texts).strip()  # with its colour codes: words() and too_long() strip them

    def whole(self, cmd_factory, args="", caller=None, cmdstring=None, widths=WIDTHS):
        """The answers at each of ``widths``, checked."""
        roomy = self.draw(ROOMY, cmd_factory, args, caller, cmdstring)
        self.assertTrue(roomy.strip(), f"{cmd_factory.__name__} {args!r} said nothing")
        out = {}
        for width in widths:
            text = self.draw(width, cmd_factory, args, caller, cmdstring)
            name = f"{cmd_factory.__name__} {args!r} at {width}"
            self.assertEqual(too_long(text, width), [], f"{name}: lines too long\n{text}")
            self.assertEqual(split_words(text, roomy), [], f"{name}: words cut\n{text}")
            out[width] = text
        return out
