"""Turning a speed-up mixin's methods on and off, and the other small ways
speed-ups are put in place: a plain on/off flag (:class:`Flag`) and a step
added before a protocol's ``connectionMade``.

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


def before_connection_made(cls, mark: str, setup):
    """Make ``cls.connectionMade`` call ``setup(transport)`` first; ``mark``
    names the change on the class, so it is made once per class."""
    if cls.__dict__.get(mark):
        return cls
    original = cls.connectionMade

    def connectionMade(self, *args, **kwargs):  # noqa: N802 (Twisted's name)
        setup(getattr(self, "transport", None))
        return original(self, *args, **kwargs)

    connectionMade.__wrapped__ = original
    connectionMade.__doc__ = original.__doc__
    cls.connectionMade = connectionMade
    setattr(cls, mark, True)
    return cls


def undo_connection_made(cls, mark: str) -> None:
    """Undo :func:`before_connection_made` (for tests)."""
    if cls.__dict__.get(mark):
        cls.connectionMade = cls.__dict__["connectionMade"].__wrapped__
        delattr(cls, mark)


class Flag:
    """An installed/uninstalled flag for a speed-up that its own code asks
    (``install``, ``uninstall`` and ``active`` for speedups/__init__.py)."""

    def __init__(self):
        self.on = True

    def active(self) -> bool:
        return self.on

    def install(self) -> None:
        self.on = True

    def uninstall(self) -> None:
        self.on = False
