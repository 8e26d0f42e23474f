"""muse rolls with scripted dice: pools, successes, 1s, Key Trait, mastery."""

import json

import pytest

from rules.dice import ScriptedRng
from rules.errors import RulesError
from rules.muse.roll import MAX_EXTRA_DICE, MAX_POOL, MuseRoll, build_pool, plain_pool, pool_for, roll_pool
from rules.muse.sheet import Penalty, Sheet
from rules.muse.tribulations import impose


def roll(faces, pool):
    rng = ScriptedRng(faces)
    result = roll_pool(pool, rng)
    assert rng.remaining == 0
    assert all(call == (1, 6) for call in rng.calls)
    return result


def test_successes_minus_ones():
    r = roll([4, 5, 6, 1, 2], build_pool("Might", 5))
    assert (r.hits, r.ones, r.cancelled, r.successes) == (3, 1, 1, 2)
    assert r.faces == (4, 5, 6, 1, 2) and r.sorted_faces == (6, 5, 4, 2, 1)
    assert r.succeeded and r.extra == () and not r.capped


def test_twos_and_threes_are_blank():
    r = roll([2, 3, 3], build_pool("Sage", 3))
    assert (r.hits, r.ones, r.successes) == (0, 0, 0)


def test_floor_at_zero():
    r = roll([1, 1, 1, 4], build_pool("Charm", 4))
    assert (r.hits, r.ones, r.cancelled, r.successes) == (1, 3, 1, 0)
    assert not r.succeeded


def test_key_trait_ones_do_not_subtract():
    r = roll([1, 1, 1, 4], build_pool("Charm", 4, key_trait=True))
    assert (r.hits, r.ones, r.cancelled, r.successes) == (1, 3, 0, 1)


def test_sixes_do_not_explode_below_mastery():
    r = roll([6] * 9, build_pool("Power", 9))
    assert r.successes == 9 and r.extra == ()


def test_mastered_sixes_add_dice_that_explode_too():
    base = [6, 6, 2, 2, 2, 2, 2, 2, 2, 3]
    r = roll(base + [6, 4, 1], build_pool("Power", 10))
    assert r.pool.mastered and r.base == tuple(base) and r.extra == (6, 4, 1)
    assert r.explosions == 3 and not r.capped
    # hits 6,6,6,4 = 4; the 1 among the extra dice cancels one
    assert (r.hits, r.ones, r.successes) == (4, 1, 3)


def test_mastered_extra_ones_cancel_but_not_on_key_trait():
    base = [6] + [2] * 9
    assert roll(base + [1], build_pool("Might", 10)).successes == 0
    assert roll(base + [1], build_pool("Might", 10, key_trait=True)).successes == 1


def test_explosion_chain_stops_after_twenty_extra_dice():
    pool = build_pool("Swiftness", 10)
    rng = ScriptedRng([6] + [2] * 9 + [6] * (MAX_EXTRA_DICE + 5))
    r = roll_pool(pool, rng)
    assert len(r.extra) == MAX_EXTRA_DICE == 20 and r.capped
    assert rng.remaining == 5  # nothing beyond the cap was thrown
    assert r.successes == 21


def test_chain_ending_exactly_at_cap_is_not_capped():
    pool = build_pool("Swiftness", 10)
    r = roll([6] + [2] * 9 + [6] * 19 + [3], pool)
    assert len(r.extra) == 20 and not r.capped


def test_ten_base_sixes_each_add_one_die():
    r = roll([6] * 10 + [2] * 10, build_pool("Might", 10))
    assert len(r.extra) == 10 and not r.capped and r.successes == 10


def test_cap_counts_extra_dice_over_the_whole_pool():
    r = roll([6] * 10 + [6] * 20, build_pool("Might", 10))
    assert len(r.extra) == 20 and r.capped and r.successes == 30


def test_bonus_dice_may_pass_ten():
    pool = build_pool("Might", 9, bonus=4)
    assert pool.dice == 13 and not pool.mastered
    r = roll([4] * 13, pool)
    assert r.successes == 13


def test_mastered_with_bonus_dice():
    pool = build_pool("Might", 10, bonus=2)
    assert pool.dice == 12 and pool.mastered


def test_assists_add_a_die_each():
    assert build_pool("Awareness", 3, assists=2).dice == 5
    with pytest.raises(RulesError):
        build_pool("Awareness", 3, assists=-1)


def test_penalty_then_halving_then_bonus_and_assists():
    pool = build_pool("Might", 5, penalty=1, halved=True, bonus=1, assists=1)
    assert pool.trait_dice == 2 and pool.dice == 4
    assert build_pool("Might", 5, halved=True).dice == 3
    assert build_pool("Might", 1, halved=True).dice == 1


def test_pool_never_below_zero_dice():
    pool = build_pool("Might", 1, penalty=1)
    assert pool.dice == 0
    r = roll([], pool)
    assert r.successes == 0 and r.faces == ()
    assert build_pool("Might", 2, bonus=-5).dice == 0


def test_mastery_follows_rating_even_with_penalty():
    pool = build_pool("Might", 10, penalty=1)
    assert pool.dice == 9 and pool.mastered


def test_pool_size_limit():
    assert build_pool("Might", 10, bonus=MAX_POOL - 10).dice == MAX_POOL
    with pytest.raises(RulesError):
        build_pool("Might", 10, bonus=MAX_POOL - 9)


def test_plain_pool_never_explodes_or_keys():
    pool = plain_pool(10)
    assert pool.trait is None and not pool.mastered and not pool.key_trait
    r = roll([6] * 10, pool)
    assert r.extra == () and r.successes == 10
    assert pool.label == "10 dice"
    with pytest.raises(RulesError):
        plain_pool(-1)


def test_pool_for_reads_sheet():
    sheet = Sheet(traits={"Might": 6, "Swiftness": 5, "Endurance": 4, "Charm": 3}, key_trait="Charm",
                  penalties=[Penalty("Might", 1, None), Penalty("Charm", 1, 100.0)])
    p = pool_for(sheet, "mig", bonus=2, now=0.0)
    assert (p.trait, p.rating, p.penalty, p.halved, p.dice) == ("Might", 6, 1, False, 7)
    assert pool_for(sheet, "Charm", now=50.0).dice == 2
    assert pool_for(sheet, "Charm", now=100.0).dice == 3
    assert pool_for(sheet, "Charm").key_trait and not p.key_trait


@pytest.mark.parametrize("trib,halved", [
    ("Tired", {"Might", "Swiftness", "Endurance", "Charm"}),
    ("Enfeebled", {"Might", "Swiftness"}),
    ("Poisoned", {"Endurance"}),
    ("Bleeding", set()),
])
def test_pool_for_halving_tribulations(trib, halved):
    sheet = Sheet(traits={"Might": 6, "Swiftness": 5, "Endurance": 4, "Charm": 3},
                  tribulations=impose({}, trib))
    full = {"Might": 6, "Swiftness": 5, "Endurance": 4, "Charm": 3}
    for trait, rating in full.items():
        expected = (rating + 1) // 2 if trait in halved else rating
        assert pool_for(sheet, trait).dice == expected, trait


def test_halving_stacks_only_once():
    active = impose(impose({}, "Tired"), "Enfeebled")
    sheet = Sheet(traits={"Might": 8}, tribulations=active)
    assert pool_for(sheet, "Might").dice == 4


def test_roll_round_trip():
    r = roll([6] + [2] * 9 + [5], build_pool("Might", 10, key_trait=True))
    data = json.loads(json.dumps(r.to_dict()))
    assert MuseRoll.from_dict(data) == r
    assert data["successes"] == 2
