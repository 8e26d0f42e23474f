"""Players' text crossing the Discord bridge (core/text/discord.py): game
lines show on Discord as typed and ping nobody; Discord text shows in the
game as typed, on one line, with no Evennia codes at work."""

import re

import pytest

from core.text.discord import DISCORD_MAX, NO_MENTIONS, from_discord, to_discord

# A character Discord's markdown reads, not escaped (a backslash before it
# escapes it; an even run of backslashes is only backslashes).
UNESCAPED = re.compile(r"(?<!\\)(?:\\\\)*[*_~`|>#\-\[\]<@]")


@pytest.mark.parametrize("typed", [
    "**bold**", "*it* _it_ __under__", "~~struck~~", "`code`", "```block```", "||spoiler||",
    "> quote", "# header", "-# small", "- item", "[label](https://example.org)",
    "@everyone", "@here", "<@123456>", "<@&789>", "<#100>", "<:emoji:42>", "<t:0:R>",
    "a \\*not\\* b", "end\\",
])
def test_every_markdown_character_is_escaped(typed):
    escaped = to_discord(f"Mara: {typed}")
    assert not UNESCAPED.search(escaped.replace("\\\\", "")), escaped
    # Discord shows a backslash-escaped character as itself: unescaping gives back the line
    assert re.sub(r"\\(.)", r"\1", escaped) == f"Mara: {typed}"


def test_plain_text_is_unchanged():
    assert to_discord("Mara: Hello there, 5 dice.") == "Mara: Hello there, 5 dice."
    assert to_discord("") == "" and to_discord(None) == ""


def test_no_mention_is_allowed():
    assert NO_MENTIONS == {"parse": []}


def test_a_long_line_is_cut_to_discords_limit_never_inside_an_escape():
    for text in ("a" * 5000, "*" * 5000, "a" + "*" * 5000):
        out = to_discord(text)
        assert len(out) <= DISCORD_MAX
        assert out.endswith("\u2026")
        body = out[:-1]
        assert (len(body) - len(body.rstrip("\\"))) % 2 == 0, "the cut split an escape"
    assert to_discord("x" * DISCORD_MAX) == "x" * DISCORD_MAX


@pytest.mark.parametrize("text, shown", [
    ("hi |rred|n", "hi ||rred||n"),  # shown as typed: not red
    ("|[b|500|#ff0000|*|u", "||[b||500||#ff0000||*||u"),
    ("a|/b|-c", "a||/b||-c"),  # no layout codes
    ("line\n[Public] Admin: you are banned", "line [Public] Admin: you are banned"),
    ("a\r\nb\u2028c\u2029d\x85e", "a  b c d e"),
    ("x\x1b[31my\x00z\u202eq", "x[31myzq"),
    ("|lcquit|ltclick me|le", "quitclick me"),  # no link, whatever remains
    ("||lcquit||ltx||le", "quitx"),
    ("|l|lucquit|ltx|le", "quitx"),
    ("  padded  ", "padded"),
    ("**bold** from discord", "**bold** from discord"),
])
def test_discord_text_in_the_game(text, shown):
    assert from_discord(text) == shown


def test_nothing_from_discord_is_nothing():
    assert from_discord("") == "" and from_discord(None) == "" and from_discord("\n\n") == ""


def test_discord_text_renders_as_typed_in_evennia():
    from evennia.utils.ansi import parse_ansi

    shown = parse_ansi(from_discord("hi |rred|n |/x"), strip_ansi=True)
    assert shown == "hi |rred|n |/x"
