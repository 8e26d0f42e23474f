"""+luck: see and award fs3 Luck."""


from core.command import FourfoldCommand
from core.numbers import parse_int
from core.rolls.roll_channel import roll_channel
from rules.fs3.sheet import adjust_luck

LUCK_AWARD_MAX = 9999  # Luck one +luck/award gives or takes at most


class CmdLuck(FourfoldCommand):
    """
    See Luck points, or award and remove them (staff).

    Usage:
      +luck
      +luck <name>                      (staff)
      +luck/award <name>=<n>[/<reason>] (staff; a negative n removes)

    Luck buys 3 extra dice on a roll (+roll/luck) or for a turn of combat,
    or brings you back into a fight after a KO. It never drops below 0.

    Example:
      +luck/award Mara=1/Great scene at the gate
    """

    key = "+luck"
    switch_options = ("award",)
    syntax = "+luck [<name>]  or  +luck/award <name>=<n>[/<reason>]"
    help_category = "fs3"

    def run(self):
        if self.has_switch("award"):
            return self.award()
        if self.args.strip():
            target = self.find_character(self.args, anywhere=True)
            if target != self.caller and not self.is_staff():
                self.fail("Other people's Luck is for staff to see.", syntax=False)
        else:
            target = self.caller
        self.caller.msg(f"{target.key} has {target.fs3.luck} Luck.")

    def award(self):
        self.require_staff("Awarding Luck")
        if not self.lhs or not self.rhs:
            self.fail("Give a name and an amount.")
        amount_text, _, reason = self.rhs.partition("/")
        amount_text = amount_text.strip()
        amount = parse_int(amount_text, -LUCK_AWARD_MAX, LUCK_AWARD_MAX, "a whole number")
        if amount == 0:
            self.fail("Award at least 1 (or a negative number to remove).")
        target = self.find_character(self.lhs, anywhere=True)
        new = adjust_luck(target.fs3.luck, amount)
        target.fs3.luck = new
        reason = reason.strip()
        why = f" ({reason})" if reason else ""
        verb = "awarded" if amount > 0 else "removed"
        self.caller.msg(f"You {verb} {abs(amount)} Luck {'to' if amount > 0 else 'from'} {target.key}{why}: now {new}.")
        if target != self.caller:
            target.msg(f"{self.caller.key} {verb} {abs(amount)} Luck{why}. You have {new}.")
        roll_channel().msg(f"{self.caller.key} {verb} {abs(amount)} Luck for {target.key}{why}; now {new}.")
