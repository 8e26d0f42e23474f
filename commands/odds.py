"""+odds: the exact chance of every outcome of a roll, typed as you would
type the roll, in whatever ruleset the room uses. The arithmetic lives in
rules/<ruleset>/odds.py; this module reads the caller's sheet, builds the
pool the roll would use (without rolling or spending anything) and draws
a small bar chart.

What it may reveal: only the caller's own sheet. The other side of an
opposed fs3 roll is a number of dice for players (`vs 5`, `vs Mara=5`);
staff may also name a character's ability anywhere (`vs Mara=Stealth`).
"""

from __future__ import annotations

import re
from fractions import Fraction

from rulesets import registry as rulesets
from commands.command import FourfoldCommand

VS_RE = re.compile(r"\s+vs\.?\s+", re.IGNORECASE)
WIDTH = 78
LABEL_WIDTH = 28
ENTRY_MAX = 200


def bar_chart(rows, title: str) -> str:
    """One line per (label, probability): label, percent to one decimal and
    a bar scaled to the largest row, within WIDTH columns."""
    rows = [(label, Fraction(p)) for label, p in rows]
    top = max((p for _, p in rows), default=Fraction(0)) or Fraction(1)
    bar_room = WIDTH - LABEL_WIDTH - 10
    lines = [title]
    for label, p in rows:
        filled = round(bar_room * p / top)
        lines.append(f"{label[:LABEL_WIDTH]:<{LABEL_WIDTH}} {float(p) * 100:5.1f}% |{'#' * filled}")
    return "\n".join(line[:WIDTH] for line in lines)


def percent(p) -> str:
    return f"{float(p) * 100:.1f}%"


class CmdOdds(FourfoldCommand):
    """
    The exact odds of a roll, before you make it.

    Usage:
      +odds <roll, as you would type it after +roll>

    Works in every ruleset; the room decides which (see +ruleset). Nothing
    is rolled or spent: your wounds, banked aid or assists and penalties
    count as they would on the real roll, Luck does not.

      fs3   +odds Alertness+2      each level, Embarrassing Failure too
            +odds 5                a plain pool of 5 dice
            +odds Melee vs 6       an opposed roll against 6 dice
      muse  +odds Might+1          the chance of each number of successes
                                   (Key Trait and mastery included)
      pbta  +odds Agile-1          the chance of each band
            +odds watch            Take Watch's own bands, with Insightful
      mw    +odds Might,Leverage:perfect vs 12
                                   fumble, explosions, reaching the DC

    Only your own sheet is read. The other side of an opposed fs3 roll is a
    number of dice (vs 5, or vs Mara=5 to name it); staff may name a
    character's ability instead (vs Mara=Stealth). Exact, not simulated.

    Examples:
      +odds Alertness
      +odds Firearms+1 vs 6
      +odds Might
      +odds Insightful+1
      +odds Zap,Incantation:perfect vs 10
    """

    key = "+odds"
    aliases = ["odds"]
    rate_limited = True  # settings.FOURFOLD_ROLL_RATE
    syntax = "+odds <roll as you would type it>  (see help +odds)"
    help_category = "General"

    def run(self):
        text = " ".join(self.args.split())
        if not text:
            self.fail("The odds of which roll?")
        if len(text) > ENTRY_MAX:
            self.fail("That is too long to be a roll.")
        key = rulesets.ruleset_for_room(self.caller.location)[0]
        handler = getattr(self, f"odds_{key}", None)
        if handler is None:
            self.fail(f"+odds does not know the {key} ruleset yet.", syntax=False)
        self.caller.msg(handler(text))

    # --- fs3 ------------------------------------------------------------
    def odds_fs3(self, text: str) -> str:
        from rulesets.fs3.commands.rolling import parse_spec, prepare
        from rules.fs3 import odds

        sides = VS_RE.split(text)
        if len(sides) > 2:
            self.fail("An opposed roll has two sides, joined by one 'vs'.")
        if "=" in sides[0]:
            self.fail("+odds is for your own rolls: leave out the name before '='.")
        mine = prepare(parse_spec(sides[0]), self.caller)
        pool = mine.pool
        make_up = ", ".join(f"{p.label} {p.dice:+d}" for p in pool.parts)
        if len(sides) == 1:
            rows = [(level.label, p) for level, p in reversed(odds.level_distribution(pool.total, pool.ruling_rating))]
            return bar_chart(rows, f"Odds of {pool.label}: {pool.dice} dice ({make_up})")
        other, label = self.fs3_other(sides[1])
        rows = []
        for winner, victory, p in odds.opposed_distribution(pool.total, other):
            who = "" if winner is None else (" (you)" if winner == 0 else f" ({label})")
            rows.append((f"{victory.label}{who}", p))
        chart = bar_chart(rows, f"Odds of {pool.label} ({pool.dice} dice) vs {label} ({max(1, other)} dice)")
        return (f"{chart}\nYou get at least one hit {percent(odds.success_probability(pool.total))}; "
                f"{label} {percent(odds.success_probability(other))}.")

    def fs3_other(self, text: str) -> tuple[int, str]:
        from rulesets.fs3.commands.rolling import parse_spec, prepare

        name, spec_text = ("", text)
        if "=" in text:
            name, spec_text = (part.strip() for part in text.split("=", 1))
        spec = parse_spec(spec_text)
        if spec.dice is not None:
            return spec.dice + spec.modifier, (name[:30] or "the other side")
        if not name:
            self.fail("Give the other side as a number of dice: vs 5.")
        if not self.is_staff():
            self.fail("Other characters' abilities stay hidden; give their side as dice: vs 5.", syntax=False)
        char = self.find_character(name, anywhere=True)
        return prepare(spec, char).pool.total, char.key

    # --- muse -----------------------------------------------------------
    def odds_muse(self, text: str) -> str:
        from rulesets.muse.commands.rolling import parse_spec, prepare
        from rules.muse import odds

        if VS_RE.search(text) or "=" in text:
            self.fail("In muse, +odds takes one roll of yours: +odds Might+1.")
        pool = prepare(parse_spec(text), self.caller).pool
        dist = odds.successes_distribution(pool.dice, pool.key_trait, pool.mastered)
        notes = [n for n, on in (("Key Trait: 1s cancel nothing", pool.key_trait),
                                 ("Mastered: 6s add dice", pool.mastered)) if on]
        rows = [(f"{s} success{'es' if s != 1 else ''}", p) for s, p in dist if p][:12]
        shown = sum(p for _, p in rows)
        if shown < 1:
            rows.append((f"more than {dist[len(rows) - 1][0]}", 1 - shown))
        title = f"Odds of {pool.label}: {pool.dice} dice" + (f" ({'; '.join(notes)})" if notes else "")
        return f"{bar_chart(rows, title)}\nAt least one success: {percent(odds.at_least(dist, 1))}."

    # --- pbta -----------------------------------------------------------
    def odds_pbta(self, text: str) -> str:
        from rulesets.pbta.commands.common import split_modifier
        from rules.pbta import odds
        from rules.pbta.roll import build_modifiers
        from rules.pbta.uses import find_roll

        words, modifier = split_modifier(self, text)
        if not words:
            self.fail("The odds of which stat or move?")
        move = find_roll(words)
        parts = build_modifiers(self.caller.pbta.sheet(), move.stat, modifier)
        total = sum(m.value for m in parts)
        scale = move.scale
        rows = [(f"{key} ({band.label})", p)
                for (key, p), band in zip(odds.band_distribution(total, scale.key), scale.bands)]
        make_up = ", ".join(f"{m.source} {m.value:+d}" for m in parts)
        return bar_chart(rows, f"Odds of {move.name}: 2d6 {total:+d} ({make_up})")

    # --- mw -------------------------------------------------------------
    def odds_mw(self, text: str) -> str:
        from rulesets.mw.commands.common import whole_number
        from rules.mw import odds
        from rules.mw.action import WordUse, plan_roll
        from rules.mw.roll import IMPERFECT, MAX_EXPLOSIONS, check_dc

        parts = VS_RE.split(text)
        if len(parts) > 2:
            self.fail("Give at most one 'vs <DC>'.")
        dc = whole_number(self, parts[1]) if len(parts) == 2 else None
        check_dc(dc)
        uses = []
        for entry in parts[0].split(","):
            ref, sep, fit = (bit.strip() for bit in entry.partition(":"))
            if not ref:
                self.fail("A Word is missing between the commas.")
            uses.append(WordUse(ref, fit if sep else IMPERFECT))
        sheet = self.caller.mw.sheet()
        if sheet is None:
            self.fail("You have no Muscle Wizard sheet yet; start with +archetype.", syntax=False)
        handler = self.caller.mw
        here = {obj.id for obj in self.caller.location.contents} if self.caller.location else set()
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
