"""+odds in the muse ruleset: the roll as +roll would build it from the caller's
sheet, and its exact chances (rules/muse/odds.py), drawn by commands/odds.py."""

from __future__ import annotations

from commands.odds import VS_RE, bar_chart, percent


def odds(cmd, text: str) -> str:
    from rules.muse import odds
    from rulesets.muse.commands.rolling import parse_spec, prepare

    if VS_RE.search(text) or "=" in text:
        cmd.fail("In muse, +odds takes one roll of yours: +odds Might+1.")
    pool = prepare(parse_spec(text), cmd.caller).pool
    dist = odds.successes_distribution(pool.dice, pool.key_trait, pool.mastered)
    notes = [n for n, on in (("Key Trait: 1s cancel nothing", pool.key_trait),
                             ("Mastered: 6s add dice", pool.mastered)) if on]
    rows = [(f"{s} success{'es' if s != 1 else ''}", p) for s, p in dist if p][:12]
    shown = sum(p for _, p in rows)
    if shown < 1:
        rows.append((f"more than {dist[len(rows) - 1][0]}", 1 - shown))
    title = f"Odds of {pool.label}: {pool.dice} dice" + (f" ({'; '.join(notes)})" if notes else "")
    return f"{bar_chart(rows, title)}\nAt least one success: {percent(odds.at_least(dist, 1))}."
