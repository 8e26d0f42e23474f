"""The fs3 gear table: every weapon the text names, consistent fields, and
agreement between the data and the rules that read it."""

from __future__ import annotations

import pytest

from rules.fs3.combat.armor import STOP_TABLES, Armor
from rules.fs3.combat.locations import LOCATIONS
from rules.fs3.combat.weapons import RANGED, UNARMED, Weapon
from rulesets.fs3 import gear_data as fs3_gear

BY_NAME = {w["name"]: w for w in fs3_gear.WEAPONS}

NAMED = {
    "Thrown Rock": 1, "Brawling": 2, "Sling": 2, "Knife": 3, "Thrown Knife": 3,
    "Shock Baton": 3, "Sword": 4, "Frag Grenade": 4, "Natural Weapon": 4, "Axe": 5,
    "Club": 5, "Spear": 5, "Bow": 5, "Thrown Spear": 5, "Crossbow": 6, "Pistol": 7,
    "Assault Rifle": 8, "Hunting Rifle": 8,
}


def test_every_named_weapon_with_its_penetration():
    assert {w["name"]: w["penetration"] for w in fs3_gear.WEAPONS} == NAMED


@pytest.mark.parametrize("row", fs3_gear.WEAPONS, ids=lambda r: r["name"])
def test_each_row_is_a_valid_weapon(row):
    weapon = Weapon.from_dict(row)
    assert weapon.to_dict() == row


@pytest.mark.parametrize("name, skill, bonus", [
    ("Thrown Rock", "Thrown", 3), ("Sling", "Thrown", 3), ("Thrown Knife", "Thrown", 3),
    ("Frag Grenade", "Thrown", 3), ("Thrown Spear", "Thrown", 3), ("Bow", "Archery", 3),
    ("Crossbow", "Archery", 2), ("Pistol", "Firearms", 2), ("Assault Rifle", "Firearms", 2),
    ("Hunting Rifle", "Firearms", 2),
])
def test_ranged_weapons_skill_and_dodge_bonus(name, skill, bonus):
    row = BY_NAME[name]
    assert (row["kind"], row["skill"], row["dodge_bonus"]) == (RANGED, skill, bonus)


def test_melee_weapons():
    melee = {w["name"] for w in fs3_gear.WEAPONS if w["kind"] == "melee"}
    assert melee == {"Brawling", "Knife", "Shock Baton", "Sword", "Natural Weapon", "Axe",
                     "Club", "Spear"}
    assert all(BY_NAME[n]["skill"] == "Melee" and BY_NAME[n]["dodge_bonus"] == 0 for n in melee)


def test_lethality_scale_is_consistent():
    leth = {w["name"]: w["lethality"] for w in fs3_gear.WEAPONS}
    assert leth["Thrown Rock"] < leth["Brawling"] < leth["Knife"] < leth["Sword"] < leth["Axe"]
    assert leth["Knife"] == leth["Thrown Knife"] and leth["Spear"] == leth["Thrown Spear"]
    assert leth["Pistol"] < leth["Assault Rifle"] < leth["Hunting Rifle"] < leth["Frag Grenade"]


def test_unarmed_fallback_matches_the_brawling_row():
    assert fs3_gear.UNARMED_WEAPON == "Brawling"
    assert UNARMED == Weapon.from_dict(BY_NAME["Brawling"])


@pytest.mark.parametrize("row", fs3_gear.ARMORS, ids=lambda r: r["name"])
def test_each_armor_row_is_valid(row):
    armor = Armor.from_dict(row)
    assert row["table"] in STOP_TABLES
    assert armor.locations and set(armor.locations) <= set(LOCATIONS)


def test_npc_ratings():
    assert fs3_gear.NPC_RATINGS == {"Goon": 4, "Henchman": 6, "Boss": 8}
    assert fs3_gear.DEFAULT_NPC_KIND in fs3_gear.NPC_RATINGS


def test_gear_module_is_plain_data():
    assert not [n for n, v in vars(fs3_gear).items() if callable(v) and not n.startswith("__")]
