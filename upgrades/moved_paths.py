"""Rewriting the dotted paths a database stores (``db_typeclass_path``,
``db_cmdset_storage``, Attribute values) when the module they name is
renamed. A data migration hands in its own table of old -> new module names,
frozen in the migration, so that it keeps meaning the same thing after the
code moves on; nothing here imports game code.

Only a whole path whose module is in the table changes (the module part;
class names are kept): a bare module name, a path into something deeper
(``module.Class.method``) or a sentence that mentions a path is left alone.
"""

from __future__ import annotations

import re

_PATH = re.compile(r"^(?P<module>[A-Za-z_]\w*(?:\.\w+)+)\.(?P<name>[A-Za-z_]\w*)$")


def reversed_table(table: dict[str, str]) -> dict[str, str]:
    """The table going back (new -> old), for a migration's ``backward``."""
    return {new: old for old, new in table.items()}


def rewrite_path(path, table: dict[str, str]):
    """``path`` with its module renamed when that module is in ``table``
    (``typeclasses.npcs.NPC`` -> ``rulesets.fs3.npcs.NPC``); anything else
    (another module, not a dotted path, not a string) comes back as it was."""
    if not isinstance(path, str):
        return path
    found = _PATH.match(path.strip())
    if found is None or found["module"] not in table:
        return path
    return f"{table[found['module']]}.{found['name']}"


def rewrite_storage(storage, table: dict[str, str]):
    """A comma-separated list of paths (``db_cmdset_storage``), each rewritten;
    the same text when none of them moved."""
    if not storage:
        return storage
    parts = storage.split(",")
    new = [rewrite_path(part, table) for part in parts]
    if new == parts:
        return storage
    return ",".join(part.strip() for part in new)


def rewrite_value(value, table: dict[str, str]):
    """An Attribute's value with every string that is a whole moved path
    rewritten, inside lists, tuples, sets and dicts (keys and values) too.
    Returns the very same object when nothing changed."""
    if isinstance(value, str):
        return rewrite_path(value, table)
    if isinstance(value, dict):
        items = [(rewrite_value(k, table), rewrite_value(v, table)) for k, v in value.items()]
        if all(k is k0 and v is v0 for (k, v), (k0, v0) in zip(items, value.items())):
            return value
        out = value.copy()  # keeps the dict's kind (OrderedDict, defaultdict...)
        out.clear()
        out.update(items)
        return out
    if isinstance(value, (list, tuple, set, frozenset)):
        items = [rewrite_value(v, table) for v in value]
        if all(a is b for a, b in zip(items, value)):
            return value
        if isinstance(value, tuple) and hasattr(value, "_fields"):  # a namedtuple
            return type(value)(*items)
        return type(value)(items)
    return value
