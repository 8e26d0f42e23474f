"""The dice pool behind every roll a fighter makes in combat.

Player characters roll a skill plus an attribute (the combat pairs are
fixed by the rules; other skills use their ruling attribute from
``DEFAULT_RULINGS`` or a map the caller passes, e.g. from the catalogue).
NPCs roll their one rating for everything. Either way the stance, the luck
spent this turn, an attack modifier and the wound penalty are added as
separate parts so the roll record shows where every die came from.
"""

from __future__ import annotations

from typing import Mapping

from rules.errors import RulesError
from rules.fs3.abilities import Catalogue
from rules.fs3.combat.combatant import Combatant
from rules.fs3.combat.stances import Stance
from rules.fs3.combat.weapons import Weapon
from rules.fs3.roll import LUCK_DICE, Pool, PoolPart

BRAWN, FINESSE = "Brawn", "Finesse"
MELEE_ATTACK = ("Melee", BRAWN)  # skill, attribute
MELEE_DEFENSE = ("Dodge", FINESSE)
RANGED_ATTACK_ATTRIBUTE = FINESSE  # added to the weapon's skill
RANGED_DEFENSE_ATTRIBUTE = FINESSE  # plus the weapon's dodge bonus
KO_ATTRIBUTE = BRAWN  # rolled twice, like any bare attribute roll
ALERTNESS, RIDING, MEDICINE = "Alertness", "Riding", "Medicine"
DEFAULT_RULINGS: dict[str, str] = {ALERTNESS: "Wit", RIDING: FINESSE, MEDICINE: "Wit"}
# Against a ranged attack an NPC adds the weapon's dodge bonus to its rating,
# like anyone (docs/rulings.md, "fs3: combat").
NPC_GETS_DODGE_BONUS = True
NPC_PART = "rating"


def rulings_from_catalogue(catalogue: Catalogue) -> dict[str, str]:
    """Every skill's ruling attribute, from the game's catalogue."""
    return {a.name: a.ruling for a in catalogue.skills}


def _base(c: Combatant, skill: str | None, attribute: str) -> tuple[list[PoolPart], int | None]:
    if c.is_npc:
        return [PoolPart(NPC_PART, int(c.npc_rating))], None
    attr = c.attribute(attribute)
    if skill is None:
        return [PoolPart(attribute, attr), PoolPart(attribute, attr)], attr
    return [PoolPart(skill, c.rating(skill)), PoolPart(attribute, attr)], attr


def _finish(label: str, parts: list[PoolPart], ruling: int | None, c: Combatant,
            stance_dice: int = 0, stance_name: str = "", modifier: int = 0,
            luck: bool = False) -> Pool:
    if stance_dice:
        parts.append(PoolPart(stance_name, stance_dice))
    if modifier:
        parts.append(PoolPart("modifier", modifier))
    if luck:
        parts.append(PoolPart("luck", LUCK_DICE))
    if c.wound_penalty:
        parts.append(PoolPart("wounds", c.wound_penalty))
    return Pool(label, tuple(parts), ruling)


def attack_pool(c: Combatant, weapon: Weapon, stance: Stance, modifier: int = 0,
                luck: bool = False) -> Pool:
    if weapon.is_melee:
        skill, attribute = MELEE_ATTACK
    else:
        skill, attribute = weapon.skill, RANGED_ATTACK_ATTRIBUTE
    parts, ruling = _base(c, skill, attribute)
    return _finish(f"{skill} attack", parts, ruling, c, stance.attack, stance.name,
                   modifier, luck)


def defense_pool(c: Combatant, weapon: Weapon, stance: Stance, luck: bool = False) -> Pool:
    """The defender's pool against ``weapon`` (the attacker's weapon)."""
    if weapon.is_melee:
        skill, attribute = MELEE_DEFENSE
        parts, ruling = _base(c, skill, attribute)
        label = f"{skill} defense"
    else:
        label = f"{RANGED_DEFENSE_ATTRIBUTE} defense"
        if c.is_npc:
            parts, ruling = _base(c, None, RANGED_DEFENSE_ATTRIBUTE)
            bonus = weapon.dodge_bonus if NPC_GETS_DODGE_BONUS else 0
        else:
            ruling = c.attribute(RANGED_DEFENSE_ATTRIBUTE)
            parts = [PoolPart(RANGED_DEFENSE_ATTRIBUTE, ruling)]
            bonus = weapon.dodge_bonus
        if bonus:
            parts.append(PoolPart(f"{weapon.name} dodge bonus", bonus))
    return _finish(label, parts, ruling, c, stance.defense, stance.name, 0, luck)


def ko_pool(c: Combatant) -> Pool:
    """Brawn + Brawn (NPCs: their rating), less the wound penalty."""
    parts, ruling = _base(c, None, KO_ATTRIBUTE)
    return _finish("KO check", parts, ruling, c)


def skill_pool(c: Combatant, skill: str, rulings: Mapping[str, str] | None = None) -> Pool:
    """A skill plus its ruling attribute (NPCs: their rating), less wounds."""
    ruling_attr = (rulings or {}).get(skill) or DEFAULT_RULINGS.get(skill)
    if ruling_attr is None:
        raise RulesError(f"{skill} has no ruling attribute to roll with.")
    parts, ruling = _base(c, skill, ruling_attr)
    return _finish(skill, parts, ruling, c)


def alertness_pool(c: Combatant, rulings: Mapping[str, str] | None = None) -> Pool:
    return skill_pool(c, ALERTNESS, rulings)


def riding_pool(c: Combatant, rulings: Mapping[str, str] | None = None) -> Pool:
    return skill_pool(c, RIDING, rulings)


def medicine_pool(c: Combatant, rulings: Mapping[str, str] | None = None) -> Pool:
    return skill_pool(c, MEDICINE, rulings)
