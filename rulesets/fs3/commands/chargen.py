"""fs3 character generation: +stat, +chargen, +approve, +unapprove, +setstat."""


from commands.chargen_base import ApproveCommand, ChargenCommand
from core.chargen_form import budget_lines
from core.command import FourfoldCommand
from core.numbers import parse_int
from features.chargen import review
from rules.fs3.sheet import check_budget, check_rating
from rulesets.fs3.catalogue import catalogue, chargen_budget


def _parse_value(cmd, text: str) -> int:
    return parse_int(text, -9999, 9999, "a whole number", signs="-")


class CmdStat(FourfoldCommand):
    """
    Set one of your own ratings during chargen.

    Usage:
      +stat <ability>=<rating>

    Only while your sheet is not yet approved. Attributes run 1-5 and
    skills 0-8; what you spend above the minimums must fit the chargen
    budget that +sheet shows. Changing a rating after +chargen/submit
    takes the submission back.

    Example:
      +stat Wit=3
      +stat Alertness=4
    """

    key = "+stat"
    syntax = "+stat <ability>=<rating>"
    help_category = "fs3"
    usage_on_rules_error = False  # a rating out of range: the form was right

    def run(self):
        if not self.rhs or not self.lhs:
            self.fail("Give an ability and a rating.")
        handler = self.caller.fs3
        if handler.approved:
            self.fail("Your sheet is approved and locked; ask staff to change it.", syntax=False)
        ability = catalogue().find(self.lhs)
        value = _parse_value(self, self.rhs)
        sheet = handler.sheet().with_rating(ability, value)
        check_budget(sheet, catalogue(), chargen_budget())
        handler.set_rating(ability, value)
        note = ""
        if review.withdraw(handler):
            note = " Your submission is withdrawn; +chargen/submit again when ready."
        self.caller.msg(f"{ability.name} is now {value}.{note} {budget_lines(handler.chargen_budgets())}")


class CmdChargen(ChargenCommand):
    """
    See where your chargen stands, or hand it to staff.

    Usage:
      +chargen
      +chargen/submit

    Submitting tells staff your sheet is ready for a look. Staff approve
    it with +approve, which locks it.

    Example:
      +chargen/submit
    """

    help_category = "fs3"
    handler_name = label = "fs3"
    still_open = "you can still change ratings until approval"

    def open_state(self, handler) -> str:
        return "open: set ratings with +stat"


class CmdApprove(ApproveCommand):
    """
    Approve or reopen a character's fs3 sheet (staff).

    Usage:
      +approve <name>
      +unapprove <name>
      +approve/return <name>[/<ruleset>]=<comment>

    Approval locks the sheet against +stat; unapproving opens it again.

    /return (or /reject) hands a submitted sheet back to its player with
    your comment: the sheet opens for changes again, the comment stays
    on its request, and the player is told now or at their next login.

    Examples:
      +approve Mara
      +approve/return Mara=Melee 8 is a lot for a clerk: lower it, please.
    """

    help_category = "fs3"
    handler_name = label = "fs3"
    welcome = "Welcome to the game!"


class CmdSetStat(FourfoldCommand):
    """
    Set anyone's rating, at any time (staff).

    Usage:
      +setstat <name>/<ability>=<rating>

    No chargen budget applies, only the rating ranges (attributes 1-5,
    skills 0-8).

    Example:
      +setstat Mara/Melee=5
    """

    key = "+setstat"
    locks = "cmd:perm(Builder)"
    syntax = "+setstat <name>/<ability>=<rating>"
    help_category = "fs3"

    def run(self):
        self.require_staff("Setting other people's ratings")
        if "/" not in self.lhs or not self.rhs:
            self.fail("Give a name, an ability and a rating.")
        name, ability_name = self.lhs.split("/", 1)
        target = self.find_character(name, anywhere=True)
        ability = catalogue().find(ability_name)
        value = _parse_value(self, self.rhs)
        check_rating(ability, value)
        target.fs3.set_rating(ability, value)
        self.caller.msg(f"{target.key}'s {ability.name} is now {value}.")
        if target != self.caller:
            target.msg(f"{self.caller.key} set your {ability.name} to {value}.")
