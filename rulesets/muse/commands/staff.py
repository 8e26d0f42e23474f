"""Staff's hand on muse characters outside the fight commands: lifting any
Tribulation (+tribulation/lift) and bringing the dead back (+revive)."""

from __future__ import annotations

from core.command import FourfoldCommand
from core.rolls.roll_channel import roll_channel
from rules.errors import RulesError
from rules.muse.dying import REVIVED_LIFE
from rules.muse.tribulations import UNCONSCIOUS, find_tribulation, remove
from rulesets.muse.combat_script import combat_of
from rulesets.muse.commands.chargen import parse_number


def _running_fight(target):
    script = combat_of(target)
    return script if script is not None and script.started else None


class CmdTribulation(FourfoldCommand):
    """
    Lift a Tribulation from anyone, in a fight or out of one (staff).

    Usage:
      +tribulation/lift <name>=<tribulation>
      +tribulation/lift <name>=all

    Ends the Tribulation at once, whatever kind it is (lasting ones such as
    Bleeding, Tired or Unconscious too, and Cursed or Possessed). If the
    character is in a muse fight, the fight is told. 'all' lifts every
    Tribulation they carry. Outside a fight, fading Tribulations also wear
    off by themselves: one round a minute of real time (the setting
    FOURFOLD_MUSE_ROUND_SECONDS), five rounds in all.

    Examples:
      +tribulation/lift Mara=Stunned
      +tribulation/lift Mara=all
    """

    key = "+tribulation"
    aliases = ["+tribulations"]
    switch_options = ("lift",)
    locks = "cmd:perm(Builder)"
    syntax = "+tribulation/lift <name>=<tribulation||all>"
    help_category = "muse"

    def run(self):
        self.require_staff("Lifting Tribulations by decree")
        if not self.has_switch("lift"):
            self.fail("Use +tribulation/lift <name>=<tribulation>.")
        if not self.lhs.strip() or not (self.rhs or "").strip():
            self.fail("Name the character and the Tribulation.")
        target = self.find_character(self.lhs, anywhere=True)
        held = target.muse.tribulations
        wanted = self.rhs.strip()
        names = sorted(held) if wanted.lower() == "all" else [find_tribulation(wanted).name]
        if not names:
            self.fail(f"{target.key} carries no Tribulation.", syntax=False)
        for name in names:
            if name not in held:
                self.fail(f"{target.key} is not {name}.", syntax=False)
        script = _running_fight(target)
        if script is not None:
            for name in names:
                script.gm_lift(target.dbref, name)
        else:
            for name in names:
                held = remove(held, name)
            target.muse.tribulations = held
            target.muse.start_fading()
        said = ", ".join(names)
        self.caller.msg(f"You lift {said} from {target.key}.")
        if target != self.caller:
            target.msg(f"{self.caller.key} lifts {said} from you.")
        roll_channel().msg(f"{self.caller.key} lifted {said} from {target.key} (muse).")


class CmdRevive(FourfoldCommand):
    """
    Bring a dead muse character back (staff).

    Usage:
      +revive <name>
      +revive <name>=<life points>

    A dead character's sheet says so and they cannot roll or act. Reviving
    them clears death, lifts Unconscious and sets their Life Points (1
    unless you give a number from 1 to their maximum). Take them out of
    any fight first.

    Examples:
      +revive Mara
      +revive Mara=8
    """

    key = "+revive"
    locks = "cmd:perm(Builder)"
    syntax = "+revive <name>[=<life points>]"
    help_category = "muse"

    def run(self):
        self.require_staff("Reviving characters")
        name = self.lhs.strip() if self.rhs is not None else self.args.strip()
        if not name:
            self.fail("Name the character to revive.")
        target = self.find_character(name, anywhere=True)
        handler = target.muse
        if not handler.dead:
            self.fail(f"{target.key} is not dead.", syntax=False)
        if combat_of(target) is not None:
            self.fail(f"{target.key} is still in a muse fight: take them out with +combat/leave "
                      f"{target.key} first.", syntax=False)
        life = REVIVED_LIFE
        if self.rhs is not None:
            life = parse_number(self, self.rhs.strip())
            if not REVIVED_LIFE <= life <= handler.max_life:
                self.fail(f"Give Life Points from {REVIVED_LIFE} to {handler.max_life}.")
        held = handler.tribulations
        try:
            held = remove(held, UNCONSCIOUS)
        except RulesError:
            pass
        handler.tribulations = held
        handler.life_points = life
        handler.mark_dead(False)
        self.caller.msg(f"You bring {target.key} back: {life} Life Point(s).")
        if target != self.caller:
            target.msg(f"{self.caller.key} brings you back from death: you have {life} Life Point(s).")
        if target.location is not None:
            target.location.msg_contents(f"{target.key} lives again.", exclude=[self.caller, target])
        roll_channel().msg(f"{self.caller.key} revived {target.key} (muse).")
