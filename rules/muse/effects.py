"""What carried Tribulations do to rolls, actions and reactions.

Action kinds used throughout the combat modules: ``attack``, ``move``,
``heal``, ``recover`` (a recovery roll against a Tribulation), ``defend``
(a purely defensive action) and ``other`` (interacting with the scene).

Choices where the text is silent:
- A recovery roll is never blocked, even for a Frozen, Grappled or
  Unconscious character; otherwise Unconscious could never be shaken off.
- Several halving Tribulations on one pool halve it once, not repeatedly.
- A character resting off Tired may take only ``defend`` and ``recover``.
- Poisoned halves current Life Points once, when it takes hold, rounding up
  like every other halving in muse; zero or negative Life Points stay as
  they are.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from rules.dice import Rng
from rules.errors import RulesError
from rules.muse.traits import ENDURANCE, MIGHT, SWIFTNESS, TRAITS
from rules.muse.tribulations import (
    BLEEDING,
    BURNING,
    CHARMED,
    ENFEEBLED,
    FROZEN,
    GRAPPLED,
    IMPAIRED,
    INTIMIDATED,
    POISONED,
    STUNNED,
    TIRED,
    UNCONSCIOUS,
    Afflictions,
    is_resting,
)

ATTACK, MOVE, HEAL, RECOVER, DEFEND, OTHER = "attack", "move", "heal", "recover", "defend", "other"
ACTION_KINDS = (ATTACK, MOVE, HEAL, RECOVER, DEFEND, OTHER)
DODGE, ENDURE, COUNTER = "dodge", "endure", "counter"
REACTIONS = (DODGE, ENDURE, COUNTER)

# Tribulation -> the Traits whose pools it halves (rounding up)
HALVES: dict[str, tuple[str, ...]] = {
    TIRED: TRAITS,
    ENFEEBLED: (MIGHT, SWIFTNESS),
    POISONED: (ENDURANCE,),
}
NO_ACTIONS = (FROZEN, UNCONSCIOUS, GRAPPLED)  # nothing but a recovery roll
NO_REACTIONS = (FROZEN, UNCONSCIOUS, STUNNED)
REACTIONS_LEFT_WHEN_GRAPPLED = (ENDURE,)
STUNNED_MOVE_LIMIT = "Close"
NO_ATTACK_ON_SOURCE = (CHARMED, INTIMIDATED)
INTIMIDATION_BONUS = 2
BLEED_TURN_DIE, BLEED_PER_ACTION = 6, 1
BURN_TURN_DIE, BURN_ACTION_DIE = 6, 6
POISON_MAX_LIFE_LOSS = 1  # per session (or per 1d6 real days, asynchronously)
# Impaired detail -> senses lost
IMPAIRED_LOSES = {"blinded": ("sight",), "deafened": ("hearing",), "muted": ("speech",),
                  "all": ("sight", "hearing", "speech")}


def halve_up(n: int) -> int:
    return (n + 1) // 2


def halves_trait(active: Afflictions, trait: str) -> bool:
    return any(name in active and trait in traits for name, traits in HALVES.items())


def blocking_tribulation(active: Afflictions, kind: str, target: str | None = None,
                         distance: str | None = None) -> str | None:
    """The Tribulation that forbids this action, or None when it is allowed."""
    if kind not in ACTION_KINDS:
        raise ValueError(f"unknown action kind {kind!r}")
    if kind == RECOVER:
        return None
    for name in NO_ACTIONS:
        if name in active:
            return name
    if is_resting(active) and kind != DEFEND:
        return TIRED
    if kind == MOVE and STUNNED in active and distance not in (None, STUNNED_MOVE_LIMIT):
        return STUNNED
    if kind == ATTACK and target is not None:
        for name in NO_ATTACK_ON_SOURCE:
            if name in active and active[name].source == target:
                return name
    return None


def check_action(active: Afflictions, kind: str, target: str | None = None,
                 distance: str | None = None) -> None:
    name = blocking_tribulation(active, kind, target, distance)
    if name is not None:
        raise RulesError(f"{name} forbids that {kind} action.")


def allowed_reactions(active: Afflictions) -> tuple[str, ...]:
    """The reactions a character under attack may still choose."""
    if any(name in active for name in NO_REACTIONS):
        return ()
    if GRAPPLED in active:
        return REACTIONS_LEFT_WHEN_GRAPPLED
    return REACTIONS


def check_reaction(active: Afflictions, reaction: str) -> None:
    if reaction not in REACTIONS:
        raise RulesError("React with dodge, endure or counter.")
    if reaction not in allowed_reactions(active):
        raise RulesError(f"Tribulations forbid a {reaction} right now.")


def bonus_dice_against(target_active: Afflictions, roller: str) -> int:
    """Extra dice ``roller`` gets on rolls against a character they frighten."""
    aff = target_active.get(INTIMIDATED)
    return INTIMIDATION_BONUS if aff is not None and aff.source == roller else 0


def lost_senses(active: Afflictions) -> tuple[str, ...]:
    aff = active.get(IMPAIRED)
    return IMPAIRED_LOSES.get(aff.detail, ()) if aff is not None else ()


SENSES = ("sight", "hearing", "speech")


def find_sense(text: str) -> str:
    """The sense called ``text`` (any case, or a unique start: 'sig', 'hear')."""
    key = (text or "").strip().lower()
    matches = [s for s in SENSES if s == key] or [s for s in SENSES if key and s.startswith(key)]
    if len(matches) != 1:
        raise RulesError(f"'{text}' is not a sense: name sight, hearing or speech.")
    return matches[0]


def roll_fails_outright(active: Afflictions, senses: Iterable[str]) -> bool:
    """Whether a roll that needs ``senses`` fails because one is impaired."""
    lost = lost_senses(active)
    return any(s in lost for s in senses)


def poisoned_life(life_points: int) -> int:
    """Current Life Points once Poisoned takes hold."""
    return halve_up(life_points) if life_points > 0 else life_points


@dataclass(frozen=True)
class DamageTick:
    """Damage a Bleeding or Burning character takes, with the dice behind it."""

    tribulation: str
    when: str  # "turn start" or "action"
    faces: tuple[int, ...]
    amount: int

    def to_dict(self) -> dict:
        return {"tribulation": self.tribulation, "when": self.when,
                "faces": list(self.faces), "amount": self.amount}


def turn_start_damage(active: Afflictions, rng: Rng) -> tuple[DamageTick, ...]:
    """Bleeding, then Burning, each 1d6 as the character's turn begins."""
    ticks = []
    for name, die in ((BLEEDING, BLEED_TURN_DIE), (BURNING, BURN_TURN_DIE)):
        if name in active:
            face = rng.randint(1, die)
            ticks.append(DamageTick(name, "turn start", (face,), face))
    return tuple(ticks)


def action_damage(active: Afflictions, recovering_from: str | None, rng: Rng) -> tuple[DamageTick, ...]:
    """Damage for one action spent on anything but stopping the bleeding or
    putting out the flames (``recovering_from`` names what the action treats)."""
    ticks = []
    if BLEEDING in active and recovering_from != BLEEDING:
        ticks.append(DamageTick(BLEEDING, "action", (), BLEED_PER_ACTION))
    if BURNING in active and recovering_from != BURNING:
        face = rng.randint(1, BURN_ACTION_DIE)
        ticks.append(DamageTick(BURNING, "action", (face,), face))
    return tuple(ticks)


def poison_session_loss(max_life: int) -> int:
    """Maximum Life Points after one session (or 1d6 days) of Poison."""
    return max_life - POISON_MAX_LIFE_LOSS
