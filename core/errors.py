"""The one family of errors that reach a player: every refusal is a
:class:`rules.errors.RulesError`, whose message is written for the player.
The rules raise it for bad input; storage raises the kinds below. A
command's ``run`` lets them through and :class:`core.command.FourfoldCommand`
shows the message (with the usage line where the form may be at fault),
so no command translates a storage error by hand.

Storage messages say what is wrong, never which command to type: the
command adds that (:meth:`core.command.FourfoldCommand.explain`).

A refusal of the form of what was typed (a missing name, a bad switch) is
a :class:`CommandFailed` whose message is complete, usage line included:
a command shows it as it is, and so does a web page acting in a room
(core/acting.py).
"""

from rules.errors import RulesError


class StorageError(RulesError):
    """Something stored refuses to be made or changed as asked."""


class NotFound(StorageError):
    """What was named is not there (or not for the asker to see). The
    command's form was right, so no usage line follows."""


class CommandFailed(Exception):
    """Stop the command and tell the caller why."""


def with_usage(message: str, syntax: str = "") -> str:
    """``message``, then the usage line when there is a ``syntax``."""
    return f"{message}\nUsage: {syntax}" if syntax else message
