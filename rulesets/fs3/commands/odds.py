"""+odds in the fs3 ruleset: the roll as +roll would build it from the caller's
sheet, and its exact chances (rules/fs3/odds.py), drawn by commands/odds.py."""

from __future__ import annotations

from commands.odds import VS_RE, bar_chart, percent
from core.text import counts
from core.text.player import one_line
from rulesets.fs3.commands.format import parts_text


def odds_table(character, text: str, sheet=None) -> tuple[str, list]:
    """(heading, [(level, probability)]) of ``character`` rolling ``text``
    (an ability and a modifier, one side), from ``sheet`` when given: what
    +odds draws, and the web chargen page's roll preview
    (rulesets/fs3/web_chargen.py)."""
    from rules.fs3 import odds
    from rulesets.fs3.commands.rolling import parse_spec, prepare

    pool = prepare(parse_spec(text), character, sheet=sheet).pool
    rows = [(level.label, p) for level, p in reversed(odds.level_distribution(pool.total, pool.ruling_rating))]
    return f"Odds of {pool_heading(pool)}", rows


def pool_heading(pool) -> str:
    """What is rolled, its dice and their make-up, as +roll says it:
    "Brawn: 2 dice (Brawn 1 twice)", "Alertness: 5 dice (Alertness 3 + Wit 2)";
    a plain pool with nothing added is just its dice, "5 dice"."""
    if len(pool.parts) == 1 and pool.parts[0].label == "dice" and pool.total == pool.dice:
        return pool.label
    return f"{pool.label}: {counts.dice(pool.dice)} ({parts_text(pool)})"


def odds(cmd, text: str) -> str:
    from rules.fs3 import odds
    from rulesets.fs3.commands.rolling import parse_spec, prepare

    sides = VS_RE.split(text)
    if len(sides) > 2:
        cmd.fail("An opposed roll has two sides, joined by one 'vs'.")
    if "=" in sides[0]:
        cmd.fail("+odds is for your own rolls: leave out the name before '='.")
    if len(sides) == 1:
        title, rows = odds_table(cmd.caller, sides[0])
        return bar_chart(rows, title)
    mine = prepare(parse_spec(sides[0]), cmd.caller)
    pool = mine.pool
    other, label = _other_side(cmd, sides[1])
    rows = []
    for winner, victory, p in odds.opposed_distribution(pool.total, other):
        who = "" if winner is None else (" (you)" if winner == 0 else f" ({label})")
        rows.append((f"{victory.label}{who}", p))
    chart = bar_chart(rows, f"Odds of {pool.label} ({counts.dice(pool.dice)}) against {label} "
                            f"({counts.dice(max(1, other))})")
    return (f"{chart}\nChance of at least one hit: you {percent(odds.success_probability(pool.total))}, "
            f"{label} {percent(odds.success_probability(other))}.")


def _other_side(cmd, text: str) -> tuple[int, str]:
    from rulesets.fs3.commands.rolling import parse_spec, prepare

    name, spec_text = ("", text)
    if "=" in text:
        name, spec_text = (part.strip() for part in text.split("=", 1))
    spec = parse_spec(spec_text)
    if spec.dice is not None:
        return spec.dice + spec.modifier, (one_line(name[:30]) or "opponent")
    if not name:
        cmd.fail("Give the other side as a number of dice: vs 5.")
    if not cmd.is_staff():
        cmd.fail("Other characters' abilities stay hidden; give their side as dice: vs 5.", syntax=False)
    char = cmd.find_character(name, anywhere=True)
    return prepare(spec, char).pool.total, char.key
