"""What the demo does when the typeclasses call its hooks (core/features.py)."""

from __future__ import annotations


def room_left(room, obj) -> None:
    """``at_object_leave``: the last player out of a demo room resets its
    sparring opponents."""
    if getattr(obj, "has_account", False):
        from features.demo.opponents import reset_when_alone

        reset_when_alone(room, leaving=obj)


def welcome(account, session=None) -> None:
    """``at_first_login``: where the account stands and what to type next."""
    from features.demo.data import WELCOME

    account.msg(WELCOME, session=session)
