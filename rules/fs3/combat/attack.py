"""One attack, from the opposed roll to the wound and the checks it calls for.

:func:`resolve_attack` reads the two fighters and returns an
:class:`AttackResult`; it changes nothing. The turn resolver applies the
result: it adds the wound, moves a hidden attacker into the open, drops a
rider who fell, and knocks out (at the end of the turn) a defender whose KO
check failed.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Mapping

from rules.dice import Rng
from rules.errors import RulesError
from rules.fs3.combat.armor import ArmorResult, check_armor
from rules.fs3.combat.checks import FallCheck, KOCheck, roll_fall_check, roll_ko_check
from rules.fs3.combat.combatant import LUCK_ON_ATTACK, LUCK_ON_DEFENSE, Combatant
from rules.fs3.combat.locations import location_modifier, roll_location
from rules.fs3.combat.pools import BRAWN, attack_pool, defense_pool
from rules.fs3.combat.stances import STANCE_AFTER_HIDDEN_ATTACK, find_stance
from rules.fs3.combat.weapons import Weapon
from rules.fs3.combat.wounds import Wound, WoundRoll, brawn_bonus, needs_ko_check, roll_wound
from rules.fs3.roll import RollResult, check_modifier, roll_pool

MISS, DODGE, STOPPED, HIT = "Miss", "Dodge", "Stopped", "Hit"
# A losing melee attack with at least this many hits is reported as a Dodge.
DODGE_MIN_ATTACK_HITS = 1


@dataclass(frozen=True)
class AttackResult:
    attacker: str
    defender: str
    weapon: Weapon
    stance: str  # the attacker's stance for this attack
    moved_to: str | None  # the attacker stepped out of hiding into this stance
    modifier: int
    attack: RollResult
    defense: RollResult
    location_die: int | None = None
    location: str | None = None
    armor: ArmorResult | None = None
    wound_roll: WoundRoll | None = None
    wound: Wound | None = None
    ko_check: KOCheck | None = None
    fall_check: FallCheck | None = None

    @property
    def net_hits(self) -> int:
        return self.attack.hits - self.defense.hits

    @property
    def hit(self) -> bool:
        """The attack got past the defense (armor may still stop it)."""
        return self.net_hits > 0

    @property
    def outcome(self) -> str:
        if not self.hit:
            if self.weapon.is_melee and self.attack.hits >= DODGE_MIN_ATTACK_HITS:
                return DODGE
            return MISS
        return HIT if self.wound is not None else STOPPED

    @property
    def stopped_by(self) -> str | None:
        return self.armor.stopped_by if self.armor else None

    @property
    def knocked_out(self) -> bool:
        return bool(self.ko_check and self.ko_check.knocked_out)

    @property
    def fell(self) -> bool:
        return bool(self.fall_check and self.fall_check.fell)

    def to_dict(self) -> dict:
        return {
            "attacker": self.attacker,
            "defender": self.defender,
            "weapon": self.weapon.to_dict(),
            "stance": self.stance,
            "moved_to": self.moved_to,
            "modifier": self.modifier,
            "attack": self.attack.to_dict(),
            "defense": self.defense.to_dict(),
            "net_hits": self.net_hits,
            "outcome": self.outcome,
            "location_die": self.location_die,
            "location": self.location,
            "armor_checks": [c.to_dict() for c in self.armor.checks] if self.armor else [],
            "stopped_by": self.stopped_by,
            "wound_roll": self.wound_roll.to_dict() if self.wound_roll else None,
            "wound": self.wound.to_dict() if self.wound else None,
            "ko_check": self.ko_check.to_dict() if self.ko_check else None,
            "knocked_out": self.knocked_out,
            "fall_check": self.fall_check.to_dict() if self.fall_check else None,
            "fell": self.fell,
        }


def check_can_attack(attacker: Combatant, defender: Combatant) -> None:
    """Raise when this attack is not allowed at all."""
    if attacker.id == defender.id:
        raise RulesError("You cannot attack yourself.")
    if defender.hidden:
        raise RulesError(
            f"{defender.name} is in the {defender.stance} stance and cannot be attacked.")


def resolve_attack(attacker: Combatant, defender: Combatant, rng: Rng, *, modifier: int = 0,
                   now: float = 0.0, rulings: Mapping[str, str] | None = None,
                   defender_down: bool = False) -> AttackResult:
    """Roll one attack. ``defender_down`` skips the KO check for a defender
    who is already knocked out (or will be at the end of this turn).

    Rolls, in order: attack pool, defense pool, then on a hit the location
    d10, a d100 per armor layer tested, the wound d100, the KO check and the
    fall check (each only when called for).
    """
    check_modifier(modifier)
    check_can_attack(attacker, defender)
    stance = attacker.stance_rules
    moved_to = None
    if stance.hidden:
        stance = find_stance(STANCE_AFTER_HIDDEN_ATTACK)
        moved_to = stance.name
    weapon = attacker.weapon_rules
    defender_stance = defender.stance_rules
    attack = roll_pool(attack_pool(attacker, weapon, stance, modifier,
                                   luck=attacker.luck_spend == LUCK_ON_ATTACK), rng)
    defense = roll_pool(defense_pool(defender, weapon, defender_stance,
                                     luck=defender.luck_spend == LUCK_ON_DEFENSE), rng)
    base = AttackResult(attacker.id, defender.id, weapon, stance.name, moved_to, modifier,
                        attack, defense)
    net = base.net_hits
    if net <= 0:
        return base
    die, location = roll_location(rng, net)
    armor = check_armor(rng, defender.armor_rules, location, weapon.penetration, net,
                        in_cover=defender_stance.cover)
    if armor.stopped:
        return replace(base, location_die=die, location=location, armor=armor)
    bonus = brawn_bonus(attacker.is_npc, weapon.is_melee, attacker.attribute(BRAWN))
    wound_roll = roll_wound(rng, weapon.lethality, location_modifier(location), bonus)
    wound = Wound(wound_roll.severity, location, weapon.name, now)
    hurt = defender.copy()
    hurt.wounds.append(wound)
    ko_check = None
    if not defender_down and needs_ko_check(hurt.wounds):
        ko_check = roll_ko_check(hurt, rng)
    fall_check = roll_fall_check(hurt, defender_stance, wound.severity, rng, rulings)
    return replace(base, location_die=die, location=location, armor=armor,
                   wound_roll=wound_roll, wound=wound, ko_check=ko_check,
                   fall_check=fall_check)
