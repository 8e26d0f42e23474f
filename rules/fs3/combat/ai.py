"""Orders for NPCs nobody gave an order to.

``+combat/ai`` has every NPC without an action attack a fighter of another
team; and an NPC alone with one opponent (the fight holds just the two of
them, like a sparring match with the demo Sergeant) attacks that opponent
unasked when the turn resolves. Pure functions: they return a new state.
"""

from __future__ import annotations

from rules.dice import Rng
from rules.fs3.combat.state import ATTACK, CombatState


def targets_for(state: CombatState, cid: str) -> list:
    """Fighters of another team whom ``cid`` may attack now (awake, not
    hidden), in a fixed order."""
    me = state.get(cid)
    return sorted((c for c in state.combatants.values()
                   if c.id != me.id and c.team != me.team and not c.ko and not c.hidden),
                  key=lambda c: c.id)


def idle_npcs(state: CombatState) -> list:
    """NPCs who are awake and have nothing queued, in a fixed order."""
    return sorted((c for c in state.combatants.values()
                   if c.is_npc and not c.ko and c.action is None), key=lambda c: c.id)


def order_idle_npcs(state: CombatState, rng: Rng) -> tuple[CombatState, list[tuple[str, str]]]:
    """Every idle NPC attacks a fighter of another team (chosen at random
    when there are several). Returns the new state and (npc id, target id)
    for each order given; an NPC with nobody to attack is left alone."""
    new = state.copy()
    given = []
    for npc in idle_npcs(new):
        choices = targets_for(new, npc.id)
        if not choices:
            continue
        target = choices[0] if len(choices) == 1 else rng.choice(choices)
        new.combatants[npc.id].action = {"type": ATTACK, "target": target.id, "modifier": 0}
        given.append((npc.id, target.id))
    return new, given


def lone_npc_orders(state: CombatState) -> tuple[CombatState, list[tuple[str, str]]]:
    """In a fight of exactly two, an idle NPC attacks its one opponent."""
    if len(state.combatants) != 2:
        return state, []
    idle = idle_npcs(state)
    if len(idle) != 1:
        return state, []
    npc = idle[0]
    choices = targets_for(state, npc.id)
    if len(choices) != 1:
        return state, []
    new = state.copy()
    new.combatants[npc.id].action = {"type": ATTACK, "target": choices[0].id, "modifier": 0}
    return new, [(npc.id, choices[0].id)]
