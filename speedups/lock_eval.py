"""
A cached ``eval`` for Evennia's lock checks.

Every lock check ends in ``eval(evalstring % true_false)``, on a string
such as ``"True or False"``: Python compiles it anew each time. A command
checks the ``call`` lock of everything in the room and the ``cmd`` lock of
the command it runs, so the compiling was about a tenth of the Server's
time per command in the load benchmark (py-spy). The strings are made only
of True, False, and, or, not and brackets, and there are few of them, so
their values are kept.

:func:`install` puts the cached function in evennia.locks.lockhandler's
namespace, where it comes before the builtin. Calls with explicit globals
(lock string validation) go to the builtin.

It also keeps the parsed form of lock strings. ``check_lockstring`` (every
"is this caller staff?" check) parses its string anew each time: split it,
look its functions up, and test-compile it with the builtin ``eval``: a
visible share of the Server's time for every roll. The parse of a string
depends on nothing but the string, so each string is parsed once and every
caller gets its own copy of the result (a LockHandler changes the dict it
is given in place). A string that fails to parse is not kept: it raises each time,
as before. One difference: a lock string that names an access type twice
is reported in the lock warning log the first time only, and names a
placeholder object instead of the one it was set on.
"""

from __future__ import annotations

import builtins
from functools import lru_cache

_builtin_eval = builtins.eval


@lru_cache(maxsize=4096)
def _eval_source(source: str):
    return _builtin_eval(source, {"__builtins__": {}}, {})


def cached_eval(source, *args, **kwargs):
    """``eval`` with the value of a lone lock expression string kept."""
    if args or kwargs or not isinstance(source, str):
        return _builtin_eval(source, *args, **kwargs)
    return _eval_source(source)


class _NoObject:
    """What the shared parsing LockHandler sits on."""

    lock_storage = ""

    def __str__(self):
        return "(a lock string parsed once for every object)"


_evennia_parse = None
_parser = None


@lru_cache(maxsize=4096)
def _parse_once(lockstring: str):
    return _evennia_parse(_parser, lockstring)


def cached_parse(handler, storage_lockstring):
    """LockHandler._parse_lockstring, parsing each string once."""
    if not isinstance(storage_lockstring, str):
        return _evennia_parse(handler, storage_lockstring)
    return dict(_parse_once(storage_lockstring))


def install() -> None:
    global _evennia_parse, _parser
    from evennia.locks import lockhandler

    lockhandler.eval = cached_eval
    LockHandler = lockhandler.LockHandler
    if LockHandler._parse_lockstring is not cached_parse:
        _evennia_parse = LockHandler._parse_lockstring
        _parser = LockHandler(_NoObject())
        _parse_once.cache_clear()
        LockHandler._parse_lockstring = cached_parse


def uninstall() -> None:
    from evennia.locks import lockhandler

    lockhandler.__dict__.pop("eval", None)
    if _evennia_parse is not None:
        lockhandler.LockHandler._parse_lockstring = _evennia_parse
