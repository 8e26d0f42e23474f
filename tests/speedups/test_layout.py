"""speedups/ sits beside Evennia: it may use Evennia, Django, Twisted and
shared storage helpers, never the game's commands/, rules/ or world/
(storage imports speedups, so speedups importing commands would turn the
layers around), and switches/hooks and the start-up check (guard, source)
import nothing of Django or Evennia at module level (settings.py uses them
before Django is set up)."""

import ast
import pathlib
import unittest

ROOT = pathlib.Path(__file__).resolve().parents[2] / "speedups"
FORBIDDEN = ("commands", "rules", "world", "web", "server", "features")


def imported(path):
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            yield node.module


def top_level_imports(path):
    for node in ast.parse(path.read_text()).body:
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            yield node.module


class LayoutTest(unittest.TestCase):
    def test_speedups_import_no_game_layer(self):
        for path in sorted(ROOT.glob("*.py")):
            for name in imported(path):
                with self.subTest(module=path.name, imports=name):
                    self.assertNotIn(name.split(".")[0], FORBIDDEN)

    def test_settings_time_modules_need_no_django(self):
        for name in ("__init__.py", "switches.py", "hooks.py", "guard.py", "source.py",
                     "watched.py", "fingerprints.py"):
            for module in top_level_imports(ROOT / name):
                with self.subTest(module=name, imports=module):
                    self.assertNotIn(module.split(".")[0], ("django", "evennia", "twisted"))
