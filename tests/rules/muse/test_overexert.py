"""Overexertion: the window, once per roll, penalties and their expiry."""

import json

import pytest

from rules.dice import ScriptedRng
from rules.errors import RulesError
from rules.muse.overexert import (
    SECONDS_PER_DAY,
    WINDOW_SECONDS,
    RollRecord,
    add_penalty,
    check_overexert,
    end_session,
    overexert,
    prune_expired,
)
from rules.muse.roll import build_pool, plain_pool, pool_for, roll_pool
from rules.muse.sheet import Penalty, Sheet


def record(faces, pool=None, at=1000.0, who="#1"):
    pool = pool or build_pool("Might", 3)
    return RollRecord(who, roll_pool(pool, ScriptedRng(faces)), at)


def test_failed_roll_then_successful_overexert():
    rec = record([2, 3, 1])  # Teddie's 2, 3, 1
    out = overexert(rec, "#1", 1010.0, ScriptedRng([6, 4, 6]))
    assert out.original.successes == 0 and out.reroll.successes == 3
    assert out.total_successes == 3 and out.penalty is None and not out.failed
    assert out.record.overexerted and not rec.overexerted


def test_failed_overexert_costs_a_die_until_session_ends():
    rec = record([2, 3, 1])
    out = overexert(rec, "#1", 1010.0, ScriptedRng([1, 2, 3]))
    assert out.failed and out.total_successes == 0
    assert out.penalty == Penalty("Might", 1, None) and out.days is None
    sheet = Sheet(traits={"Might": 5}, penalties=add_penalty([], out.penalty))
    assert pool_for(sheet, "Might", now=1e12).dice == 4
    sheet.penalties = end_session(sheet.penalties)
    assert pool_for(sheet, "Might").dice == 5


def test_successful_roll_overexerted_adds_successes():
    rec = record([4, 5, 2])
    out = overexert(rec, "#1", 1100.0, ScriptedRng([6, 2, 2]))
    assert out.total_successes == 3


def test_successful_roll_with_empty_overexert_keeps_old_but_pays():
    rec = record([4, 5, 2])
    out = overexert(rec, "#1", 1100.0, ScriptedRng([1, 4, 2]))
    assert out.failed and out.total_successes == 2 and out.penalty is not None


def test_a_roll_that_lost_is_replaced_by_the_reroll():
    rec = record([4, 5, 2])  # 2 successes, but it needed more than 3
    out = overexert(rec, "#1", 1100.0, ScriptedRng([6, 2, 2]), need=3)
    assert out.replaces and out.total_successes == 1
    won = overexert(rec, "#1", 1100.0, ScriptedRng([6, 2, 2]), need=1)
    assert not won.replaces and won.total_successes == 3
    tie = overexert(rec, "#1", 1100.0, ScriptedRng([6, 2, 2]), need=2, ties_win=True)
    assert not tie.replaces and tie.total_successes == 3


def test_asynchronous_penalty_lasts_d6_days():
    rec = record([2, 2, 2])
    out = overexert(rec, "#1", 1200.0, ScriptedRng([1, 2, 3, 4]), asynchronous=True)
    assert out.days == 4
    assert out.penalty.expires_at == 1200.0 + 4 * SECONDS_PER_DAY
    pens = add_penalty([Penalty("Charm")], out.penalty)
    assert prune_expired(pens, out.penalty.expires_at - 1) == pens
    assert prune_expired(pens, out.penalty.expires_at) == [Penalty("Charm")]
    assert end_session(pens) == [out.penalty]  # staff ending a session leaves day-counted ones


def test_window_is_ten_minutes():
    assert WINDOW_SECONDS == 600
    rec = record([2, 2, 2], at=1000.0)
    check_overexert(rec, "#1", 1600.0)
    assert rec.open_until() == 1600.0
    with pytest.raises(RulesError):
        overexert(rec, "#1", 1600.5, ScriptedRng([4, 4, 4]))


def test_only_once_and_only_your_own():
    rec = record([2, 2, 2])
    with pytest.raises(RulesError):
        overexert(rec, "#2", 1001.0, ScriptedRng([4, 4, 4]))
    out = overexert(rec, "#1", 1001.0, ScriptedRng([4, 4, 4]))
    with pytest.raises(RulesError):
        overexert(out.record, "#1", 1002.0, ScriptedRng([4, 4, 4]))


def test_plain_pool_cannot_be_overexerted():
    with pytest.raises(RulesError):
        overexert(record([2, 2], plain_pool(2)), "#1", 1001.0, ScriptedRng([4, 4]))


def test_reroll_uses_the_same_pool_including_mastery_and_key():
    pool = build_pool("Might", 10, key_trait=True)
    rec = record([2] * 10, pool)
    out = overexert(rec, "#1", 1001.0, ScriptedRng([6] + [1] * 9 + [5]))
    assert out.reroll.pool == pool and out.reroll.extra == (5,) and out.reroll.successes == 2


def test_record_round_trip():
    rec = record([4, 1, 6])
    data = json.loads(json.dumps(rec.to_dict()))
    assert RollRecord.from_dict(data) == rec
    out = overexert(rec, "#1", 1001.0, ScriptedRng([1, 1, 1]))
    assert json.loads(json.dumps(out.to_dict()))["penalty"]["trait"] == "Might"
