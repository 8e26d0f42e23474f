"""muse character generation: +stat (Traits, /path, /key), +chargen,
+approve, +unapprove and +setstat."""

from __future__ import annotations

from commands.chargen_base import ApproveCommand, ChargenCommand
from core.chargen_form import budget_lines
from core.command import FourfoldCommand
from core.numbers import parse_int
from features.chargen import review
from rules.errors import RulesError
from rules.muse.sheet import LEVEL_MIN, check_budget
from rules.muse.sheet import check_path as rules_check_path
from rules.muse.traits import check_rating, find_trait
from rulesets.muse.commands.options import trait_points

LEVEL_MAX = 999
LIFE_MAX = 999


def parse_number(cmd, text: str) -> int:
    return parse_int(text, -9999, 9999, "a whole number", signs="-")


def check_path(cmd, text: str) -> str:
    try:
        return rules_check_path(text)  # the web chargen form's check too
    except RulesError as err:
        cmd.fail(err.message)


class CmdStat(FourfoldCommand):
    """
    Build your muse sheet during chargen.

    Usage:
      +stat <trait>=<rating>
      +stat/path <name of your Path>
      +stat/key <trait>

    Traits run from 1 to 10 and start at 1. Every point above 1 costs one
    chargen point, and the total must fit the budget +sheet shows. Your
    Key Trait is the Trait of your Path: its 1s never cancel successes.
    Only until staff approve the sheet; a change after +chargen/submit
    takes the submission back.

    Examples:
      +stat Swiftness=5
      +stat/path Wayfinder
      +stat/key Survival
    """

    key = "+stat"
    switch_options = ("path", "key")
    syntax = "+stat <trait>=<rating>  or  +stat/path <name>  or  +stat/key <trait>"
    help_category = "muse"
    usage_on_rules_error = False  # a rating out of range: the form was right

    def run(self):
        handler = self.caller.muse
        if handler.approved:
            self.fail("Your muse sheet is approved and locked; ask staff to change it.", syntax=False)
        left = ""
        if self.has_switch("path"):
            path = check_path(self, self.args)
            handler.path = path
            said = f"Your Path is now {path}."
        elif self.has_switch("key"):
            if not self.args.strip() or "=" in self.args:
                self.fail("Name one Trait as your Key Trait.")
            trait = find_trait(self.args)
            handler.key_trait = trait
            said = f"Your Key Trait is now {trait}."
        else:
            if not self.lhs.strip() or self.rhs is None or not self.rhs.strip():
                self.fail("Give a Trait and a rating.")
            trait = find_trait(self.lhs)
            value = parse_number(self, self.rhs)
            check_rating(trait, value)
            sheet = handler.sheet().with_rating(trait, value)
            check_budget(sheet, trait_points())
            handler.set_rating(trait, value)
            said = f"{trait} is now {value}."
            left = f" {budget_lines(handler.chargen_budgets())}"
        if review.withdraw(handler):
            said += " Your submission is withdrawn; +chargen/submit again when ready."
        self.caller.msg(said + left)


class CmdChargen(ChargenCommand):
    """
    See where your muse chargen stands, or hand it to staff.

    Usage:
      +chargen
      +chargen/submit

    Before submitting, choose a Path and a Key Trait (+stat/path,
    +stat/key). Staff look the sheet over and approve it, which locks it.

    Example:
      +chargen/submit
    """

    help_category = "muse"
    handler_name = label = "muse"

    def open_state(self, handler) -> str:
        return "open: set Traits, your Path and Key Trait with +stat"


class CmdApprove(ApproveCommand):
    """
    Approve or reopen a character's muse sheet (staff).

    Usage:
      +approve <name>
      +approve <name>=<ruleset>
      +unapprove <name>[=<ruleset>]
      +approve/return <name>[/<ruleset>]=<comment>

    Approval locks the sheet against +stat; unapproving opens it again.

    +approve <name> approves the sheet that person submitted, whichever
    ruleset it belongs to and wherever you stand; if sheets of more than
    one ruleset wait, it asks which (+approve <name>=<ruleset>). With
    nothing submitted it means the sheet of this room's ruleset.

    /return (or /reject) hands a submitted sheet back to its player with
    your comment: the sheet opens for changes again, the comment stays
    on its request, and the player is told now or at their next login.

    Examples:
      +approve Mara
      +approve/return Mara=Does Might really suit a Wayfinder?
    """

    help_category = "muse"
    handler_name = label = "muse"


class CmdSetStat(FourfoldCommand):
    """
    Set anything on anyone's muse sheet, at any time (staff).

    Usage:
      +setstat <name>/<trait>=<1-10>
      +setstat <name>/level=<n>
      +setstat <name>/maxlp=<n||default>
      +setstat <name>/lp=<n>
      +setstat <name>/path=<name>
      +setstat <name>/key=<trait>
      +setstat <name>/penalties=clear

    No chargen budget applies. Max LP 'default' goes back to 10 plus
    Endurance; current LP may be set below zero but not above the maximum.
    Clearing penalties lifts every overexertion penalty at once.

    Examples:
      +setstat Mara/Might=7
      +setstat Mara/level=12
    """

    key = "+setstat"
    locks = "cmd:perm(Builder)"
    syntax = "+setstat <name>/<trait||level||maxlp||lp||path||key||penalties>=<value>"
    help_category = "muse"

    def run(self):
        self.require_staff("Setting other people's sheets")
        if "/" not in self.lhs or self.rhs is None or not self.rhs.strip():
            self.fail("Give a name, what to set and a value.")
        name, what = (part.strip() for part in self.lhs.split("/", 1))
        target = self.find_character(name, anywhere=True)
        handler = target.muse
        value = self.rhs.strip()
        field = what.lower().replace(" ", "")
        if field == "level":
            n = parse_number(self, value)
            if not LEVEL_MIN <= n <= LEVEL_MAX:
                self.fail(f"Level runs from {LEVEL_MIN} to {LEVEL_MAX}.")
            handler.level = n
            said = f"level {n}"
        elif field in ("maxlp", "maxlife", "max"):
            if value.lower() in ("default", "none"):
                handler.max_life_override = None
                said = f"maximum Life Points back to the default ({handler.max_life})"
            else:
                n = parse_number(self, value)
                if not 1 <= n <= LIFE_MAX:
                    self.fail(f"Maximum Life Points run from 1 to {LIFE_MAX}.")
                handler.max_life_override = n
                said = f"maximum Life Points {n}"
        elif field in ("lp", "life"):
            n = parse_number(self, value)
            top = handler.max_life
            if not -LIFE_MAX <= n <= top:
                self.fail(f"Life Points can be at most the maximum, {top}.")
            handler.life_points = n
            said = f"Life Points {n}"
        elif field == "path":
            handler.path = check_path(self, value)
            said = f"Path {handler.path}"
        elif field in ("key", "keytrait"):
            handler.key_trait = find_trait(value)
            said = f"Key Trait {handler.key_trait}"
        elif field == "penalties":
            if value.lower() != "clear":
                self.fail("Penalties can only be cleared: penalties=clear.")
            handler.clear_penalties()
            said = "no overexertion penalties"
        else:
            trait = find_trait(what)
            n = parse_number(self, value)
            check_rating(trait, n)
            handler.set_rating(trait, n)
            said = f"{trait} {n}"
        self.caller.msg(f"{target.key}'s muse sheet now has {said}.")
        if target != self.caller:
            target.msg(f"{self.caller.key} set your muse sheet: {said}.")
