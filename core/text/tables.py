"""Tables that fit the reader's screen with every word whole.

Evennia's EvTable wraps a cell that is narrower than a word by cutting the
word ("Clos" / "e"). :func:`table` draws an EvTable whose columns are sized
to what they hold instead: each column as wide as its longest cell when
the screen has room, else at least as wide as its longest word, the room
left over going to the columns that can use it (on a tight screen with
one space between columns instead of two). When even the longest
words of all the columns cannot stand side by side on the screen, the rows
are listed one under another ("Header: value; Header: value"), wrapped at
spaces only.

The screen is the width of the caller's client (core/text/screen.py);
every table in the game is drawn here, in one style: a ``~~~`` rule under
the headers (EvTable's ``border="header"``).
"""

from __future__ import annotations

from evennia.utils.evtable import EvTable

from core.text import screen
from core.text.plain import plain

PAD = 2  # EvTable's one space of padding on each side of a cell


def _longest_line(text: str) -> int:
    return max((len(line) for line in text.split("\n")), default=0)


def _longest_word(text: str) -> int:
    return max((len(word) for word in text.split()), default=0)


def sized(columns: list[list[str]], total: int, pad: int = PAD) -> list[int] | None:
    """Column widths (``pad`` spaces of padding included) for ``columns``
    (each a list of plain cell texts) within ``total`` columns, or None when
    their longest words do not fit side by side."""
    natural = [max((_longest_line(c) for c in col), default=0) + pad for col in columns]
    if sum(natural) <= total:
        return natural
    least = [max((_longest_word(c) for c in col), default=0) + pad for col in columns]
    room = total - sum(least)
    if room < 0:
        return None
    # Columns that want little more than their longest word get all of it
    # (fewest lines for the least room), while it is no more than a fair
    # share; the rest is shared out in proportion to what each still wants.
    widths = list(least)
    waiting = sorted(range(len(widths)), key=lambda i: natural[i] - least[i])
    while waiting:
        i = waiting[0]
        want = natural[i] - widths[i]
        if want > room // len(waiting):
            break
        widths[i] += want
        room -= want
        waiting.pop(0)
    wanted = sum(natural[i] - widths[i] for i in waiting)
    for i in waiting:
        widths[i] += (natural[i] - widths[i]) * room // wanted if wanted else 0
    spare = total - sum(widths)
    for i in sorted(waiting, key=lambda i: -(natural[i] - widths[i])):
        if spare <= 0:
            break
        if widths[i] < natural[i]:
            widths[i] += 1
            spare -= 1
    return widths


def fits(headers, rows, total: int | None = None) -> bool:
    """Whether :func:`table` can draw ``rows`` as columns (not one under
    another) within ``total`` columns."""
    total = screen.width() if total is None else total
    count = len(headers)
    columns = [[plain(str(headers[i]))] + [plain(str(r[i])) for r in rows if i < len(r)]
               for i in range(count)]
    return sized(columns, total) is not None or sized(columns, total, 1) is not None


def table(headers, rows, total: int | None = None, border: str = "header",
          align: str = "l") -> str:
    """``rows`` (sequences of cells, colour codes allowed) under
    ``headers``, within ``total`` columns (the caller's screen by default)
    and with no word cut. ``border`` is EvTable's ("header" or "none")."""
    total = screen.width() if total is None else total
    headers = [str(h) for h in headers]
    rows = [[str(cell) for cell in row] for row in rows]
    count = max([len(headers)] + [len(r) for r in rows])
    headers += [""] * (count - len(headers))
    rows = [row + [""] * (count - len(row)) for row in rows]
    shown_headers = headers if border != "none" else [""] * count
    columns = [[plain(h) for h in ([shown_headers[i]] if border != "none" else [])]
               + [plain(r[i]) for r in rows] for i in range(count)]
    pad = PAD
    widths = sized(columns, total, pad)
    if widths is None:  # tight: one space between columns instead of two
        pad = 1
        widths = sized(columns, total, pad)
    if widths is None:
        return stacked(headers, rows, total)
    evtable = EvTable(*(headers if border != "none" else []), border=border, align=align,
                      valign="t", width=sum(widths), pad_left=pad - 1, pad_right=1)
    for row in rows:
        evtable.add_row(*row)
    for i, w in enumerate(widths):
        evtable.reformat_column(i, width=w)
    return str(evtable)


def stacked(headers, rows, total: int) -> str:
    """Each row as one entry, ``Header: value`` parts wrapped at spaces: the
    layout for a screen too narrow for the table's columns."""
    lines = []
    for row in rows:
        parts = []
        for head, cell in zip(headers, row):
            label = plain(head).strip()
            value = " ".join(str(cell).split())
            if value:
                parts.append(f"{label}: {value}" if label else value)
        lines.append(screen.fit("; ".join(parts), total))
    return "\n".join(lines)
