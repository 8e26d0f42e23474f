"""A player's text with its colour codes drawn, for the web's previews.

``|r``, ``|555``, ``|[b``, ``|/`` and the rest become what the web client
shows: spans with Evennia's colour classes (``color-009``, ``bgcolor-004``;
the colours are in features/community/static/community/portal.css, scoped
to ``.ff-ansi``) and line breaks. Everything the player typed is escaped
first; no link, no inline style and no markup of theirs survives (links
and true colours are off, raw control characters are dropped).
"""

from __future__ import annotations

import re

from django.utils.safestring import SafeString, mark_safe

from core.text.controls import strip_controls

_LEFTOVER_ESCAPES = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


def colour_html(text: str) -> SafeString:
    """``text`` (with Evennia colour codes) as safe HTML."""
    from evennia.utils.ansi import parse_ansi
    from evennia.utils.text2html import HTML_PARSER as parser

    text = strip_controls(str(text or "").replace("\r\n", "\n"))
    ansi = parse_ansi(text, xterm256=True, mxp=False, truecolor=False)
    html = parser.re_string.sub(parser.sub_text, ansi)  # < & > escaped, new lines <br>
    html = parser.format_styles(html)
    return mark_safe(_LEFTOVER_ESCAPES.sub("", html).replace("\x1b", ""))
