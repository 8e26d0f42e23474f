"""``msg_contents`` without the per-listener parse when there is nothing to parse.

Evennia's ``msg_contents`` runs its actor-stance parser (``$You()``,
``$conj(...)``) over the message once for every object in the room, and
then ``str.format_map`` with the mapping's display names. The parser walks
the text a character at a time in Python, for every listener: a visible
share of the Server's time for a roll in the load benchmark.

A message with no ``$`` and no backslash comes out of that parser exactly
as it went in (tests/speedups/test_room_messages.py checks this against the
parser itself, over generated text), so :func:`send_plain` skips it for
such messages. The ``format_map`` step is kept when the message has braces,
since a director-stance message (``{attacker} hits {defender}``) differs
per listener, and skipped when it has none.

The game's own part of ``msg_contents`` (braces that are no template sent
as they are, :func:`typeclasses.room_messages.literal`) stays in
typeclasses/room_messages.py, which calls :func:`send_plain` while this
speed-up is installed and Evennia's method otherwise.
"""

from __future__ import annotations

from evennia.utils.utils import make_iter

from speedups import mixins, room_fanout

_flag = mixins.Flag()  # off: every message goes through Evennia's msg_contents
active, install, uninstall = _flag.active, _flag.install, _flag.uninstall


def needs_parser(message) -> bool:
    """True when Evennia's actor-stance parser could change ``message``."""
    return not isinstance(message, str) or "$" in message or "\\" in message


def send_plain(room, text, message, exclude=None, from_obj=None, mapping=None,
               is_outcmd=False, **kwargs):
    """Evennia's ``msg_contents`` for a ``message`` that needs no parser."""
    outkwargs = text[1] if is_outcmd and len(text) > 1 else {}
    mapping = mapping or {}
    if "you" not in mapping:
        mapping["you"] = from_obj or room
    contents = room.contents
    if exclude:
        exclude = make_iter(exclude)
        contents = [obj for obj in contents if obj not in exclude]
    templated = "{" in message or "}" in message
    if not templated and not kwargs:
        # the same text for everyone (speedups/room_fanout.py)
        room_fanout.send_same(contents, (message, outkwargs), from_obj)
        return
    for receiver in contents:
        out = message
        if templated:
            out = message.format_map({
                key: (obj.get_display_name(looker=receiver)
                      if hasattr(obj, "get_display_name") else str(obj))
                for key, obj in mapping.items()
            })
        receiver.msg(text=(out, outkwargs), from_obj=from_obj, **kwargs)
