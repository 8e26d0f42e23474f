"""The speaker's own copy of a ``say`` in a logged room waits for the log.

Evennia's ``at_say`` sends the speaker "You say, ..." at once and then the
room its copy; in a room whose messages a feature logs (a running scene:
core/room_record.py) the room's copy is logged and sent
after the commit (typeclasses/room_messages.py). So that the speaker too
sees nothing the log does not hold, their copy is queued with it, ahead of
the room's. With no log running (or a whisper) nothing changes.
"""

from core import room_record
from core.writes import group_commit


class HeldSpeech:
    """Mixin for Characters (before Evennia's class in the bases)."""

    def at_say(self, message, msg_self=None, msg_location=None, receivers=None,
               msg_receivers=None, **kwargs):
        if kwargs.get("whisper") or not room_record.logging(self.location):
            return super().at_say(message, msg_self=msg_self, msg_location=msg_location,
                                  receivers=receivers, msg_receivers=msg_receivers, **kwargs)
        before = vars(self).get("msg")  # a msg set on this object (a test's recorder)
        own = before or (lambda *args, **kw: type(self).msg(self, *args, **kw))

        def held(*args, **kw):
            group_commit.announce(lambda: own(*args, **kw))

        self.msg = held
        try:
            return super().at_say(message, msg_self=msg_self, msg_location=msg_location,
                                  receivers=receivers, msg_receivers=msg_receivers, **kwargs)
        finally:
            if before is not None:
                self.msg = before
            else:
                del self.msg
