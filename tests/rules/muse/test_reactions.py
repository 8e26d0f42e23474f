"""Dodge, Endure, Counter and counter chains."""

import json

import pytest

from rules.dice import ScriptedRng
from rules.errors import RulesError
from rules.muse.reactions import MAX_COUNTERS, Incoming, attack, react, take_hit
from rules.muse.roll import build_pool, roll_pool
from rules.muse.tribulations import impose

SWIFT2, ENDURE2 = build_pool("Swiftness", 2), build_pool("Endurance", 2)
MIGHT2, POWER2 = build_pool("Might", 2), build_pool("Power", 2)


def hit(successes=2, sender_pc=False, target_pc=True, damage=None):
    faces = [5] * successes + [2] * (3 - successes)
    r = roll_pool(build_pool("Might", 3), ScriptedRng(faces))
    return attack("#att", "#def", r, sender_pc, target_pc, damage)


def test_attack_damage_is_successes_unless_given():
    assert hit(2).damage == 2
    assert hit(2, damage=5).damage == 5


def test_take_hit():
    res = take_hit(hit(3))
    assert res.damage_taken == 3 and res.reaction is None and res.next is None


def test_dodge_more_successes_avoids_all():
    res = react(hit(2), "dodge", build_pool("Swiftness", 3), ScriptedRng([4, 5, 6]))
    assert res.damage_taken == 0 and res.reacted_well


def test_dodge_fewer_takes_all():
    res = react(hit(2), "dodge", SWIFT2, ScriptedRng([4, 2]))
    assert res.damage_taken == 2 and not res.reacted_well


def test_dodge_tie_pc_defender_against_npc_attacker():
    assert react(hit(2), "dodge", SWIFT2, ScriptedRng([4, 5])).damage_taken == 0
    npc_def = hit(2, sender_pc=True, target_pc=False)
    assert react(npc_def, "dodge", SWIFT2, ScriptedRng([4, 5])).damage_taken == 2


def test_dodge_tie_between_pcs_rerolls_both():
    inc = hit(2, sender_pc=True, target_pc=True)
    rng = ScriptedRng([4, 5,  4, 2, 2,  4, 4])  # tie 2-2; reroll: attack 1, dodge 2
    res = react(inc, "dodge", SWIFT2, rng)
    assert res.damage_taken == 0 and res.opposed.rerolls == 1
    assert res.incoming.damage == 2  # damage still comes from the first attack roll


@pytest.mark.parametrize("damage,after", [(4, 2), (5, 3), (1, 1), (0, 0)])
def test_endure_halves_rounding_up(damage, after):
    res = react(hit(1, damage=damage), "endure", ENDURE2, ScriptedRng([4, 4]))
    assert res.damage_taken == after


def test_endure_failing_takes_full():
    assert react(hit(2, damage=5), "endure", ENDURE2, ScriptedRng([4, 2])).damage_taken == 5


def test_counter_redirects_half_rounded_up():
    res = react(hit(2, damage=5), "counter", build_pool("Power", 3), ScriptedRng([4, 5, 6]))
    assert res.damage_taken == 0
    back = res.next
    assert (back.sender, back.target, back.damage, back.counters) == ("#def", "#att", 3, 1)
    assert (back.sender_pc, back.target_pc) == (True, False)
    assert back.roll.successes == 3


def test_counter_failing_takes_full():
    res = react(hit(2, damage=5), "counter", MIGHT2, ScriptedRng([4, 1]))
    assert res.damage_taken == 5 and res.next is None


def test_counter_chain_back_and_forth_until_someone_fails():
    first = react(hit(2, damage=7), "counter", build_pool("Swiftness", 3), ScriptedRng([4, 4, 4]))
    assert first.next.damage == 4 and first.next.target == "#att"
    # the attacker counters the counter: needs more than 3 successes (NPC vs PC tie would go to PC)
    second = react(first.next, "counter", build_pool("Might", 4), ScriptedRng([5, 5, 5, 5]))
    assert second.damage_taken == 0 and second.next.damage == 2 and second.next.target == "#def"
    assert second.next.counters == 2
    # the defender tries again and fails: takes the 2 headed their way
    third = react(second.next, "counter", POWER2, ScriptedRng([2, 2]))
    assert third.damage_taken == 2 and third.next is None


def test_chain_ends_with_dodge_or_endure():
    first = react(hit(2, damage=6), "counter", build_pool("Swiftness", 3), ScriptedRng([4, 4, 4]))
    ended = react(first.next, "endure", build_pool("Endurance", 4), ScriptedRng([6, 6, 6, 6]))
    assert ended.damage_taken == 2 and ended.next is None


def test_counter_chain_capped():
    inc = hit(2)
    capped = Incoming(inc.sender, inc.target, inc.roll, 1, False, True, counters=MAX_COUNTERS)
    with pytest.raises(RulesError):
        react(capped, "counter", MIGHT2, ScriptedRng([6, 6]))
    assert react(capped, "dodge", SWIFT2, ScriptedRng([6, 6])).damage_taken == 0
    under = Incoming(inc.sender, inc.target, inc.roll, 1, False, True, counters=MAX_COUNTERS - 1)
    assert react(under, "counter", MIGHT2, ScriptedRng([6, 6])).next.counters == MAX_COUNTERS


def test_reaction_traits_and_tribulations():
    with pytest.raises(RulesError):
        react(hit(), "dodge", ENDURE2, ScriptedRng([6, 6]))
    with pytest.raises(RulesError):
        react(hit(), "endure", SWIFT2, ScriptedRng([6, 6]))
    with pytest.raises(RulesError):
        react(hit(), "counter", build_pool("Charm", 2), ScriptedRng([6, 6]))
    with pytest.raises(RulesError):
        react(hit(), "dodge", SWIFT2, ScriptedRng([6, 6]), impose({}, "Stunned"))
    with pytest.raises(RulesError):
        react(hit(), "counter", MIGHT2, ScriptedRng([6, 6]), impose({}, "Grappled"))
    assert react(hit(2), "endure", ENDURE2, ScriptedRng([6, 6]), impose({}, "Grappled")).damage_taken == 1


def test_serialisation():
    res = react(hit(2, damage=5), "counter", build_pool("Power", 3), ScriptedRng([4, 5, 6]))
    data = json.loads(json.dumps(res.to_dict()))
    assert Incoming.from_dict(data["next"]) == res.next
