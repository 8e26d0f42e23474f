"""Turning a speed-up mixin's methods on and off.

The mixins (call_lock, cmdset_provider, attribute_cache) sit in the bases
of our typeclasses. Uninstalling one takes its methods off the mixin class,
so attribute lookup goes on to Evennia's own method: nothing of ours runs,
not even a check of a switch. Installing puts them back.
"""

from __future__ import annotations


def keep(cls) -> dict:
    """The methods and properties ``cls`` defines itself, to put back later."""
    return {name: value for name, value in vars(cls).items()
            if not (name.startswith("__") and name.endswith("__"))}


def install(cls, methods: dict) -> None:
    for name, value in methods.items():
        setattr(cls, name, value)


def uninstall(cls, methods: dict) -> None:
    for name in methods:
        if name in vars(cls):
            delattr(cls, name)
