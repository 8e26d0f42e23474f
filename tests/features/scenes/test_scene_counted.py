"""Scene.counted: whether a finished scene counts for what comes
back once a scene is worked out once, when it finishes, and kept on the
row; scenes finished before the field existed get it from the data
migration, by the same rule. The models and the migrations agree."""

import importlib
from io import StringIO

from django.apps import apps as django_apps
from django.core.management import call_command
from django.test import SimpleTestCase

from features.scenes import store as scene_store
from features.scenes.commands.scene import CmdScene
from features.scenes.log import now
from features.scenes.models import FINISHED, Participant, Scene, SceneEntry
from tests.helpers.scenes import SceneTest

migration = importlib.import_module("features.scenes.migrations.0002_scene_counted")


class TestCountedAtTheEnd(SceneTest):
    def test_finish_keeps_the_answer_on_the_row(self):
        scene = self.start(caller=self.char2)
        self.pose("waves.", caller=self.char2)
        self.assertFalse(scene_store.finish(scene))
        scene.refresh_from_db()
        self.assertEqual((scene.state, scene.counted), (FINISHED, False))
        scene = self.start(caller=self.char2)
        self.pose("waves.", caller=self.char2)
        self.pose("nods.")
        self.assertTrue(scene_store.finish(scene))
        scene.refresh_from_db()
        self.assertEqual((scene.state, scene.counted), (FINISHED, True))

    def test_finish_says_what_the_end_means_for_those_in_it(self):
        # (not a sentence that folds back on itself, such as "The scene
        # counts: what comes back once a scene comes back for those in it.")
        self.start(caller=self.char2)
        self.pose("waves.", caller=self.char2)
        said = self.call(CmdScene(), "/finish", "Char2 finishes scene", caller=self.char2)
        self.assertIn("This scene closes no session (staff did not run it, and fewer than two "
                      "people in it posed): what a ruleset allows once a scene (such as the muse "
                      "heal) is not given back.", said)
        self.start(caller=self.char2)
        self.pose("waves.", caller=self.char2)
        self.pose("nods.")
        said = self.call(CmdScene(), "/finish", "Char2 finishes scene", caller=self.char2)
        self.assertIn("This scene closes a session for everyone in it: what a ruleset allows once "
                      "a scene (such as the muse heal) can be used again.", said)
        self.assertNotIn("counts", said)

    def test_a_running_scene_counts_for_nothing_yet(self):
        self.start()  # staff-run, but not finished
        self.assertEqual(scene_store.epoch(self.char1), 0)


class TestTheDataMigration(SceneTest):
    def old_scene(self, staff=False, posers=(), members=()):
        scene = Scene.objects.create(room_id=self.room1.id, room_name="r", owner_id=self.char1.id,
                                     staff_run=staff, started=now(), state=FINISHED)
        for char_id in members:
            Participant.objects.create(scene=scene, char_id=char_id, name="x", joined=now())
        for seq, char_id in enumerate(posers):
            SceneEntry.objects.create(scene=scene, seq=seq, kind="pose", author_id=char_id,
                                      text="poses", created=now())
        return scene

    def test_finished_scenes_are_worked_out_by_the_rule(self):
        staff = self.old_scene(staff=True)
        two = self.old_scene(posers=(1, 2, 2), members=(1, 2))
        alone = self.old_scene(posers=(1, 1, 1), members=(1, 2))
        left = self.old_scene(posers=(1, 2), members=(1,))
        running = self.old_scene(staff=True)
        Scene.objects.filter(id=running.id).update(state="running")
        migration.count_finished(django_apps, None)
        counted = set(Scene.objects.filter(counted=True).values_list("id", flat=True))
        self.assertEqual(counted, {staff.id, two.id})
        self.assertNotIn(alone.id, counted)
        self.assertNotIn(left.id, counted)


class TestMigrationsMatchTheModels(SimpleTestCase):
    databases = {"default"}  # makemigrations reads which migrations ran

    def test_no_missing_migration(self):
        out = StringIO()
        call_command("makemigrations", "scenes", "--check", "--dry-run", stdout=out)
        self.assertIn("No changes detected", out.getvalue())
