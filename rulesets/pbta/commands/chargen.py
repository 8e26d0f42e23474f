"""pbta character generation and advancement: +stat (and /people,
/temptation), +chargen, +approve / +unapprove, +setstat, +levelup."""

from dataclasses import replace

from commands.chargen_base import ApproveCommand, ChargenCommand
from core.chargen_form import budget_lines
from core.command import FourfoldCommand
from core.rolls.roll_channel import roll_channel
from core.text.player import one_line
from features.chargen import review
from rules.errors import RulesError
from rules.pbta import levels
from rules.pbta.chargen import chargen_changes
from rules.pbta.sheet import check_sheet, with_stat
from rules.pbta.stats import find_people, find_stat
from rulesets.pbta.commands.common import parse_number, set_hp
from rulesets.pbta.commands.format import signed

LEVEL_MAX = 99
TOKENS_MAX = 999
MAX_HP_MAX = 99


def _withdraw(handler) -> str:
    if review.withdraw(handler):
        return " Your submission is withdrawn; +chargen/submit again when ready."
    return ""


class CmdStat(FourfoldCommand):
    """
    Build your pbta character: stats, people and Minor Temptation.

    Usage:
      +stat <stat>=<n>
      +stat/people <people>
      +stat/temptation <text>

    The stats are Forceful, Agile, Insightful and Charming. While you are
    in chargen each runs from -1 to +2, and the four together may add up
    to at most +4 (for example +2, +1, +1, 0; drop one to -1 to buy a
    point elsewhere). Your people (Woodling, Wall Person, Human,
    Neanderthal or Giant) sets your HP; a new sheet starts as a Human with
    every stat at 0. Stats and people lock when staff approve the sheet;
    your Minor Temptation (a small vice or weakness, in a few words) you
    may reword at any time. Changing a stat or people after
    +chargen/submit takes the submission back. A character who has
    levelled up and is reopened for chargen keeps their level, HP and the
    stat points levels earned: the limits above count only the points
    bought in chargen (+stat takes the whole value you want the stat to
    have).

    Examples:
      +stat Forceful=2
      +stat Charming=-1
      +stat/people Neanderthal
      +stat/temptation shiny river stones
    """

    key = "+stat"
    switch_options = ("people", "temptation")
    syntax = "+stat <stat>=<n>  or  +stat/people <people>  or  +stat/temptation <text>"
    usage_on_rules_error = False  # a stat out of range: the form was right
    help_category = "pbta"

    def run(self):
        handler = self.caller.pbta
        if self.has_switch("temptation"):
            return self.temptation(handler)
        if handler.approved:
            self.fail("Your sheet is approved and locked; ask staff to change it.", syntax=False)
        if self.has_switch("people"):
            return self.people(handler)
        if not self.lhs or not self.rhs:
            self.fail("Give a stat and a number.")
        stat = find_stat(self.lhs)
        value = parse_number(self, self.rhs)
        old = handler.sheet()
        earned = int(old.earned.get(stat, 0))
        # the same checks as the web chargen page (rules/pbta/chargen.py)
        sheet = chargen_changes(old, stats={stat: value})
        handler.save(sheet)
        note = _withdraw(handler)
        kept = f" (+{earned} of it earned by levels, kept outside the chargen points)" if earned else ""
        self.caller.msg(f"{stat} is now {signed(value)}{kept}.{note} "
                        f"{budget_lines(handler.chargen_budgets())}")

    def people(self, handler):
        if not self.args.strip():
            self.fail("Name your people.")
        kind = find_people(self.args)
        sheet = chargen_changes(handler.sheet(), people=kind.key)
        handler.save(sheet)
        note = _withdraw(handler)
        self.caller.msg(f"You are one of the {kind.name} people now: {sheet.max_hp} HP.{note}")

    def temptation(self, handler):
        text = one_line(self.args.strip())
        if not text:
            self.fail("Describe your Minor Temptation in a few words.")
        handler.save(chargen_changes(handler.sheet(), temptation=text))
        self.caller.msg(f"Your Minor Temptation: {' '.join(text.split())}")


class CmdChargen(ChargenCommand):
    """
    See where your pbta chargen stands, or hand it to staff.

    Usage:
      +chargen
      +chargen/submit
      +chargen/restart     (only once your character has died)

    Shows how many stat points you have spent. Submitting tells staff the
    sheet is ready; +approve locks it. When the spirits keep a character,
    /restart clears the sheet so you can build the next one, whose spirit
    carries the old one's memories.

    Example:
      +chargen/submit
    """

    switch_options = ("submit", "restart")
    syntax = "+chargen[/submit]  or  +chargen/restart"
    help_category = "pbta"
    handler_name = label = "pbta"
    still_open = "you can still change your sheet until approval"

    def run(self):
        if not self.has_switch("restart"):
            return super().run()
        handler = self.caller.pbta
        if len(self.switches) > 1 or self.args.strip():
            self.fail("Restart takes nothing more.")
        if not handler.sheet().dead:
            self.fail("Only a character who has died starts over.", syntax=False)
        handler.reset()
        roll_channel().msg(f"{self.caller.key} starts a new pbta character after a death.")
        self.caller.msg("Your pbta sheet is clear: a new character, carrying the old one's spirit. "
                        "Build it with +stat.")

    def open_state(self, handler) -> str:
        return "open: set stats with +stat, your people with +stat/people"


class CmdApprove(ApproveCommand):
    """
    Approve or reopen a character's pbta sheet (staff).

    Usage:
      +approve <name>
      +approve <name>=<ruleset>
      +unapprove <name>[=<ruleset>]
      +approve/return <name>[/<ruleset>]=<comment>

    Approval locks stats and people against +stat; unapproving opens them
    again.

    +approve <name> approves the sheet that person submitted, whichever
    ruleset it belongs to and wherever you stand; if sheets of more than
    one ruleset wait, it asks which (+approve <name>=<ruleset>). With
    nothing submitted it means the sheet of this room's ruleset.

    /return (or /reject) hands a submitted sheet back to its player with
    your comment: the sheet opens for changes again, the comment stays
    on its request, and the player is told now or at their next login.

    Examples:
      +approve Ugg
      +approve/return Ugg=Tell us more about your Minor Temptation.
    """

    help_category = "pbta"
    handler_name = label = "pbta"
    welcome = "Welcome to the Stone Age!"


class CmdSetStat(FourfoldCommand):
    """
    Set part of anyone's pbta sheet, at any time (staff).

    Usage:
      +setstat <name>/<stat>=<n>
      +setstat <name>/hp=<n>
      +setstat <name>/maxhp=<n>
      +setstat <name>/level=<n>
      +setstat <name>/tokens=<n>

    No chargen limits apply, only the ranges of play: stats -1 to +3, HP
    0 to the maximum (dropping to 0 starts Keep Fighting, lifting above 0
    ends every 0-HP state), maximum HP 1-99, level 1-99, tokens 0-999.

    Example:
      +setstat Ugg/Forceful=3
      +setstat Ugg/maxhp=13
    """

    key = "+setstat"
    locks = "cmd:perm(Builder)"
    syntax = "+setstat <name>/<stat||hp||maxhp||level||tokens>=<n>"
    help_category = "pbta"

    def run(self):
        self.require_staff("Setting other people's sheets")
        if "/" not in (self.lhs or "") or not self.rhs:
            self.fail("Give a name, what to set and a number.")
        name, field = (part.strip() for part in self.lhs.split("/", 1))
        target = self.find_character(name, anywhere=True)
        value = parse_number(self, self.rhs)
        handler = target.pbta
        sheet = handler.sheet()
        what = field.lower().replace(" ", "").replace("_", "")
        if what == "hp":
            sheet, _ = set_hp(sheet, value)
            label, shown = "HP", str(value)
        elif what in ("maxhp", "max"):
            if not 1 <= value <= MAX_HP_MAX:
                raise RulesError(f"Maximum HP runs from 1 to {MAX_HP_MAX}.")
            sheet = replace(sheet, max_hp=value, hp=min(sheet.hp, value))
            label, shown = "maximum HP", str(value)
        elif what == "level":
            if not 1 <= value <= LEVEL_MAX:
                raise RulesError(f"Levels run from 1 to {LEVEL_MAX}.")
            sheet = replace(sheet, level=value)
            label, shown = "level", str(value)
        elif what in ("tokens", "token"):
            if not 0 <= value <= TOKENS_MAX:
                raise RulesError(f"Tokens run from 0 to {TOKENS_MAX}.")
            sheet = replace(sheet, tokens=value)
            label, shown = "tokens", str(value)
        else:
            stat = find_stat(field)
            sheet = with_stat(sheet, stat, value)
            label, shown = stat, signed(value)
        check_sheet(sheet)
        handler.save(sheet)
        self.caller.msg(f"{target.key}'s {label} is now {shown}.")
        if target != self.caller:
            target.msg(f"{self.caller.key} set your {label} to {shown}.")


class CmdLevelUp(FourfoldCommand):
    """
    Trade in tokens to gain a level.

    Usage:
      +levelup <stat>

    Rising from your current level costs 7 tokens plus that level (8 to
    reach level 2, 9 to reach 3, ...). The stat you name goes up by 1 (to
    +3 at most) and your maximum HP by 1. You must be on your feet. +sheet
    shows your tokens and the cost of the next level.

    Example:
      +levelup Insightful
    """

    key = "+levelup"
    syntax = "+levelup <stat>"
    help_category = "pbta"

    def run(self):
        if not self.args.strip():
            self.fail("Name the stat to raise.")
        handler = self.caller.pbta
        if not handler.approved:
            self.fail("Your sheet needs staff approval before you level up.", syntax=False)
        old = handler.sheet()
        stat = find_stat(self.args)
        new = levels.level_up(old, stat)
        handler.save(new)
        spent = levels.level_up_cost(old.level)
        self.caller.msg(
            f"You reach level {new.level}: {stat} is now {signed(new.stats[stat])} and your maximum HP "
            f"{new.max_hp}. {spent} tokens spent, {new.tokens} left "
            f"(the next level costs {levels.level_up_cost(new.level)}).")
        if self.caller.location:
            self.caller.location.msg_contents(f"{self.caller.key} reaches level {new.level}!",
                                              exclude=[self.caller])
        roll_channel().msg(f"{self.caller.key} reached pbta level {new.level} (+1 {stat}).")
