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

from core.command import FourfoldCommand
from core.text import screen
from rulesets import registry as rulesets

VS_RE = re.compile(r"\s+vs\.?\s+", re.IGNORECASE)
WIDTH = 78
MIN_BAR = 10  # the narrowest bar worth drawing
ENTRY_MAX = 200


def bar_chart(rows, title: str) -> str:
    """One line per (label, probability): label, percent to one decimal and
    a bar scaled to the largest row, within the caller's screen width (see
    core/text/screen.py). A screen reader gets the label and percent alone."""
    rows = [(label, Fraction(p)) for label, p in rows]
    if screen.reader():
        return "\n".join([title] + [f"{label}: {percent(p)}" for label, p in rows])
    width = screen.width()
    label_width = max((len(label) for label, _ in rows), default=0)
    top = max((p for _, p in rows), default=Fraction(0)) or Fraction(1)
    bar_room = width - label_width - 10
    lines = [title]
    for label, p in rows:
        if bar_room < MIN_BAR:  # no room for a bar beside a whole label: the numbers alone
            lines.append(f"{label}: {percent(p)}")
            continue
        filled = round(bar_room * p / top)
        lines.append(f"{label:<{label_width}} {float(p) * 100:5.1f}% |{'#' * filled}")
    return "\n".join(_fit(line, width) for line in lines)


def _fit(line: str, width: int) -> str:
    """``line`` as it is, or a long title wrapped at spaces."""
    if len(line) <= width:
        return line
    return screen.fit(line, width)


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
        ruleset = rulesets.get(key)
        odds = ruleset.load("odds") if ruleset else None
        if odds is None:
            self.fail(f"+odds does not know the {key} ruleset yet.", syntax=False)
        self.caller.msg(odds(self, text))  # the ruleset's odds adapter (Ruleset.odds)
