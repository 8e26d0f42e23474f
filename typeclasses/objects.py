"""
Objects: ``ObjectParent`` is what every object in the world (things,
characters, rooms, exits) shares in Fourfold: arrival lines, remembered
tags, the quick room fan-out with the scene log, quick cmdsets and locks,
Attributes read in one query, the co-building rule on the building locks,
and no bare dbref shown to players for an object that has no name.
"""

import re

from evennia.objects.objects import DefaultObject

from core.building import BUILDING_ACCESS, builder_may_edit
from core.tag_memo import MemoTags
from speedups.attribute_cache import CompleteAttributeCache
from speedups.call_lock import QuickConstantLocks
from speedups.cmdset_provider import QuickCmdsetProvider
from typeclasses.move_messages import ArrivalMessages
from typeclasses.mush_messages import ThingMessages
from typeclasses.room_messages import QuickMsgContents

# Evennia names an object made with an empty name after its dbref ("#81").
_BARE_DBREF = re.compile(r"#\d+")
UNNAMED = "(unnamed)"


def is_unnamed(obj) -> bool:
    """True for an object whose name is empty or only its own dbref."""
    key = (obj.db_key or "").strip()
    return not key or bool(_BARE_DBREF.fullmatch(key))


class BuildingRule:
    """The co-building rule (core/building.py) after an object's own locks:
    a Builder passes 'control', 'edit' and 'delete' on what Builders made."""

    def access(self, accessing_obj, access_type="read", default=False,
               no_superuser_bypass=False, **kwargs):
        allowed = super().access(accessing_obj, access_type=access_type, default=default,
                                 no_superuser_bypass=no_superuser_bypass, **kwargs)
        if allowed or no_superuser_bypass or access_type not in BUILDING_ACCESS:
            return allowed
        return builder_may_edit(accessing_obj, self)


class UnnamedShownPlainly:
    """An object without a name (made before empty names were refused) is
    left out of what players see in a room and is called "(unnamed)" where
    a line names it; Builders see it as "(unnamed #81)", to name it or
    take it away."""

    def get_display_name(self, looker=None, **kwargs):
        if is_unnamed(self):
            from core.staff import passes

            return f"(unnamed #{self.id})" if passes(looker, "perm(Builder)") else UNNAMED
        return super().get_display_name(looker, **kwargs)

    def filter_visible(self, obj_list, looker, **kwargs):
        from core.staff import passes

        seen = super().filter_visible(obj_list, looker, **kwargs)
        if any(is_unnamed(obj) for obj in seen) and not passes(looker, "perm(Builder)"):
            return [obj for obj in seen if not is_unnamed(obj)]
        return seen


class ObjectParent(ArrivalMessages, MemoTags, QuickMsgContents, QuickCmdsetProvider,
                   QuickConstantLocks, BuildingRule, UnnamedShownPlainly, CompleteAttributeCache):
    """The mixins every Fourfold object has before Evennia's own class. The
    constant-lock speed-up comes before the co-building rule: the call locks
    checked on every command answer there, and the rule (which never changes
    a check without the superuser bypass) runs for the rest."""


class Object(ThingMessages, ObjectParent, DefaultObject):
    """A thing in the world (gear, signs and the like), with the messages a
    builder sets for getting and dropping it (typeclasses/mush_messages.py)."""
