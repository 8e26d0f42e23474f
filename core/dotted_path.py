"""Importing what a dotted path names, for the parts rulesets and features
declare by path (rulesets/base.py, core/features.py).

Plain Python, no Evennia or Django: settings read those declarations.
A path is imported once and remembered, since handlers, +odds, vitals and
hooks look their part up on every use; ``load_path.cache_clear()`` forgets
them (core/features.py does when the installed features change).
"""

from __future__ import annotations

from functools import lru_cache
from importlib import import_module


@lru_cache(maxsize=None)
def load_path(path: str):
    """Import ``a.b.c``: the module ``a.b.c`` or the attribute ``c`` of ``a.b``."""
    try:
        return import_module(path)
    except ModuleNotFoundError as err:
        if err.name != path:
            raise
    module, _, name = path.rpartition(".")
    return getattr(import_module(module), name)
