"""A say, sent to the room it is said in, with the speaker's own copy held
for the log.

``at_say`` takes the room explicitly (``room``; where the speaker stands
when not given): a say posted from a scene's web page goes to the scene's
room wherever the speaker is (features/community/speech.py), and the
speaker is not moved for it. The lines are Evennia's (``You say, "..."``
to the speaker, ``<name> says, "..."`` to the room, message type ``say``,
the speaker as ``from_obj``); a whisper is Evennia's own.

In a room whose messages are kept (a running scene: core/room_record.py)
the room's copy is logged and sent
after the commit (typeclasses/room_messages.py). So that the speaker too
sees nothing the log does not hold, their copy is queued with it, ahead of
the room's. With no log running (or a whisper) nothing waits.
"""

from django.utils.translation import gettext as _
from evennia.utils.utils import make_iter

from core import room_record
from core.writes import group_commit

SAY = "say"


class HeldSpeech:
    """Mixin for Characters (before Evennia's class in the bases)."""

    def at_say(self, message, msg_self=None, msg_location=None, receivers=None,
               msg_receivers=None, room=None, **kwargs):
        if kwargs.get("whisper"):
            return super().at_say(message, msg_self=msg_self, msg_location=msg_location,
                                  receivers=receivers, msg_receivers=msg_receivers, **kwargs)
        room = self.location if room is None else room
        receivers = make_iter(receivers) if receivers else None
        custom = kwargs.get("mapping", {})
        msg_self = _('{self} say, "|n{speech}|n"') if msg_self is True else msg_self
        msg_location = msg_location or _('{object} says, "{speech}"')
        msg_receivers = msg_receivers or message
        if msg_self:
            mapping = {"self": _("You"), "object": self.get_display_name(self),
                       "location": room.get_display_name(self) if room else None, "receiver": None,
                       "all_receivers": ", ".join(r.get_display_name(self) for r in receivers)
                       if receivers else None, "speech": message, **custom}
            self._own_copy(room, text=(msg_self.format_map(mapping), {"type": SAY}), from_obj=self)
        for receiver in receivers or ():
            mapping = {"self": _("You"), "object": self.get_display_name(receiver),
                       "location": room.get_display_name(receiver) if room else None,
                       "receiver": receiver.get_display_name(receiver),
                       "all_receivers": ", ".join(r.get_display_name(r) for r in receivers),
                       "speech": message, **custom}
            receiver.msg(text=(msg_receivers.format_map(mapping), {"type": SAY}), from_obj=self)
        if room:
            mapping = {"self": _("You"), "object": self, "location": room, "receiver": None,
                       "all_receivers": ", ".join(str(r) for r in receivers) if receivers else None,
                       "speech": message, **custom}
            exclude = ([self] if msg_self else []) + list(receivers or ())
            room.msg_contents(text=(msg_location, {"type": SAY}), from_obj=self, exclude=exclude,
                              mapping=mapping)

    def _own_copy(self, room, **kwargs):
        """The speaker's copy of their say: at once, or queued with the
        log's commit when ``room``'s messages are logged."""
        tell = self.msg  # a msg set on this object (a test's recorder) included
        if not room_record.logging(room):
            return tell(**kwargs)
        group_commit.announce(lambda: tell(**kwargs))
