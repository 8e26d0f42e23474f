"""+sheet and +abilities for fs3."""

import time

from core.command import FourfoldCommand
from core.text import counts, screen, tables
from rulesets.fs3.catalogue import catalogue

WIDTH = 78
SKILL_COLUMNS = (14, 6, 10, 9)  # skill, rating, ruling attribute, dice: two groups fit 78


def _status(handler) -> str:
    if handler.approved:
        return "approved"
    return "submitted, awaiting staff" if handler.submitted else "in chargen"


def sheet_text(char) -> str:
    cat = catalogue()
    handler = char.fs3
    sheet = handler.sheet()
    lines = [f"|w{char.key}|n  (fs3 sheet, {_status(handler)})   Luck: {sheet.luck}"]
    if not handler.approved:
        lines += [b.line for b in handler.chargen_budgets()]
    width = screen.width()  # the client's width (core/text/screen.py)
    attr_table = tables.table([f"|w{ab.name}|n" for ab in cat.attributes],
                              [[sheet.rating(ab) for ab in cat.attributes]], width)
    penalty = handler.wound_penalty()
    header = ["|wSkill|n", "|wRtg|n", "|wAttr|n", "|wDice|n"]
    cells = []
    for ab in cat.skills:
        pool = sheet.rating(ab) + sheet.rating(cat.find(ab.ruling)) + penalty
        cells.append([ab.name, sheet.rating(ab), ab.ruling, max(1, pool)])
    # two groups of skills side by side when they fit, else one list
    half = (len(cells) + 1) // 2
    paired = [left + right for left, right in zip(cells[:half], cells[half:] + [["", "", "", ""]])]
    if width >= 2 * sum(SKILL_COLUMNS) and tables.fits(header * 2, paired, width):
        skill_table = tables.table(header * 2, paired, width)
    else:
        skill_table = tables.table(header, cells, width)
    lines += [str(attr_table), str(skill_table)]
    wounds = handler.wounds
    if wounds:
        lines.append(f"Wounds: {len(wounds)}, costing {counts.dice(abs(penalty))} on every roll "
                     "(see +damage).")
    aid = handler.aid_received
    if aid:
        now = time.time()
        for grant in aid:
            mins = max(0, int((grant.expires_at - now) // 60))
            lines.append(f"Aid {grant.kind} banked for {grant.skill}: {grant.bonus:+d} from "
                         f"{grant.giver_name} (lapses in {mins} min).")
    return screen.fit("\n".join(lines))


class CmdSheet(FourfoldCommand):
    """
    Show an fs3 character sheet.

    Usage:
      +sheet
      +sheet <name>     (staff)

    Shows attributes, skills with the dice each one rolls (skill plus its
    ruling attribute, less any wound penalty), Luck, chargen points while
    the sheet is still being built, wounds and any aid banked for you.

    Example:
      +sheet
    """

    key = "+sheet"
    aliases = ["sheet"]
    syntax = "+sheet [<name>]"
    help_category = "fs3"

    def run(self):
        self.caller.msg(sheet_text(self.whose(self.args)))


class CmdAbilities(FourfoldCommand):
    """
    List every fs3 attribute and skill.

    Usage:
      +abilities

    Shows each skill with the attribute that is added to it when you roll,
    and a line on what it covers.

    Example:
      +abilities
    """

    key = "+abilities"
    aliases = ["abilities"]
    syntax = "+abilities"
    help_category = "fs3"

    def run(self):
        cat = catalogue()
        width = screen.width()
        table = tables.table(("|wAttribute|n", "|wWhat it is for|n"),
                             [(ab.name, ab.description) for ab in cat.attributes], width)
        skills = tables.table(("|wSkill|n", "|wRuled by|n", "|wWhat it is for|n"),
                              [(ab.name, ab.ruling, ab.description) for ab in cat.skills], width)
        self.caller.msg(f"{table}\n{skills}\nAttributes run 1-5, skills 0-8.")
