"""+damage and +treat: see, inflict, heal and treat fs3 wounds."""

from __future__ import annotations

import time
from dataclasses import replace

from core.command import FourfoldCommand
from core.numbers import parse_int
from core.rolls.announce import announce_roll
from core.staff import is_staff
from core.text.player import one_line
from rules.dice import game_rng
from rules.fs3.combat import healing as healing_rules
from rules.fs3.combat.healing import drop_level
from rules.fs3.combat.locations import HUMANOID_TABLE, LOCATIONS
from rules.fs3.combat.wounds import Severity, Wound
from rulesets.fs3 import wounds_text as text
from rulesets.fs3.commands import format as fmt
from rulesets.fs3.healing import medicine_pool, record_care, set_wounds, wounds_of

MAX_DESCRIPTION = 80
# The places a wound can be: every location on the humanoid table, head first.
WOUND_LOCATIONS: tuple[str, ...] = tuple(loc for loc in LOCATIONS if loc in HUMANOID_TABLE)


# --- who may change whose wounds ---------------------------------------------
def fs3_combats(room) -> list:
    """The active fs3 combat Scripts on ``room`` (none before combat exists).

    A combat Script is recognised by ``is_fs3_combat`` being true; it offers
    ``organizer_id`` (the organizer's object id) and ``has_combatant(obj)``.
    """
    if room is None:
        return []
    try:
        scripts = room.scripts.all()
    except Exception:
        return []
    found = []
    for script in scripts:
        if not getattr(script, "is_fs3_combat", False):
            continue
        active = getattr(script, "is_active", True)
        if callable(active):
            active = active()
        if active is False:
            continue
        found.append(script)
    return found


def _in_combat(script, obj) -> bool:
    has = getattr(script, "has_combatant", None)
    if not callable(has):
        return False
    try:
        return bool(has(obj))
    except Exception:
        return False


def _is_npc(obj) -> bool:
    return bool(getattr(obj, "is_npc", False)) and getattr(obj, "npc_rating", None) is not None


def may_manage(caller, target) -> bool:
    """May ``caller`` inflict, heal or delete ``target``'s wounds?

    Staff always may: decree powers over a player's character are theirs
    (docs/rulings.md, "Who may decide what"). Anyone else only over an NPC, as
    the organizer of an fs3 combat in their own room in which that NPC is
    fighting; never over a player character, their own included.
    """
    if is_staff(caller):
        return True
    if not _is_npc(target):
        return False
    for script in fs3_combats(getattr(caller, "location", None)):
        if getattr(script, "organizer_id", None) == caller.id and _in_combat(script, target):
            return True
    return False


def in_fight(char) -> bool:
    """Is ``char`` fighting in an fs3 combat in their room?"""
    return any(_in_combat(s, char) for s in fs3_combats(getattr(char, "location", None)))


# --- parsing -------------------------------------------------------------------
def _squash(value: str) -> str:
    return "".join(value.lower().split())


def find_severity(value: str) -> Severity:
    """A severity by name or unique prefix (case-insensitive)."""
    key = _squash(value)
    if not key:
        raise ValueError("Give a severity: Light, Moderate, Serious or Critical.")
    matches = [s for s in Severity if s.label.lower().startswith(key)]
    if len(matches) != 1:
        names = ", ".join(s.label for s in Severity)
        raise ValueError(f"'{value.strip()}' is not a severity; choose from {names}.")
    return matches[0]


def find_location(value: str) -> str:
    """A humanoid hit location by name or unique prefix ('chest', 'left a')."""
    key = _squash(value)
    if not key:
        raise ValueError("Give a location.")
    names = ", ".join(WOUND_LOCATIONS)
    exact = [loc for loc in WOUND_LOCATIONS if _squash(loc) == key]
    if exact:
        return exact[0]
    matches = [loc for loc in WOUND_LOCATIONS if _squash(loc).startswith(key)]
    if len(matches) == 1:
        return matches[0]
    if matches:
        raise ValueError(f"'{value.strip()}' could be {', '.join(matches)}.")
    raise ValueError(f"'{value.strip()}' is not a location; choose from {names}.")


class CmdDamage(FourfoldCommand):
    """
    See wounds, or inflict, heal and remove them.

    Usage:
      +damage [<name>]
      +damage/inflict <name>=<severity>/<location>[/<description>]
      +damage/heal <name>=<#>
      +damage/delete <name>=<#>

    With no switch you see a character's wounds: each one numbered, with
    how bad it is, where, what caused it, how long ago, and the healing
    points it has gathered toward getting better. Below the list is the
    sum of the wound modifiers and the dice it costs on every roll (the
    sum with its fraction dropped). You may look at your own wounds, and
    at those of anyone in the same room as you, since wounds show in a
    fight; staff may look at anyone's from anywhere.

    Staff may change anyone's wounds. The organizer of a fight who is not
    staff may change only the wounds of that fight's NPCs, never a player
    character's (their own included):
      /inflict  gives a new wound. Severity is Light, Moderate, Serious or
                Critical (the first letter is enough); location is one of
                Head, Chest, Abdomen, Left Arm, Right Arm, Left Leg, Right
                Leg (a unique start of the name is enough).
      /heal     makes wound # one level better (a Light wound goes).
      /delete   removes wound # entirely.

    Wounds also heal on their own once a day; see help +treat.

    Examples:
      +damage
      +damage Mara
      +damage/inflict Mara=Moderate/Left Arm/A bite from the wolf
      +damage/heal Mara=1
      +damage/delete Mara=2
    """

    key = "+damage"
    aliases = ["damage", "+wounds"]
    switch_options = ("inflict", "heal", "delete")
    syntax = "+damage [<name>]  (see help +damage for the switches)"
    help_category = "fs3"
    SYNTAXES = {
        "inflict": "+damage/inflict <name>=<severity>/<location>[/<description>]",
        "heal": "+damage/heal <name>=<#>",
        "delete": "+damage/delete <name>=<#>",
    }

    def run(self):
        for switch, syntax in self.SYNTAXES.items():
            if self.has_switch(switch):
                self.syntax = syntax
        if self.has_switch("inflict"):
            return self.inflict()
        if self.has_switch("heal"):
            return self.change("heal")
        if self.has_switch("delete"):
            return self.change("delete")
        self.show()

    # --- viewing ------------------------------------------------------------
    def show(self):
        name = self.args.strip()
        if not name:
            target = self.caller
        elif self.is_staff():
            target = self.find_character(name, anywhere=True)
        else:
            target = self.find_character(name)
        self.caller.msg(text.damage_table(target.key, wounds_of(target), time.time()))

    # --- changing -----------------------------------------------------------
    def _target(self):
        if not self.lhs or not self.rhs:
            self.fail("Give a name, '=' and what to do.")
        target = self.find_character(self.lhs, anywhere=self.is_staff)
        if not may_manage(self.caller, target):
            self.fail("Only staff change a player character's wounds; a fight's organizer "
                      "may change those of its NPCs.", syntax=False)
        return target

    def _tell(self, target, mine: str, theirs: str):
        self.caller.msg(mine)
        if target != self.caller:
            target.msg(theirs)

    def inflict(self):
        target = self._target()
        parts = [p.strip() for p in self.rhs.split("/", 2)]
        if len(parts) < 2 or not parts[0] or not parts[1]:
            self.fail("Give a severity and a location, like Moderate/Chest.")
        try:
            severity = find_severity(parts[0])
            location = find_location(parts[1])
        except ValueError as err:
            self.fail(str(err))
        description = one_line(parts[2]) if len(parts) > 2 else ""
        if len(description) > MAX_DESCRIPTION:
            self.fail(f"Keep the description to {MAX_DESCRIPTION} characters.")
        wound = Wound(severity=severity, location=location, weapon="", created_at=time.time(),
                      description=description)
        wounds = wounds_of(target) + [wound]
        set_wounds(target, wounds)
        penalty = text.penalty_text(wounds)
        label = text.wound_label(wound)
        self._tell(target, f"You give {target.key} a {label} (#{len(wounds)}).\n{penalty}",
                   f"{self.caller.key} gives you a {label}.\n{penalty}")

    def _number(self, wounds: list) -> int:
        number = parse_int(self.rhs.strip().lstrip("#"), 0, 9999, "a wound number (see +damage)", signs=False)
        if not wounds:
            self.fail(f"{self.target_name} has no wounds.", syntax=False)
        if not 1 <= number <= len(wounds):
            self.fail(f"{self.target_name} has wounds 1 to {len(wounds)}; there is no #{number}.",
                      syntax=False)
        return number

    def change(self, how: str):
        target = self._target()
        self.target_name = target.key
        wounds = wounds_of(target)
        number = self._number(wounds)
        before = wounds[number - 1]
        after = drop_level(before) if how == "heal" else None
        if after is None:
            del wounds[number - 1]
        else:
            wounds[number - 1] = after
        set_wounds(target, wounds)
        if how == "delete":
            done = "is gone"
        elif after is None:
            done = "has healed"
        else:
            done = f"is now {after.severity.label}"
        penalty = text.penalty_text(wounds)
        self._tell(target,
                   f"{target.key}'s {text.wound_label(before)} (#{number}) {done}.\n{penalty}",
                   f"{self.caller.key} sees to it: your {text.wound_label(before)} {done}.\n"
                   f"{penalty}")


class CmdTreat(FourfoldCommand):
    """
    Tend someone's fresh wounds with Medicine.

    Usage:
      +treat <name>

    You roll Medicine (with its ruling attribute, less your own wound
    penalty) for someone in the same room. A success makes their worst
    wound from the last day one level better, and a Light wound closes.
    Each wound can be treated once; older wounds are past first aid and
    heal with time. You may treat yourself (+treat me), in a fight and
    out of one alike.

    Treating also puts the patient under your care until the next daily
    healing: that day your Medicine is rolled again for them, and a
    success adds a healing point to each of their wounds. This works even
    when no wound is fresh enough to treat, so a doctor can look in on a
    patient every day. In a fight, use +combat/treat as your action.

    Every day each wound gains 1 healing point, 2 when the wounded
    character's Brawn roll succeeds (an NPC rolls its rating: NPCs heal
    too), and one more with a doctor's care.
    A wound gets one level better at 2 points (Light), 3 (Moderate),
    4 (Serious) or 5 (Critical); a Light wound that heals is gone.

    Examples:
      +treat Mara
      +treat me
    """

    key = "+treat"
    aliases = ["treat"]
    rate_limited = True  # settings.FOURFOLD_ROLL_RATE
    syntax = "+treat <name>"
    help_category = "fs3"

    def run(self):
        if not self.args.strip():
            self.fail("Treat whom?")
        patient = self.find_character(self.args)  # 'me' too: self-treatment is allowed
        if in_fight(self.caller) or in_fight(patient):
            self.fail("There is a fight on: treat with +combat/treat <name> as your action.",
                      syntax=False)
        wounds = wounds_of(patient)
        if not wounds:
            self.fail(f"{patient.key} has no wounds to treat.", syntax=False)
        now = time.time()
        pool = replace(medicine_pool(self.caller), label=f"Medicine for {patient.key}")
        result = healing_rules.treat(wounds, pool, game_rng(), now)
        record_care(patient, self.caller, now)
        if result.outcome == healing_rules.NOTHING_TO_TREAT:
            self.caller.msg(
                f"None of {patient.key}'s wounds is fresh and untreated enough for first aid, "
                f"so there is nothing to roll. {patient.key} is under your care until the "
                "next daily healing.")
            patient.msg(f"{self.caller.key} looks after you: their Medicine counts at your "
                        "next daily healing.")
            return
        line = fmt.roll_line(self.caller.key, result.roll)
        if result.outcome == healing_rules.HEALED:
            set_wounds(patient, result.wounds)
            change = result.change
            if change.after is None:
                line += f"\n  The {text.wound_label(change.before)} closes."
            else:
                line += (f"\n  The {text.wound_label(change.before)} is now "
                         f"{change.after.severity.label}.")
        else:
            line += f"\n  The treatment does not help {patient.key} this time."
        announce_roll(self.caller, line, kind="treat")
