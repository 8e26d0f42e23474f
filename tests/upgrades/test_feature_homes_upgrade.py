"""A game made before the move to one home per feature keeps working: the
data migration upgrades/migrations/0004_feature_homes.py rewrites the class
paths the database stores, and the game then loads every object and Script
as its real class (Evennia would otherwise fall back to a default class,
log it, and carry on).

The old layout is built for real in the test database: a running scene, an
fs3 fight with an NPC, the events calendar, mail, a board post, a request
and a prototype staff saved are made, then the stored paths are set back to
the old modules (as a database made on the old code holds them) and every
cached instance is dropped, so what is read afterwards comes from the
database alone."""

import importlib
import random
import time
from unittest import mock

from django.apps import apps as django_apps
from django.contrib.contenttypes.models import ContentType
from django.db import connection
from django.db.migrations.loader import MigrationLoader
from evennia.accounts.models import AccountDB
from evennia.comms.models import ChannelDB
from evennia.objects.models import ObjectDB
from evennia.prototypes import prototypes as evennia_prototypes
from evennia.prototypes.spawner import spawn
from evennia.scripts.models import ScriptDB
from evennia.utils import create
from evennia.utils.idmapper.models import flush_cache

import rules.dice
from core.writes import group_commit
from features.community import boards, events, mail
from features.community import requests as community_requests
from features.community.commands.boards import CmdBBRead
from features.community.commands.events import CmdEvents
from features.community.commands.mail import CmdMail
from features.community.commands.requests import CmdRequest
from features.community.events import EventCalendar
from features.community.models import Board, Request
from features.scenes import log as scene_log
from features.scenes import store as scene_store
from features.scenes.models import Scene, SceneEntry
from rulesets.fs3.combat_script import FS3CombatScript
from rulesets.fs3.npcs import NPC
from tests.helpers.scenes import SceneTest
from upgrades import moved_paths as paths

migration = importlib.import_module("upgrades.migrations.0004_feature_homes")

OLD_NPC = "typeclasses.npcs.NPC"
OLD_CALENDAR = "typeclasses.events.EventCalendar"
MODELS = (ObjectDB, ScriptDB, AccountDB, ChannelDB)


def stored(model, pk, field="db_typeclass_path"):
    return model.objects.filter(pk=pk).values_list(field, flat=True)[0]


def every_stored_path():
    return {(m.__name__, pk): path for m in MODELS
            for pk, path in m.objects.values_list("pk", "db_typeclass_path")}


class TestOldGameUpgrades(SceneTest):
    def setUp(self):
        super().setUp()
        self._start(mock.patch.object(rules.dice, "_GAME_RNG", random.Random(5)))
        self.char1.attributes.add("ratings", {"Melee": 4, "Brawn": 3, "Dodge": 2}, category="fs3")
        # A running scene, with one pose in its log.
        self.scene = scene_store.start(self.room1, self.char1, "Old times")
        self.pose("waves from before the move.")
        # An fs3 fight in the same room against an NPC staff tuned by hand.
        self.npc = create.create_object(NPC, key="Goon1", location=self.room1, home=self.room1)
        self.npc.set_level("Goon")
        self.npc.npc_rating = 7
        self.fight = FS3CombatScript.begin(self.room1, self.char1)
        self.fight.add_fighter(self.char1)
        self.fight.add_fighter(self.npc)
        self.fight.remember_npc(self.npc)
        # The events calendar, mail, a board post and a request.
        self.event = events.add_event(self.char2, time.time() + 86400 * 3, "Harvest fair",
                                      "Music and pies.")
        mail.send(self.char1, [self.char2], "Old letter", "Written before the move.")
        board = boards.create_board("Public", number=1)
        boards.write(board, self.char1, "Old post", "Posted before the move.")
        self.request = community_requests.file_request(self.char2, "Old request", "Filed before.")
        # A prototype staff saved, and Attributes naming the old class.
        evennia_prototypes.save_prototype({"prototype_key": "old_goon", "key": "Goon",
                                           "typeclass": OLD_NPC})
        self.room1.db.spawns = [{"typeclass": OLD_NPC, "count": 2}, "not a path"]
        self.room1.attributes.add("spawn_class", OLD_NPC, strattr=True)
        self.room1.db.notes = "community.Hello"  # not a moved path: left alone
        self.room1.db.prose = f"see {OLD_NPC} here"  # a sentence, not a path
        group_commit.flush()
        self.new_paths = every_stored_path()
        # Back to the old layout: the paths a game made before the move stores.
        ObjectDB.objects.filter(pk=self.npc.pk).update(db_typeclass_path=OLD_NPC)
        calendar = events.calendar()
        self.calendar_id = calendar.id
        ScriptDB.objects.filter(pk=calendar.pk).update(db_typeclass_path=OLD_CALENDAR)
        self.forget_everything()

    def forget_everything(self):
        """What a restart does: nothing cached, the running scenes read anew."""
        flush_cache()
        scene_log.forget()
        evennia_prototypes.DB_PROTOTYPE_CACHE.clear()

    def migrate(self):
        counts = migration.forward(django_apps, None)
        self.forget_everything()
        return counts

    def test_the_old_paths_are_what_a_game_made_before_the_move_loads_wrongly(self):
        self.assertEqual(stored(ObjectDB, self.npc.pk), OLD_NPC)
        self.assertNotIsInstance(ObjectDB.objects.get(pk=self.npc.pk), NPC)  # Evennia fell back
        self.assertNotIsInstance(ScriptDB.objects.get(pk=self.calendar_id), EventCalendar)

    def test_every_object_and_script_loads_as_its_stored_class(self):
        self.migrate()
        self.assertEqual(stored(ObjectDB, self.npc.pk), "rulesets.fs3.npcs.NPC")
        self.assertEqual(stored(ScriptDB, self.calendar_id), "features.community.events.EventCalendar")
        self.assertEqual(every_stored_path(), self.new_paths)
        self.assertIs(type(ObjectDB.objects.get(pk=self.npc.pk)), NPC)
        self.assertIs(type(ScriptDB.objects.get(pk=self.calendar_id)), EventCalendar)
        self.assertIs(type(ScriptDB.objects.get(pk=self.fight.pk)), FS3CombatScript)
        for model in MODELS:
            for row in model.objects.all():
                with self.subTest(row=row, path=row.db_typeclass_path):
                    cls = type(row)
                    self.assertEqual(f"{cls.__module__}.{cls.__name__}", row.db_typeclass_path)

    def test_the_scene_still_logs_and_the_fight_takes_a_turn(self):
        self.migrate()
        self.pose("waves after the move.")
        fight = ScriptDB.objects.get(pk=self.fight.pk)
        npc = ObjectDB.objects.get(pk=self.npc.pk)
        self.assertEqual((npc.npc_level, npc.npc_rating), ("Goon", 7))
        fight.queue(self.char1.dbref, {"type": "attack", "target": npc.dbref, "modifier": 0})
        fight.queue(npc.dbref, {"type": "attack", "target": self.char1.dbref, "modifier": 0})
        fight.end_turn()
        group_commit.flush()
        fight = ScriptDB.objects.get(pk=self.fight.pk)
        self.assertEqual(fight.get_state().turn, 2)
        self.assertEqual(fight.get_state().get(npc.dbref).npc_rating, 7)
        self.assertIn("Goon1", fight.turn_log[-1]["text"])
        texts = [t for _, _, t in self.log(Scene.objects.get(pk=self.scene.pk))]
        self.assertTrue(any("waves from before the move." in t for t in texts))
        self.assertTrue(any("waves after the move." in t for t in texts))
        self.assertTrue(any("Goon1" in t for t in texts), "the fight's turn went into the scene log")
        self.assertEqual(SceneEntry.objects.filter(scene_id=self.scene.pk, kind="combat").count(), 1)

    def test_events_mail_boards_and_requests_read(self):
        self.migrate()
        self.assertIn("Harvest fair", self.call(CmdEvents(), "", caller=self.char1))
        self.call(CmdMail(), "1", "From: Char", caller=self.char2)
        self.assertIn("Written before the move.", self.call(CmdMail(), "1", caller=self.char2))
        self.assertIn("Posted before the move.", self.call(CmdBBRead(), "1/1", caller=self.char2))
        out = self.call(CmdRequest(), str(self.request.id), caller=self.char2)
        self.assertIn("Old request", out)
        self.assertEqual(Request.objects.get(pk=self.request.pk).title, "Old request")
        self.assertEqual(Board.objects.get(number=1).posts.count(), 1)

    def test_paths_held_in_attributes_and_prototypes_are_rewritten(self):
        self.migrate()
        room = ObjectDB.objects.get(pk=self.room1.pk)
        self.assertEqual(room.db.spawns, [{"typeclass": "rulesets.fs3.npcs.NPC", "count": 2},
                                          "not a path"])
        self.assertEqual(room.attributes.get("spawn_class", strattr=True), "rulesets.fs3.npcs.NPC")
        self.assertEqual(room.db.notes, "community.Hello")
        self.assertEqual(room.db.prose, f"see {OLD_NPC} here")
        prototype = evennia_prototypes.search_prototype("old_goon")[0]
        self.assertEqual(prototype["typeclass"], "rulesets.fs3.npcs.NPC")
        made = spawn("old_goon")[0]
        self.assertIs(type(made), NPC)

    def test_cmdset_storage_names_the_new_modules(self):
        old = "commands.default_cmdsets.CharacterCmdSet, typeclasses.npcs.NPCCmdSet"
        ObjectDB.objects.filter(pk=self.char2.pk).update(db_cmdset_storage=old)
        AccountDB.objects.filter(pk=self.account.pk).update(
            db_cmdset_storage="commands.default_cmdsets.AccountCmdSet")
        migration.forward(django_apps, None)
        self.assertEqual(stored(ObjectDB, self.char2.pk, "db_cmdset_storage"),
                         "commands.default_cmdsets.CharacterCmdSet,rulesets.fs3.npcs.NPCCmdSet")
        self.assertEqual(stored(AccountDB, self.account.pk, "db_cmdset_storage"),
                         "commands.default_cmdsets.AccountCmdSet")  # never moved: not touched
        migration.backward(django_apps, None)
        self.assertEqual(stored(ObjectDB, self.char2.pk, "db_cmdset_storage"),
                         "commands.default_cmdsets.CharacterCmdSet,typeclasses.npcs.NPCCmdSet")

    def test_running_it_twice_changes_nothing_and_it_can_be_reversed(self):
        old_paths = every_stored_path()
        first = self.migrate()
        self.assertEqual(first["ObjectDB typeclass"], 1)
        self.assertEqual(first["ScriptDB typeclass"], 1)
        self.assertEqual(first["Attribute"], 3)  # spawns, spawn_class, the prototype
        self.assertEqual(set(self.migrate().values()), {0})
        migration.backward(django_apps, None)
        self.forget_everything()
        self.assertEqual(every_stored_path(), old_paths)
        self.assertEqual(ObjectDB.objects.get(pk=self.room1.pk).db.spawns[0]["typeclass"], OLD_NPC)
        self.migrate()
        self.assertEqual(every_stored_path(), self.new_paths)

    def test_the_apps_keep_their_content_types(self):
        for label, name, model in (("scenes", "scene", Scene), ("community", "request", Request),
                                   ("community", "board", Board)):
            with self.subTest(model=name):
                ctype = ContentType.objects.get_by_natural_key(label, name)
                self.assertIs(ctype.model_class(), model)

    def test_the_migration_is_installed(self):
        loader = MigrationLoader(connection)
        self.assertIn(("fourfold_upgrades", "0004_feature_homes"), loader.applied_migrations)


class TestPathRewriting(SceneTest):
    def test_only_whole_moved_paths_change(self):
        cases = {
            "typeclasses.npcs.NPC": "rulesets.fs3.npcs.NPC",
            "typeclasses.events.EventCalendar": "features.community.events.EventCalendar",
            "typeclasses.practice.PracticeFight": "features.practice.fights.PracticeFight",
            "world.demo_build.build": "features.demo.build.build",
            "typeclasses.characters.Character": "typeclasses.characters.Character",
            "typeclasses.npcs": "typeclasses.npcs",  # a module, not something in it
            "typeclasses.npcs.NPC.at_init": "typeclasses.npcs.NPC.at_init",
            "xtypeclasses.npcs.NPC": "xtypeclasses.npcs.NPC",
            "": "",
        }
        for old, new in cases.items():
            with self.subTest(old=old):
                self.assertEqual(paths.rewrite_path(old, migration.MODULES), new)
        self.assertEqual(paths.rewrite_path(7, migration.MODULES), 7)

    def test_unchanged_values_come_back_as_the_same_object(self):
        value = {"a": [1, ("x", "typeclasses.characters.Character")], "b": {"c"}}
        self.assertIs(paths.rewrite_value(value, migration.MODULES), value)
        changed = paths.rewrite_value({"t": ("typeclasses.npcs.NPC", 1), "s": {"typeclasses.npcs.NPC"}},
                                      migration.MODULES)
        self.assertEqual(changed, {"t": ("rulesets.fs3.npcs.NPC", 1), "s": {"rulesets.fs3.npcs.NPC"}})

    def test_the_table_goes_both_ways(self):
        back = paths.reversed_table(migration.MODULES)
        self.assertEqual(len(back), len(migration.MODULES))
        for old, new in migration.MODULES.items():
            self.assertEqual(paths.rewrite_path(f"{new}.X", back), f"{old}.X")
