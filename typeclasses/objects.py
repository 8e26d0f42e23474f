"""
Objects: ``ObjectParent`` is what every object in the world (things,
characters, rooms, exits) shares in Fourfold: arrival lines, remembered
tags, the quick room fan-out with the scene log, quick cmdsets and locks,
and Attributes read in one query.
"""

from evennia.objects.objects import DefaultObject

from core.tag_memo import MemoTags
from speedups.attribute_cache import CompleteAttributeCache
from speedups.call_lock import QuickConstantLocks
from speedups.cmdset_provider import QuickCmdsetProvider
from typeclasses.move_messages import ArrivalMessages
from typeclasses.mush_messages import ThingMessages
from typeclasses.room_messages import QuickMsgContents


class ObjectParent(ArrivalMessages, MemoTags, QuickMsgContents, QuickCmdsetProvider,
                   QuickConstantLocks, CompleteAttributeCache):
    """The mixins every Fourfold object has before Evennia's own class."""


class Object(ThingMessages, ObjectParent, DefaultObject):
    """A thing in the world (gear, signs and the like), with the messages a
    builder sets for getting and dropping it (typeclasses/mush_messages.py)."""
