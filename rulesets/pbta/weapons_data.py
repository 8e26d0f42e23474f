"""pbta weapons: the damage die each one rolls (docs/rulings.md, "pbta":
damage is the weapon's die, from data). The game reads this table; staff may change a
weapon's dice in play with +damage/set, which is kept over this table until
+damage/set <weapon>=default. Dice are written like d6, 2d4 or d8+1."""

WEAPONS = [
    {"key": "fist", "name": "Fist", "dice": "d4", "ranged": False},
    {"key": "knife", "name": "Knife", "dice": "d4", "ranged": False},
    {"key": "club", "name": "Club", "dice": "d6", "ranged": False},
    {"key": "big_club", "name": "Big Club", "dice": "d8", "ranged": False},
    {"key": "spear", "name": "Spear", "dice": "d8", "ranged": False},
    {"key": "axe", "name": "Axe", "dice": "d10", "ranged": False},
    {"key": "stone_axe", "name": "Stone Axe", "dice": "d10", "ranged": False},
    {"key": "sling", "name": "Sling", "dice": "d6", "ranged": True},
    {"key": "bow", "name": "Bow", "dice": "d6", "ranged": True},
    {"key": "thrown_spear", "name": "Thrown Spear", "dice": "d8", "ranged": True},
]
