"""
Rooms: places with no location of their own. Leaving one ends a demo
sparring match or a practice bout; deleting one forgets its roll history.
"""

from evennia.objects.objects import DefaultRoom

from core import features
from typeclasses.objects import ObjectParent

# What features do when something leaves a room (the demo resets its
# opponents, a practice bout ends): core/features.py.
_LEFT = features.hook("at_object_leave")


class Room(ObjectParent, DefaultRoom):
    """A room, with what every Fourfold object shares."""

    def at_object_leave(self, moved_obj, target_location, **kwargs):
        super().at_object_leave(moved_obj, target_location, **kwargs)
        for told in _LEFT(self, moved_obj):
            if told:
                moved_obj.msg(told)

    def at_object_delete(self):
        from core.rolls.history import forget_room

        forget_room(self.id)
        return super().at_object_delete()
