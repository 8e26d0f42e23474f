"""Players' text inside the game's own lines: theirs to colour, never a way
to forge another line. The one family of ``one_line`` helpers:

- ``one_line(text)``: shown inside one of our lines as typed, colour kept;
- ``one_line_breaks_as_spaces(text)``: the same, but a typed line break
  (``|/`` or a newline) becomes a space and the ends are trimmed, for a
  field stored once and shown in many places (an OOC line, an afk message,
  a finger field, an event's title);
- ``one_line_collapsed(text, limit)``: every run of whitespace made one
  space and the text cut to ``limit`` characters, markup left as it is for
  the line that shows it to escape (a scene's title and type).

``one_line(text)`` is for text a player typed that Fourfold shows as part
of one line: a character's or opponent's name, a roll label, a gear name,
``say``. Whatever could start a new line, or look like one, is shown as
typed or dropped:

- Evennia's layout codes ``|/`` (line break), ``|-`` (tab), ``|>`` (indent)
  and ``|_`` (space) are shown as typed (the bar is doubled, ``||/``);
- MXP link codes (``|lc``, ``|lu``, ``|lt``, ``|le``) are shown as typed,
  so a name cannot be a clickable command;
- raw newlines, carriage returns, tabs and Unicode line and paragraph
  separators become one space; other control characters and the bidi
  overrides (which can make text read backwards) are dropped.

Colour codes stay (players may colour their text), and colour that the
text turns on is turned off at its end (``|n``), so it never runs into
the rest of the line.

``nospoof_lines(text, author, pose)`` is what a player who set ``nospoof``
(``+nospoof``) sees of a pose or an emit: the author's name in brackets
before every line an emit or a pose breaks into.

Storage imports this module (typeclasses/characters.py applies
``one_line`` to ``say``), so it holds no command code.
"""

from __future__ import annotations

import re

from core.message_types import POSE, SPOOFABLE

# ``||`` (a literal bar, kept), then a bar and a layout or link letter.
_MARKUP = re.compile(r"\|\||\|[/\->_]|\|l[cut]|\|le")
# Any other bar code is colour or style (|r, |[b, |500, |#ff0000, |*, |u ...).
_COLOUR = re.compile(r"\|(?!\|)[^\s|]")
_SPACE = str.maketrans({c: " " for c in "\n\r\t\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"})
_DROP = dict.fromkeys([c for c in range(32) if chr(c) not in "\n\r\t\x0b\x0c\x1c\x1d\x1e"]
                      + [0x7F] + list(range(0x80, 0xA0))
                      + list(range(0x202A, 0x202F)) + list(range(0x2066, 0x206A)))
_DROP.pop(0x85, None)  # NEL is a line break: made a space above


def _escape(match: re.Match) -> str:
    token = match.group()
    return token if token == "||" else "|" + token


def one_line(text) -> str:
    """``text`` (a player's) safe to show inside one line; see the module."""
    if text is None:
        return ""
    text = str(text)
    if not text.isprintable() or any(c in text for c in "\u2028\u2029\u202a\u202b\u202c\u202d\u202e"):
        text = text.translate(_SPACE).translate(_DROP)
    if "|" not in text:
        return text
    text = _MARKUP.sub(_escape, text)
    if (len(text) - len(text.rstrip("|"))) % 2:
        text += "|"  # a lone bar at the end would join the next code: show it as typed
    if _COLOUR.search(_MARKUP.sub("", text.replace("||", ""))):
        text += "|n"
    return text


# "||" is a literal bar (kept); "|/" is Evennia's line break.
_TYPED_BREAK = re.compile(r"\|\||\|/")


def one_line_breaks_as_spaces(text) -> str:
    """``text`` (a player's) as one line whose typed breaks (``|/``, raw
    newlines) became spaces, trimmed; otherwise as :func:`one_line`."""
    text = _TYPED_BREAK.sub(lambda m: m.group() if m.group() == "||" else " ", str(text or ""))
    return one_line(text.replace("\r", " ").replace("\n", " ").strip())


def one_line_collapsed(text, limit: int) -> str:
    """``text`` with every run of whitespace made one space, at most
    ``limit`` characters; its markup is left for the line showing it to
    escape (the bars doubled), so ``|/`` there draws no new line."""
    return " ".join(str(text or "").split())[:limit]


# A link code, however many bars stand before it (an escaped ``||lc`` too:
# Evennia's renderers undo the escape before they look for links).
_LINK_CODE = re.compile(r"\|+l[cute]")


def strip_links(text):
    """``text`` (a player's) with every link code removed, to a fixed point:
    taking the codes out once can join what is left into a new one
    (``|l|luc`` is ``|lc`` without its ``|lu``). Typed input and the
    website's forms pass players' text through this before any command or
    storage sees it; colour codes are left alone."""
    if not isinstance(text, str) or "|l" not in text:
        return text
    while True:
        stripped = _LINK_CODE.sub("", text)
        if stripped == text:
            return text
        text = stripped


# A line break in a pose or emit: a raw newline or Evennia's |/ (not ||/).
_BREAK = re.compile(r"\r\n|\n|\r|(?<!\|)((?:\|\|)*)\|/")


def nospoof_lines(text: str, author: str, pose: bool) -> str:
    """``text`` with ``[author]`` before every line an emit (``pose`` False)
    or a pose (``pose`` True: its first line starts with the name already)
    breaks into."""
    tag = f"[{one_line(author)}] "
    lines = _BREAK.split(text or "")
    # split() puts the captured bars between the pieces: glue them back on
    out, pieces = [], iter(lines)
    first = next(pieces)
    out.append(first)
    for bars, line in zip(pieces, pieces):
        out[-1] += bars or ""
        out.append(line)
    return "\n".join(line if (pose and i == 0) else tag + line for i, line in enumerate(out))


# --- nospoof: a player's own setting -----------------------------------------
NOSPOOF_TAG, NOSPOOF_CATEGORY = "nospoof", "flag"
NOSPOOF_MEMO = "_fourfold_nospoof"  # forgotten when tags change (core/tag_memo.py)


def nospoof(char) -> bool:
    """Whether ``char`` set nospoof. Asked for every receiver of every pose
    and emit, so the answer is kept on the object in memory after the first
    look (a plain attribute: even ``ndb`` costs microseconds a read, and a
    pose in a room of 150 asks 150 times). Evennia's tag handler asks the
    database again for a tag an object does not have. Any change to the
    object's tags forgets the answer (core/tag_memo.py)."""
    cached = vars(char).get(NOSPOOF_MEMO)
    if cached is None:
        cached = char.tags.has(NOSPOOF_TAG, category=NOSPOOF_CATEGORY)
        vars(char)[NOSPOOF_MEMO] = cached
    return cached


def set_nospoof(char, on: bool):
    if on:
        char.tags.add(NOSPOOF_TAG, category=NOSPOOF_CATEGORY)
    else:
        char.tags.remove(NOSPOOF_TAG, category=NOSPOOF_CATEGORY)


def spoofable(text) -> bool:
    """Whether :func:`for_receiver` could change ``text`` for anyone: a pose
    or an emit (asked once per message, not once per listener)."""
    return (isinstance(text, tuple) and len(text) > 1 and isinstance(text[1], dict)
            and text[1].get("type") in SPOOFABLE and isinstance(text[0], str))


def for_receiver(receiver, text, author):
    """``text`` (as given to ``msg``) as ``receiver`` should see it: a pose
    or emit gets the author's name on its lines when the receiver set
    nospoof; anything else is returned as it is."""
    if not spoofable(text) or not nospoof(receiver):
        return text
    if isinstance(author, (list, tuple)):
        author = author[0] if author else None
    name = getattr(author, "key", None)
    if not name:
        return text
    return (nospoof_lines(text[0], name, pose=text[1]["type"] == POSE), *text[1:])
