"""+hurt and +heal: harm to Words of Power, injury, death and healing."""

from dataclasses import replace

from core.rolls.roll_channel import roll_channel
from core.text.player import one_line
from features.practice.fights import outside_harm
from rules.mw.damage import damage_word, trigger_curse
from rules.mw.gains import HEAL_COST, heal_word
from rulesets.mw.commands import format as fmt
from rulesets.mw.commands.common import MwCommand, need_sheet


def _tell_room(target, text: str):
    if target.location:
        target.location.msg_contents(text)
    else:
        target.msg(text)


class CmdHurt(MwCommand):
    """
    Damage one of a character's Words (staff or the GM).

    Usage:
      +hurt <name>=<word>
      +hurt/curse <name>=<word>/<cursed item||curse>

    Each hurt lowers the Word one die size. Hurting a d4 Word leaves it
    Injured, out of play until it heals; hurting an Injured Word kills
    the character. Pick a Word that was used, or one the harm would
    plausibly strike. /curse records that a cursed item they carry (or a
    named curse) did it.

    Examples:
      +hurt Brontessa=Might
      +hurt/curse Brontessa=Zap/Iron Ring
    """

    key = "+hurt"
    switch_options = ("curse",)
    locks = "cmd:perm(Builder)"
    syntax = "+hurt <name>=<word>  or  +hurt/curse <name>=<word>/<cursed item||curse>"
    help_category = "mw"

    def run(self):
        self.require_staff("Hurting Words")
        if not self.lhs.strip() or not (self.rhs or "").strip():
            self.fail("Name the character and the Word.")
        target = self.find_character(self.lhs, anywhere=True)
        self.harm(need_sheet(self, target))  # bad input fails here, before anything changes
        ended = outside_harm(target)  # the GM's harm is real: a practice bout ends first
        if ended:
            _tell_room(target, ended)
        harm, new = self.harm(need_sheet(self, target))
        target.mw.save(new)
        cause = f" ({harm.source})" if harm.source else ""
        if harm.killed:
            text = (f"|r{target.key}'s {harm.name} was already Injured and takes more harm{cause}:"
                    f" {target.key} dies.|n")
        elif harm.injured:
            text = f"{target.key}'s {harm.name} drops below d4{cause}: it is |rInjured|n until healed."
        else:
            text = f"{target.key}'s {harm.name} drops from d{harm.die_before} to d{harm.die_after}{cause}."
        _tell_room(target, text)
        if target.location != self.caller.location:
            self.caller.msg(text)
        roll_channel().msg(f"{self.caller.key} hurt {target.key}: {fmt.strip(text)}")

    def harm(self, sheet):
        """(Harm, the sheet after it) for the Word (and curse) typed."""
        if self.has_switch("curse"):
            ref, sep, source = (p.strip() for p in self.rhs.partition("/"))
            if not ref or not sep or not source:
                self.fail("Give the Word and the cursed item or curse after a '/'.")
            if any(i.name.lower() == source.lower() for i in sheet.items):
                return trigger_curse(sheet, ref, item=source)
            return trigger_curse(sheet, ref, curse=one_line(source))
        return damage_word(sheet, self.rhs.strip())


class CmdHeal(MwCommand):
    """
    Heal a hurt or Injured Word one step.

    Usage:
      +heal <word>              (spend Gains on your own Word)
      +heal <name>=<word>       (staff: healing from a roll, item or story)

    Healing brings an Injured Word back online at d4, or lifts a hurt Word
    one die size back toward the die it has earned. Healing
    yourself costs 1 Gain per step. Staff heal for free when a successful
    healing roll, a healing item or the story does it.

    Examples:
      +heal Might
      +heal Brontessa=Might
    """

    key = "+heal"
    syntax = "+heal <word>  or  +heal <name>=<word>"
    help_category = "mw"

    def run(self):
        if not self.args.strip():
            self.fail("Name the Word to heal.")
        if self.rhs is not None:
            if not self.lhs.strip() or not self.rhs.strip():
                self.fail("Name the character and the Word.")
            target = self.find_character(self.lhs, anywhere=self.is_staff)
            ref = self.rhs.strip()
            free = self.is_staff()
            if target != self.caller and not free:
                self.fail("Healing someone else is for staff; heal your own Words with Gains.", syntax=False)
        else:
            target, ref, free = self.caller, self.args.strip(), False
        sheet = need_sheet(self, target)
        before = sheet.word(ref)
        if free:
            # Staff healing costs nothing: lend the Gain the rule takes, then keep the old total.
            _, new = heal_word(replace(sheet, gains=sheet.gains + HEAL_COST), before.letter)
            new = replace(new, gains=sheet.gains)
        else:
            _, new = heal_word(sheet, before.letter)
        target.mw.save(new)
        after = new.word(before.letter)
        how = "" if free else f" for {HEAL_COST} Gain ({new.gains} left)"
        state = "back online" if before.injured else "healed one step"
        text = f"{target.key}'s {after.name} is {state}: now {fmt.die_text(after)}{how}."
        _tell_room(target, text)
        if target.location != self.caller.location:
            self.caller.msg(text)
