"""fs3 combat state between turns: combatant records, joining and leaving,
queueing actions (with every refusal), stance, Luck and hero comebacks."""

from __future__ import annotations

import json

import pytest

from rules.errors import RulesError
from rules.fs3.abilities import Catalogue
from rules.fs3.combat.combatant import Combatant
from rules.fs3.combat.pools import DEFAULT_RULINGS, rulings_from_catalogue
from rules.fs3.combat.state import (
    CombatState,
    KORecord,
    add_combatant,
    queue_action,
    remove_combatant,
    set_luck_spend,
    set_stance,
    use_hero,
)
from rules.fs3.combat.wounds import Severity, Wound
from rulesets.fs3.abilities import ATTRIBUTES, SKILLS


def fighter(cid, **kw):
    return Combatant(id=cid, name=cid.title(), **kw)


def fight(*combatants) -> CombatState:
    s = CombatState(now=10.0)
    for c in combatants:
        s = add_combatant(s, c)
    return s


def test_combatant_round_trips_through_json():
    c = fighter("#12", is_npc=False, ratings={"Melee": 3, "Brawn": 4}, team="red",
                stance="Def_Shield", weapon={"name": "Sword", "penetration": 4, "lethality": 10,
                                             "skill": "Melee", "kind": "melee", "dodge_bonus": 0},
                armor=[{"name": "Light Grounder Armor", "protection": 3,
                        "table": "light_grounder", "locations": ["Chest"]}],
                has_shield=True, has_mount=False,
                wounds=[Wound(Severity.SERIOUS, "Head", "Axe", 3.5, 1, "gash")],
                luck=2, ko=True, hero_used=True, action={"type": "pass"}, luck_spend="defense")
    data = json.loads(json.dumps(c.to_dict()))
    assert Combatant.from_dict(data) == c
    assert data["wounds"][0]["severity"] == "Serious"


def test_combatant_canonicalises_stance_and_checks_fields():
    assert fighter("a", stance="agg_").stance == "Agg_Shield"
    with pytest.raises(RulesError):
        fighter("a", is_npc=True)  # no rating
    with pytest.raises(RulesError):
        fighter("a", luck_spend="damage")
    with pytest.raises(RulesError):
        fighter("a", stance="Flying")


def test_add_and_remove():
    s = fight(fighter("a"), fighter("b"))
    with pytest.raises(RulesError):
        add_combatant(s, fighter("a"))
    with pytest.raises(RulesError):
        add_combatant(s, fighter("c", stance="Mounted"))
    s.ko_records.append(KORecord("b", "a", 1))
    smaller = remove_combatant(s, "b")
    assert list(smaller.combatants) == ["a"] and smaller.ko_records == []
    assert list(s.combatants) == ["a", "b"]
    with pytest.raises(RulesError):
        remove_combatant(s, "zz")


def test_queue_action_normalises_and_leaves_the_old_state_alone():
    s = fight(fighter("a"), fighter("b"))
    new = queue_action(s, "a", {"type": "ATTACK", "target": "b"})
    assert new.combatants["a"].action == {"type": "attack", "target": "b", "modifier": 0}
    assert s.combatants["a"].action is None
    new = queue_action(new, "a", {"type": "stance", "stance": "defe"})
    assert new.combatants["a"].action == {"type": "stance", "stance": "Defensive"}
    assert queue_action(s, "a", {"type": "treat", "target": "a"}).combatants["a"].action == {
        "type": "treat", "target": "a"}
    assert queue_action(s, "a", {"type": "pass", "junk": 1}).combatants["a"].action == {
        "type": "pass"}


@pytest.mark.parametrize("action", [
    {"type": "dance"}, {},
    {"type": "attack", "target": "zz"},
    {"type": "attack", "target": "a"},
    {"type": "attack", "target": "h"},
    {"type": "attack", "target": "r"},
    {"type": "attack", "target": "b", "modifier": 11},
    {"type": "attack", "target": "b", "modifier": -11},
    {"type": "attack", "target": "b", "modifier": "lots"},
    {"type": "stance", "stance": "Shield"},
    {"type": "stance", "stance": "Mounted"},
    {"type": "stance", "stance": "nope"},
    {"type": "treat", "target": "zz"},
])
def test_bad_actions_are_refused(action):
    s = fight(fighter("a"), fighter("b"), fighter("h", stance="Outofsight"),
              fighter("r", stance="Reserve"))
    with pytest.raises(RulesError):
        queue_action(s, "a", action)


def test_knocked_out_fighters_cannot_queue_and_strangers_cannot_act():
    s = fight(fighter("a", ko=True), fighter("b"))
    with pytest.raises(RulesError, match="knocked out"):
        queue_action(s, "a", {"type": "pass"})
    with pytest.raises(RulesError):
        queue_action(s, "zz", {"type": "pass"})


def test_set_stance_checks_gear():
    s = fight(fighter("a", has_shield=True), fighter("b", has_mount=True))
    assert set_stance(s, "a", "def_s").combatants["a"].stance == "Def_Shield"
    assert set_stance(s, "b", "mounted").combatants["b"].stance == "Mounted"
    with pytest.raises(RulesError):
        set_stance(s, "a", "Mounted")
    with pytest.raises(RulesError):
        set_stance(s, "b", "Mount_Shield")


def test_set_luck_spend():
    s = fight(fighter("a", luck=1), fighter("b", luck=0))
    assert set_luck_spend(s, "a", "Attack").combatants["a"].luck_spend == "attack"
    assert set_luck_spend(s, "a", None).combatants["a"].luck_spend is None
    with pytest.raises(RulesError):
        set_luck_spend(s, "b", "defense")
    with pytest.raises(RulesError):
        set_luck_spend(s, "a", "damage")


def test_hero_needs_a_ko_and_luck():
    s = fight(fighter("a", ko=True, luck=0), fighter("b", luck=2), fighter("c", ko=True, luck=2))
    with pytest.raises(RulesError):
        use_hero(s, "a")
    with pytest.raises(RulesError):
        use_hero(s, "b")
    new, _ = use_hero(s, "c")
    assert new.combatants["c"].luck == 1 and not new.combatants["c"].ko
    assert s.combatants["c"].ko  # the old state is untouched


def test_rulings_from_the_catalogue_match_the_defaults():
    rulings = rulings_from_catalogue(Catalogue.from_data(ATTRIBUTES, SKILLS))
    for skill, attribute in DEFAULT_RULINGS.items():
        assert rulings[skill] == attribute
