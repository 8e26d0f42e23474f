"""
Rooms: places with no location of their own. Leaving one ends a demo
sparring match or a practice bout; deleting one forgets its roll history.
"""

from evennia.objects.objects import DefaultRoom

from typeclasses.objects import ObjectParent


class Room(ObjectParent, DefaultRoom):
    """A room, with what every Fourfold object shares."""

    def at_object_leave(self, moved_obj, target_location, **kwargs):
        super().at_object_leave(moved_obj, target_location, **kwargs)
        # the last player out of a demo room ends any sparring match there
        if getattr(moved_obj, "has_account", False):
            from features.demo.opponents import reset_when_alone

            reset_when_alone(self, leaving=moved_obj)
        # whoever leaves ends their own practice bout (pbta, mw), online or not
        if hasattr(moved_obj, "mw") and not getattr(moved_obj, "is_npc", False):
            from features.practice.fights import end_bout

            given = end_bout(moved_obj)
            if given:
                moved_obj.msg(given)

    def at_object_delete(self):
        from core.rolls.history import forget_room

        forget_room(self.id)
        return super().at_object_delete()
