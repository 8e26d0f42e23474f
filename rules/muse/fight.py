"""The game-facing steps of a muse fight that :mod:`rules.muse.encounter`
leaves to the table: joining a fight already under way, passing the rest of
a turn, how far a move goes, which Trait a fighter resists or counters with,
and which reaction stands in for a player who does not answer.

Choices where the text is silent:
- A fighter who joins late rolls initiative alone and slots into the order
  (sharing a turn with same-side fighters on the same total); the turns
  already in the order keep their places. They get a full set of actions.
- A move costs by the longer of the two distances, from where the mover
  stands and to where they end: ending or starting Far costs 2 actions,
  Near 1, moving about within Close nothing.
- A fighter resists a Tribulation with the opposing Trait that gives the
  biggest pool (ties: the table's order) and counters with the biggest of
  Might, Swiftness and Power unless they name one.
- A default reaction that Tribulations forbid falls back to the first one
  still allowed; a counter past the chain's limit falls back to Dodge, or
  Endure when Dodge is forbidden.
- A fighter who leaves takes their place in the order with them. When they
  were the last of the turn in progress, the next turn begins (ending the
  round if theirs was the last turn). Tribulations they caused stay, and
  are then shaken off as if no one had caused them. When the last fighter
  of a side leaves the fight goes on (the other side may still heal its
  fallen or shake off Tribulations) and says so; when nobody at all is
  left, it is over.
"""

from __future__ import annotations

import copy

from rules.dice import Rng
from rules.errors import RulesError
from rules.muse import encounter as enc
from rules.muse.combat import DISTANCES, find_distance
from rules.muse.combatant import Combatant, CombatState
from rules.muse.dying import DEAD, DYING, DyingState, dying_actions, fall, status_for
from rules.muse.effects import COUNTER, DODGE, REACTIONS
from rules.muse.initiative import ENEMIES, PLAYERS, PLAYERS_FIRST, Turn, actions_per_turn, roll_initiative
from rules.muse.reactions import MAX_COUNTERS, REACTION_TRAITS
from rules.muse.traits import OPPOSING, find_trait

DEFAULT_REACTION = DODGE


def join(state: CombatState, fighter: Combatant, rng: Rng) -> tuple[CombatState, list]:
    """Add ``fighter`` to a fight already under way: roll their initiative and
    put them in the order without moving anyone else."""
    if fighter.who in state.combatants:
        raise RulesError(f"{fighter.who} is already in this fight.")
    state = copy.deepcopy(state)
    fighter = copy.deepcopy(fighter)
    roll = roll_initiative([(fighter.who, fighter.side, fighter.swiftness)], rng)[0]
    state.initiative.append(roll)
    total, side = roll.total, roll.side
    placed = None
    for i, turn in enumerate(state.order):
        if turn.total == total and turn.side == side:
            state.order[i] = Turn(total, side, turn.members + (fighter.who,))
            placed = i
            break
    if placed is None:
        placed = len(state.order)
        for i, turn in enumerate(state.order):
            before = turn.total < total or (
                turn.total == total and side == PLAYERS and turn.side == ENEMIES
                and state.tie_rule == PLAYERS_FIRST)
            if before:
                placed = i
                break
        state.order.insert(placed, Turn(total, side, (fighter.who,)))
        if placed <= state.turn_index and len(state.order) > 1:
            state.turn_index += 1
    status = status_for(fighter.life, fighter.endurance)
    if status == DEAD:
        fighter.dead = True
    elif status == DYING and fighter.dying is None:
        fighter.dying, fighter.tribulations = DyingState(), fall(fighter.tribulations)
    fighter.actions_left = 0 if fighter.dead else (
        dying_actions(fighter.tribulations) if fighter.dying else actions_per_turn(fighter.level))
    fighter.acted = False
    state.combatants[fighter.who] = fighter
    return state, [{"type": "joined", "who": fighter.who, "roll": roll.to_dict(),
                    "shared": len(state.order[placed].members) > 1}]


def leave(state: CombatState, who: str, rng: Rng) -> tuple[CombatState, list]:
    """Take ``who`` out of the fight, mending the turn order around them."""
    state = copy.deepcopy(state)
    side = state.fighter(who).side
    current = bool(state.order) and who in state.current_turn.members
    del state.combatants[who]
    state.initiative = [r for r in state.initiative if r.who != who]
    order, index, emptied = [], state.turn_index, False
    for i, turn in enumerate(state.order):
        members = tuple(m for m in turn.members if m != who)
        if members:
            order.append(Turn(turn.total, turn.side, members))
        elif i < state.turn_index:
            index -= 1
        elif i == state.turn_index:
            emptied = True
    state.order, state.turn_index = order, max(0, index)
    for c in state.combatants.values():
        c.wakers = [w for w in c.wakers if w != who]
    events = [{"type": "left", "who": who, "side": side}]
    if not any(c.side == side for c in state.combatants.values()) and state.combatants:
        events.append({"type": "side empty", "side": side})
    if not state.combatants or all(c.dead for c in state.combatants.values()):
        state.over = True
        return state, events
    if current and emptied and not state.over:
        events += enc.resume(state, rng)
    return state, events


def pass_turn(state: CombatState, who: str) -> CombatState:
    """Give up the rest of ``who``'s actions this turn."""
    state = copy.deepcopy(state)
    c = state.fighter(who)
    if state.over or c.dead or who not in state.current_turn.members:
        raise RulesError("It is not your turn.")
    c.actions_left = 0
    return state


def turn_done(state: CombatState) -> bool:
    """Whether everyone in the current turn has used or given up every action."""
    if state.over or not state.order:
        return False
    return all(state.combatants[w].dead or state.combatants[w].actions_left <= 0
               for w in state.current_turn.members)


def trip(start: str, end: str) -> str:
    """The distance band a move from ``start`` to ``end`` covers."""
    a, b = find_distance(start), find_distance(end)
    return DISTANCES[max(DISTANCES.index(a), DISTANCES.index(b))]


def _best(fighter: Combatant, traits, against: Combatant | None = None) -> str:
    return max(traits, key=lambda t: (fighter.pool(t, against=against).dice, -traits.index(t)))


def resisting_trait(fighter: Combatant, acting_trait: str, against: Combatant | None = None) -> str:
    """The opposing Trait ``fighter`` resists ``acting_trait`` with."""
    return _best(fighter, list(OPPOSING[find_trait(acting_trait)]), against)


def reaction_trait(fighter: Combatant, reaction: str, chosen: str | None = None,
                   against: Combatant | None = None) -> str:
    """The Trait rolled for ``reaction``; ``chosen`` picks among a counter's."""
    if reaction not in REACTIONS:
        raise RulesError("React with dodge, endure or counter.")
    options = list(REACTION_TRAITS[reaction])
    if chosen:
        name = find_trait(chosen)
        if name not in options:
            raise RulesError(f"A {reaction} is rolled with {' or '.join(options)}.")
        return name
    return _best(fighter, options, against)


def stand_in_reaction(preferred: str | None, allowed: tuple, counters: int) -> str | None:
    """The reaction used for someone who did not choose in time (None: none
    is allowed, so the hit lands)."""
    usable = [r for r in allowed if not (r == COUNTER and counters >= MAX_COUNTERS)]
    if not usable:
        return None
    if preferred in usable:
        return preferred
    return DEFAULT_REACTION if DEFAULT_REACTION in usable else usable[0]
