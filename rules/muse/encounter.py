"""One muse fight as a JSON-safe state and the pure steps that move it on.

Every step takes a :class:`CombatState` (left untouched) and returns a new
one with a list of plain-dict events for the game to report. A round gives
every fighter its actions; turns then run in initiative order, and as a
turn begins its members take Bleeding/Burning damage and, if dying, make
their dying check. Ending the last turn ends the round: fading Tribulations
count down, and the next round begins.

State dict shape (:class:`~rules.muse.combatant.CombatState`)::

    {"round": 1, "turn_index": 0, "tie_rule": "players first",
     "initiative": [{"who", "side", "swiftness", "die", "total"}, ...],
     "order": [{"total": 9, "side": "players", "members": ["#1", "#4"]}, ...],
     "combatants": {"#1": Combatant.to_dict(), ...},
     "over": false}
"""

from __future__ import annotations

import copy

from rules.dice import Rng
from rules.errors import RulesError
from rules.muse.combat import find_distance, healed_life, move_cost
from rules.muse.combatant import Combatant, CombatState
from rules.muse.dying import (
    DEAD,
    DYING,
    REVIVED,
    REVIVED_LIFE,
    DyingState,
    dying_actions,
    dying_check,
    fall,
    status_for,
    wake,
)
from rules.muse.effects import (
    ACTION_KINDS,
    HEAL,
    MOVE,
    RECOVER,
    action_damage,
    allowed_reactions,
    blocking_tribulation,
    poisoned_life,
    turn_start_damage,
)
from rules.muse.initiative import PLAYERS_FIRST, actions_per_turn, give_actions, roll_initiative, turn_order
from rules.muse.traits import ENDURANCE
from rules.muse.tribulations import (
    POISONED,
    STUNNED,
    UNCONSCIOUS,
    end_of_round,
    find_tribulation,
    impose,
    remove,
)

Events = list  # of plain dicts, each with a "type"


def start_combat(fighters: list[Combatant], rng: Rng,
                 tie_rule: str = PLAYERS_FIRST) -> tuple[CombatState, Events]:
    """Roll initiative (in the order given), order the turns, begin round 1."""
    if not fighters:
        raise RulesError("A fight needs at least one combatant.")
    fighters = [copy.deepcopy(f) for f in fighters]
    rolls = roll_initiative(((f.who, f.side, f.swiftness) for f in fighters), rng)
    state = CombatState(1, 0, tie_rule, list(rolls), list(turn_order(rolls, rng, tie_rule)),
                        {f.who: f for f in fighters})
    events: Events = [{"type": "initiative", "rolls": [r.to_dict() for r in rolls]}]
    for f in state.combatants.values():
        status = status_for(f.life, f.endurance)
        if status == DEAD:
            f.dead = True
        elif status == DYING and f.dying is None:
            f.dying, f.tribulations = DyingState(), fall(f.tribulations)
    _start_round(state, events)
    _begin_turn(state, rng, events)
    return state, events


def _start_round(state: CombatState, events: Events) -> None:
    for c in state.combatants.values():
        full = 0 if c.dead else (dying_actions(c.tribulations) if c.dying else actions_per_turn(c.level))
        c.actions_left, c.lost_actions = max(0, full - c.lost_actions), 0
    events.append({"type": "round", "round": state.round})


def _end_round(state: CombatState, events: Events) -> None:
    for c in state.combatants.values():
        c.wakers = []
        if c.dead:
            continue
        c.tribulations, ended = end_of_round(c.tribulations)
        for name in ended:
            events.append({"type": "tribulation ended", "who": c.who, "tribulation": name})
    state.round += 1
    state.turn_index = 0
    _start_round(state, events)


def _begin_turn(state: CombatState, rng: Rng, events: Events) -> None:
    """Start the current turn, skipping turns where nobody is left alive."""
    for _ in range(len(state.order) + 1):
        members = [state.combatants[w] for w in state.current_turn.members]
        if any(c.active for c in members):
            break
        if all(c.dead for c in state.combatants.values()):
            state.over = True
            return
        _advance(state, events)
    events.append({"type": "turn", "round": state.round, "members": list(state.current_turn.members)})
    for c in members:
        c.acted = False
        for tick in turn_start_damage(c.tribulations, rng) if c.active else ():
            events.append({"type": "ongoing damage", "who": c.who, **tick.to_dict()})
            _hurt(state, c, tick.amount, tick.tribulation, events)
        if c.active and c.dying is not None:
            check = dying_check(c.pool(ENDURANCE), c.dying, rng)
            events.append({"type": "dying check", "who": c.who, **check.to_dict()})
            c.dying = check.after
            if check.outcome == REVIVED:
                c.life, c.dying, c.tribulations = REVIVED_LIFE, None, wake(c.tribulations)
                events.append({"type": "revived", "who": c.who, "life": c.life})
            elif check.outcome == DEAD:
                _kill(c, events)


def _advance(state: CombatState, events: Events) -> None:
    for who in state.current_turn.members:
        state.combatants[who].actions_left = 0
    state.turn_index += 1
    if state.turn_index >= len(state.order):
        _end_round(state, events)


def end_turn(state: CombatState, rng: Rng) -> tuple[CombatState, Events]:
    """Close the current turn (unused actions are lost) and begin the next."""
    if state.over:
        raise RulesError("This fight is over.")
    state = copy.deepcopy(state)
    events: Events = []
    _advance(state, events)
    _begin_turn(state, rng, events)
    return state, events


def _kill(c: Combatant, events: Events) -> None:
    c.dead, c.dying, c.actions_left = True, None, 0
    events.append({"type": "dead", "who": c.who, "life": c.life})


def _hurt(state: CombatState, c: Combatant, amount: int, cause: str | None, events: Events) -> None:
    c.life -= amount
    events.append({"type": "damage", "who": c.who, "amount": amount, "cause": cause, "life": c.life})
    status = status_for(c.life, c.endurance)
    if status == DEAD:
        _kill(c, events)
    elif status == DYING and c.dying is None:
        c.dying, c.tribulations = DyingState(), fall(c.tribulations)
        c.actions_left = min(c.actions_left, dying_actions(c.tribulations))
        events.append({"type": "dying", "who": c.who, "life": c.life})


def damage(state: CombatState, who: str, amount: int,
           cause: str | None = None) -> tuple[CombatState, Events]:
    """Take ``amount`` Life Points off ``who`` and settle dying or death."""
    if amount < 0:
        raise ValueError("damage is never negative")
    state = copy.deepcopy(state)
    c = state.fighter(who)
    if c.dead:
        raise RulesError(f"{who} is already dead.")
    events: Events = []
    _hurt(state, c, amount, cause, events)
    return state, events


def heal(state: CombatState, healer: str, target, successes: int) -> tuple[CombatState, Events]:
    """Add a heal roll's successes to ``target`` (an id, or a list: each gets
    the same); once per round per healer."""
    targets = [target] if isinstance(target, str) else list(dict.fromkeys(target))
    if not targets:
        raise RulesError("Heal whom?")
    state = copy.deepcopy(state)
    h = state.fighter(healer)
    if h.healed_round == state.round:
        raise RulesError("You have already healed this round.")
    for who in targets:
        if h.dead or state.fighter(who).dead:
            raise RulesError(f"{who} is beyond healing.")
    h.healed_round = state.round
    events: Events = []
    for who in targets:
        t = state.fighter(who)
        t.life = healed_life(t.life, t.max_life, successes)
        events.append({"type": "healed", "who": who, "by": healer, "amount": successes,
                       "life": t.life})
        if t.dying is not None and t.life >= REVIVED_LIFE:
            t.dying, t.tribulations, t.wakers = None, wake(t.tribulations), []
            events.append({"type": "revived", "who": who, "life": t.life})
    return state, events


def resume(state: CombatState, rng: Rng) -> Events:
    """Begin the turn now at ``turn_index`` (ending the round first when it
    ran off the end), after the turn in progress vanished because its last
    fighter left. Changes ``state`` in place."""
    events: Events = []
    if state.order and state.turn_index >= len(state.order):
        _end_round(state, events)
    if state.order:
        _begin_turn(state, rng, events)
    return events


def impose_on(state: CombatState, who: str, name: str, source: str | None = None,
              detail: str | None = None) -> tuple[CombatState, Events]:
    """Give ``who`` a Tribulation, with its immediate effects (Poisoned halves
    Life Points; Stunned takes the next action, this round or next)."""
    state = copy.deepcopy(state)
    c = state.fighter(who)
    c.tribulations = impose(c.tribulations, name, source, detail)
    trib = find_tribulation(name).name
    if trib == POISONED:
        c.life = poisoned_life(c.life)
    if trib == STUNNED:
        if c.actions_left > 0:
            c.actions_left -= 1
        else:
            c.lost_actions += 1
    return state, [{"type": "tribulation", "who": who, "tribulation": trib, "source": source,
                    "life": c.life}]


def set_tribulations(state: CombatState, who: str, afflictions: dict) -> CombatState:
    """Store the set a recovery roll or a rest handed back."""
    state = copy.deepcopy(state)
    state.fighter(who).tribulations = dict(afflictions)
    return state


def lift(state: CombatState, who: str, name: str) -> CombatState:
    """Staff (or the story) end a Tribulation outright."""
    state = copy.deepcopy(state)
    c = state.fighter(who)
    c.tribulations = remove(c.tribulations, name)
    if find_tribulation(name).name == UNCONSCIOUS:
        c.wakers = []
    return state


def take_action(state: CombatState, who: str, kind: str, rng: Rng, *, target: str | None = None,
                distance: str | None = None, recovering: str | None = None,
                cost: int = 1) -> tuple[CombatState, Events]:
    """Spend ``cost`` of ``who``'s actions on ``kind`` in its own turn, after
    every Tribulation check; each action also feeds Bleeding and Burning
    unless it is the recovery roll against that very Tribulation."""
    if kind not in ACTION_KINDS:
        raise RulesError(f"An action is one of {', '.join(ACTION_KINDS)}.")
    state = copy.deepcopy(state)
    c = state.fighter(who)
    if state.over or c.dead or who not in state.current_turn.members:
        raise RulesError("It is not your turn.")
    active = c.tribulations
    if c.dying is not None and recovering == UNCONSCIOUS:
        raise RulesError("While dying, only the dying checks or healing wake you.")
    if c.dying is not None and UNCONSCIOUS in active:
        raise RulesError("Unconscious and dying: no action at all until you come round.")
    blocker = blocking_tribulation(active, kind, target, distance)
    if blocker is not None:
        raise RulesError(f"{blocker} forbids that.")
    if kind == RECOVER:
        if recovering not in c.tribulations:
            raise RulesError("Say which of your Tribulations you are recovering from.")
        if c.acted:
            raise RulesError("A recovery roll must come first in your turn, before other actions.")
    if kind == HEAL and c.healed_round == state.round:
        raise RulesError("You have already healed this round.")
    if cost > c.actions_left:
        raise RulesError(f"That takes {cost} action(s); you have {c.actions_left}.")
    c.actions_left -= cost
    c.acted = c.acted or (kind != RECOVER and cost > 0)
    events: Events = [{"type": "action", "who": who, "kind": kind, "cost": cost, "target": target,
                       "distance": distance, "left": c.actions_left}]
    for _ in range(cost):
        for tick in action_damage(c.tribulations, recovering if kind == RECOVER else None, rng):
            if c.active:
                events.append({"type": "ongoing damage", "who": who, **tick.to_dict()})
                _hurt(state, c, tick.amount, tick.tribulation, events)
    return state, events


def move(state: CombatState, who: str, distance: str, rng: Rng) -> tuple[CombatState, Events]:
    """Move somewhere Close (free), Near (1 action) or Far (2 actions)."""
    band = find_distance(distance)
    return take_action(state, who, MOVE, rng, distance=band, cost=move_cost(band))


def give(state: CombatState, giver: str, receiver: str, count: int) -> CombatState:
    """Hand actions to another member of the current shared turn."""
    state = copy.deepcopy(state)
    turn = state.current_turn
    for w in (giver, receiver):
        if state.fighter(w).dead:
            raise RulesError(f"{w} is dead.")
    actions = {w: state.combatants[w].actions_left for w in turn.members}
    for w, n in give_actions(actions, turn, giver, receiver, count).items():
        state.combatants[w].actions_left = n
    return state


def reactions_for(state: CombatState, who: str) -> tuple[str, ...]:
    c = state.fighter(who)
    return () if c.dead else allowed_reactions(c.tribulations)
