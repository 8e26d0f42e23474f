"""Combat actions: declared intents, attack Traits, damage, imposing a
Tribulation, healing, several targets, and distance.

An intent (to hurt, to lay on a Tribulation, or to heal) is declared before the
roll and fixes the Trait rolled; :func:`check_roll_fits` refuses a roll made
with another Trait, so an intent cannot change after the dice land.

Choices where the text is silent: the one-heal limit belongs to the healer
(once per round in combat, once per scene outside); a dead character cannot
be healed; Cursed and Possessed cannot be imposed by a roll (GM only).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.dice import Rng
from rules.errors import RulesError
from rules.muse.opposed import OpposedResult, resolve_rolls
from rules.muse.roll import MuseRoll, Pool, roll_pool
from rules.muse.traits import MIGHT, POWER, SURVIVAL, SWIFTNESS, check_opposition, find_trait
from rules.muse.tribulations import find_tribulation

DEAL_DAMAGE, IMPOSE_TRIBULATION, HEAL = "damage", "tribulation", "heal"
INTENTS = (DEAL_DAMAGE, IMPOSE_TRIBULATION, HEAL)
MELEE, RANGED, MAGIC, TECH = "melee", "ranged", "magic", "tech"
ATTACK_TRAITS = {MELEE: MIGHT, RANGED: SWIFTNESS, MAGIC: POWER, TECH: POWER}
HEAL_TRAIT = SURVIVAL
DAMAGE_PER_SUCCESS = 1
TARGETS_DIE = 6

CLOSE, NEAR, FAR = "Close", "Near", "Far"
DISTANCES = (CLOSE, NEAR, FAR)
MOVE_COST = {CLOSE: 0, NEAR: 1, FAR: 2}  # actions to reach a place that far away
HEAL_REACH = CLOSE


@dataclass(frozen=True)
class Intent:
    kind: str  # one of INTENTS
    trait: str  # the Trait the roll must use
    style: str | None = None  # melee/ranged/magic/tech for attacks
    tribulation: str | None = None  # for IMPOSE_TRIBULATION

    def to_dict(self) -> dict:
        return {"kind": self.kind, "trait": self.trait, "style": self.style,
                "tribulation": self.tribulation}

    @classmethod
    def from_dict(cls, data: dict) -> "Intent":
        return cls(data["kind"], data["trait"], data.get("style"), data.get("tribulation"))


def _find(options, name: str, what: str) -> str:
    key = (name or "").strip().lower()
    matches = [o for o in options if o.lower() == key] or [o for o in options if o.lower().startswith(key)]
    if key and len(matches) == 1:
        return matches[0]
    raise RulesError(f"Choose a {what}: {', '.join(options)}.")


def declare_intent(kind: str, style: str | None = None, tribulation: str | None = None,
                   trait: str | None = None) -> Intent:
    """Fix what a roll is for, and so which Trait it uses.

    Damage needs a fighting style. A Tribulation needs its name and a Trait
    that may impose it (the style's Trait when no Trait is named). Healing
    always rolls Survival.
    """
    kind = _find(INTENTS, kind, "intent")
    if kind == HEAL:
        return Intent(HEAL, HEAL_TRAIT)
    style = _find(tuple(ATTACK_TRAITS), style, "fighting style") if style else None
    if kind == DEAL_DAMAGE:
        if style is None:
            raise RulesError("Choose a fighting style: " + ", ".join(ATTACK_TRAITS) + ".")
        return Intent(DEAL_DAMAGE, ATTACK_TRAITS[style], style)
    trib = find_tribulation(tribulation or "")
    if not trib.imposing:
        raise RulesError(f"{trib.name} is placed by the GM, not by a roll.")
    chosen = find_trait(trait) if trait else (ATTACK_TRAITS[style] if style else None)
    if chosen is None:
        chosen = trib.imposing[0] if len(trib.imposing) == 1 else None
    if chosen not in trib.imposing:
        raise RulesError(f"{trib.name} is imposed with {', '.join(trib.imposing)}.")
    return Intent(IMPOSE_TRIBULATION, chosen, style, trib.name)


def check_roll_fits(intent: Intent, roll: MuseRoll) -> None:
    if roll.pool.trait is not None and roll.pool.trait != intent.trait:
        raise RulesError(f"That was declared as a {intent.trait} roll; the intent cannot change now.")


def damage_for(roll: MuseRoll, per_success: int = DAMAGE_PER_SUCCESS) -> int:
    """Damage an attack roll deals: per success, plus nothing else by default."""
    return roll.successes * per_success


@dataclass(frozen=True)
class ImposeResult:
    tribulation: str
    opposed: OpposedResult

    @property
    def imposed(self) -> bool:
        return self.opposed.first_won


def impose_roll(intent: Intent, attack: MuseRoll, resist: Pool, rng: Rng,
                attacker_pc: bool, target_pc: bool) -> ImposeResult:
    """The target resists with an opposing Trait; the attacker must win."""
    if intent.kind != IMPOSE_TRIBULATION:
        raise RulesError("That roll was not declared to impose a Tribulation.")
    check_roll_fits(intent, attack)
    if resist.trait is not None:
        check_opposition(intent.trait, resist.trait)
    opposed = resolve_rolls(attack, roll_pool(resist, rng), rng, attacker_pc, target_pc)
    return ImposeResult(intent.tribulation, opposed)


@dataclass(frozen=True)
class MultiTarget:
    die: int
    available: int

    @property
    def count(self) -> int:
        """How many characters the attack or healing reaches."""
        return min(self.die, self.available)


def multi_target(rng: Rng, available: int) -> MultiTarget:
    """Roll 1d6 for how many of ``available`` characters are affected, each by
    the same damage or healing."""
    if available < 1:
        raise RulesError("There is nobody to target.")
    return MultiTarget(rng.randint(1, TARGETS_DIE), available)


def find_distance(name: str) -> str:
    return _find(DISTANCES, name, "distance")


def move_cost(distance: str) -> int:
    return MOVE_COST[find_distance(distance)]


def healed_life(life: int, max_life: int, successes: int) -> int:
    """Life Points after healing ``successes``: never above the maximum, and
    never lowered when already above it."""
    if successes < 0:
        raise ValueError("healing is never negative")
    return max(life, min(max_life, life + successes))


def check_heal(last_heal: object, now_marker: object, distance: str = CLOSE) -> None:
    """Raise unless the healer may heal now.

    ``last_heal`` and ``now_marker`` name the round (in combat) or the scene
    (outside it) of the healer's last heal and of this one.
    """
    if find_distance(distance) != HEAL_REACH:
        raise RulesError(f"Healing reaches only someone {HEAL_REACH} to you.")
    if last_heal is not None and last_heal == now_marker:
        raise RulesError("You have already healed this round (or this scene).")
