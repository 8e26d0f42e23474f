"""+sheet and +token for pbta."""


from core.command import FourfoldCommand
from core.rolls.roll_channel import roll_channel
from core.text import screen, tables
from rules.pbta import levels
from rules.pbta.stats import STATS, find_people
from rulesets.pbta.commands.common import parse_number, require_gm
from rulesets.pbta.commands.format import condition_text, signed

TOKEN_AWARD_MAX = 50


def _status(handler) -> str:
    if handler.approved:
        return "approved"
    return "submitted, awaiting staff" if handler.submitted else "in chargen"


def sheet_text(char) -> str:
    handler = char.pbta
    sheet = handler.sheet()
    people = find_people(sheet.people)
    lines = [f"|w{char.key}|n  (pbta sheet, {_status(handler)})   {people.name}, level {sheet.level}"]
    width = screen.width()  # the client's width (core/text/screen.py)
    lines.append(tables.table([f"|w{s}|n" for s in STATS], [[signed(sheet.stats[s]) for s in STATS]],
                              width))
    info = []
    info.append(("HP", f"{sheet.hp} of {sheet.max_hp}, {condition_text(sheet)}"))
    info.append(("Tokens", f"{sheet.tokens} (the next level costs {levels.level_up_cost(sheet.level)})"))
    if not handler.approved:
        info += [("Chargen", b.line) for b in handler.chargen_budgets()]
    info.append(("Temptation", sheet.temptation or "(none yet: +stat/temptation)"))
    guard = f", guarding {handler.guarding}" if handler.guarding and sheet.readiness else ""
    info.append(("Readiness", f"{sheet.readiness}{guard}"))
    fwd = ", ".join(f"{signed(f.value)} ({f.source})" for f in sheet.forwards) or "none"
    info.append(("Forwards", fwd))
    if handler.halve_next:
        info.append(("Shielded", f"the next blow to you is halved ({handler.halve_next})"))
    if sheet.price_due:
        info.append(("Spirits", "a price is owed: +bargain favor or +bargain changed"))
    elif sheet.prices:
        info.append(("Spirits", "paid: " + ", ".join(sheet.prices)))
    lines.append(tables.table(("", ""), info, width, border="none"))
    return screen.fit("\n".join(lines))


class CmdSheet(FourfoldCommand):
    """
    Show a pbta character sheet.

    Usage:
      +sheet
      +sheet <name>     (staff)

    Shows your people, level, the four stats, HP and whether you are up or
    fighting on at 0 HP, tokens and the cost of the next level, your Minor
    Temptation, Readiness held from Defend and the forwards waiting for
    your next roll.

    Example:
      +sheet
    """

    key = "+sheet"
    aliases = ["sheet"]
    syntax = "+sheet [<name>]"
    help_category = "pbta"

    def run(self):
        self.caller.msg(sheet_text(self.whose(self.args)))


class CmdToken(FourfoldCommand):
    """
    See your tokens, or award and remove them (staff).

    Usage:
      +token
      +token/award <name>=<n>
      +token/remove <name>=<n>

    Tokens buy levels: see +levelup. Staff award from 1 to 50 at a time.
    Tokens never go below 0.

    Example:
      +token/award Ugg=2
    """

    key = "+token"
    aliases = ["+tokens"]
    switch_options = ("award", "remove")
    syntax = "+token  or  +token/award <name>=<n>  or  +token/remove <name>=<n>"
    help_category = "pbta"

    def run(self):
        if not self.switches:
            if self.args.strip():
                self.fail("To give tokens, use +token/award <name>=<n>.")
            sheet = self.caller.pbta.sheet()
            self.caller.msg(f"You hold {sheet.tokens} token(s); level {sheet.level + 1} costs "
                            f"{levels.level_up_cost(sheet.level)}.")
            return
        require_gm(self, "Awarding tokens")
        if not self.lhs or not self.rhs:
            self.fail("Give a name and a number of tokens.")
        target = self.find_character(self.lhs, anywhere=True)
        count = parse_number(self, self.rhs)
        if not 1 <= count <= TOKEN_AWARD_MAX:
            self.fail(f"Give from 1 to {TOKEN_AWARD_MAX} tokens at a time.")
        handler = target.pbta
        change = count if self.has_switch("award") else -count
        sheet = levels.adjust_tokens(handler.sheet(), change)
        handler.save(sheet)
        verb = "gains" if change > 0 else "loses"
        self.caller.msg(f"{target.key} {verb} {count} token(s), now {sheet.tokens}.")
        if target != self.caller:
            target.msg(f"{self.caller.key} {'awarded you' if change > 0 else 'took'} {count} token(s); "
                       f"you hold {sheet.tokens}.")
        roll_channel().msg(f"{self.caller.key}: {target.key} {verb} {count} pbta token(s).")
