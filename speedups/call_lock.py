"""
Lock checks that cannot depend on who asks, answered without running them.

On every command Evennia's command handler checks the ``call`` lock of
everything in the caller's room (``no_superuser_bypass=True``): in a room of
ten that is a dozen lock checks per command, each going through the lock
handler to run ``false()`` (a character) or ``true()`` (a room, an exit).
A lock made of a single ``true()``/``all()`` or ``false()``/``none()``, with
no arguments and perhaps a ``not``, has the same answer for everyone, so
:class:`QuickConstantLocks` gives it directly. Any other lock, a check that
lets superusers through, or a game module that redefines those lock
functions, goes through Evennia as before. The ``at_access`` hook is called
with the result either way.

tests/speedups/test_call_lock.py compares the answers with Evennia's for many
lock strings, callers and both bypass settings.
"""

from __future__ import annotations

from evennia.locks import lockfuncs

from speedups import mixins

_CONSTANT = {lockfuncs.true: True, lockfuncs.all: True,
             lockfuncs.false: False, lockfuncs.none: False}


def constant_lock(lockhandler, access_type):
    """True or False if ``access_type``'s lock has a fixed answer, else None."""
    entry = lockhandler.locks.get(access_type)
    if entry is None:
        return None
    evalstring, funcs, _ = entry
    if len(funcs) != 1:
        return None
    func, args, kwargs = funcs[0]
    if args or kwargs:
        return None
    value = _CONSTANT.get(func)
    if value is None:
        return None
    if evalstring == "%s":
        return value
    if evalstring == "not %s":
        return not value
    return None


class QuickConstantLocks:
    """Mixin for Objects (put it before Evennia's class in the bases)."""

    def access(self, accessing_obj, access_type="read", default=False,
               no_superuser_bypass=False, **kwargs):
        if no_superuser_bypass:
            result = constant_lock(self.locks, access_type)
            if result is not None:
                self.at_access(result, accessing_obj, access_type, **kwargs)
                return result
        return super().access(accessing_obj, access_type=access_type, default=default,
                              no_superuser_bypass=no_superuser_bypass, **kwargs)


_METHODS = mixins.keep(QuickConstantLocks)


def install() -> None:
    mixins.install(QuickConstantLocks, _METHODS)


def uninstall() -> None:
    """Objects' access goes to Evennia's."""
    mixins.uninstall(QuickConstantLocks, _METHODS)
