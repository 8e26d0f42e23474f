"""The messages a MUSH builder sets on exits and things (``@succ``,
``@osucc``, ``@fail``, ``@ofail``, ``@drop``, ``@odrop``), and where the
exit and thing typeclasses show them.

Each is an Attribute of the same name (``exit.db.succ``), so ``examine``
lists it and ``@set`` reaches it too. On an exit:

- ``succ``: the traveller reads it as they pass, before the new room;
- ``osucc``: the room left behind reads "<name> <osucc>" in place of the
  usual leaving line;
- ``fail``: the traveller reads it when the traverse lock refuses them, in
  place of Evennia's ``err_traverse`` or "You cannot go there.";
- ``ofail``: the room reads "<name> <ofail>" then;
- ``drop``: the traveller reads it on arrival, after the new room;
- ``odrop``: the room arrived in reads "<name> <odrop>" in place of the
  usual arrival line.

On a thing, ``succ``/``osucc`` are shown when it is picked up, ``fail``/
``ofail`` when its get lock refuses, and ``drop``/``odrop`` when it is
dropped, beside Evennia's own "You pick up ..." lines.

The text is a builder's, shown as one line (``core.text.player.one_line``:
colour kept, no line break or link), so a message can never look like a
line from another speaker; the "o" messages always begin with the actor's
name, as on a MUSH.
"""

from __future__ import annotations

from core.text.literal import literal
from core.text.player import one_line

NAMES = ("succ", "osucc", "fail", "ofail", "drop", "odrop")


def message(obj, name: str) -> str:
    """The builder's ``name`` message on ``obj`` as one safe line, or ''."""
    text = obj.attributes.get(name) if obj is not None else None
    return one_line(text).strip() if isinstance(text, str) and text.strip() else ""


def tell_actor(obj, name: str, actor) -> bool:
    """Send ``obj``'s ``name`` message to ``actor``; False when it has none."""
    text = message(obj, name)
    if text:
        actor.msg(text)
    return bool(text)


def tell_room(obj, name: str, actor, room, move_type: str) -> bool:
    """Send "<actor's name> <message>" to everyone in ``room`` but the actor;
    False when ``obj`` has no such message (or there is no room)."""
    text = message(obj, name)
    if not text or room is None:
        return False
    room.msg_contents(("{actor} " + literal(text), {"type": move_type}), exclude=(actor,),
                      from_obj=actor, mapping={"actor": actor})
    return True


class ThingMessages:
    """Mixin for things: the builder's messages on get, a refused get and drop."""

    def at_get(self, getter, **kwargs):
        super().at_get(getter, **kwargs)
        tell_actor(self, "succ", getter)
        tell_room(self, "osucc", getter, getter.location, "get")

    def at_drop(self, dropper, **kwargs):
        super().at_drop(dropper, **kwargs)
        tell_actor(self, "drop", dropper)
        tell_room(self, "odrop", dropper, dropper.location, "drop")

    def has_failed_get_messages(self) -> bool:
        """True when a builder set what a refused ``get`` shows."""
        return bool(message(self, "fail") or message(self, "ofail"))

    def at_failed_get(self, getter, **kwargs):
        """The get lock refused ``getter``: the builder's ``fail`` (or
        Evennia's ``get_err_msg``, or a plain refusal) and ``ofail``."""
        if not tell_actor(self, "fail", getter):
            getter.msg(self.db.get_err_msg or "You can't get that.")
        tell_room(self, "ofail", getter, getter.location, "get")
