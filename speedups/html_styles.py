"""
The web client's HTML converter's style pass, with its lookups made once.

Every line a web player gets is turned from Evennia's colour codes into
HTML by ``TextToHTMLparser.parse``. Its style pass (``format_styles``)
asks of every piece of the line whether it is a colour code with
``substr in self.ansi_color_codes + self.xterm_fg_codes``: a new list of
248 codes, built and scanned for each piece, and the same for the
background codes; then it finds each colour's CSS class with
``list.index``. In the load benchmark (telnet and web players making
opposed rolls) those two lines were a large share of the Portal's time, and
every new roll line pays them.

:func:`format_styles` is the same pass, step for step, with those
questions answered by sets and dictionaries made once per parser class;
:func:`remove_backspaces` skips Evennia's loop of regex searches when the
text has no backspace and no erase-line code (it then changes nothing).
tests/speedups/test_html_styles.py compares both with Evennia's on
generated lines. ``portal/links.py``'s parser uses them when
``FOURFOLD_QUICK_HTML`` is on (speedups/switches.py).
"""

from __future__ import annotations

import re

from evennia.utils import text2html as _text2html
from evennia.utils.ansi import (
    ANSI_BACK_BLACK,
    ANSI_BLINK,
    ANSI_BLINK_HILITE,
    ANSI_HILITE,
    ANSI_INV_BLINK_HILITE,
    ANSI_INV_HILITE,
    ANSI_INVERSE,
    ANSI_NORMAL,
    ANSI_UNDERLINE,
    ANSI_UNHILITE,
    ANSI_WHITE,
)

_HILITES = frozenset((ANSI_HILITE, ANSI_UNHILITE, ANSI_INV_HILITE, ANSI_INV_BLINK_HILITE))
_INVERSES = frozenset((ANSI_INVERSE, ANSI_INV_HILITE, ANSI_INV_BLINK_HILITE))
_BLINKS = frozenset((ANSI_BLINK, ANSI_BLINK_HILITE, ANSI_INV_BLINK_HILITE))
_tables: dict[type, tuple] = {}


def _table(parser):
    """The parser class's code lists as sets, and its colour lists as
    ``code -> first index`` (what ``list.index`` answers)."""
    cls = type(parser)
    found = _tables.get(cls)
    if found is None:
        colour_index, bg_index = {}, {}
        for i, code in enumerate(parser.colorlist):
            colour_index.setdefault(code, i)
        for i, code in enumerate(parser.bglist):
            bg_index.setdefault(code, i)
        found = (
            frozenset(parser.ansi_color_codes + parser.xterm_fg_codes),
            frozenset(parser.ansi_bg_codes + parser.xterm_bg_codes),
            frozenset(parser.style_codes),
            colour_index,
            bg_index,
            re.compile(_text2html.hex_colors.TRUECOLOR_FG),
            re.compile(_text2html.hex_colors.TRUECOLOR_BG),
        )
        _tables[cls] = found
    return found


def _cls(prefix: str, index: int) -> str:
    return f"{prefix}-{str(index).rjust(3, '0')}"


def _fresh() -> tuple:
    """The pass's state at the start and after a reset code: no classes,
    no open span, not inverse, light grey on black, no truecolour."""
    return [], True, False, ANSI_UNHILITE, ANSI_WHITE, ANSI_BACK_BLACK, "", ""


def format_styles(parser, text: str) -> str:
    """What ``TextToHTMLparser.format_styles(text)`` returns, for
    ``parser`` (its code lists and its ``re_style``)."""
    fg_codes, bg_codes, style_codes, colour_index, bg_indices, true_fg, true_bg = _table(parser)
    str_list = [substr for substr in parser.re_style.split(text) if substr]
    classes, clean, inverse, hilight, fg, bg, truecolor_fg, truecolor_bg = _fresh()

    for i, substr in enumerate(str_list):
        if substr == ANSI_NORMAL:
            str_list[i] = "</span>" if not clean else ""
            classes, clean, inverse, hilight, fg, bg, truecolor_fg, truecolor_bg = _fresh()
        elif substr in fg_codes:
            str_list[i] = ""
            fg = substr
        elif substr in bg_codes:
            str_list[i] = ""
            bg = substr
        elif true_fg.match(substr):
            str_list[i] = ""
            truecolor_fg = substr
        elif true_bg.match(substr):
            str_list[i] = ""
            truecolor_bg = substr
        elif substr in style_codes:
            str_list[i] = ""
            if substr in _HILITES:
                hilight = ANSI_UNHILITE if substr == ANSI_UNHILITE else ANSI_HILITE
            if substr in _INVERSES:
                inverse = True
            if substr in _BLINKS and "blink" not in classes:
                classes.append("blink")
            if substr == ANSI_UNDERLINE and "underline" not in classes:
                classes.append("underline")
        elif not str_list[i - 1]:  # text after a style change (as Evennia reads i - 1)
            bg_index = bg_indices[bg]  # KeyError where Evennia's index raises ValueError
            color_index = colour_index.get(hilight + fg)
            if color_index is None:  # xterm256 colours have no hilite form
                color_index = colour_index[fg]
            if inverse:
                if truecolor_fg != "" and truecolor_bg != "":
                    truecolor_fg, truecolor_bg = truecolor_bg, truecolor_fg
                elif truecolor_fg != "" and truecolor_bg == "":
                    truecolor_bg = truecolor_fg
                    truecolor_fg = ""
                    color_class = _cls("color", bg_index)
                elif truecolor_fg == "" and truecolor_bg != "":
                    truecolor_fg = truecolor_bg
                    truecolor_bg = ""
                    bg_class = _cls("bgcolor", color_index)
                else:
                    bg_class = _cls("bgcolor", color_index)
                    color_class = _cls("color", bg_index)
            else:
                bg_class = _cls("bgcolor", bg_index)
                color_class = _cls("color", color_index)
            # (as in Evennia, a class left over from an earlier span is used
            # where an inverse truecolour branch sets none)
            if bg_class != "bgcolor-000":
                classes.append(bg_class)
            if color_class != "color-007":
                classes.append(color_class)
            if truecolor_fg == "" and truecolor_bg == "":
                prefix = f'<span class="{" ".join(classes)}">'
            else:
                style = _text2html.hex_colors.xterm_truecolor_to_html_style(
                    fg=truecolor_fg, bg=truecolor_bg)
                prefix = f'<span class="{" ".join(classes)}" {style}>'
            if not clean:
                prefix = "</span>" + prefix
            str_list[i - 1] = prefix
            classes = [cls for cls in classes if "color" not in cls]
            clean = False

    if not clean:
        str_list.append("</span>")
    return "".join(str_list)


_ERASERS = ("\010", "\033[K")


def remove_backspaces(parser, text: str, evennia_remove) -> str:
    """``TextToHTMLparser.remove_backspaces``: with neither a backspace nor
    an erase-line code in ``text`` there is nothing to remove."""
    if _ERASERS[0] not in text and _ERASERS[1] not in text:
        return text
    return evennia_remove(text)
