"""
``msg_contents`` that never fails on a player's braces, and :func:`literal`.

Evennia's ``msg_contents`` runs its actor-stance parser (``$You()``,
``$conj(...)``) over the message once for every object in the room, and
then ``str.format_map`` with the mapping's display names. The parser walks
the text a character at a time in Python, for every listener: a visible
share of the Server's time for a roll in the load benchmark.

A message with no ``$`` and no backslash skips that parser: the speed-up
in speedups/room_messages.py (``FOURFOLD_QUICK_ROOM_MESSAGES = False``
turns it off). Anything else goes to Evennia's own method.

Braces that do not make a template for the mapping (a player's ``{`` in an
opponent's name, a scene title, a pose) made ``format_map`` raise, in
Evennia's method, and the command would fail with a traceback. Such a
message is sent with its braces as they are. Text that must reach
every listener exactly as written (a roll, whose labels players type) goes
through :func:`literal` first, so that not even a valid ``{you}`` or
``$You()`` in it is filled in.
"""

from __future__ import annotations

from evennia.utils.utils import is_iter

from core import room_record
from core.message_types import logged_kind
from core.text.literal import braces_as_is as _braces_as_is
from core.text.literal import literal  # noqa: F401 (callers read it here)
from speedups import room_messages as quick
from speedups.room_messages import needs_parser  # noqa: F401 (tests read it here)

_TEMPLATE_ERRORS = (KeyError, ValueError, IndexError, AttributeError, TypeError)


def _as_template(message: str, mapping: dict) -> str:
    """``message``, or, when its braces are no template for ``mapping``
    (``format_map`` would raise), the message with its braces made literal."""
    try:
        message.format_map(dict.fromkeys(mapping, ""))
    except _TEMPLATE_ERRORS:
        return _braces_as_is(message)
    return message


def _as_logged(message: str, from_obj, mapping: dict | None) -> str:
    """``message`` as a bystander (no one it names) reads it: the text the
    scene log keeps."""
    try:
        if needs_parser(message):
            from evennia.objects.objects import _MSG_CONTENTS_PARSER

            message = _MSG_CONTENTS_PARSER.parse(message, return_string=True, caller=from_obj,
                                                 receiver=None, mapping=mapping or {})
        if mapping and ("{" in message or "}" in message):
            message = message.format_map({key: getattr(obj, "key", None) or str(obj)
                                          for key, obj in mapping.items()})
    except Exception:  # the log keeps the text as it was sent
        pass
    return message


class QuickMsgContents:
    """Mixin for Objects (put it before Evennia's class in the bases).

    While what is said in the room is kept (core/room_record.py: a running
    scene; one dict lookup when none runs), a message of a kind the log
    keeps is recorded and sent once the record is committed.
    ``scene_log=False`` sends a message that is no part of the room's log
    (a notice about the scene itself)."""

    def msg_contents(self, text=None, exclude=None, from_obj=None, mapping=None,
                     raise_funcparse_errors=False, scene_log=True, **kwargs):
        if scene_log and room_record.logging(self):
            is_outcmd = text and is_iter(text)
            message = text[0] if is_outcmd else text
            kind = logged_kind(text[1] if is_outcmd and len(text) > 1 else {})
            if kind is not None and isinstance(message, str) and message:
                room_record.record_then_show(
                    self, _as_logged(message, from_obj, mapping), kind,
                    lambda: self._msg_contents_now(
                        text=text, exclude=exclude, from_obj=from_obj, mapping=mapping,
                        raise_funcparse_errors=raise_funcparse_errors, **kwargs),
                    author=from_obj if kind != "system" else None)
                return None
        return self._msg_contents_now(text=text, exclude=exclude, from_obj=from_obj,
                                      mapping=mapping,
                                      raise_funcparse_errors=raise_funcparse_errors, **kwargs)

    def _msg_contents_now(self, text=None, exclude=None, from_obj=None, mapping=None,
                          raise_funcparse_errors=False, **kwargs):
        is_outcmd = text and is_iter(text)
        message = text[0] if is_outcmd else text
        if isinstance(message, str) and ("{" in message or "}" in message):
            safe = _as_template(message, {"you": None, **(mapping or {})})
            if safe is not message:
                message = safe
                text = (safe, *text[1:]) if is_outcmd else safe
        if not quick.active() or quick.needs_parser(message):
            return super().msg_contents(text=text, exclude=exclude, from_obj=from_obj,
                                        mapping=mapping,
                                        raise_funcparse_errors=raise_funcparse_errors,
                                        **kwargs)
        return quick.send_plain(self, text, message, exclude=exclude, from_obj=from_obj,
                                mapping=mapping, is_outcmd=is_outcmd, **kwargs)
