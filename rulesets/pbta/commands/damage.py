"""+damage, +hp and +forward: damage rolls and the GM's hand on HP and
forwards.

Who may put damage on whom: anyone may roll damage. It lands on a
character only when it follows from a roll, namely the roller's own
Melee or Ranged Combat roll against that character (not a miss, within
``FOURFOLD_PBTA_HIT_WINDOW`` seconds, used once), or a Defend "strike";
the GM (staff) may land damage on anyone in the room at any time. Only the
GM sets HP outright.
"""

from __future__ import annotations

from core.command import FourfoldCommand
from core.rolls.roll_channel import roll_channel
from core.text import tables
from features.practice.fights import outside_harm
from rules.dice import game_rng
from rules.pbta import health
from rules.pbta.damage import damage_source, find_weapon, roll_damage
from rules.pbta.roll import check_modifier
from rules.pbta.sheet import add_forward, clear_forwards
from rulesets.pbta.commands import format as fmt
from rulesets.pbta.commands.common import (
    announce,
    hurt_notes,
    is_gm,
    land_damage,
    parse_number,
    require_gm,
    set_hp,
    split_lead,
)
from rulesets.pbta.weapons import set_weapon_dice, weapon_table

FORWARD_SOURCE = "GM"


def weapon_source(cmd):
    """The finder split_lead uses: a weapon from the table; dice written out
    only for the GM (staff)."""
    weapons, dice_allowed = weapon_table(), is_gm(cmd)
    return lambda text: damage_source(text, weapons, dice_allowed)


class CmdDamage(FourfoldCommand):
    """
    Roll your weapon's damage, and land it on a character.

    Usage:
      +damage <weapon> [<target>]
      +damage/list
      +damage <dice> [<target>]              (staff: any dice, for NPCs)
      +damage/set <weapon>=<dice||default>   (staff: change a weapon)

    After a melee or ranged roll that was not a miss, roll your weapon's
    damage; a 13+ doubles it. The dice always come from the weapon (fist
    d4, club d6, spear d8, axe d10, and the rest in +damage/list): players
    cannot write their own dice. Naming the character you just hit (here
    in the room) takes the damage off their HP. Without a target the
    damage is only shown (for foes the GM keeps track of). The GM (staff)
    may roll any dice, written like d6, 2d4 or d8+1, for an NPC, and land
    damage on anyone here at any time. /set changes a weapon's dice for
    the whole game ('default' puts back the table's).

    Examples:
      +damage spear Grok
      +damage big club
      +damage d6+1 Grok        (staff)
      +damage/set Club=d8      (staff)
    """

    key = "+damage"
    rate_limited = True  # settings.FOURFOLD_ROLL_RATE
    switch_options = ("list", "set")
    syntax = "+damage <weapon> [<target>]  or  +damage/list  or  +damage/set <weapon>=<dice>"
    help_category = "pbta"

    def set_weapon(self):
        require_gm(self, "Changing a weapon's damage")
        if not self.lhs.strip() or not (self.rhs or "").strip():
            self.fail("Name the weapon and its dice: +damage/set Club=d8.")
        weapon = find_weapon(self.lhs, weapon_table())
        dice = self.rhs.strip()
        set_weapon_dice(weapon.key, None if dice.lower() == "default" else dice)
        now = find_weapon(weapon.key, weapon_table())
        self.caller.msg(f"{now.name} now deals {now.dice}.")
        roll_channel().msg(f"{self.caller.key} set the pbta {now.name} to {now.dice}.")

    def run(self):
        if self.has_switch("set"):
            return self.set_weapon()
        if self.has_switch("list"):
            if self.args.strip():
                self.fail("The weapon list takes nothing more.")
            table = tables.table(("|wWeapon|n", "|wDamage|n", "|wKind|n"),
                                 [(w.name, w.dice, "ranged" if w.ranged else "melee")
                                  for w in weapon_table()])
            self.caller.msg(f"{table}\nStaff may also write dice (d6, 2d4, d8+1) for NPCs.")
            return
        if not self.args.strip():
            self.fail("Roll damage for which weapon?")
        (label, expr, _ranged), target_name = split_lead(self.args, weapon_source(self))
        victim = self.find_character(target_name) if target_name else None
        handler = self.caller.pbta
        pending = handler.pending_hit()
        follows = pending is not None and (victim is None or pending.get("target") == victim.id)
        if victim is not None:
            if not follows and not is_gm(self):
                self.fail(f"Your damage lands on {victim.key} only right after your own melee or ranged "
                          f"roll against them succeeds; landing it otherwise is for staff.", syntax=False)
            if victim.pbta.sheet().dead:
                self.fail(f"{victim.key} is already dead.", syntax=False)
        doubled = bool(follows and pending.get("critical"))
        if follows:
            handler.clear_pending_hit()
        dmg = roll_damage(game_rng(), expr, doubled=doubled)
        text = f"{self.caller.key} rolls damage: {fmt.damage_text(label, dmg)}."
        if victim is not None:
            text += " " + land_damage(self, victim, dmg.total)
        announce(self, text)


class CmdHp(FourfoldCommand):
    """
    See HP, or set it (GM).

    Usage:
      +hp
      +hp <name>=<n>        (GM: set HP, 0 to the maximum)
      +hp/wake <name>       (GM: bring round someone knocked out)

    Setting HP to 0 sends a character on their feet into Keep Fighting;
    setting it above 0 ends every 0-HP state. /wake brings someone who
    passed out after a last action round at 0 HP, with -1 on every roll
    until healed.

    Examples:
      +hp
      +hp Grok=4
      +hp/wake Grok
    """

    key = "+hp"
    switch_options = ("wake",)
    syntax = "+hp  or  +hp <name>=<n>  or  +hp/wake <name>"
    help_category = "pbta"

    def run(self):
        if self.has_switch("wake"):
            require_gm(self, "Waking characters")
            target = self.find_character(self.args, anywhere=True)
            handler = target.pbta
            handler.save(health.wake(handler.sheet()))
            self.caller.msg(f"{target.key} comes round at 0 HP (-1 on every roll until healed).")
            if target != self.caller:
                target.msg(f"{self.caller.key} brings you round: you are at 0 HP, -1 on every roll.")
            return
        if not self.args.strip():
            sheet = self.caller.pbta.sheet()
            self.caller.msg(f"HP {sheet.hp} of {sheet.max_hp}: {fmt.condition_text(sheet)}.")
            return
        require_gm(self, "Setting HP")
        if not self.lhs or not self.rhs:
            self.fail("Give a name and a number.")
        target = self.find_character(self.lhs, anywhere=True)
        value = parse_number(self, self.rhs)
        set_hp(target.pbta.sheet(), value)  # out of range fails here, before anything changes
        ended = outside_harm(target)  # the GM's word is real: a practice bout ends first
        if ended:
            self.caller.msg(ended)
        handler = target.pbta
        before = handler.sheet()
        sheet, hurt = set_hp(before, value)
        handler.save(sheet)
        notes = " ".join(hurt_notes(target, hurt))
        line = f"{target.key}'s HP: {before.hp} -> {sheet.hp} of {sheet.max_hp}." + (f" {notes}" if notes else "")
        self.caller.msg(line)
        if target != self.caller:
            target.msg(f"{self.caller.key} set your HP: {before.hp} -> {sheet.hp}." + (f" {notes}" if notes else ""))
        roll_channel().msg(f"{self.caller.key}: {line}")


class CmdForward(FourfoldCommand):
    """
    Give someone a bonus or penalty on their next roll (GM).

    Usage:
      +forward <name>=<+N||-N>
      +forward/clear <name>

    The forward waits on their sheet and is added to (and used up by)
    their next roll of any kind; several add together. N runs from -5 to
    +5. /clear drops every forward they hold.

    Examples:
      +forward Mara=+1
      +forward Grok=-1
    """

    key = "+forward"
    switch_options = ("clear",)
    syntax = "+forward <name>=<+N||-N>  or  +forward/clear <name>"
    help_category = "pbta"

    def run(self):
        require_gm(self, "Giving forwards")
        if self.has_switch("clear"):
            target = self.find_character(self.args, anywhere=True)
            target.pbta.save(clear_forwards(target.pbta.sheet()))
            self.caller.msg(f"{target.key}'s forwards are cleared.")
            return
        if not self.lhs or not self.rhs:
            self.fail("Give a name and a forward such as +1 or -1.")
        target = self.find_character(self.lhs, anywhere=True)
        value = parse_number(self, self.rhs)
        if value == 0:
            self.fail("A forward of 0 changes nothing; give +N or -N.")
        check_modifier(value)
        handler = target.pbta
        handler.save(add_forward(handler.sheet(), value, FORWARD_SOURCE))
        self.caller.msg(f"{target.key} takes {fmt.signed(value)} forward on their next roll.")
        if target != self.caller:
            target.msg(f"{self.caller.key} gives you {fmt.signed(value)} forward on your next roll.")
