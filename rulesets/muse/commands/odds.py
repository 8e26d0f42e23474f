"""+odds in the muse ruleset: the roll as +roll would build it from the caller's
sheet, and its exact chances (rules/muse/odds.py), drawn by commands/odds.py."""

from __future__ import annotations

from commands.odds import VS_RE, bar_chart, percent
from core.text import counts


def odds_table(character, text: str, sheet=None) -> tuple[str, list, str]:
    """(heading, [(successes, probability)], the chance of at least one) of
    ``character`` rolling ``text``, from ``sheet`` when given: what +odds
    draws, and the web chargen page's roll preview (rulesets/muse/web_chargen.py)."""
    from rules.muse import odds
    from rulesets.muse.commands.rolling import parse_spec, prepare

    pool = prepare(parse_spec(text), character, sheet=sheet).pool
    dist = odds.successes_distribution(pool.dice, pool.key_trait, pool.mastered)
    notes = [n for n, on in (("Key Trait: 1s cancel nothing", pool.key_trait),
                             ("Mastered: 6s add dice", pool.mastered)) if on]
    rows = [(f"{s} success{'es' if s != 1 else ''}", p) for s, p in dist if p][:12]
    shown = sum(p for _, p in rows)
    if shown < 1:
        rows.append((f"more than {dist[len(rows) - 1][0]}", 1 - shown))
    title = f"Odds of {pool.label}: {counts.dice(pool.dice)}" + (f" ({'; '.join(notes)})" if notes else "")
    return title, rows, f"At least one success: {percent(odds.at_least(dist, 1))}."


def odds(cmd, text: str) -> str:
    if VS_RE.search(text) or "=" in text:
        cmd.fail("In muse, +odds takes one roll of yours: +odds Might+1.")
    title, rows, least = odds_table(cmd.caller, text)
    return f"{bar_chart(rows, title)}\n{least}"
