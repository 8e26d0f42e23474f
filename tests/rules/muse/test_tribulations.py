"""Tribulations: the table, carrying them, fading, resting and recovery rolls."""

import json

import pytest

from rules.dice import ScriptedRng
from rules.errors import RulesError
from rules.muse import tribulations as tr
from rules.muse.recovery import recovery_roll
from rules.muse.roll import build_pool
from rules.muse.waking import wake_roll

FADING = ["Charmed", "Cursed", "Enfeebled", "Frozen", "Grappled", "Intimidated", "Poisoned",
          "Possessed", "Stunned"]
LASTING = ["Bleeding", "Burning", "Tired", "Unconscious"]


def test_table_rows():
    assert [t.name for t in tr.TABLE] == sorted(FADING + LASTING + ["Impaired"])
    assert tr.LASTING == frozenset(LASTING)
    row = tr.BY_NAME
    assert row["Bleeding"].imposing == ("Might", "Power", "Swiftness") and row["Bleeding"].recovery == ("Survival",)
    assert row["Burning"].recovery == ("Swiftness",)
    assert row["Grappled"].imposing == ("Endurance", "Might") and row["Grappled"].recovery == ("Might", "Swiftness")
    assert row["Intimidated"].imposing == ("Charm", "Subterfuge")
    assert row["Unconscious"].imposing == ("Endurance", "Might", "Power", "Swiftness")
    assert row["Unconscious"].recovery == ("Awareness",)
    assert row["Tired"].recovery == () and row["Tired"].imposing == ("Power",)
    for gm_only in ("Cursed", "Possessed"):
        assert row[gm_only].imposing == () and row[gm_only].recovery == ()
    assert all(t.summary for t in tr.TABLE)
    assert row["Charmed"].can_be_imposed_with("Charm") and not row["Charmed"].can_be_imposed_with("Power")


def test_find_by_prefix():
    assert tr.find_tribulation("bl").name == "Bleeding"
    assert tr.find_tribulation("STUN").name == "Stunned"
    for bad in ("b", "", "sleepy"):
        with pytest.raises(RulesError):
            tr.find_tribulation(bad)


def test_cannot_take_same_twice_but_different_stack():
    active = tr.impose({}, "Bleeding", source="#2")
    active = tr.impose(active, "Burning")
    assert set(active) == {"Bleeding", "Burning"}
    with pytest.raises(RulesError):
        tr.impose(active, "bleed")


def test_impaired_needs_a_sense():
    with pytest.raises(RulesError):
        tr.impose({}, "Impaired")
    assert tr.impose({}, "Impaired", detail="blinded")["Impaired"].detail == "blinded"
    with pytest.raises(RulesError):
        tr.impose({}, "Stunned", detail="blinded")


@pytest.mark.parametrize("name", FADING + ["Impaired"])
def test_fades_after_five_rounds(name):
    active = tr.impose({}, name, detail="all" if name == "Impaired" else None)
    for _ in range(4):
        active, ended = tr.end_of_round(active)
        assert name in active and ended == ()
    active, ended = tr.end_of_round(active)
    assert active == {} and ended == (name,)


@pytest.mark.parametrize("name", LASTING)
def test_lasting_ones_stay(name):
    active = tr.impose({}, name)
    for _ in range(50):
        active, ended = tr.end_of_round(active)
    assert name in active and active[name].rounds_left is None


def test_tired_rest_in_combat_and_scene():
    active = tr.impose({}, "Tired")
    assert not tr.is_resting(active)
    active, rounds = tr.begin_rest(active, ScriptedRng([3]))
    assert rounds == 3 and tr.is_resting(active)
    with pytest.raises(RulesError):
        tr.begin_rest(active, ScriptedRng([1]))
    active, _ = tr.end_of_round(active)
    active, _ = tr.end_of_round(active)
    assert "Tired" in active
    active, ended = tr.end_of_round(active)
    assert ended == ("Tired",) and active == {}
    assert tr.rest_scene(tr.impose({}, "Tired")) == {}
    with pytest.raises(RulesError):
        tr.begin_rest({}, ScriptedRng([1]))


def test_afflictions_round_trip():
    active = tr.impose(tr.impose({}, "Impaired", detail="muted", source="#9"), "Tired")
    active, _ = tr.begin_rest(active, ScriptedRng([2]))
    data = json.loads(json.dumps(tr.afflictions_to_dict(active)))
    assert tr.afflictions_from_dict(data) == active


def test_unopposed_recovery():
    active = tr.impose({}, "Frozen")
    ok = recovery_roll(active, "Frozen", build_pool("Endurance", 2), ScriptedRng([4, 2]))
    assert ok.recovered and ok.afflictions == {} and ok.opposed is None
    no = recovery_roll(active, "Frozen", build_pool("Endurance", 2), ScriptedRng([4, 1]))
    assert not no.recovered and "Frozen" in no.afflictions


def test_opposed_recovery_when_someone_caused_it():
    active = tr.impose({}, "Charmed", source="#7")
    res = recovery_roll(active, "Charmed", build_pool("Awareness", 2), ScriptedRng([4, 2, 4, 5]),
                        opposing=build_pool("Charm", 2), afflicted_pc=True, source_pc=False)
    assert not res.recovered and res.opposed.second_won
    tie = recovery_roll(active, "Charmed", build_pool("Awareness", 2), ScriptedRng([4, 2, 4, 2]),
                        opposing=build_pool("Charm", 2), afflicted_pc=True, source_pc=False)
    assert tie.recovered and tie.afflictions == {}
    with pytest.raises(ValueError):
        recovery_roll(active, "Charmed", build_pool("Awareness", 2), ScriptedRng([4, 2]))


def test_recovery_trait_rules():
    grappled = tr.impose({}, "Grappled")
    for trait in ("Might", "Swiftness"):
        assert recovery_roll(grappled, "Grappled", build_pool(trait, 1), ScriptedRng([5])).recovered
    with pytest.raises(RulesError):
        recovery_roll(grappled, "Grappled", build_pool("Endurance", 1), ScriptedRng([5]))
    with pytest.raises(RulesError):
        recovery_roll(tr.impose({}, "Tired"), "Tired", build_pool("Endurance", 1), ScriptedRng([5]))
    with pytest.raises(RulesError):
        recovery_roll(tr.impose({}, "Cursed"), "Cursed", build_pool("Endurance", 1), ScriptedRng([5]))
    with pytest.raises(RulesError):
        recovery_roll({}, "Frozen", build_pool("Endurance", 1), ScriptedRng([5]))


def test_waking_with_helpers_adds_awareness_dice():
    active = tr.impose({}, "Unconscious")
    pool = build_pool("Awareness", 1, assists=2)
    res = recovery_roll(active, "Unconscious", pool, ScriptedRng([2, 3, 4]))
    assert len(res.roll.faces) == 3 and res.recovered
    assert res.to_dict()["recovered"] is True


def test_waking_adds_a_die_per_helper():
    active = tr.impose({}, "Unconscious")
    # Awareness 1 with two helpers: three dice, every one thrown.
    rng = ScriptedRng([2, 3, 4])
    res = wake_roll(active, build_pool("Awareness", 1), 2, rng)
    assert rng.remaining == 0 and res.roll.pool.assists == 2 and res.roll.pool.dice == 3
    assert res.recovered and res.afflictions == {}
    no = wake_roll(active, build_pool("Awareness", 1), 1, ScriptedRng([3, 1]))
    assert not no.recovered and "Unconscious" in no.afflictions


def test_waking_someone_knocked_out_by_another_is_opposed():
    active = tr.impose({}, "Unconscious", source="#7")
    res = wake_roll(active, build_pool("Awareness", 1), 1, ScriptedRng([5, 4, 6]),
                    opposing=build_pool("Might", 1), afflicted_pc=True, source_pc=False)
    assert res.recovered and res.opposed is not None  # 2 successes beat 1


def test_waking_needs_someone_unconscious():
    with pytest.raises(RulesError, match="Not Unconscious"):
        wake_roll({}, build_pool("Awareness", 2), 1, ScriptedRng([]))
    with pytest.raises(ValueError):
        wake_roll(tr.impose({}, "Unconscious"), build_pool("Awareness", 2), -1, ScriptedRng([]))
