"""Exits: the links between rooms, with what every Fourfold object shares,
and the messages a MUSH builder sets on them (typeclasses/mush_messages.py)."""

from evennia.objects.objects import DefaultExit, ExitCommand
from evennia.server.signals import SIGNAL_EXIT_TRAVERSED

from typeclasses.mush_messages import tell_actor, tell_room
from typeclasses.objects import ObjectParent

REFUSED = "You cannot go there."


class LockedExitCommand(ExitCommand):
    """Evennia's exit command, but a refused traveller always reaches
    :meth:`Exit.at_failed_traverse`, which chooses the refusal (Evennia's
    reads ``err_traverse`` itself and then skips the hook, so the room
    would never hear an ``ofail``)."""

    def func(self):
        if self.obj.access(self.caller, "traverse"):
            self.obj.at_traverse(self.caller, self.obj.destination)
            SIGNAL_EXIT_TRAVERSED.send(sender=self.obj, traverser=self.caller)
        else:
            self.obj.at_failed_traverse(self.caller)


class Exit(ObjectParent, DefaultExit):
    """A way from one room to another, named by the command that takes it.

    Passing shows the builder's ``succ`` and ``osucc`` (as the traveller
    leaves: typeclasses/move_messages.py), ``drop`` (after the new room) and
    ``odrop`` (in place of the arrival line); a refusal shows ``fail`` and
    ``ofail``."""

    exit_command = LockedExitCommand

    def at_failed_traverse(self, traversing_object, **kwargs):
        """The traverse lock (or the move) refused: the builder's ``fail``,
        else Evennia's ``err_traverse``, else the plain refusal; and
        ``ofail`` to the room."""
        if not tell_actor(self, "fail", traversing_object):
            traversing_object.msg(self.db.err_traverse or REFUSED)
        tell_room(self, "ofail", traversing_object, traversing_object.location, "traverse")

    def at_post_traverse(self, traversing_object, source_location, **kwargs):
        super().at_post_traverse(traversing_object, source_location, **kwargs)
        tell_actor(self, "drop", traversing_object)
