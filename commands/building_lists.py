"""What the builders' lookups (@find, @entrances, @sweep) share: how an
object is named in a list and what kind it is, and the cap on a long list."""

from __future__ import annotations

from evennia.utils.utils import inherits_from

from core.text.player import one_line
from core.text.tables import table

# A lookup lists at most this many rows, then says how many more there were.
LIST_LIMIT = 50


def kind(obj) -> str:
    """'exit', 'room', 'character' or 'thing', as a builder thinks of ``obj``."""
    if obj.destination is not None:
        return "exit"
    if inherits_from(obj, "evennia.objects.objects.DefaultRoom") or (
            obj.location is None and not inherits_from(obj, "evennia.objects.objects.DefaultCharacter")):
        return "room"
    if inherits_from(obj, "evennia.objects.objects.DefaultCharacter"):
        return "character"
    return "thing"


def label(obj) -> str:
    """``Name(#12)``, the name shown as one line; '-' for nothing."""
    if obj is None:
        return "-"
    return f"{one_line(obj.key)}(#{obj.id})"


def capped_table(headers, rows, total: int) -> str:
    """``rows`` as a table; when ``total`` is more than it shows, a last line
    says how many were left out."""
    text = table(headers, rows)
    if total > len(rows):
        text += f"\n... and {total - len(rows)} more; narrow the search to see them."
    return text
