"""``think``: text to yourself only, read with a pose's markup."""

from __future__ import annotations

from evennia.utils import funcparser

from core.command import FourfoldCommand
from core.text.mush_subs import mush_subs

_PARSER = funcparser.FuncParser(funcparser.ACTOR_STANCE_CALLABLES)


def rendered(caller, text: str) -> str:
    """``text`` as ``caller`` would see it in their own pose: colour codes
    and ``|/`` as in any message, and ``$You()``/``$conj(...)`` read for the
    caller as the room's pose reads them. Text the parser cannot read is
    shown as typed."""
    if "$" not in text and "\\" not in text:
        return text
    try:
        return _PARSER.parse(text, raise_errors=True, return_string=True, caller=caller,
                             receiver=caller, mapping={})
    except Exception:  # noqa: BLE001 - a player's stray $ or bracket: show it as typed
        return text


class CmdThink(FourfoldCommand):
    """
    Show yourself a line that nobody else sees.

    Usage:
      think <text>

    Handy to test colour codes or a pose's look before the room sees it,
    or to leave yourself a note on the screen. The text may use what a
    pose may: colour codes such as ||r, ||/ for a new line, and $You() or
    $conj(verb). Every connection you have to the game sees it; nobody in
    the room does.

    Examples:
      think Remember to ask Mara about the map.
      think ||gThis line is green.||n
    """

    key = "think"
    locks = "cmd:all()"
    help_category = "General"
    syntax = "think <text>"

    def run(self):
        text = mush_subs(self.args.strip())
        if not text:
            self.fail("Think what? Give the text to show yourself.")
        self.caller.msg(rendered(self.caller, text))
