"""+odds in the mw ruleset: the roll as +roll would build it from the caller's
sheet, and its exact chances (rules/mw/odds.py), drawn by commands/odds.py."""

from __future__ import annotations

from fractions import Fraction

from commands.odds import VS_RE, bar_chart, percent


def odds(cmd, text: str) -> str:
    from rules.mw import odds
    from rules.mw.action import WordUse, plan_roll
    from rules.mw.roll import IMPERFECT, MAX_EXPLOSIONS, check_dc
    from rulesets.mw.commands.common import whole_number

    parts = VS_RE.split(text)
    if len(parts) > 2:
        cmd.fail("Give at most one 'vs <DC>'.")
    dc = whole_number(cmd, parts[1]) if len(parts) == 2 else None
    check_dc(dc)
    uses = []
    for entry in parts[0].split(","):
        ref, sep, fit = (bit.strip() for bit in entry.partition(":"))
        if not ref:
            cmd.fail("A Word is missing between the commas.")
        uses.append(WordUse(ref, fit if sep else IMPERFECT))
    sheet = cmd.caller.mw.sheet()
    if sheet is None:
        cmd.fail("You have no Muscle Wizard sheet yet; start with +archetype.", syntax=False)
    handler = cmd.caller.mw
    here = {obj.id for obj in cmd.caller.location.contents} if cmd.caller.location else set()
    spotters = handler.spotter_records([s for s in handler.spotters if s["id"] in here])
    named = {sheet.word(u.ref).letter for u in uses}
    plan = plan_roll(sheet, uses, vetoed=[v for v in handler.vetoes if v in named], spotters=spotters)
    walk = plan.walkthrough
    rows = [("Fumble (first die 1)", odds.fumble_chance(walk.die))]
    dist = dict(odds.explosion_distribution(walk.die, walk.reduction))
    dist[0] -= odds.fumble_chance(walk.die)
    for count in range(0, MAX_EXPLOSIONS + 1):
        if count in dist and (dist[count] or count == 0):
            label = "No explosion" if count == 0 else f"{count} explosion{'s' if count > 1 else ''}"
            if count == MAX_EXPLOSIONS:
                label += " (limit)"
            rows.append((label, dist[count]))
    rows = [r for r in rows if r[1] >= Fraction(1, 10000) or r[0].startswith(("Fumble", "No"))]
    title = f"Odds of d{walk.die}, exploding on {walk.threshold}+ (reduction {walk.reduction})"
    lines = [bar_chart(rows, title),
             f"Average dice total {float(odds.mean_total(walk.die, walk.reduction)):.1f}; items are not counted."]
    if dc is not None:
        lines.append(f"Reaching DC {dc} with the dice alone: {percent(odds.reach_chance(walk.die, walk.reduction, dc))}.")
    return "\n".join(lines)
