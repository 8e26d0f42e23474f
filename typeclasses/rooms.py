"""
Rooms: places with no location of their own. Leaving one ends a demo
sparring match or a practice bout; deleting one forgets its roll history;
a change to its area tags gives everyone standing there the commands of
the ruleset it now plays under.
"""

from evennia.objects.objects import DefaultRoom
from evennia.utils.utils import lazy_property

from core import features
from core.tag_memo import MemoTagHandler
from rulesets import registry
from typeclasses.objects import ObjectParent

# What features do when something leaves a room (the demo resets its
# opponents, a practice bout ends): core/features.py.
_LEFT = features.hook("at_object_leave")


class AreaTagHandler(MemoTagHandler):
    """A room's tags: adding or removing an area tag (Evennia's ``tag``, a
    script, the demo's build) re-syncs the ruleset commands of those in the
    room, as moving in would, since the area may carry another ruleset."""


def _syncing(name: str):
    def method(self, *args, **kwargs):
        category = kwargs.get("category", args[1] if len(args) > 1 else None)
        try:
            return getattr(super(AreaTagHandler, self), name)(*args, **kwargs)
        finally:
            if name not in ("add", "remove") or _is_area(category):
                registry.sync_room(self.obj)

    method.__name__ = method.__qualname__ = name
    method.__doc__ = f"The tag handler's ``{name}``, then the room's ruleset re-synced."
    return method


def _is_area(category) -> bool:
    return isinstance(category, str) and category.strip().lower() == registry.AREA_TAG_CATEGORY


for _name in ("add", "remove", "clear", "batch_add", "batch_remove"):
    setattr(AreaTagHandler, _name, _syncing(_name))


class Room(ObjectParent, DefaultRoom):
    """A room, with what every Fourfold object shares."""

    @lazy_property
    def tags(self):
        return AreaTagHandler(self)

    def at_object_leave(self, moved_obj, target_location, **kwargs):
        super().at_object_leave(moved_obj, target_location, **kwargs)
        for told in _LEFT(self, moved_obj):
            if told:
                moved_obj.msg(told)

    def at_object_delete(self):
        from core.rolls.history import forget_room

        forget_room(self.id)
        return super().at_object_delete()
