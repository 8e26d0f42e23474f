"""+gains: see, spend and award Gains."""

from core.rolls.roll_channel import roll_channel
from rules.mw.gains import adjust_gains, raise_cost, raise_word
from rules.mw.ladder import LARGEST
from rulesets.mw.commands import format as fmt
from rulesets.mw.commands.common import MwCommand, need_sheet, whole_number

AWARD_MAX = 1000


class CmdGains(MwCommand):
    """
    See your Gains, raise a Word for good, or award Gains (staff).

    Usage:
      +gains [<name>]
      +gains/raise <word>
      +gains/award <name>=<n>     (staff; a negative n takes Gains away)

    Exploding dice earn Gains; the GM may award more for memorable play.
    A permanent raise lifts a Word one die size and costs the step's number:
    d4 to d6 costs 1, d6 to d8 2, d8 to d10 3, d10 to d12 4, d12 to d20 5
    and d20 to d100 6. A hurt Word must be healed before it is raised. For
    a raise on one roll only, see +roll/pump.

    Examples:
      +gains
      +gains/raise Might
      +gains/award Brontessa=2
    """

    key = "+gains"
    switch_options = ("raise", "award")
    syntax = "+gains [<name>]  or  +gains/raise <word>  or  +gains/award <name>=<n>"
    help_category = "mw"

    def run(self):
        if self.has_switch("raise") and self.has_switch("award"):
            self.fail("Use one of /raise and /award.")
        if self.has_switch("raise"):
            return self.raise_word()
        if self.has_switch("award"):
            return self.award()
        target = self.whose(self.args, "Gains")
        sheet = need_sheet(self, target)
        lines = [f"{target.key} has {sheet.gains} Gain{'s' if sheet.gains != 1 else ''}."]
        costs = []
        for word in sheet.words:
            if word.full == LARGEST:
                costs.append(f"{word.name} d{word.full} (as big as it gets)")
            else:
                costs.append(f"{word.name} d{word.full} ({raise_cost(word.full)})")
        if costs:
            lines.append("Cost to raise each Word one step: " + ", ".join(costs) + ".")
        self.caller.msg("\n".join(lines))

    def raise_word(self):
        if not self.args.strip():
            self.fail("Name the Word to raise.")
        handler = self.caller.mw
        sheet = need_sheet(self)
        before = sheet.word(self.args.strip())
        cost, new = raise_word(sheet, before.letter)
        handler.save(new)
        after = new.word(before.letter)
        self.caller.msg(f"{after.name} rises from d{before.full} to {fmt.die_text(after)} for {cost} "
                        f"Gain{'s' if cost != 1 else ''}; {new.gains} left.")

    def award(self):
        self.require_staff("Awarding Gains")
        if not self.lhs.strip() or not (self.rhs or "").strip():
            self.fail("Give a name and an amount.")
        amount = whole_number(self, self.rhs, signed=True)
        if amount == 0 or abs(amount) > AWARD_MAX:
            self.fail(f"Award from 1 to {AWARD_MAX} Gains (a negative number takes them away).")
        target = self.find_character(self.lhs, anywhere=True)
        new = adjust_gains(need_sheet(self, target), amount)
        target.mw.save(new)
        verb = "awarded" if amount > 0 else "took away"
        self.caller.msg(f"You {verb} {abs(amount)} Gains {'to' if amount > 0 else 'from'} {target.key}: now {new.gains}.")
        if target != self.caller:
            target.msg(f"{self.caller.key} {verb} {abs(amount)} Gains. You have {new.gains}.")
        roll_channel().msg(f"{self.caller.key} {verb} {abs(amount)} Gains for {target.key}; now {new.gains}.")
