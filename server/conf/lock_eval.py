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


def install() -> None:
    from evennia.locks import lockhandler

    lockhandler.eval = cached_eval


def uninstall() -> None:
    from evennia.locks import lockhandler

    lockhandler.__dict__.pop("eval", None)
