"""The switches of a typed line (``+roll/private/luck Alertness``), read
as Evennia's MuxCommand reads them and checked as every Fourfold command
checks them: a unique prefix (/priv) stands for the whole switch, and an
unknown one is refused. Shared by the commands (core/command.py) and what
acts in a room without one (core/acting.py)."""

from __future__ import annotations

from core.errors import CommandFailed, with_usage


def split(text: str) -> tuple[list[str], str]:
    """(switches as typed, the rest) of what follows a command's name:
    switches only when ``text`` starts with '/' and they end at a space."""
    text = text or ""
    rest = text.strip()
    if not (rest and len(rest) > 1 and text[0] == "/"):
        return [], rest
    given = rest[1:].split(None, 1)
    return given[0].split("/"), (given[1] if len(given) > 1 else "")


def join(switches, args: str) -> str:
    """The text :func:`split` reads back as ``switches`` and ``args``."""
    return "".join(f"/{name}" for name in switches) + " " + (args or "")


def checked(given, options, syntax: str = "") -> list[str]:
    """``given`` as full lower-case names of ``options``; an unknown or
    ambiguous switch raises :class:`CommandFailed` (with the usage line)."""
    allowed = [s.lower() for s in options]
    found = []
    for typed in given:
        word = typed.lower()
        matches = [s for s in allowed if s == word] or [s for s in allowed if word and s.startswith(word)]
        if len(matches) != 1:
            if allowed:
                choices = ", ".join("/" + s for s in options)
                raise CommandFailed(with_usage(f"Unknown switch /{typed}. This command takes {choices}.", syntax))
            raise CommandFailed(with_usage(f"This command takes no switches (you gave /{typed}).", syntax))
        found.append(matches[0])
    return found
