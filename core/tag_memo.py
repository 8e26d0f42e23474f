"""What the game remembers about an object's tags, forgotten when they change.

Some tags are asked about on every message: ``nospoof`` is looked up for
each listener of each pose (core/text/player.py). Evennia's tag
handler asks the database again for a tag an object does not have, so the
answer is kept on the object in memory. For that memory to stay true
whichever way the tag changes (``+nospoof``, staff's ``@tag``, a script),
objects get Evennia's tag handler with one addition: any change to the
object's tags forgets what was remembered (:func:`forget`).
"""

from __future__ import annotations

from evennia.typeclasses.tags import TagHandler
from evennia.utils.utils import lazy_property

from core.text.player import NOSPOOF_MEMO

# the names under which tag answers are kept in an object's __dict__
MEMO_NAMES = {NOSPOOF_MEMO}


def forget(obj) -> None:
    """Drop every remembered tag answer of ``obj``."""
    own = vars(obj)
    for name in MEMO_NAMES:
        own.pop(name, None)


class MemoTagHandler(TagHandler):
    """Evennia's tag handler; each change forgets the remembered answers."""


def _forgetting(name: str):
    def method(self, *args, **kwargs):
        try:
            return getattr(super(MemoTagHandler, self), name)(*args, **kwargs)
        finally:
            forget(self.obj)

    method.__name__ = method.__qualname__ = name
    method.__doc__ = f"Evennia's ``{name}``, then :func:`forget`."
    return method


for _name in ("add", "remove", "clear", "batch_add", "batch_remove"):
    setattr(MemoTagHandler, _name, _forgetting(_name))


class MemoTags:
    """Mixin for Objects (before Evennia's class in the bases)."""

    @lazy_property
    def tags(self):
        return MemoTagHandler(self)
