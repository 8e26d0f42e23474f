"""Fourfold's command parser (``settings.COMMAND_PARSER``).

One game rule comes first: a signed number glued to a Fourfold command's
name is that command's argument (``+rest-5``; core/glued_modifier.py).
Everything else goes to the parser beneath: the speed-up that shows
Evennia's parser only the commands that could match
(speedups/cmdparser.py), or Evennia's own parser when that speed-up is off
(its switch, ``FOURFOLD_SPEEDUPS``, or an Evennia version it was not
verified with). The rule is the game's, so it holds either way.
"""

from __future__ import annotations

from evennia.commands import cmdparser as evennia_parser

from core.glued_modifier import glued_match
from speedups import is_on


def beneath():
    """The parser that decides what the glued rule leaves alone."""
    if is_on("cmdparser"):
        from speedups.cmdparser import cmdparser as quick

        return quick
    return evennia_parser.cmdparser


def cmdparser(raw_string, cmdset, caller, match_index=None, **kwargs):
    if raw_string and match_index is None:
        glued = glued_match(raw_string, cmdset, caller, kwargs.get("session"))
        if glued:
            return glued
    return beneath()(raw_string, cmdset, caller, match_index=match_index, **kwargs)
