"""Find one entry of a small catalogue by name, key or unique prefix."""

from __future__ import annotations

from typing import Callable, Iterable, TypeVar

from rules.errors import RulesError

T = TypeVar("T")


def find_named(query: str, items: Iterable[T], names: Callable[[T], Iterable[str]], what: str) -> T:
    """The item whose name (any of ``names(item)``) is ``query``, ignoring
    case, spaces versus underscores, or else the one item a prefix fits.

    ``what`` names the kind of thing for the error ("stat", "weapon").
    """
    key = _norm(query)
    if not key:
        raise RulesError(f"Name a {what}.")
    items = list(items)
    exact = [i for i in items if key in {_norm(n) for n in names(i)}]
    if exact:
        return exact[0]
    partial = [i for i in items if any(_norm(n).startswith(key) for n in names(i))]
    if len(partial) == 1:
        return partial[0]
    if partial:
        options = ", ".join(sorted({next(iter(names(i))) for i in partial}))
        raise RulesError(f"'{query}' could be {options}: type more of it.")
    raise RulesError(f"There is no {what} called '{query}'.")


def _norm(text: str) -> str:
    return " ".join((text or "").replace("_", " ").lower().split())
