"""+odds in the mw ruleset: the roll as +roll would build it from the caller's
sheet, and its exact chances (rules/mw/odds.py), drawn by commands/odds.py."""

from __future__ import annotations

from fractions import Fraction

from commands.odds import VS_RE, bar_chart, percent


def odds_table(character, uses, sheet=None, dc: int | None = None) -> tuple[str, list, list[str]]:
    """(heading, [(outcome, probability)], lines under the chart) of
    ``character`` rolling the Words ``uses`` (WordUse records), from
    ``sheet`` when given (else the stored one), with the spotting and vetoes
    banked for their next roll: what +odds draws, and the web chargen page's
    roll preview (rulesets/mw/web_chargen.py)."""
    from rules.mw import odds
    from rules.mw.action import plan_roll
    from rules.mw.roll import MAX_EXPLOSIONS

    handler = character.mw
    sheet = handler.sheet() if sheet is None else sheet
    here = {obj.id for obj in character.location.contents} if character.location else set()
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
    notes = [f"Average dice total {float(odds.mean_total(walk.die, walk.reduction)):.1f}; items are not counted."]
    if dc is not None:
        reach = odds.reach_chance(walk.die, walk.reduction, dc)
        notes.append(f"Reaching DC {dc} with the dice alone: {percent(reach)}.")
    return title, rows, notes


def odds(cmd, text: str) -> str:
    from rules.mw.action import WordUse
    from rules.mw.roll import IMPERFECT, check_dc
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
    title, rows, notes = odds_table(cmd.caller, uses, sheet=sheet, dc=dc)
    return "\n".join([bar_chart(rows, title), *notes])
