"""Across rulesets: every "a character here" look-up finds NPCs by
name and by any alias, as +combat/add does (the demo's Sparring Sergeant,
Bramble and Tusk), and fs3's daily healing heals NPCs too."""

import random
from unittest import mock

from evennia.utils import create

import rules.dice
from rules.dice import ScriptedRng
from rulesets.registry import set_room_ruleset
from tests.helpers.fs3_combat import CombatTest
from tests.helpers.game import FourfoldCommandTest

NPC = "rulesets.fs3.npcs.NPC"


def npc(key, room, *aliases):
    return create.create_object(NPC, key=key, location=room, home=room, aliases=list(aliases))


class LookupTest(FourfoldCommandTest):
    ruleset = "fs3"

    def setUp(self):
        super().setUp()
        set_room_ruleset(self.room1, self.ruleset)
        for char in (self.char1, self.char2):
            char.sync_ruleset()
        self._start(mock.patch.object(rules.dice, "_GAME_RNG", random.Random(7)))

    def state(self, *extra):
        return {}

    def text(self, cmd, args, caller=None):
        out = self.call(cmd, args, caller=caller or self.char1)
        self.assertNotIn("nobody called", out.lower())
        self.assertNotIn("no character called", out.lower())
        return out


class TestMuse(LookupTest):
    ruleset = "muse"

    def setUp(self):
        super().setUp()
        self.bramble = npc("Bramble", self.room1, "training spirit")
        self.bramble.muse.set_rating("Swiftness", 3)

    def test_roll_against_an_npc_by_name_and_alias(self):
        from rulesets.muse.commands.roll import CmdRoll

        for name in ("Bramble", "training spirit"):
            out = self.text(CmdRoll(), f"Might vs {name}=Swiftness")
            self.assertIn("Bramble", out)

    def test_heal_and_wake_an_npc(self):
        from features.scenes.commands.scene import CmdScene
        from rules.muse.tribulations import impose
        from rulesets.muse.commands.heal import CmdHeal
        from rulesets.muse.commands.wake import CmdWake

        self.call(CmdScene(), "/start", "Char starts scene")
        self.bramble.muse.life_points = 2
        out = self.text(CmdHeal(), "Bramble")
        self.assertIn("Char tends Bramble", out)
        self.bramble.muse.tribulations = impose({}, "Unconscious")
        out = self.text(CmdWake(), "training spirit")
        self.assertIn("Bramble", out)


class TestPbta(LookupTest):
    ruleset = "pbta"

    def setUp(self):
        super().setUp()
        from rules.pbta.sheet import new_sheet

        self.tusk = npc("Tusk", self.room1, "boar")
        self.tusk.pbta.save(new_sheet("human", {"Forceful": 1, "Agile": 1,
                                                "Insightful": 0, "Charming": 0}))
        self.char1.pbta.save(new_sheet("human", {"Forceful": 2, "Agile": 0,
                                                 "Insightful": 0, "Charming": 0}))

    def test_damage_lands_on_an_npc(self):
        from rulesets.pbta.commands.damage import CmdDamage

        before = self.tusk.pbta.sheet().hp
        out = self.text(CmdDamage(), "club Tusk")
        self.assertIn("Tusk takes", out)
        self.assertLess(self.tusk.pbta.sheet().hp, before)
        out = self.text(CmdDamage(), "club boar")
        self.assertIn("Tusk takes", out)

    def test_defend_strike_lands_on_an_npc(self):
        from dataclasses import replace

        from rulesets.pbta.commands.defend import CmdDefend

        handler = self.char1.pbta
        handler.save(replace(handler.sheet(), readiness=2))
        handler.set_attack_on_guard(self.tusk, "themselves")  # Tusk attacked: Readiness may be spent
        before = self.tusk.pbta.sheet().hp
        out = self.text(CmdDefend(), "/spend strike=spear Tusk")
        self.assertIn("Tusk", out)
        self.assertLess(self.tusk.pbta.sheet().hp, before)


class TestFs3DailyHealing(LookupTest):
    def test_npc_wounds_heal_daily(self):
        from rules.fs3.combat.wounds import Severity, Wound
        from rulesets.fs3 import healing
        from rulesets.fs3.healing_script import HealingScript

        goon = npc("Sparring Sergeant", self.room1, "sergeant")
        goon.set_level("Goon")  # 4 dice for everything
        goon.fs3.wounds = [Wound(severity=Severity.parse("Moderate"), location="Chest",
                                 weapon="Club", created_at=0.0).to_dict()]
        self.assertIn(goon, healing.wounded_characters())
        self.assertEqual(healing.brawn_pool(goon).dice, 4)
        script = create.create_script(HealingScript, key="test_healing", autostart=False)
        rng = ScriptedRng([8, 1, 1, 1])  # the rating's 4 dice: one hit, 2 points
        self.assertEqual(script.heal_everyone(rng=rng), 1)
        self.assertEqual(rng.remaining, 0)
        self.assertEqual(goon.fs3.wounds[0]["healing_points"], 2)


class TestFs3CombatByAlias(CombatTest):
    def test_attack_the_sergeant_by_alias(self):
        sergeant = npc("Sparring Sergeant", self.room1, "sergeant")
        sergeant.set_level("Goon")
        self.combat("/start")
        self.combat("/add Sergeant")
        self.assertTrue(self.fight().has_combatant(sergeant))
        out = self.combat("/attack Sergeant")
        self.assertNotIn("Nobody called", out)
        self.assertIn("You will attack Sparring Sergeant", out)
        out = self.combat("/stance sergeant=Aggressive")
        self.assertIn("Sparring Sergeant takes the Aggressive stance", out)


class TestMuseFighterByAlias(LookupTest):
    ruleset = "muse"

    def test_a_muse_fighter_is_found_by_alias(self):
        from rulesets.muse.combat_script import combat_in_room
        from rulesets.muse.commands.combat import CmdCombat

        bramble = npc("Bramble", self.room1, "training spirit")
        self.call(CmdCombat(), "/start")
        self.call(CmdCombat(), "/add training spirit")
        script = combat_in_room(self.room1)
        self.assertTrue(script.has_combatant(bramble))
        out = self.call(CmdCombat(), "/leave training spirit")
        self.assertNotIn("Nobody called", out)
        self.assertFalse(script.has_combatant(bramble))
