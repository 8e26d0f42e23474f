"""What a room hears when someone arrives.

Evennia's default arrival line reads "Wren arrives to Tavern from Hub." (or
"Wren arrives to Tavern." from nowhere), which no native speaker writes.
The listeners already stand in the room, so it need not be named: "Wren
arrives from Hub.", or "Wren arrives." when there is no place of origin. A
caller that passes its own ``msg`` keeps it.

A move through an exit that has a builder's messages (typeclasses/mush_messages.py)
shows them: ``succ`` to the traveller and ``osucc`` to the room, in place
of the leaving line, as they leave; ``odrop`` to the room they arrive in, in
place of the arrival line.
"""

from typeclasses.mush_messages import tell_actor, tell_room

ARRIVE_FROM = "{object} arrives from {origin}."
ARRIVE = "{object} arrives."


class ArrivalMessages:
    """Mixin for ObjectParent: plain-English arrival lines, and an exit's
    ``succ``, ``osucc`` and ``odrop``."""

    def announce_move_from(self, destination, msg=None, mapping=None, move_type="move", **kwargs):
        exit_obj = kwargs.get("exit_obj")
        if exit_obj is not None and msg is None:
            tell_actor(exit_obj, "succ", self)
            if tell_room(exit_obj, "osucc", self, self.location, move_type):
                return None
        return super().announce_move_from(destination, msg=msg, mapping=mapping,
                                          move_type=move_type, **kwargs)

    def announce_move_to(self, source_location, msg=None, mapping=None, move_type="move", **kwargs):
        here = self.location
        exit_obj = kwargs.get("exit_obj")
        if exit_obj is not None and msg is None and tell_room(exit_obj, "odrop", self, here, move_type):
            return None
        if source_location is not None or here is None or here.has_account:
            # Evennia's own path (it also handles "You now have X").
            return super().announce_move_to(
                source_location, msg=msg or ARRIVE_FROM, mapping=mapping, move_type=move_type,
                **kwargs)
        # From nowhere Evennia ignores ``msg``: say it here instead.
        mapping = dict(mapping or {})
        mapping.update({"object": self, "exit": "somewhere", "origin": "nowhere",
                        "destination": here})
        here.msg_contents((msg or ARRIVE, {"type": move_type}), exclude=(self,), from_obj=self,
                          mapping=mapping)
