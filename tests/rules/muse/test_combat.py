"""Intents, damage, imposing, several targets, distance, healing."""

import pytest

from rules.dice import ScriptedRng
from rules.errors import RulesError
from rules.muse import combat as cb
from rules.muse.roll import build_pool, plain_pool, roll_pool


@pytest.mark.parametrize("style,trait", [("melee", "Might"), ("ranged", "Swiftness"),
                                         ("magic", "Power"), ("tech", "Power"), ("ran", "Swiftness")])
def test_damage_intent_trait_by_style(style, trait):
    intent = cb.declare_intent("damage", style=style)
    assert intent.kind == cb.DEAL_DAMAGE and intent.trait == trait


def test_heal_intent_rolls_survival():
    assert cb.declare_intent("heal").trait == "Survival"


def test_tribulation_intent_needs_an_imposing_trait():
    assert cb.declare_intent("trib", tribulation="Charmed").trait == "Charm"
    assert cb.declare_intent("tribulation", tribulation="bleed", style="ranged").trait == "Swiftness"
    assert cb.declare_intent("tribulation", tribulation="Intimidated", trait="sub").trait == "Subterfuge"
    with pytest.raises(RulesError):
        cb.declare_intent("tribulation", tribulation="Bleeding")  # three Traits could: name one
    with pytest.raises(RulesError):
        cb.declare_intent("tribulation", tribulation="Charmed", style="melee")
    with pytest.raises(RulesError):
        cb.declare_intent("tribulation", tribulation="Cursed", trait="Power")
    with pytest.raises(RulesError):
        cb.declare_intent("damage")
    with pytest.raises(RulesError):
        cb.declare_intent("dance", style="melee")


def test_intent_round_trip_and_cannot_switch():
    intent = cb.declare_intent("damage", style="melee")
    assert cb.Intent.from_dict(intent.to_dict()) == intent
    swift = roll_pool(build_pool("Swiftness", 2), ScriptedRng([4, 4]))
    with pytest.raises(RulesError):
        cb.check_roll_fits(intent, swift)
    cb.check_roll_fits(intent, roll_pool(build_pool("Might", 1), ScriptedRng([4])))


def test_damage_is_one_per_success():
    r = roll_pool(build_pool("Might", 4), ScriptedRng([4, 6, 5, 1]))
    assert cb.damage_for(r) == 2 and cb.damage_for(r, per_success=2) == 4


def test_impose_roll():
    intent = cb.declare_intent("tribulation", tribulation="Frozen")
    attack = roll_pool(build_pool("Power", 2), ScriptedRng([4, 2]))
    won = cb.impose_roll(intent, attack, build_pool("Endurance", 2), ScriptedRng([2, 2]), True, False)
    assert won.imposed and won.tribulation == "Frozen"
    tie_npc = cb.impose_roll(intent, attack, build_pool("Endurance", 2), ScriptedRng([4, 2]), False, True)
    assert not tie_npc.imposed
    tie_pc = cb.impose_roll(intent, attack, build_pool("Endurance", 2), ScriptedRng([4, 2]), True, False)
    assert tie_pc.imposed
    with pytest.raises(RulesError):
        cb.impose_roll(intent, attack, build_pool("Charm", 2), ScriptedRng([2, 2]), True, False)
    cb.impose_roll(intent, attack, plain_pool(2), ScriptedRng([2, 2]), True, False)
    with pytest.raises(RulesError):
        cb.impose_roll(cb.declare_intent("heal"), attack, plain_pool(2), ScriptedRng([2, 2]), True, False)


def test_multi_target_count():
    assert cb.multi_target(ScriptedRng([4]), 6).count == 4
    assert cb.multi_target(ScriptedRng([6]), 3).count == 3
    with pytest.raises(RulesError):
        cb.multi_target(ScriptedRng([1]), 0)


def test_distance_and_move_cost():
    assert [cb.move_cost(d) for d in ("close", "near", "far")] == [0, 1, 2]
    assert cb.find_distance("N") == "Near"
    with pytest.raises(RulesError):
        cb.move_cost("miles")


def test_healing_capped_and_limited():
    assert cb.healed_life(5, 12, 4) == 9
    assert cb.healed_life(10, 12, 5) == 12
    assert cb.healed_life(-2, 12, 3) == 1
    assert cb.healed_life(14, 12, 2) == 14
    cb.check_heal(None, ("round", 1))
    cb.check_heal(("round", 1), ("round", 2))
    with pytest.raises(RulesError):
        cb.check_heal(("round", 2), ("round", 2))
    with pytest.raises(RulesError):
        cb.check_heal("scene-4", "scene-4")
    with pytest.raises(RulesError):
        cb.check_heal(None, "scene-5", distance="Near")
