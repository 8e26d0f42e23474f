"""What changed between two revisions of a wiki page, line by line.

The Markdown sources are compared (difflib): each row is a line kept, taken
out or put in, with its line number on either side; long runs of kept lines
are cut down to a few lines of context around each change. Changes of the
title, category or read access are listed apart. Plain values only: the
page escapes every line it shows.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass

KEPT, REMOVED, ADDED, SKIPPED = "kept", "removed", "added", "skipped"
CONTEXT = 3


@dataclass(frozen=True)
class Row:
    kind: str           # KEPT, REMOVED, ADDED, or SKIPPED (kept lines left out)
    old: int | None     # line number in the older revision
    new: int | None     # line number in the newer revision
    text: str           # the line (for SKIPPED: how many lines were left out)


def line_rows(old_text: str, new_text: str, context: int = CONTEXT) -> list[Row]:
    """The rows of a line diff from ``old_text`` to ``new_text``."""
    old_lines, new_lines = old_text.splitlines(), new_text.splitlines()
    matcher = difflib.SequenceMatcher(None, old_lines, new_lines, autojunk=False)
    rows: list[Row] = []
    codes = matcher.get_opcodes()
    for index, (tag, i1, i2, j1, j2) in enumerate(codes):
        if tag == "equal":
            keep = list(range(i2 - i1))
            first, last = index == 0, index == len(codes) - 1
            head = [] if first else keep[:context]
            tail = [] if last else keep[-context:] if context else []
            shown = sorted(set(head) | set(tail)) if len(keep) > 2 * context or first or last \
                else keep
            if len(codes) == 1:
                shown = keep  # no change at all: show it whole
            previous = -1
            for k in shown:
                if k != previous + 1:
                    rows.append(Row(SKIPPED, None, None, str(k - previous - 1)))
                rows.append(Row(KEPT, i1 + k + 1, j1 + k + 1, old_lines[i1 + k]))
                previous = k
            if previous != len(keep) - 1:
                rows.append(Row(SKIPPED, None, None, str(len(keep) - 1 - previous)))
            continue
        if tag in ("replace", "delete"):
            rows.extend(Row(REMOVED, i + 1, None, old_lines[i]) for i in range(i1, i2))
        if tag in ("replace", "insert"):
            rows.extend(Row(ADDED, None, j + 1, new_lines[j]) for j in range(j1, j2))
    return rows


def field_changes(old, new) -> list[tuple[str, str, str]]:
    """(field, old value, new value) for the title, category and read access
    where the two revisions differ."""
    changes = []
    for field, label in (("title", "Title"), ("category", "Category"), ("access", "Who may read")):
        before, after = getattr(old, field), getattr(new, field)
        if field != "title":
            before = getattr(old, f"get_{field}_display")()
            after = getattr(new, f"get_{field}_display")()
        if before != after:
            changes.append((label, before, after))
    return changes
