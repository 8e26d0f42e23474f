"""fs3 combat gear and NPC ratings: plain data, edit freely.

The combat rules (rules/fs3/combat) read these rows as dicts, so a row may
be copied straight onto a combatant. Numbers:

- ``penetration``: checked against armor (the armor tables go 1..8).
- ``lethality``: added to the wound roll. Scale used here: crude or blunt
  things below zero (a rock -20, fists -15, a stun baton or sling -10),
  knives 0, big blades and bows 10, axes, crossbows and pistols 15,
  rifles 20-25, a grenade 30.
- ``skill``: the attack skill. Melee weapons use Melee; ranged ones
  Archery (bows, crossbows), Thrown (anything thrown, and slings) or
  Firearms.
- ``kind``: "melee" or "ranged".
- ``dodge_bonus``: dice a defender adds to Finesse against a ranged weapon:
  3 for thrown things, slings and bows, 2 for crossbows and firearms; 0 for
  melee weapons (they are dodged with Dodge + Finesse instead).

Fighting with no weapon uses the Brawling row.

Armor rows: ``protection`` (shown to players; it also drives the formula
for any penetration the table lacks), ``locations`` protected, and
``table``, the key of the printed stop-chance table in
rules/fs3/combat/armor.py (None: use the protection formula only).
Chosen coverage: Light Grounder guards the torso; Heavy Grounder the torso
and all four limbs; the Flak Jacket/Guard Armor kit is a jacket with a
helmet, so the torso and the head.
"""

MELEE, RANGED = "melee", "ranged"
THROWN_DODGE, BOW_DODGE, CROSSBOW_DODGE, FIREARM_DODGE = 3, 3, 2, 2

WEAPONS = [
    {"name": "Thrown Rock", "penetration": 1, "lethality": -20, "skill": "Thrown",
     "kind": RANGED, "dodge_bonus": THROWN_DODGE},
    {"name": "Brawling", "penetration": 2, "lethality": -15, "skill": "Melee",
     "kind": MELEE, "dodge_bonus": 0},
    {"name": "Sling", "penetration": 2, "lethality": -10, "skill": "Thrown",
     "kind": RANGED, "dodge_bonus": THROWN_DODGE},
    {"name": "Knife", "penetration": 3, "lethality": 0, "skill": "Melee",
     "kind": MELEE, "dodge_bonus": 0},
    {"name": "Thrown Knife", "penetration": 3, "lethality": 0, "skill": "Thrown",
     "kind": RANGED, "dodge_bonus": THROWN_DODGE},
    {"name": "Shock Baton", "penetration": 3, "lethality": -10, "skill": "Melee",
     "kind": MELEE, "dodge_bonus": 0},
    {"name": "Sword", "penetration": 4, "lethality": 10, "skill": "Melee",
     "kind": MELEE, "dodge_bonus": 0},
    {"name": "Frag Grenade", "penetration": 4, "lethality": 30, "skill": "Thrown",
     "kind": RANGED, "dodge_bonus": THROWN_DODGE},
    {"name": "Natural Weapon", "penetration": 4, "lethality": 5, "skill": "Melee",
     "kind": MELEE, "dodge_bonus": 0},
    {"name": "Axe", "penetration": 5, "lethality": 15, "skill": "Melee",
     "kind": MELEE, "dodge_bonus": 0},
    {"name": "Club", "penetration": 5, "lethality": 5, "skill": "Melee",
     "kind": MELEE, "dodge_bonus": 0},
    {"name": "Spear", "penetration": 5, "lethality": 10, "skill": "Melee",
     "kind": MELEE, "dodge_bonus": 0},
    {"name": "Bow", "penetration": 5, "lethality": 10, "skill": "Archery",
     "kind": RANGED, "dodge_bonus": BOW_DODGE},
    {"name": "Thrown Spear", "penetration": 5, "lethality": 10, "skill": "Thrown",
     "kind": RANGED, "dodge_bonus": THROWN_DODGE},
    {"name": "Crossbow", "penetration": 6, "lethality": 15, "skill": "Archery",
     "kind": RANGED, "dodge_bonus": CROSSBOW_DODGE},
    {"name": "Pistol", "penetration": 7, "lethality": 15, "skill": "Firearms",
     "kind": RANGED, "dodge_bonus": FIREARM_DODGE},
    {"name": "Assault Rifle", "penetration": 8, "lethality": 20, "skill": "Firearms",
     "kind": RANGED, "dodge_bonus": FIREARM_DODGE},
    {"name": "Hunting Rifle", "penetration": 8, "lethality": 25, "skill": "Firearms",
     "kind": RANGED, "dodge_bonus": FIREARM_DODGE},
]

UNARMED_WEAPON = "Brawling"

ARMORS = [
    {"name": "Light Grounder Armor", "protection": 3, "table": "light_grounder",
     "locations": ["Chest", "Abdomen"]},
    {"name": "Heavy Grounder Armor", "protection": 4, "table": "heavy_grounder",
     "locations": ["Chest", "Abdomen", "Left Arm", "Right Arm", "Left Leg", "Right Leg"]},
    {"name": "Flak Jacket/Guard Armor", "protection": 3, "table": "flak_jacket",
     "locations": ["Head", "Chest", "Abdomen"]},
]

# Dice an NPC rolls for every roll, by kind of NPC.
NPC_RATINGS = {"Goon": 4, "Henchman": 6, "Boss": 8}
DEFAULT_NPC_KIND = "Goon"
