"""+spot and +veto: what others put on a character's next roll."""

from core.rolls.roll_channel import roll_channel
from rules.mw.roll import Spotter
from rulesets.mw.commands.common import MwCommand, need_sheet


class CmdSpot(MwCommand):
    """
    Spot someone: back their next roll with your own Words.

    Usage:
      +spot <name>=<word>[,<word>...]

    Declare it before they roll, in the same room. Name each of your Words
    that can really support what they are trying; every two of them lower
    their explosion threshold by 1, and spotters stack. Your Words are not
    rolled and an Injured Word cannot spot. Spotting again replaces what
    you declared. It is used up by their next roll, and counts for nothing
    if that roll fumbles or you have left the room.

    Example:
      +spot Brontessa=Muscle,Leverage
    """

    key = "+spot"
    syntax = "+spot <name>=<word>[,<word>...]"
    help_category = "mw"

    def run(self):
        if not self.lhs.strip() or not (self.rhs or "").strip():
            self.fail("Name who you spot and the Words you back them with.")
        sheet = need_sheet(self)
        if sheet.dead:
            self.fail("The dead spot nobody.", syntax=False)
        target = self.find_character(self.lhs)
        if target == self.caller:
            self.fail("You cannot spot yourself.")
        need_sheet(self, target)
        words = []
        for ref in self.rhs.split(","):
            if not ref.strip():
                self.fail("A Word is missing between the commas.")
            word = sheet.word(ref.strip())
            if word.injured:
                self.fail(f"{word.name} is Injured: it is out of play until it heals.")
            if word.name in words:
                self.fail("Name each Word only once.")
            words.append(word.name)
        spotter = Spotter(self.caller.key, len(words))
        target.mw.add_spotter(self.caller, words)
        what = (f"lowering the threshold by {spotter.reduction}" if spotter.reduction
                else "not enough on its own to lower the threshold")
        self.caller.location.msg_contents(
            f"{self.caller.key} spots {target.key} with {', '.join(words)} ({what}).", from_obj=self.caller)


class CmdVeto(MwCommand):
    """
    Veto a Word for someone's next roll (staff or the GM).

    Usage:
      +veto <name>=<word>
      +veto/clear <name>

    Use it only when the Word does not honestly fit what they describe.
    The veto is banked for their next roll: if they name that Word it is
    set aside before the threshold is worked out. /clear lifts every veto
    banked for them. A roll uses up the vetoes banked for it.

    Example:
      +veto Brontessa=Levitation
    """

    key = "+veto"
    switch_options = ("clear",)
    locks = "cmd:perm(Builder)"
    syntax = "+veto <name>=<word>  or  +veto/clear <name>"
    help_category = "mw"

    def run(self):
        self.require_staff("Vetoing Words")
        if self.has_switch("clear"):
            target = self.find_character(self.args, anywhere=True)
            if not target.mw.vetoes:
                self.fail(f"{target.key} has no vetoes banked.", syntax=False)
            target.mw.clear_vetoes()
            self.caller.msg(f"Vetoes lifted for {target.key}.")
            target.msg(f"{self.caller.key} lifted the vetoes on your next roll.")
            return
        if not self.lhs.strip() or not (self.rhs or "").strip():
            self.fail("Name the character and the Word.")
        target = self.find_character(self.lhs, anywhere=True)
        word = need_sheet(self, target).word(self.rhs.strip())
        if word.letter in target.mw.vetoes:
            self.fail(f"{word.name} is already vetoed for {target.key}'s next roll.", syntax=False)
        target.mw.add_veto(word.letter)
        self.caller.msg(f"{word.name} is vetoed for {target.key}'s next roll.")
        if target != self.caller:
            target.msg(f"{self.caller.key} vetoed {word.name} for your next roll: it does not fit.")
        roll_channel().msg(f"{self.caller.key} vetoed {target.key}'s {word.name} for the next roll.")
