"""
Room

Rooms are simple containers that has no location of their own.

"""

from evennia.objects.objects import DefaultRoom

from core import features
from typeclasses.objects import ObjectParent

# What features do when something leaves a room (the demo resets its
# opponents, a practice bout ends): core/features.py.
_LEFT = features.hook("at_object_leave")


class Room(ObjectParent, DefaultRoom):
    """
    Rooms are like any Object, except their location is None
    (which is default). They also use basetype_setup() to
    add locks so they cannot be puppeted or picked up.
    (to change that, use at_object_creation instead)

    See mygame/typeclasses/objects.py for a list of
    properties and methods available on all Objects.
    """

    def at_object_leave(self, moved_obj, target_location, **kwargs):
        super().at_object_leave(moved_obj, target_location, **kwargs)
        for told in _LEFT(self, moved_obj):
            if told:
                moved_obj.msg(told)

    def at_object_delete(self):
        from core.rolls.history import forget_room

        forget_room(self.id)
        return super().at_object_delete()
