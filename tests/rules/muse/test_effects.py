"""What each Tribulation does to rolls, actions, reactions and Life Points."""

import pytest

from rules.dice import ScriptedRng
from rules.errors import RulesError
from rules.muse import effects as fx
from rules.muse.traits import TRAITS
from rules.muse.tribulations import TABLE, begin_rest, impose


def one(name, source=None, detail=None):
    return impose({}, name, source=source, detail=detail)


def test_halving_table():
    assert {t for t in TRAITS if fx.halves_trait(one("Tired"), t)} == set(TRAITS)
    assert {t for t in TRAITS if fx.halves_trait(one("Enfeebled"), t)} == {"Might", "Swiftness"}
    assert {t for t in TRAITS if fx.halves_trait(one("Poisoned"), t)} == {"Endurance"}
    others = [t.name for t in TABLE if t.name not in ("Tired", "Enfeebled", "Poisoned")]
    for name in others:
        active = one(name, detail="all" if name == "Impaired" else None)
        assert not any(fx.halves_trait(active, t) for t in TRAITS), name
    assert [fx.halve_up(n) for n in (0, 1, 2, 3, 4, 5)] == [0, 1, 1, 2, 2, 3]


@pytest.mark.parametrize("name", ["Frozen", "Unconscious", "Grappled"])
def test_no_actions_but_recovery(name):
    active = one(name)
    for kind in (fx.ATTACK, fx.MOVE, fx.HEAL, fx.DEFEND, fx.OTHER):
        assert fx.blocking_tribulation(active, kind) == name
        with pytest.raises(RulesError):
            fx.check_action(active, kind)
    assert fx.blocking_tribulation(active, fx.RECOVER) is None


def test_reactions_allowed():
    assert fx.allowed_reactions({}) == (fx.DODGE, fx.ENDURE, fx.COUNTER)
    for name in ("Frozen", "Unconscious", "Stunned"):
        assert fx.allowed_reactions(one(name)) == ()
    assert fx.allowed_reactions(one("Grappled")) == (fx.ENDURE,)
    with pytest.raises(RulesError):
        fx.check_reaction(one("Grappled"), fx.DODGE)
    with pytest.raises(RulesError):
        fx.check_reaction(one("Grappled"), fx.COUNTER)
    fx.check_reaction(one("Grappled"), fx.ENDURE)
    with pytest.raises(RulesError):
        fx.check_reaction({}, "parry")


def test_stunned_moves_only_close():
    active = one("Stunned")
    assert fx.blocking_tribulation(active, fx.MOVE, distance="Close") is None
    assert fx.blocking_tribulation(active, fx.MOVE, distance="Near") == "Stunned"
    assert fx.blocking_tribulation(active, fx.MOVE, distance="Far") == "Stunned"
    assert fx.blocking_tribulation(active, fx.ATTACK) is None


@pytest.mark.parametrize("name", ["Charmed", "Intimidated"])
def test_cannot_attack_the_source(name):
    active = one(name, source="#8")
    assert fx.blocking_tribulation(active, fx.ATTACK, target="#8") == name
    assert fx.blocking_tribulation(active, fx.ATTACK, target="#9") is None
    assert fx.blocking_tribulation(active, fx.OTHER, target="#8") is None


def test_intimidation_gives_source_two_dice():
    active = one("Intimidated", source="#8")
    assert fx.bonus_dice_against(active, "#8") == 2
    assert fx.bonus_dice_against(active, "#9") == 0
    assert fx.bonus_dice_against({}, "#8") == 0


def test_tired_resting_allows_only_defence():
    active, _ = begin_rest(one("Tired"), ScriptedRng([2]))
    assert fx.blocking_tribulation(active, fx.DEFEND) is None
    assert fx.blocking_tribulation(active, fx.RECOVER) is None
    for kind in (fx.ATTACK, fx.MOVE, fx.OTHER, fx.HEAL):
        assert fx.blocking_tribulation(active, kind) == "Tired"
    assert fx.blocking_tribulation(one("Tired"), fx.ATTACK) is None  # not resting yet


@pytest.mark.parametrize("detail,senses", [("blinded", ("sight",)), ("deafened", ("hearing",)),
                                           ("muted", ("speech",)), ("all", ("sight", "hearing", "speech"))])
def test_impaired_senses_fail_rolls(detail, senses):
    active = one("Impaired", detail=detail)
    assert fx.lost_senses(active) == senses
    for sense in ("sight", "hearing", "speech"):
        assert fx.roll_fails_outright(active, [sense]) == (sense in senses)
    assert not fx.roll_fails_outright({}, ["sight"])


def test_bleeding_and_burning_at_turn_start():
    assert fx.turn_start_damage({}, ScriptedRng([])) == ()
    ticks = fx.turn_start_damage(one("Bleeding"), ScriptedRng([4]))
    assert [(t.tribulation, t.amount) for t in ticks] == [("Bleeding", 4)]
    both = impose(one("Bleeding"), "Burning")
    ticks = fx.turn_start_damage(both, ScriptedRng([2, 5]))
    assert [(t.tribulation, t.faces, t.amount) for t in ticks] == [("Bleeding", (2,), 2), ("Burning", (5,), 5)]


def test_actions_not_spent_on_the_tribulation_hurt():
    bleed = one("Bleeding")
    ticks = fx.action_damage(bleed, None, ScriptedRng([]))
    assert [(t.tribulation, t.amount) for t in ticks] == [("Bleeding", 1)]
    assert fx.action_damage(bleed, "Bleeding", ScriptedRng([])) == ()
    burn = one("Burning")
    ticks = fx.action_damage(burn, "Bleeding", ScriptedRng([3]))
    assert [(t.tribulation, t.amount) for t in ticks] == [("Burning", 3)]
    assert fx.action_damage(burn, "Burning", ScriptedRng([])) == ()
    both = impose(bleed, "Burning")
    ticks = fx.action_damage(both, "Burning", ScriptedRng([]))
    assert [t.tribulation for t in ticks] == ["Bleeding"]
    assert ticks[0].to_dict() == {"tribulation": "Bleeding", "when": "action", "faces": [], "amount": 1}


def test_poison_halves_life_and_max_life_wanes():
    assert [fx.poisoned_life(n) for n in (10, 9, 1, 0, -3)] == [5, 5, 1, 0, -3]
    assert fx.poison_session_loss(16) == 15
