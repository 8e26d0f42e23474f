"""Every installed feature has the same shape: its commands in its
``commands/`` package, its web pages in ``web/``, its Django app (when it
has one) in ``apps.py`` with the label its tables and migrations were made
under (a changed label would lose a game's data)."""

from django.apps import apps
from django.conf import settings
from django.test import SimpleTestCase

from core import features
from tests.test_import_directions import REPO_ROOT

LABELS = {"community": "community", "scenes": "scenes", "advancement": "advancement",
          "chargen": "chargen_web", "wiki": "wiki", "your_data": "your_data",
          "account_deletion": "account_deletion", "staff_console": "staff_console",
          "moderation": "moderation"}


class FeatureShapeTest(SimpleTestCase):
    def test_commands_are_in_the_commands_package(self):
        for package in settings.FOURFOLD_FEATURES:
            feature = features.describe(package)
            folder = REPO_ROOT.joinpath(*package.split("."))
            with self.subTest(feature=feature.key):
                self.assertFalse((folder / "commands.py").exists())
                for path in (*feature.character_commands, *feature.account_commands):
                    self.assertTrue(path.startswith(f"{package}.commands."), path)
                if feature.urls:
                    self.assertTrue(feature.urls.startswith(f"{package}.web."), feature.urls)

    def test_the_apps_keep_their_labels(self):
        found = {}
        for package in settings.FOURFOLD_FEATURES:
            feature = features.describe(package)
            if feature.app:
                self.assertTrue(feature.app.startswith(f"{package}.apps."), feature.app)
                found[feature.key] = apps.get_app_config(LABELS[feature.key]).name
        self.assertEqual(found, {key: f"features.{key}" for key in LABELS})
