"""A character acting in a room, named explicitly: what a ruleset's roll
(its ``roll`` part, rulesets/base.py) reads, whether it comes from the
``+roll`` command (the room is where the character stands) or from a
scene's web page (the scene's room, wherever the character stands).

:class:`Act` reads the switches of the typed text and refuses as a
command does: every refusal is a :class:`core.errors.CommandFailed`
whose message is complete (the usage line included where the form may be
at fault), so the command shows it as it is and a web page answers with
it. Used as a context manager, it turns a refusal from the rules
(:class:`rules.errors.RulesError`) into the same.
"""

from __future__ import annotations

from core import staff, switches
from core.errors import CommandFailed, NotFound, with_usage
from core.lookup import find
from rules.errors import RulesError


class Act:
    """``caller`` acts in ``room`` with ``text`` (what follows the command's
    name, switches included); ``options`` are the switches it takes and
    ``syntax`` its usage line."""

    def __init__(self, caller, room, text: str, options=(), syntax: str = ""):
        self.caller, self.room, self.syntax = caller, room, syntax
        given, self.args = switches.split(text)
        self.switches = switches.checked(given, options, syntax)

    def __enter__(self) -> Act:
        return self

    def __exit__(self, kind, err, trace) -> None:
        if isinstance(err, RulesError):
            message = err.message if isinstance(err, NotFound) else with_usage(err.message, self.syntax)
            raise CommandFailed(message) from err

    def fail(self, message: str, syntax: bool = True):
        raise CommandFailed(with_usage(message, self.syntax) if syntax else message)

    def has_switch(self, name: str) -> bool:
        return name in self.switches

    def is_staff(self, who=None) -> bool:
        return staff.is_staff(who or self.caller)

    def find_character(self, name: str, anywhere=False):
        return find.find_character(self.caller, self.room, name, anywhere, self.syntax)
