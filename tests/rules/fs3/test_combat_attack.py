"""One fs3 attack, roll by roll: pools, stances, luck, wounds, NPCs, Miss and
Dodge, location, armor, the wound, the KO check and the fall check.

Every die comes from a ScriptedRng, in the order the attack rolls them:
attack dice, defense dice, location d10, a d100 per armor layer tested, the
wound d100, the KO check dice, the Riding dice.
"""

from __future__ import annotations

import pytest

from rules.dice import ScriptedRng, ScriptedRngExhausted
from rules.errors import RulesError
from rules.fs3.combat.attack import DODGE, HIT, MISS, STOPPED, resolve_attack
from rules.fs3.combat.combatant import Combatant
from rules.fs3.combat.weapons import UNARMED, Weapon
from rules.fs3.combat.wounds import Severity, Wound
from rules.fs3.levels import Level
from rulesets.fs3.gear_data import ARMORS, WEAPONS

GEAR = {w["name"]: w for w in WEAPONS}
ARMOR = {a["name"]: a for a in ARMORS}
NOW = 5000.0


def dice(hits: int, total: int) -> list[int]:
    """``total`` d8 faces with exactly ``hits`` hits (8s) and no 1s."""
    return [8] * hits + [3] * (total - hits)


def flat(*groups) -> list[int]:
    out = []
    for g in groups:
        out.extend(g if isinstance(g, list) else [g])
    return out


def pc(cid="a", name="Ann", weapon=None, stance="Normal", wounds=(), **ratings) -> Combatant:
    base = {"Melee": 3, "Brawn": 2, "Dodge": 2, "Finesse": 3, "Firearms": 4, "Archery": 2,
            "Thrown": 2, "Riding": 2, "Alertness": 2, "Wit": 2, "Medicine": 2}
    base.update(ratings)
    return Combatant(id=cid, name=name, ratings=base, stance=stance,
                     weapon=dict(GEAR[weapon]) if weapon else None,
                     wounds=[Wound(s, "Chest", "Knife", 0.0) for s in wounds],
                     has_shield=True, has_mount=True, luck=3)


def npc(cid="n", name="Goon", rating=4, weapon=None, stance="Normal", wounds=()) -> Combatant:
    return Combatant(id=cid, name=name, is_npc=True, npc_rating=rating, stance=stance,
                     weapon=dict(GEAR[weapon]) if weapon else None,
                     wounds=[Wound(s, "Chest", "Knife", 0.0) for s in wounds],
                     has_shield=True, has_mount=True)


def parts(roll) -> list[tuple[str, int]]:
    return [(p.label, p.dice) for p in roll.pool.parts]


# --- pools -------------------------------------------------------------------

def test_melee_is_melee_plus_brawn_against_dodge_plus_finesse():
    attacker, defender = pc(weapon="Sword", Melee=4, Brawn=3), pc("d", "Dee", Dodge=1, Finesse=2)
    result = resolve_attack(attacker, defender, ScriptedRng(flat(dice(0, 7), dice(0, 3))))
    assert parts(result.attack) == [("Melee", 4), ("Brawn", 3)]
    assert parts(result.defense) == [("Dodge", 1), ("Finesse", 2)]
    assert result.attack.pool.dice == 7 and result.defense.pool.dice == 3


@pytest.mark.parametrize("weapon, skill, bonus", [
    ("Pistol", "Firearms", 2), ("Assault Rifle", "Firearms", 2), ("Crossbow", "Archery", 2),
    ("Bow", "Archery", 3), ("Sling", "Thrown", 3), ("Thrown Knife", "Thrown", 3),
    ("Thrown Rock", "Thrown", 3), ("Frag Grenade", "Thrown", 3),
])
def test_ranged_is_skill_plus_finesse_against_finesse_plus_dodge_bonus(weapon, skill, bonus):
    attacker = pc(weapon=weapon, Finesse=3, Firearms=4, Archery=2, Thrown=1)
    defender = pc("d", "Dee", Finesse=2, Dodge=5)
    a_dice = attacker.rating(skill) + 3
    rng = ScriptedRng(flat(dice(0, a_dice), dice(0, 2 + bonus)))
    result = resolve_attack(attacker, defender, rng)
    assert parts(result.attack) == [(skill, attacker.rating(skill)), ("Finesse", 3)]
    assert parts(result.defense) == [("Finesse", 2), (f"{weapon} dodge bonus", bonus)]


@pytest.mark.parametrize("a_stance, d_stance, a_mod, d_mod", [
    ("Aggressive", "Normal", 3, 0), ("Defensive", "Aggressive", -3, -3),
    ("Mounted", "Shield", 1, 1), ("Agg_Shield", "Def_Shield", 3, 4),
    ("Mount_Shield", "Agg_Shield", 1, -2), ("Cover", "Defensive", 0, 3),
])
def test_stances_add_dice_on_both_sides(a_stance, d_stance, a_mod, d_mod):
    attacker = pc(weapon="Knife", stance=a_stance, Melee=4, Brawn=3)
    defender = pc("d", "Dee", stance=d_stance, Dodge=3, Finesse=3)
    a_total, d_total = max(1, 7 + a_mod), max(1, 6 + d_mod)
    result = resolve_attack(attacker, defender,
                            ScriptedRng(flat(dice(0, a_total), dice(0, d_total))))
    assert result.attack.pool.total == 7 + a_mod
    assert result.defense.pool.total == 6 + d_mod


def test_wound_penalty_costs_dice_on_both_sides():
    attacker = pc(weapon="Knife", wounds=(Severity.SERIOUS,), Melee=3, Brawn=2)  # -1.5 -> -1
    defender = pc("d", "Dee", wounds=(Severity.CRITICAL, Severity.LIGHT), Dodge=3, Finesse=3)
    result = resolve_attack(attacker, defender, ScriptedRng(flat(dice(0, 4), dice(0, 4))))
    assert ("wounds", -1) in parts(result.attack) and result.attack.pool.dice == 4
    assert ("wounds", -2) in parts(result.defense) and result.defense.pool.dice == 4


def test_luck_adds_three_dice_to_the_side_it_was_spent_on():
    attacker = pc(weapon="Knife", Melee=3, Brawn=2)
    defender = pc("d", "Dee", Dodge=2, Finesse=2)
    attacker.luck_spend = "attack"
    defender.luck_spend = "defense"
    result = resolve_attack(attacker, defender, ScriptedRng(flat(dice(0, 8), dice(0, 7))))
    assert ("luck", 3) in parts(result.attack) and ("luck", 3) in parts(result.defense)
    # Spent on the other side, it does nothing here.
    attacker.luck_spend, defender.luck_spend = "defense", "attack"
    result = resolve_attack(attacker, defender, ScriptedRng(flat(dice(0, 5), dice(0, 4))))
    assert result.attack.pool.dice == 5 and result.defense.pool.dice == 4


@pytest.mark.parametrize("modifier", [-10, -2, 3, 10])
def test_attack_modifier_is_added(modifier):
    attacker, defender = pc(weapon="Knife", Melee=5, Brawn=5), pc("d", "Dee")
    total = max(1, 10 + modifier)
    result = resolve_attack(attacker, defender, ScriptedRng(flat(dice(0, total), dice(0, 5))),
                            modifier=modifier)
    assert result.attack.pool.total == 10 + modifier and result.modifier == modifier


@pytest.mark.parametrize("modifier", [-11, 11])
def test_attack_modifier_out_of_range_raises(modifier):
    with pytest.raises(RulesError):
        resolve_attack(pc(), pc("d", "Dee"), ScriptedRng([]), modifier=modifier)


def test_npcs_roll_their_rating_plus_stance_wounds_and_luck():
    attacker = npc(rating=6, weapon="Pistol", stance="Aggressive", wounds=(Severity.SERIOUS,))
    attacker.luck_spend = "attack"
    defender = npc("m", "Boss", rating=8, stance="Defensive")
    result = resolve_attack(attacker, defender, ScriptedRng(flat(dice(0, 11), dice(0, 13))))
    assert parts(result.attack) == [("rating", 6), ("Aggressive", 3), ("luck", 3), ("wounds", -1)]
    # Against a ranged weapon an NPC adds its dodge bonus like anyone.
    assert parts(result.defense) == [("rating", 8), ("Pistol dodge bonus", 2), ("Defensive", 3)]


def test_pool_never_drops_below_one_die():
    attacker = pc(weapon="Knife", stance="Defensive", Melee=0, Brawn=1)
    result = resolve_attack(attacker, pc("d", "Dee"), ScriptedRng(flat(dice(0, 1), dice(0, 5))),
                            modifier=-5)
    assert result.attack.pool.total < 0 and result.attack.pool.dice == 1


# --- Miss, Dodge, hit --------------------------------------------------------

@pytest.mark.parametrize("weapon, a_hits, d_hits, outcome", [
    ("Knife", 1, 2, DODGE), ("Knife", 2, 2, DODGE), ("Knife", 0, 0, MISS), ("Knife", 0, 3, MISS),
    (None, 1, 1, DODGE),  # bare hands are a melee weapon too
    ("Pistol", 1, 2, MISS), ("Pistol", 2, 2, MISS), ("Bow", 0, 0, MISS),
])
def test_miss_and_dodge(weapon, a_hits, d_hits, outcome):
    attacker, defender = pc(weapon=weapon, Melee=2, Brawn=2, Firearms=2, Archery=2,
                            Finesse=2), pc("d", "Dee", Dodge=2, Finesse=2)
    d_total = 4 if weapon in (None, "Knife") else 2 + (2 if weapon == "Pistol" else 3)
    rng = ScriptedRng(flat(dice(a_hits, 4), dice(d_hits, d_total)))
    result = resolve_attack(attacker, defender, rng)
    assert result.outcome == outcome and not result.hit
    assert result.location is None and result.wound is None and rng.remaining == 0


def test_a_hit_wounds_with_location_lethality_and_brawn():
    attacker = pc(weapon="Sword", Melee=3, Brawn=4)  # Brawn 4: +10
    defender = pc("d", "Dee", Dodge=2, Finesse=2)
    # net 2, location d10 6 -> index 7 = Chest (+0); wound 50 + 10 + 0 + 10 = 70.
    rng = ScriptedRng(flat(dice(3, 7), dice(1, 4), 6, 50))
    result = resolve_attack(attacker, defender, rng, now=NOW)
    assert result.net_hits == 2 and result.outcome == HIT
    assert (result.location_die, result.location) == (6, "Chest")
    assert result.wound_roll.total == 70 and result.wound_roll.brawn_bonus == 10
    assert result.wound == Wound(Severity.MODERATE, "Chest", "Sword", NOW)
    assert result.ko_check is None and result.fall_check is None and rng.remaining == 0


def test_head_and_limb_modifiers_reach_the_wound_roll():
    attacker, defender = pc(weapon="Knife", Brawn=2), pc("d", "Dee")
    head = resolve_attack(attacker, defender, ScriptedRng(flat(dice(1, 5), dice(0, 5), 6, 11)))
    assert head.location == "Head" and head.wound_roll.total == 41
    assert head.wound.severity == Severity.MODERATE
    leg = resolve_attack(attacker, defender, ScriptedRng(flat(dice(1, 5), dice(0, 5), 1, 70)))
    assert leg.location == "Right Leg" and leg.wound_roll.total == 40
    assert leg.wound.severity == Severity.LIGHT


def test_ranged_pc_and_melee_npc_get_no_brawn_bonus():
    shooter = pc(weapon="Pistol", Brawn=5, Firearms=4, Finesse=3)
    r = resolve_attack(shooter, pc("d", "Dee", Finesse=1),
                       ScriptedRng(flat(dice(1, 7), dice(0, 3), 8, 30)))
    assert r.wound_roll.brawn_bonus == 0 and r.wound_roll.total == 45
    brute = npc(rating=5, weapon="Axe")
    r = resolve_attack(brute, pc("d", "Dee"), ScriptedRng(flat(dice(1, 5), dice(0, 5), 8, 30)))
    assert r.wound_roll.brawn_bonus == 0 and r.wound_roll.total == 45


def test_unarmed_is_brawling():
    attacker = pc(weapon=None, Melee=2, Brawn=3)  # Brawn 3: +5
    result = resolve_attack(attacker, pc("d", "Dee"),
                            ScriptedRng(flat(dice(1, 5), dice(0, 5), 9, 50)))
    assert result.weapon == UNARMED == Weapon.from_dict(GEAR["Brawling"])
    assert result.wound_roll.lethality == -15 and result.wound_roll.total == 40
    assert parts(result.attack) == [("Melee", 2), ("Brawn", 3)]


# --- armor -------------------------------------------------------------------

def test_armor_stops_a_hit_to_a_protected_location():
    defender = pc("d", "Dee")
    defender.armor = [dict(ARMOR["Light Grounder Armor"])]
    attacker = pc(weapon="Sword", Melee=3, Brawn=2)
    # net 1: d10 9 -> Chest; Sword (pen 4) 33 - 5 = 28; d100 28 stops.
    rng = ScriptedRng(flat(dice(2, 5), dice(1, 5), 9, 28))
    result = resolve_attack(attacker, defender, rng)
    assert result.outcome == STOPPED and result.wound is None and result.wound_roll is None
    assert result.stopped_by == "Light Grounder Armor"
    assert result.armor.checks[0].stop_chance == 28 and rng.remaining == 0


def test_armor_that_fails_lets_the_wound_through():
    defender = pc("d", "Dee")
    defender.armor = [dict(ARMOR["Light Grounder Armor"])]
    rng = ScriptedRng(flat(dice(2, 5), dice(1, 5), 9, 29, 60))
    result = resolve_attack(pc(weapon="Sword"), defender, rng)
    assert result.outcome == HIT and result.wound.severity == Severity.MODERATE
    assert result.to_dict()["armor_checks"] == [
        {"armor": "Light Grounder Armor", "stop_chance": 28, "roll": 29, "stopped": False}]


def test_cover_stance_checks_cover_after_worn_armor():
    defender = pc("d", "Dee", stance="Cover")
    defender.armor = [dict(ARMOR["Light Grounder Armor"])]
    # Pistol (7), net 1 to Chest: worn 16-5 = 11 (roll 12 fails); cover 24-5 = 19 (roll 19 stops).
    rng = ScriptedRng(flat(dice(2, 7), dice(1, 5), 9, 12, 19))
    result = resolve_attack(pc(weapon="Pistol"), defender, rng)
    assert [c.armor for c in result.armor.checks] == ["Light Grounder Armor", "Cover"]
    assert result.outcome == STOPPED and result.stopped_by == "Cover"


# --- who may attack whom -----------------------------------------------------

@pytest.mark.parametrize("stance", ["Outofsight", "Reserve"])
def test_hidden_defenders_cannot_be_attacked(stance):
    with pytest.raises(RulesError, match=stance):
        resolve_attack(pc(), pc("d", "Dee", stance=stance), ScriptedRng([]))


def test_nobody_attacks_themselves():
    me = pc()
    with pytest.raises(RulesError):
        resolve_attack(me, me, ScriptedRng([]))


@pytest.mark.parametrize("stance", ["Outofsight", "Reserve"])
def test_attacking_from_hiding_moves_to_normal_first(stance):
    result = resolve_attack(pc(weapon="Knife", stance=stance), pc("d", "Dee"),
                            ScriptedRng(flat(dice(0, 5), dice(0, 5))))
    assert result.moved_to == "Normal" and result.stance == "Normal"
    assert resolve_attack(pc(weapon="Knife"), pc("d", "Dee"),
                          ScriptedRng(flat(dice(0, 5), dice(0, 5)))).moved_to is None


# --- KO check ----------------------------------------------------------------

def test_reaching_minus_one_calls_for_a_brawn_plus_brawn_ko_check():
    defender = pc("d", "Dee", wounds=(Severity.MODERATE,), Brawn=2)
    # Light wound (leg, 10 - 30 + ...) brings the total to exactly -1.0.
    rng = ScriptedRng(flat(dice(1, 5), dice(0, 5), 1, 30, dice(0, 3)))
    result = resolve_attack(pc(weapon="Knife"), defender, rng)
    assert result.wound.severity == Severity.LIGHT
    # Brawn 2 twice, less 1 die for wounds: 3 dice, no hits -> KO.
    assert parts(result.ko_check.roll) == [("Brawn", 2), ("Brawn", 2), ("wounds", -1)]
    assert result.knocked_out and rng.remaining == 0


def test_one_hit_on_the_ko_check_keeps_you_up():
    defender = pc("d", "Dee", wounds=(Severity.MODERATE,), Brawn=2)
    rng = ScriptedRng(flat(dice(1, 5), dice(0, 5), 1, 30, dice(1, 3)))
    result = resolve_attack(pc(weapon="Knife"), defender, rng)
    assert result.ko_check is not None and not result.knocked_out


def test_minus_075_calls_for_no_ko_check():
    defender = pc("d", "Dee", wounds=(Severity.LIGHT, Severity.LIGHT))
    rng = ScriptedRng(flat(dice(1, 5), dice(0, 5), 1, 30))
    result = resolve_attack(pc(weapon="Knife"), defender, rng)
    assert result.wound.severity == Severity.LIGHT and result.ko_check is None
    assert rng.remaining == 0


def test_a_defender_already_down_gets_no_ko_check():
    defender = pc("d", "Dee", wounds=(Severity.SERIOUS,))
    rng = ScriptedRng(flat(dice(1, 5), dice(0, 4), 1, 30))
    result = resolve_attack(pc(weapon="Knife"), defender, rng, defender_down=True)
    assert result.wound is not None and result.ko_check is None


def test_npc_ko_check_rolls_the_rating():
    defender = npc(rating=6)
    # Serious wound to the chest: 90 + 0 (knife) = 90 -> -1.5, penalty -1.
    rng = ScriptedRng(flat(dice(1, 5), dice(0, 6), 9, 90, dice(0, 5)))
    result = resolve_attack(pc(weapon="Knife"), defender, rng)
    assert parts(result.ko_check.roll) == [("rating", 6), ("wounds", -1)]
    assert result.knocked_out


# --- falling off a mount -----------------------------------------------------

def _mounted_hit(stance, severity_roll, riding_faces, riding=2, finesse=2, extra=()):
    defender = pc("d", "Dee", stance=stance, Riding=riding, Finesse=finesse, Dodge=2, Brawn=5)
    d_dice = 2 + finesse + defender.stance_rules.defense
    return resolve_attack(pc(weapon="Knife"), defender,
                          ScriptedRng(flat(dice(1, 5), dice(0, d_dice), 9, severity_roll,
                                           *extra, riding_faces)))


@pytest.mark.parametrize("stance", ["Mounted", "Mount_Shield"])
def test_moderate_wound_needs_a_success_to_stay_mounted(stance):
    stay = _mounted_hit(stance, 60, dice(1, 4))
    assert stay.fall_check.needed == Level.SUCCESS and not stay.fell
    fall = _mounted_hit(stance, 60, dice(0, 4))
    assert fall.fell


def test_serious_wound_needs_a_good_success():
    # Serious: -1.5 calls for a KO check first (Brawn 5 x2 - 1 = 9 dice, one hit).
    ko = dice(1, 9)
    assert not _mounted_hit("Mounted", 90, dice(2, 3), extra=(ko,)).fell
    result = _mounted_hit("Mounted", 90, dice(1, 3), extra=(ko,))
    assert result.fall_check.needed == Level.GOOD_SUCCESS and result.fell
    assert parts(result.fall_check.roll) == [("Riding", 2), ("Finesse", 2), ("wounds", -1)]


def test_critical_wound_needs_a_great_success():
    ko = dice(1, 8)
    kw = dict(riding=5, finesse=3, extra=(ko,))
    assert not _mounted_hit("Mounted", 100, dice(4, 6), **kw).fell
    result = _mounted_hit("Mounted", 100, dice(3, 6), **kw)
    assert result.fall_check.needed == Level.GREAT_SUCCESS and result.fell


def test_light_wound_or_a_non_riding_stance_calls_for_no_fall_check():
    light = _mounted_hit("Mounted", 30, [])
    assert light.wound.severity == Severity.LIGHT and light.fall_check is None
    with pytest.raises(ScriptedRngExhausted):
        _mounted_hit("Mounted", 60, [])  # a Moderate wound does roll Riding
    defensive = _mounted_hit("Defensive", 60, [])
    assert defensive.wound.severity == Severity.MODERATE and defensive.fall_check is None


def test_result_dict_has_every_roll():
    result = _mounted_hit("Mounted", 60, dice(0, 4))
    data = result.to_dict()
    for key in ("attack", "defense", "net_hits", "outcome", "location_die", "location",
                "armor_checks", "wound_roll", "wound", "ko_check", "knocked_out",
                "fall_check", "fell", "weapon", "stance", "moved_to", "modifier"):
        assert key in data
    assert data["fell"] is True and data["fall_check"]["needed"] == "Success"
    assert data["attack"]["faces"] == dice(1, 5)
