"""+odds in the pbta ruleset: the roll as +roll would build it from the caller's
sheet, and its exact chances (rules/pbta/odds.py), drawn by commands/odds.py."""

from __future__ import annotations

from commands.odds import bar_chart


def odds(cmd, text: str) -> str:
    from rules.pbta import odds
    from rules.pbta.roll import build_modifiers
    from rules.pbta.uses import find_roll
    from rulesets.pbta.commands.common import split_modifier

    words, modifier = split_modifier(cmd, text)
    if not words:
        cmd.fail("The odds of which stat or move?")
    move = find_roll(words)
    parts = build_modifiers(cmd.caller.pbta.sheet(), move.stat, modifier)
    total = sum(m.value for m in parts)
    scale = move.scale
    rows = [(f"{key} ({band.label})", p)
            for (key, p), band in zip(odds.band_distribution(total, scale.key), scale.bands)]
    make_up = ", ".join(f"{m.source} {m.value:+d}" for m in parts)
    return bar_chart(rows, f"Odds of {move.name}: 2d6 {total:+d} ({make_up})")
