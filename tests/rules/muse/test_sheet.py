"""muse sheet: defaults, max Life Points, penalties, serialisation, chargen."""

import json

import pytest

from rules.errors import RulesError
from rules.muse.sheet import Penalty, Sheet, check_budget, points_left, points_spent
from rules.muse.tribulations import impose


def test_defaults():
    s = Sheet()
    assert all(s.rating(n) == 1 for n in ("Might", "Charm", "Swiftness"))
    assert s.max_life == 11 and s.life_points == 11 and s.level == 1


def test_max_life_is_ten_plus_endurance_unless_set():
    s = Sheet(traits={"Endurance": 6})
    assert s.max_life == 16 and s.life_points == 16
    s2 = Sheet(traits={"Endurance": 6}, max_life_override=30, life_points=7)
    assert s2.max_life == 30 and s2.life_points == 7


def test_trait_names_normalised_and_checked():
    s = Sheet(traits={"mig": 4}, key_trait="sw")
    assert s.traits == {"Might": 4} and s.key_trait == "Swiftness"
    assert s.is_key_trait("swift") and not s.is_key_trait("Might")
    with pytest.raises(RulesError):
        Sheet(traits={"Might": 11})
    with pytest.raises(RulesError):
        Sheet(level=0)


def test_with_rating_returns_new_sheet():
    s = Sheet(traits={"Might": 3})
    s2 = s.with_rating("might", 10)
    assert s.rating("Might") == 3 and s2.rating("Might") == 10
    with pytest.raises(RulesError):
        s.with_rating("Might", 0)


def test_penalty_dice_respects_expiry():
    s = Sheet(penalties=[Penalty("Might", 1, None), Penalty("Might", 1, 1000.0), Penalty("Charm")])
    assert s.penalty_dice("Might", now=999.0) == 2
    assert s.penalty_dice("Might", now=1000.0) == 1
    assert s.penalty_dice("Charm", now=5.0) == 1
    assert s.penalty_dice("Sage") == 0


def test_round_trip_is_json_safe():
    s = Sheet(traits={"Might": 5, "Endurance": 4}, path="Warden", key_trait="Might", level=12,
              life_points=3, tribulations=impose({}, "Bleeding", source="#5"),
              penalties=[Penalty("Might", 1, 86400.0)])
    data = json.loads(json.dumps(s.to_dict()))
    back = Sheet.from_dict(data)
    assert back == s
    assert data["tribulations"]["Bleeding"]["source"] == "#5"
    assert Sheet.from_dict(None) == Sheet()


def test_chargen_budget():
    s = Sheet(traits={"Might": 5, "Charm": 3})
    assert points_spent(s) == 6
    assert points_left(s, 10) == 4
    check_budget(s, 6)
    with pytest.raises(RulesError):
        check_budget(s, 5)
