"""core/game_settings.py declares every FOURFOLD_* setting the game reads,
each with a meaning, and its defaults are the values server/conf/settings.py
sets; reading a setting sees a change made while the game runs."""

import ast
import pathlib
import re
import unittest

from django.conf import settings
from django.test import override_settings

from core.game_settings import DECLARED, SETTINGS, setting

ROOT = pathlib.Path(__file__).resolve().parents[2]
CODE = ("core", "ops", "typeclasses", "features", "rules", "rulesets", "commands", "world", "web",
        "speedups", "portal", "server")
READ = re.compile(r"""(?:settings\.|setting\(["']|getattr\(settings, ["'])(FOURFOLD_[A-Z0-9_]+)""")


def assigned(path: pathlib.Path) -> dict[str, str]:
    """Top-level FOURFOLD_* names a settings file sets -> the source of the value."""
    source = path.read_text()
    found = {}
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name) and target.id.startswith("FOURFOLD_"):
                    found.setdefault(target.id, ast.get_source_segment(source, node.value))
    return found


class GameSettingsTest(unittest.TestCase):
    def test_every_setting_read_or_set_is_declared(self):
        names = set(assigned(ROOT / "server/conf/settings.py"))
        for package in CODE:
            for path in (ROOT / package).rglob("*.py"):
                names.update(READ.findall(path.read_text()))
        self.assertEqual(sorted(names - set(DECLARED)), [])

    def test_every_declared_setting_has_a_meaning_and_one_entry(self):
        self.assertEqual(len(DECLARED), len(SETTINGS))
        for entry in SETTINGS:
            with self.subTest(entry.name):
                self.assertTrue(entry.name.startswith("FOURFOLD_"))
                self.assertTrue(entry.meaning.strip().endswith("."))

    def test_settings_py_sets_the_declared_defaults(self):
        test_only = set(assigned(ROOT / "server/conf/unit_test_settings.py"))
        for name, value in assigned(ROOT / "server/conf/settings.py").items():
            if name in test_only or "environ" in value:
                continue
            with self.subTest(name):
                self.assertEqual(getattr(settings, name), DECLARED[name].default)

    def test_reading_is_live_and_falls_back_to_the_default(self):
        with override_settings(FOURFOLD_AFK_LENGTH=7):
            self.assertEqual(setting("FOURFOLD_AFK_LENGTH"), 7)
        with override_settings():
            del settings.FOURFOLD_AFK_LENGTH
            self.assertEqual(setting("FOURFOLD_AFK_LENGTH"), 40)
        with self.assertRaises(KeyError):
            setting("FOURFOLD_NO_SUCH_SETTING")
