"""A game created before each ruleset had its own package keeps working: the data migration
(upgrades/migrations/0001_ruleset_packages.py) rewrites the typeclass paths
stored in the database, and every object and Script then loads as its new
class with its data intact.

The old layout is built for real: objects and Scripts are made, then their
stored paths are set back to the old modules (as a database made on the old
code holds them) and every cached instance is dropped, so what is read
afterwards comes from the database alone."""

import importlib
import random
from unittest import mock

from django.apps import apps as django_apps
from django.db import connection
from django.db.migrations.loader import MigrationLoader
from evennia.objects.models import ObjectDB
from evennia.scripts.models import ScriptDB
from evennia.utils import create
from evennia.utils.idmapper.models import flush_cache
from evennia.utils.test_resources import EvenniaTest

import rules.dice
from core.rolls import history as roll_history
from rulesets.fs3.catalogue import catalogue
from rulesets.fs3.combat_script import FS3CombatScript
from rulesets.fs3.gear import Armor, Weapon
from rulesets.fs3.healing_script import HealingScript
from rulesets.muse.combat_script import MuseCombatScript

migration = importlib.import_module("upgrades.migrations.0001_ruleset_packages")

OLD = {
    "weapon": "typeclasses.gear.Weapon",
    "armor": "typeclasses.gear.Armor",
    "fs3_fight": "typeclasses.combat_script.FS3CombatScript",
    "muse_fight": "typeclasses.muse_combat.MuseCombatScript",
    "healing": "typeclasses.healing_script.HealingScript",
}


class TestOldLayoutLoads(EvenniaTest):
    character_typeclass = "typeclasses.characters.Character"

    def setUp(self):
        super().setUp()
        patcher = mock.patch.object(rules.dice, "_GAME_RNG", random.Random(3))
        patcher.start()
        self.addCleanup(patcher.stop)
        cat = catalogue()
        self.char1.fs3.set_rating(cat.find("Melee"), 4)
        self.char1.fs3.luck = 2
        self.char2.muse.set_rating("Might", 4)
        self.sword = create.create_object(Weapon, key="Old Sword", location=self.char1)
        self.sword.db.damage = 3  # a piece staff tuned by hand
        self.mail = create.create_object(Armor, key="Old Mail", location=self.char1)
        self.char1.gear.wield(self.sword)
        self.char1.gear.wear(self.mail)
        self.fs3_fight = FS3CombatScript.begin(self.room1, self.char1)
        self.fs3_fight.add_fighter(self.char1)
        self.fs3_fight.add_fighter(self.char2)
        self.fs3_turn = self.fs3_fight.turn
        self.fs3_names = sorted(c.name for c in self.fs3_fight.get_state().combatants.values())
        self.muse_fight = MuseCombatScript.begin(self.room2, self.char2)
        self.healing = create.create_script(HealingScript, key="fs3_healing", persistent=True, autostart=False)
        self.healing.attributes.add("global_script_settings", "old hash", category="settings_hash")
        roll_history.record(self.room1, self.char1, "Char rolls Melee: 2 successes.")
        roll_history.flush_all()
        self.ids = {"weapon": self.sword.id, "armor": self.mail.id, "fs3_fight": self.fs3_fight.id,
                    "muse_fight": self.muse_fight.id, "healing": self.healing.id}
        # Back to the old layout: the paths a game made before the move stores.
        for name in ("weapon", "armor"):
            ObjectDB.objects.filter(id=self.ids[name]).update(db_typeclass_path=OLD[name])
        for name in ("fs3_fight", "muse_fight", "healing"):
            ScriptDB.objects.filter(id=self.ids[name]).update(db_typeclass_path=OLD[name])
        flush_cache()

    def migrate(self):
        migration.forward(django_apps, None)
        flush_cache()

    def stored_path(self, name):
        model = ScriptDB if name in ("fs3_fight", "muse_fight", "healing") else ObjectDB
        return model.objects.filter(id=self.ids[name]).values_list("db_typeclass_path", flat=True)[0]

    def test_the_old_paths_are_rewritten_and_load_the_new_classes(self):
        self.assertEqual(self.stored_path("fs3_fight"), OLD["fs3_fight"])
        self.migrate()
        expected = {"weapon": Weapon, "armor": Armor, "fs3_fight": FS3CombatScript,
                    "muse_fight": MuseCombatScript, "healing": HealingScript}
        for name, cls in expected.items():
            with self.subTest(name=name):
                self.assertEqual(self.stored_path(name), f"{cls.__module__}.{cls.__name__}")
                model = ScriptDB if name in ("fs3_fight", "muse_fight", "healing") else ObjectDB
                self.assertIs(type(model.objects.get(id=self.ids[name])), cls)

    def test_sheets_fights_gear_and_roll_history_are_intact(self):
        self.migrate()
        char1 = ObjectDB.objects.get(id=self.char1.id)
        char2 = ObjectDB.objects.get(id=self.char2.id)
        self.assertEqual(char1.fs3.rating("Melee"), 4)
        self.assertEqual(char1.fs3.luck, 2)
        self.assertEqual(char2.muse.traits["Might"], 4)
        self.assertEqual(char1.gear.weapon.id, self.ids["weapon"])  # still wielded: still a Weapon
        self.assertEqual(char1.gear.weapon.db.damage, 3)
        self.assertEqual([a.id for a in char1.gear.armor], [self.ids["armor"]])
        fight = ScriptDB.objects.get(id=self.ids["fs3_fight"])
        self.assertEqual(fight.turn, self.fs3_turn)
        self.assertEqual(sorted(c.name for c in fight.get_state().combatants.values()), self.fs3_names)
        self.assertTrue(fight.has_combatant(char2))
        muse = ScriptDB.objects.get(id=self.ids["muse_fight"])
        self.assertEqual(muse.organizer.id, self.char2.id)
        roll_history.forget()
        texts = [e["text"] for e in roll_history.history(ObjectDB.objects.get(id=self.room1.id))]
        self.assertIn("Char rolls Melee: 2 successes.", texts)

    def test_the_global_healing_script_is_kept_not_recreated(self):
        self.migrate()
        healing = ScriptDB.objects.get(id=self.ids["healing"])
        self.assertIsNone(healing.attributes.get("global_script_settings", category="settings_hash"))
        # What Evennia does at start with a global script without a hash: keep it.
        from evennia.utils.containers import GlobalScriptContainer

        container = GlobalScriptContainer()
        container.typeclass_storage = {"fs3_healing": HealingScript}
        container.loaded_data = {"fs3_healing": {"typeclass": "rulesets.fs3.healing_script.HealingScript"}}
        self.assertEqual(container._load_script("fs3_healing").id, self.ids["healing"])
        self.assertEqual(ScriptDB.objects.filter(db_key="fs3_healing").count(), 1)

    def test_running_it_twice_changes_nothing_and_it_can_be_reversed(self):
        self.migrate()
        self.migrate()
        self.assertEqual(self.stored_path("weapon"), "rulesets.fs3.gear.Weapon")
        migration.backward(django_apps, None)
        self.assertEqual(self.stored_path("weapon"), OLD["weapon"])
        self.assertEqual(self.stored_path("muse_fight"), OLD["muse_fight"])

    def test_the_migration_is_installed(self):
        loader = MigrationLoader(connection)
        self.assertIn(("fourfold_upgrades", "0001_ruleset_packages"), loader.applied_migrations)
