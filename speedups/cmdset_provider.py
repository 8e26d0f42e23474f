"""
What an Account or Object hands Evennia's command handler on every command.

Evennia's ``get_and_merge_cmdsets`` asks each cmdset provider (session,
account, character) for ``(current, stack)``. It merges the *stacks* into
the cmdset the command runs with, a merge it caches. But it also merges
each provider's ``current`` (its own already-merged cmdset) into a running
total that nothing reads but the providers' ``at_cmdset_get`` hooks, and
that merge is not cached: three ``CmdSet.__add__`` over several hundred
commands on every command, a tenth of the Server's time in the load
benchmark. From the object's ``current`` the handler reads only two flags,
``no_objs`` and ``no_exits``.

So here ``get_cmdsets`` returns the stack as Evennia's does, and in place
of ``current`` a :class:`ProviderFlags` carrying those two flags. It is
false, so the handler skips the merge (``if current: ...``). The cmdset a
command runs with is the same (tests/speedups/test_cmdset_provider.py compares
it with Evennia's). The one difference: an ``at_cmdset_get(current=...)``
hook further down the providers sees an empty running total. None of ours
reads it.
"""

from __future__ import annotations

from speedups import mixins


class ProviderFlags:
    """Stands in for a provider's merged cmdset: the flags the command
    handler reads from it, and false so that it is not merged."""

    __slots__ = ("no_objs", "no_exits")

    def __init__(self, no_objs, no_exits):
        self.no_objs = no_objs
        self.no_exits = no_exits

    def __bool__(self):
        return False

    def __repr__(self):
        return f"<ProviderFlags no_objs={self.no_objs} no_exits={self.no_exits}>"


_FLAGS: dict[tuple, ProviderFlags] = {}


def flags_of(cmdset) -> ProviderFlags:
    """The shared ProviderFlags with ``cmdset``'s no_objs and no_exits."""
    key = (cmdset.no_objs, cmdset.no_exits)
    flags = _FLAGS.get(key)
    if flags is None:
        flags = _FLAGS[key] = ProviderFlags(*key)
    return flags


class QuickCmdsetProvider:
    """Mixin for Accounts and Objects: ``get_cmdsets`` without the merge
    nobody reads. Put it before Evennia's class in the bases."""

    def get_cmdsets(self, caller, current, **kwargs):
        own = self.cmdset.current
        stack = list(self.cmdset.cmdset_stack)
        if own is None:
            return own, stack
        return flags_of(own), stack


_METHODS = mixins.keep(QuickCmdsetProvider)


def install() -> None:
    mixins.install(QuickCmdsetProvider, _METHODS)


def uninstall() -> None:
    """Accounts', Objects' and sessions' get_cmdsets go to Evennia's."""
    mixins.uninstall(QuickCmdsetProvider, _METHODS)
