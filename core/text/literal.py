"""Text that ``msg_contents`` must send to everyone exactly as written.

Evennia's ``msg_contents`` fills ``{key}`` templates from its mapping and
runs its actor-stance parser (``$You()``, ``$conj(...)``) over a message.
A roll's labels and a player's braces are neither: :func:`literal` escapes
both, so every listener reads the text as it was typed
(typeclasses/room_messages.py sends it).
"""

from __future__ import annotations

import re


def braces_as_is(text: str) -> str:
    """``text`` with every brace doubled: ``format_map`` gives it back as it is."""
    return text.replace("{", "{{").replace("}", "}}")


# Evennia's parser turns a run of n backslashes into n - 1 and keeps the
# character after it as it is, so one more backslash in front of each run
# (and of each bare $) keeps the run, and the $ after it, as written.
_PARSER_ESCAPES = re.compile(r"\\+\$?|\$")


def literal(text: str) -> str:
    """``text`` escaped so that ``msg_contents`` sends it to everyone as written:
    no ``{key}`` filled in, no ``$func()`` called."""
    if "\\" in text or "$" in text:
        text = _PARSER_ESCAPES.sub(lambda match: "\\" + match.group(), text)
    if "{" in text or "}" in text:
        text = braces_as_is(text)
    return text
