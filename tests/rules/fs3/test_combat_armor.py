"""fs3 armor: the printed stop-chance tables to the percent, the protection
formula, net hits, the d100 check and the Cover stance."""

from __future__ import annotations

import pytest

from rules.dice import ScriptedRng, ScriptedRngExhausted
from rules.errors import RulesError
from rules.fs3.combat.armor import (
    COVER,
    COVER_PROTECTION,
    NET_HIT_STOP_PENALTY,
    STOP_TABLES,
    Armor,
    check_armor,
    formula_stop_chance,
)
from rulesets.fs3.gear_data import ARMORS, WEAPONS

ARMOR = {row["name"]: Armor.from_dict(row) for row in ARMORS}
PEN = {row["name"]: row["penetration"] for row in WEAPONS}

# The printed tables: weapons in each row, then the stop chance for each armor
# (Light Grounder, Heavy Grounder, Flak Jacket/Guard).
PRINTED_ROWS = [
    (("Thrown Rock",), 1, (145, 195, 245)),
    (("Brawling", "Sling"), 2, (70, 95, 120)),
    (("Knife", "Thrown Knife", "Shock Baton"), 3, (45, 62, 78)),
    (("Sword", "Frag Grenade", "Natural Weapon"), 4, (33, 45, 57)),
    (("Axe", "Club", "Spear", "Bow", "Thrown Spear"), 5, (25, 35, 45)),
    (("Crossbow",), 6, (20, 28, 37)),
    (("Pistol",), 7, (16, 24, 31)),
    (("Assault Rifle", "Hunting Rifle"), 8, (14, 20, 26)),
]
ARMOR_NAMES = ("Light Grounder Armor", "Heavy Grounder Armor", "Flak Jacket/Guard Armor")
PRINTED = [
    (armor, pen, chances[i])
    for _, pen, chances in PRINTED_ROWS
    for i, armor in enumerate(ARMOR_NAMES)
]


def test_there_are_24_printed_values():
    assert len(PRINTED) == 24
    assert sum(len(t) for t in STOP_TABLES.values()) == 24


@pytest.mark.parametrize("armor, pen, chance", PRINTED)
def test_printed_stop_chance(armor, pen, chance):
    assert ARMOR[armor].base_stop_chance(pen) == chance
    assert ARMOR[armor].stop_chance(pen, net_hits=0) == chance


@pytest.mark.parametrize("weapons, pen, chances", PRINTED_ROWS)
def test_weapons_of_each_printed_row_have_its_penetration(weapons, pen, chances):
    for weapon in weapons:
        assert PEN[weapon] == pen
        for armor, chance in zip(ARMOR_NAMES, chances):
            assert ARMOR[armor].base_stop_chance(PEN[weapon]) == chance


def test_printed_protection_values():
    assert [ARMOR[n].protection for n in ARMOR_NAMES] == [3, 4, 3]


@pytest.mark.parametrize("protection, pen, chance", [
    (3, 1, 145), (3, 4, 33), (3, 7, 16), (3, 8, 14),  # 32.5 rounds up, 16.43 down, 13.75 up
    (4, 3, 62), (4, 6, 28), (4, 7, 24),
    (5, 4, 58),  # 57.5 rounds half up to 58 ...
    (1, 8, 1), (1, 10, 0), (1, 20, -2), (2, 8, 8), (6, 9, 28), (10, 3, 162),
])
def test_protection_formula(protection, pen, chance):
    assert formula_stop_chance(protection, pen) == chance


def test_flak_table_wins_over_the_formula():
    # ... but the printed Flak table says 57, and the table is what counts.
    assert formula_stop_chance(5, 4) == 58
    assert ARMOR["Flak Jacket/Guard Armor"].base_stop_chance(4) == 57


def test_light_and_heavy_tables_agree_with_the_formula():
    for pen in range(1, 9):
        assert STOP_TABLES["light_grounder"][pen] == formula_stop_chance(3, pen)
        assert STOP_TABLES["heavy_grounder"][pen] == formula_stop_chance(4, pen)


def test_formula_armor_and_penetration_beyond_table():
    custom = Armor("Bone Plate", protection=2, locations=("Chest",))
    assert custom.base_stop_chance(4) == 20
    assert ARMOR["Light Grounder Armor"].base_stop_chance(9) == formula_stop_chance(3, 9)


def test_penetration_below_one_and_unknown_table_raise():
    with pytest.raises(RulesError):
        formula_stop_chance(3, 0)
    with pytest.raises(RulesError):
        Armor("Odd", 3, ("Chest",), table="no_such_table")


@pytest.mark.parametrize("net_hits", [0, 1, 2, 3, 5, 10])
def test_each_net_hit_takes_five_off(net_hits):
    light = ARMOR["Light Grounder Armor"]
    assert NET_HIT_STOP_PENALTY == 5
    assert light.stop_chance(5, net_hits) == 25 - 5 * net_hits


def test_d100_at_the_chance_stops_and_one_over_does_not():
    light = [ARMOR["Light Grounder Armor"]]
    # Axe (pen 5): 25, less 3 net hits -> 10.
    stopped = check_armor(ScriptedRng([10]), light, "Chest", 5, net_hits=3)
    assert stopped.stopped and stopped.stopped_by == "Light Grounder Armor"
    assert stopped.checks[0].stop_chance == 10 and stopped.checks[0].roll == 10
    through = check_armor(ScriptedRng([11]), light, "Chest", 5, net_hits=3)
    assert not through.stopped and through.stopped_by is None


def test_over_100_always_stops_until_net_hits_bring_it_under():
    light = [ARMOR["Light Grounder Armor"]]
    assert check_armor(ScriptedRng([100]), light, "Chest", 1, net_hits=0).stopped
    # 145 - 5*10 = 95
    assert not check_armor(ScriptedRng([96]), light, "Chest", 1, net_hits=10).stopped


def test_unprotected_location_rolls_nothing():
    rng = ScriptedRng([])
    result = check_armor(rng, [ARMOR["Light Grounder Armor"]], "Head", 7, net_hits=1)
    assert result.checks == () and not result.stopped


def test_heavy_covers_limbs_light_does_not_flak_covers_head():
    assert ARMOR["Heavy Grounder Armor"].protects("Left Leg")
    assert not ARMOR["Light Grounder Armor"].protects("Left Leg")
    assert ARMOR["Flak Jacket/Guard Armor"].protects("Head")
    assert not ARMOR["Light Grounder Armor"].protects("Head")


def test_cover_is_protection_4_everywhere_and_checked_after_worn_armor():
    assert COVER_PROTECTION == 4 and COVER.protects("Left Leg") and COVER.protects("Head")
    worn = [ARMOR["Light Grounder Armor"]]
    # Pistol (7), 1 net hit: worn 16-5 = 11, cover formula(4, 7)=24 less 5 = 19.
    result = check_armor(ScriptedRng([50, 19]), worn, "Chest", 7, net_hits=1, in_cover=True)
    assert [(c.armor, c.stop_chance, c.roll) for c in result.checks] == [
        ("Light Grounder Armor", 11, 50), ("Cover", 19, 19)]
    assert result.stopped and result.stopped_by == "Cover"


def test_worn_armor_that_stops_spares_the_cover_roll():
    rng = ScriptedRng([5])
    result = check_armor(rng, [ARMOR["Light Grounder Armor"]], "Chest", 7, 1, in_cover=True)
    assert len(result.checks) == 1 and result.stopped_by == "Light Grounder Armor"
    assert rng.remaining == 0


def test_cover_alone_on_an_unarmored_limb():
    result = check_armor(ScriptedRng([21]), [], "Left Leg", 8, net_hits=0, in_cover=True)
    assert result.checks[0].stop_chance == 20 and not result.stopped


def test_several_worn_armors_are_checked_in_order():
    worn = [ARMOR["Light Grounder Armor"], ARMOR["Heavy Grounder Armor"]]
    result = check_armor(ScriptedRng([99, 20]), worn, "Chest", 8, net_hits=0)
    assert [c.armor for c in result.checks] == ["Light Grounder Armor", "Heavy Grounder Armor"]
    assert result.stopped_by == "Heavy Grounder Armor"
    with pytest.raises(ScriptedRngExhausted):
        check_armor(ScriptedRng([99]), worn, "Chest", 8, net_hits=0)


def test_armor_round_trips_and_check_dict():
    for armor in ARMOR.values():
        assert Armor.from_dict(armor.to_dict()) == armor
    check = check_armor(ScriptedRng([3]), [ARMOR["Light Grounder Armor"]], "Chest", 2, 0)
    assert check.checks[0].to_dict() == {
        "armor": "Light Grounder Armor", "stop_chance": 70, "roll": 3, "stopped": True}
