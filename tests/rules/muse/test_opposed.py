"""muse opposed rolls and Challenges with scripted dice."""

import pytest

from rules.dice import ScriptedRng
from rules.muse.opposed import (
    AFTER_REROLL,
    DRAW,
    MAX_TIE_REROLLS,
    MORE_SUCCESSES,
    TIE_TO_PLAYER,
    challenge,
    opposed_roll,
)
from rules.muse.roll import build_pool, plain_pool

CHARM3 = build_pool("Charm", 3)
AWARE2 = build_pool("Awareness", 2)


def test_more_successes_wins():
    rng = ScriptedRng([4, 5, 2, 4, 3])  # Charm 2 successes, Awareness 1
    r = opposed_roll(CHARM3, AWARE2, rng, True, False)
    assert r.winner == 0 and r.first_won and r.how == MORE_SUCCESSES and r.rerolls == 0
    assert (r.first.successes, r.second.successes) == (2, 1)


def test_second_side_can_win():
    r = opposed_roll(CHARM3, AWARE2, ScriptedRng([2, 2, 2, 4, 3]), True, False)
    assert r.winner == 1 and r.second_won


@pytest.mark.parametrize("first_pc,winner", [(True, 0), (False, 1)])
def test_pc_wins_tie_against_npc(first_pc, winner):
    rng = ScriptedRng([4, 2, 2, 4, 3])  # one success each
    r = opposed_roll(CHARM3, AWARE2, rng, first_pc, not first_pc)
    assert r.winner == winner and r.how == TIE_TO_PLAYER and r.rerolls == 0
    assert rng.remaining == 0


@pytest.mark.parametrize("pcs", [True, False], ids=["pc-vs-pc", "npc-vs-npc"])
def test_same_kind_tie_rerolls_until_broken(pcs):
    rng = ScriptedRng([4, 2, 2, 4, 3,   # tie 1-1
                       1, 1, 1, 2, 2,   # tie 0-0 (floored)
                       2, 2, 2, 5, 6])  # 0 vs 2
    r = opposed_roll(CHARM3, AWARE2, rng, pcs, pcs)
    assert r.winner == 1 and r.how == AFTER_REROLL and r.rerolls == 2
    assert [(a.successes, b.successes) for a, b in r.rolls] == [(1, 1), (0, 0), (0, 2)]
    assert rng.remaining == 0


def test_ten_tied_rerolls_is_a_draw():
    one = build_pool("Might", 1)
    rng = ScriptedRng([4, 5] * (1 + MAX_TIE_REROLLS) + [6, 2])
    r = opposed_roll(one, one, rng, True, True)
    assert r.winner is None and r.how == DRAW and r.rerolls == MAX_TIE_REROLLS == 10
    assert rng.remaining == 2  # no eleventh reroll


def test_tie_broken_on_the_tenth_reroll():
    one = build_pool("Might", 1)
    rng = ScriptedRng([4, 5] * MAX_TIE_REROLLS + [6, 2])
    r = opposed_roll(one, one, rng, True, True)
    assert r.winner == 0 and r.rerolls == 10


def test_opposed_to_dict():
    r = opposed_roll(CHARM3, AWARE2, ScriptedRng([4, 5, 2, 4, 3]), True, False)
    assert r.to_dict()["winner"] == 0 and len(r.to_dict()["rolls"]) == 1


def test_challenge_gm_rolls_equal_dice_and_player_takes_ties():
    pool = build_pool("Subterfuge", 5)
    rng = ScriptedRng([4, 2, 2, 2, 2, 5, 3, 3, 3, 3])
    c = challenge(pool, rng)
    assert c.gm.pool == plain_pool(5) and len(c.gm.faces) == 5
    assert c.tied and c.player_won


def test_challenge_lost_when_gm_rolls_more():
    c = challenge(build_pool("Subterfuge", 2), ScriptedRng([4, 1, 4, 5]))
    assert not c.player_won and (c.player.successes, c.gm.successes) == (0, 2)


def test_challenge_gm_matches_bonus_dice_but_never_explodes():
    pool = build_pool("Might", 10, bonus=2, key_trait=True)
    rng = ScriptedRng([6] + [2] * 11 + [3] + [6] * 12)
    c = challenge(pool, rng)
    assert len(c.gm.faces) == 12 and c.gm.extra == ()
    assert c.player.extra == (3,)
    assert not c.player_won and c.to_dict()["player_won"] is False
