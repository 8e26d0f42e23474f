"""A modifier glued to a command's name: ``+rest-5``, ``+watch-5``,
``+rest+1``.

Evennia reads ``name-N`` as "the N-th of several commands called name" and
drops the number, and finds no command at all in ``name+N``: a player's -5
would silently vanish. For Fourfold's own commands (FourfoldCommand) a name
followed at once by a signed number is that command with the number as the
start of its arguments, so ``+rest-5`` runs ``+rest`` with ``-5``. The rule
applies only when the name (with or without its ``+``/``@`` prefix) is
exactly one command the caller may use; anything else is left to Evennia's
parser, so ``look-2`` still picks among several ``look`` commands.
"""

from __future__ import annotations

import re

from django.conf import settings
from evennia.commands import cmdparser as evennia_parser

GLUED_RE = re.compile(r"^(?P<name>[^\s/=+\-]+|[+@][^\s/=+\-]+)(?P<mod>[+-]\d+)(?P<rest>(?:[\s/=].*)?)$",
                      re.S)
_PREFIXES = settings.CMD_IGNORE_PREFIXES or ""


def _fourfold(cmd) -> bool:
    from core.command import FourfoldCommand

    return isinstance(cmd, FourfoldCommand)


def glued_match(raw_string: str, cmdset, caller, session=None) -> list | None:
    """[the one match] when ``raw_string`` is a Fourfold command's name with
    a signed number glued to it, else None (Evennia's parser decides)."""
    found = GLUED_RE.match(raw_string or "")
    if not found:
        return None
    name = found.group("name")
    for text, with_prefixes in ((raw_string, True), (raw_string.lstrip(_PREFIXES), False)):
        word = name if with_prefixes else name.lstrip(_PREFIXES)
        if not word:
            continue
        matches = [m for m in evennia_parser.build_matches(word, cmdset,
                                                           include_prefixes=with_prefixes)
                   if m[0] == word.lower() and _fourfold(m[2])
                   and m[2].access(caller, "cmd", session=session)]
        if len(matches) == 1:
            cmdname, _args, cmd, _len, _ratio, raw_cmdname = matches[0]
            return [evennia_parser.create_match(cmdname, text, cmd, raw_cmdname)]
        if matches:
            return None
    return None
