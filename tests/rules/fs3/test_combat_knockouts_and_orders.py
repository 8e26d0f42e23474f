"""fs3 rules: a KO lasts the whole fight (leaving and rejoining
does not lift it); a knocked-out fighter changes no stance and spends no
Luck; NPC orders for idle NPCs and for a lone sparring NPC."""

from __future__ import annotations

import json

import pytest

from rules.dice import ScriptedRng
from rules.errors import RulesError
from rules.fs3.combat.ai import lone_npc_orders, order_idle_npcs
from rules.fs3.combat.combatant import Combatant
from rules.fs3.combat.state import (
    CombatState,
    add_combatant,
    remove_combatant,
    set_luck_spend,
    set_stance,
    use_hero,
)


def fighter(cid, **kw):
    return Combatant(id=cid, name=cid.strip("#").title(), **kw)


def npc(cid, team="B", **kw):
    return fighter(cid, is_npc=True, npc_rating=4, team=team, **kw)


def fight(*combatants) -> CombatState:
    s = CombatState(now=10.0)
    for c in combatants:
        s = add_combatant(s, c)
    return s


def test_ko_comes_back_on_rejoining_and_survives_json():
    s = fight(fighter("#1", team="A", luck=1), npc("#9"))
    s.combatants["#1"].ko = True
    s = remove_combatant(s, "#1")
    s = CombatState.from_dict(json.loads(json.dumps(s.to_dict())))
    assert s.left_ko == ["#1"]
    s = add_combatant(s, fighter("#1", team="A", luck=1))
    assert s.combatants["#1"].ko and s.left_ko == []
    s, _ = use_hero(s, "#1")
    assert not s.combatants["#1"].ko
    # left awake: rejoins awake
    s = add_combatant(remove_combatant(s, "#1"), fighter("#1", team="A"))
    assert not s.combatants["#1"].ko


@pytest.mark.parametrize("change, args", [(set_stance, ("Aggressive",)),
                                          (set_luck_spend, ("attack",)),
                                          (set_luck_spend, ("defense",))])
def test_knocked_out_changes_nothing(change, args):
    s = fight(fighter("#1", team="A", luck=2), npc("#9"))
    s.combatants["#1"].ko = True
    with pytest.raises(RulesError, match="knocked out"):
        change(s, "#1", *args)


def test_idle_npcs_attack_the_other_team():
    s = fight(fighter("#1", team="A"), fighter("#2", team="A"), npc("#8"), npc("#9"))
    s.combatants["#9"].action = {"type": "pass"}
    new, given = order_idle_npcs(s, ScriptedRng([1]))  # the second of two targets
    assert given == [("#8", "#2")]
    assert new.combatants["#8"].action == {"type": "attack", "target": "#2", "modifier": 0}
    assert new.combatants["#9"].action == {"type": "pass"}
    assert s.combatants["#8"].action is None  # the given state is left alone


def test_no_target_no_order_and_ko_targets_skipped():
    s = fight(fighter("#1", team="A"), npc("#8"))
    s.combatants["#1"].ko = True
    assert order_idle_npcs(s, ScriptedRng([]))[1] == []


def test_lone_npc_attacks_its_one_opponent_only():
    s = fight(fighter("#1", team="A"), npc("#8"))
    new, given = lone_npc_orders(s)
    assert given == [("#8", "#1")]
    three = fight(fighter("#1", team="A"), fighter("#2", team="A"), npc("#8"))
    assert lone_npc_orders(three)[1] == []
    s.combatants["#8"].action = {"type": "pass"}
    assert lone_npc_orders(s)[1] == []  # an order given stands
