"""What practice fights do when the typeclasses call their hooks (core/features.py)."""

from __future__ import annotations


def room_left(room, obj) -> str:
    """``at_object_leave``: whoever leaves ends their own practice bout
    (pbta, mw), online or not; the line saying what it gave back."""
    if not hasattr(obj, "mw") or getattr(obj, "is_npc", False):
        return ""
    from features.practice.fights import end_bout

    return end_bout(obj)
