"""rules.muse.poison: Poisoned drains one maximum Life Point per session,
never below the floor, and the drain comes back once the poison is gone."""

import json

from rules.muse.poison import MAX_LIFE_FLOOR, drained_max, end_session
from rules.muse.sheet import Sheet
from rules.muse.tribulations import impose

POISONED = impose({}, "Poisoned")


def test_a_poisoned_session_costs_one_maximum_point():
    out = end_session(POISONED, 0, 14, 9)
    assert (out.drain_after, out.max_before, out.max_after, out.lost) == (1, 14, 13, 1)
    assert out.life_after == 9 and out.changed


def test_the_drain_adds_up_session_after_session_and_caps_life():
    drain, life = 0, 14
    for _ in range(3):
        out = end_session(POISONED, drain, 14, life)
        drain, life = out.drain_after, out.life_after
    assert drain == 3 and life == 11 and drained_max(14, drain) == 11


def test_never_below_the_floor():
    out = end_session(POISONED, 10, 11, 1)
    assert out.drain_after == 10 and out.max_after == MAX_LIFE_FLOOR == 1
    assert not out.changed
    assert drained_max(11, 99) == 1


def test_cured_gets_the_whole_drain_back_but_not_the_life():
    out = end_session({}, 3, 14, 5)
    assert (out.drain_after, out.max_after, out.restored, out.life_after) == (0, 14, 3, 5)
    assert out.lost == 0
    assert not end_session({}, 0, 14, 5).changed


def test_the_sheet_shows_the_drained_maximum_and_keeps_it():
    s = Sheet(traits={"Endurance": 4}, poison_drain=2, life_points=9)
    assert s.base_max_life == 14 and s.max_life == 12
    assert Sheet.from_dict(json.loads(json.dumps(s.to_dict()))) == s
    assert Sheet.from_dict({}).poison_drain == 0
    assert Sheet(max_life_override=20, poison_drain=5).max_life == 15
