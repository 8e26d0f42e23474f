"""The pbta weapon table the game uses: rulesets/pbta/weapons_data.py, with the dice
staff changed in play (+damage/set) kept in ServerConfig over it."""

from __future__ import annotations

from evennia.server.models import ServerConfig

from rules.pbta.damage import Weapon, parse_dice
from rulesets.pbta.weapons_data import WEAPONS

CONFIG_KEY = "fourfold_pbta_weapon_dice"


def overrides() -> dict:
    return dict(ServerConfig.objects.conf(CONFIG_KEY, default={}) or {})


def weapon_table() -> tuple[Weapon, ...]:
    changed = overrides()
    return tuple(Weapon(row["key"], row["name"], changed.get(row["key"], row["dice"]), bool(row["ranged"]))
                 for row in WEAPONS)


def set_weapon_dice(key: str, dice: str | None) -> None:
    """Staff give the weapon ``key`` new dice (None: back to the table's)."""
    changed = overrides()
    if dice is None:
        changed.pop(key, None)
    else:
        changed[key] = parse_dice(dice).text
    ServerConfig.objects.conf(CONFIG_KEY, value=changed)
