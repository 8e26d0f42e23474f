"""Players' text crossing the Discord bridge, both ways (typeclasses/discord_bot.py).

``to_discord(text)``: a game channel line (colour already taken out) as
Discord shows it, character for character: every character Discord's
markdown gives a meaning to gets a backslash, so ``**bold**``, a
```` `code` ````, a ``||spoiler||``, a ``> quote``, a masked ``[link](...)``,
``@everyone`` or a ``<@123>`` mention show as typed. (The post also names
no mention Discord may ping: ``NO_MENTIONS``.) Discord refuses a message
longer than ``DISCORD_MAX`` characters: a longer line is cut, ending in
an ellipsis.

``from_discord(text)``: what a Discord user wrote (or their nickname) as
it may stand in one game line: link codes removed (``strip_links``), every
Evennia code shown as typed (bars doubled, so ``|r`` is not red), then
the game's one-line rules (``one_line``): a newline cannot start a line
that looks like another channel's.
"""

from __future__ import annotations

import re

from core.text.player import one_line, strip_links

DISCORD_MAX = 2000  # Discord's longest message content (characters)
# The allowed_mentions of every post: Discord pings nobody, whatever the text.
NO_MENTIONS = {"parse": []}
# Backslash first, then each character Discord's markdown reads.
_MARKDOWN = re.compile(r"([\\*_~`|>#\-\[\]<@])")
_ELLIPSIS = "\u2026"


def to_discord(text) -> str:
    """``text`` (plain, no Evennia codes) escaped for Discord; see the module."""
    if not text:
        return ""
    escaped = _MARKDOWN.sub(r"\\\1", str(text))
    if len(escaped) <= DISCORD_MAX:
        return escaped
    cut = escaped[: DISCORD_MAX - 1]
    trailing = len(cut) - len(cut.rstrip("\\"))
    if trailing % 2:
        cut = cut[:-1]  # never end on half an escape
    return cut + _ELLIPSIS


def from_discord(text) -> str:
    """A Discord user's ``text`` safe to show inside one game line."""
    if not text:
        return ""
    return one_line(strip_links(str(text)).replace("|", "||")).strip()
