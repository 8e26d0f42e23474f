"""+odds in the pbta ruleset: the roll as +roll would build it from the caller's
sheet, and its exact chances (rules/pbta/odds.py), drawn by commands/odds.py."""

from __future__ import annotations

from commands.odds import bar_chart


def odds_table(sheet, words: str, modifier: int = 0) -> tuple[str, list]:
    """(heading, [(outcome, probability)]) of rolling ``words`` (a stat or a
    move) from ``sheet`` with ``modifier``: what +odds draws, and what the
    web chargen page's roll preview shows (rulesets/pbta/web_chargen.py)."""
    from rules.pbta import odds
    from rules.pbta.roll import build_modifiers
    from rules.pbta.uses import find_roll

    move = find_roll(words)
    parts = build_modifiers(sheet, move.stat, modifier)
    total = sum(m.value for m in parts)
    scale = move.scale
    rows = [(f"{key} ({band.label})", p)
            for (key, p), band in zip(odds.band_distribution(total, scale.key), scale.bands)]
    make_up = ", ".join(f"{m.source} {m.value:+d}" for m in parts)
    return f"Odds of {move.name}: 2d6 {total:+d} ({make_up})", rows


def odds(cmd, text: str) -> str:
    from rulesets.pbta.commands.common import split_modifier

    words, modifier = split_modifier(cmd, text)
    if not words:
        cmd.fail("The odds of which stat or move?")
    title, rows = odds_table(cmd.caller.pbta.sheet(), words, modifier)
    return bar_chart(rows, title)
