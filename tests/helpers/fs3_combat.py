"""Shared set-up for the +combat tests (not a test module itself)."""

import random
from unittest import mock

from evennia.utils.test_resources import EvenniaCommandTest

import rules.dice
from rulesets.fs3.combat_script import all_combats, combat_in_room
from rulesets.fs3.commands.combat import CmdCombat, CmdCombats
from rulesets.fs3.gear_data import WEAPONS
from typeclasses.characters import Character

CHAR = "typeclasses.characters.Character"
SWORD = next(dict(w) for w in WEAPONS if w["name"] == "Sword")


class FakeGear:
    """Stands in for the gear handler (char.gear) another module provides."""

    def __init__(self, weapon=None, armor=(), shield=False, mount=False):
        self.weapon, self.armor = weapon, list(armor)
        self.has_shield, self.has_mount = shield, mount

    def weapon_dict(self):
        return dict(self.weapon) if self.weapon else None

    def armor_dicts(self):
        return [dict(a) for a in self.armor]


class CombatTest(EvenniaCommandTest):
    character_typeclass = CHAR
    seed = 1
    fake_gear = True  # False: use the real char.gear handler

    def setUp(self):
        super().setUp()
        patcher = mock.patch.object(rules.dice, "_GAME_RNG", random.Random(self.seed))
        patcher.start()
        self.addCleanup(patcher.stop)
        self.gear = {}
        if self.fake_gear:
            gear_patch = mock.patch.object(
                Character, "gear", property(lambda obj: self.gear.get(obj.id)), create=True)
            gear_patch.start()
            self.addCleanup(gear_patch.stop)
        self.rate(self.char1, Brawn=3, Finesse=3, Wit=2, Melee=4, Dodge=3, Alertness=2,
                  Medicine=3)
        self.rate(self.char2, Brawn=3, Finesse=2, Wit=2, Melee=3, Dodge=2, Alertness=2)

    # --- helpers -------------------------------------------------------------
    @staticmethod
    def rate(char, **ratings):
        char.attributes.add("ratings", dict(ratings), category="fs3")

    def combat(self, args, caller=None, msg=None):
        return self.call(CmdCombat(), args, msg=msg, caller=caller or self.char1)

    def combats(self, caller=None):
        return self.call(CmdCombats(), "", caller=caller or self.char1)

    def fight(self):
        return combat_in_room(self.room1)

    def state(self):
        return self.fight().get_state()

    def fighter(self, name):
        return next(c for c in self.state().combatants.values() if c.name == name)

    def start_fight(self, npcs="Goon1", level="Goon"):
        """char1 organizes; char2 joins; NPCs are made."""
        self.combat("/start")
        self.combat("/join", caller=self.char2)
        if npcs:
            self.combat(f"/add {npcs}={level}")
        return self.fight()

    def count_combats(self):
        return len(all_combats())
