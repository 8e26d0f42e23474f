"""Reactions to an attack: Dodge, Endure, Counter, and counter chains.

An :class:`Incoming` is damage on its way to a target, with the roll that
sent it. The target reacts (or takes it) with :func:`react`:

- Dodge: Swiftness against the incoming roll; winning avoids all of it.
- Endure: Endurance against it; winning halves the damage, rounding up.
- Counter: Might, Swiftness or Power against it; winning sends half the
  damage (rounding up) back at the sender as a new Incoming, which the
  sender may in turn dodge, endure or counter. Losing any reaction means
  taking the damage in full.

Ties follow the opposed-roll rules of :mod:`rules.muse.opposed`. Damage
always comes from the roll that started each link; tie-breaking rerolls
only decide who wins. A chain allows at most ``MAX_COUNTERS`` counters;
after that only Dodge or Endure remain, so every exchange ends.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rules.dice import Rng
from rules.errors import RulesError
from rules.muse.combat import damage_for
from rules.muse.effects import COUNTER, DODGE, ENDURE, check_reaction, halve_up
from rules.muse.opposed import OpposedResult, resolve_rolls
from rules.muse.roll import MuseRoll, Pool, roll_pool
from rules.muse.traits import ENDURANCE, MIGHT, POWER, SWIFTNESS
from rules.muse.tribulations import Afflictions

MAX_COUNTERS = 10
REACTION_TRAITS = {DODGE: (SWIFTNESS,), ENDURE: (ENDURANCE,), COUNTER: (MIGHT, SWIFTNESS, POWER)}


@dataclass(frozen=True)
class Incoming:
    sender: str
    target: str
    roll: MuseRoll  # the roll a reaction is opposed to
    damage: int  # what lands if the target fails to react or does not
    sender_pc: bool
    target_pc: bool
    counters: int = 0  # counters made so far in this chain

    def to_dict(self) -> dict:
        return {"sender": self.sender, "target": self.target, "roll": self.roll.to_dict(),
                "damage": self.damage, "sender_pc": self.sender_pc, "target_pc": self.target_pc,
                "counters": self.counters}

    @classmethod
    def from_dict(cls, data: dict) -> "Incoming":
        return cls(data["sender"], data["target"], MuseRoll.from_dict(data["roll"]), int(data["damage"]),
                   bool(data["sender_pc"]), bool(data["target_pc"]), int(data.get("counters", 0)))


def attack(sender: str, target: str, roll: MuseRoll, sender_pc: bool, target_pc: bool,
           damage: int | None = None) -> Incoming:
    """A fresh attack: damage is one per success unless given."""
    return Incoming(sender, target, roll, damage_for(roll) if damage is None else damage,
                    sender_pc, target_pc)


@dataclass(frozen=True)
class ReactionResult:
    incoming: Incoming
    reaction: str | None  # None: took the hit without reacting
    opposed: OpposedResult | None
    damage_taken: int  # damage the target takes now
    next: Incoming | None  # a successful counter's damage heading back

    @property
    def reacted_well(self) -> bool:
        return self.opposed is not None and self.opposed.second_won

    def to_dict(self) -> dict:
        return {"incoming": self.incoming.to_dict(), "reaction": self.reaction,
                "opposed": self.opposed.to_dict() if self.opposed else None,
                "damage_taken": self.damage_taken,
                "next": self.next.to_dict() if self.next else None}


def take_hit(incoming: Incoming) -> ReactionResult:
    """No reaction (by choice, or none allowed): the damage lands in full."""
    return ReactionResult(incoming, None, None, incoming.damage, None)


def check_reaction_pool(incoming: Incoming, reaction: str, pool: Pool,
                        afflictions: Afflictions | None = None) -> None:
    check_reaction(afflictions or {}, reaction)
    if pool.trait is not None and pool.trait not in REACTION_TRAITS[reaction]:
        raise RulesError(f"A {reaction} is rolled with {' or '.join(REACTION_TRAITS[reaction])}.")
    if reaction == COUNTER and incoming.counters >= MAX_COUNTERS:
        raise RulesError(f"That exchange has seen {MAX_COUNTERS} counters: dodge or endure now.")


def react(incoming: Incoming, reaction: str, pool: Pool, rng: Rng,
          afflictions: Afflictions | None = None) -> ReactionResult:
    """The target rolls ``pool`` against the incoming roll."""
    check_reaction_pool(incoming, reaction, pool, afflictions)
    mine = roll_pool(pool, rng)
    opposed = resolve_rolls(incoming.roll, mine, rng, incoming.sender_pc, incoming.target_pc)
    if not opposed.second_won:
        return ReactionResult(incoming, reaction, opposed, incoming.damage, None)
    if reaction == DODGE:
        return ReactionResult(incoming, reaction, opposed, 0, None)
    if reaction == ENDURE:
        return ReactionResult(incoming, reaction, opposed, halve_up(incoming.damage), None)
    back = replace(incoming, sender=incoming.target, target=incoming.sender, roll=mine,
                   damage=halve_up(incoming.damage), sender_pc=incoming.target_pc,
                   target_pc=incoming.sender_pc, counters=incoming.counters + 1)
    return ReactionResult(incoming, reaction, opposed, 0, back)
