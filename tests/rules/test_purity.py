"""The rules layer stays pure: nothing under rules/ may import evennia,
django, twisted or the game's own packages (docs/developers.md, "Layers and import directions")."""

from __future__ import annotations

import ast
import textwrap
import unittest
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
RULES_DIR = REPO_ROOT / "rules"

FORBIDDEN = frozenset({
    "evennia", "django", "twisted",
    "typeclasses", "commands", "world", "server", "web", "core", "features", "ops", "rulesets",
})
DYNAMIC_IMPORTERS = frozenset({"import_module", "__import__"})


def _top(module_name: str) -> str:
    return module_name.split(".", 1)[0]


def forbidden_imports(source: str, filename: str = "<snippet>") -> list[str]:
    """Every forbidden import in ``source``, as ``"line N: module"`` strings.

    Looks at ``import x``, ``from x import y`` (absolute ones; a relative
    import stays inside rules/) and calls such as ``importlib.import_module("x")``
    or ``__import__("x")`` with a literal name, wherever they appear (module
    level, inside functions, under ``try`` or ``if TYPE_CHECKING``).
    """
    tree = ast.parse(source, filename=filename)
    found = []
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0 and node.module:
                names = [node.module]
        elif isinstance(node, ast.Call):
            func = node.func
            fname = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
            if fname in DYNAMIC_IMPORTERS and node.args:
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    names = [first.value]
        for name in names:
            if _top(name) in FORBIDDEN:
                found.append(f"line {node.lineno}: {name}")
    return found


def rules_files() -> list[Path]:
    return sorted(RULES_DIR.rglob("*.py"))


class CheckerTests(unittest.TestCase):
    """The checker itself must be able to fail, or the purity test proves nothing."""

    def check(self, snippet: str) -> list[str]:
        return forbidden_imports(textwrap.dedent(snippet))

    def test_flags_plain_import(self):
        self.assertEqual(self.check("import django\n"), ["line 1: django"])

    def test_flags_dotted_and_from_imports(self):
        found = self.check("""
            from django.db import models
            import evennia.utils.utils as u
            from twisted.internet import reactor
        """)
        self.assertEqual(len(found), 3)
        self.assertIn("line 2: django.db", found)
        self.assertIn("line 3: evennia.utils.utils", found)
        self.assertIn("line 4: twisted.internet", found)

    def test_flags_game_packages(self):
        for pkg in ("typeclasses.characters", "rulesets.fs3.commands", "rulesets.fs3.abilities",
                    "server.conf.settings", "web.urls"):
            with self.subTest(pkg=pkg):
                self.assertTrue(self.check(f"from {pkg} import thing\n"))
                self.assertTrue(self.check(f"import {pkg}\n"))

    def test_flags_nested_and_guarded_imports(self):
        found = self.check("""
            import os
            try:
                import evennia
            except ImportError:
                evennia = None

            def later():
                from rulesets.fs3 import abilities as fs3_abilities
                return fs3_abilities
        """)
        self.assertEqual(len(found), 2)

    def test_flags_dynamic_imports(self):
        self.assertTrue(self.check("import importlib\nimportlib.import_module('django.conf')\n"))
        self.assertTrue(self.check("__import__('evennia')\n"))

    def test_allows_standard_library_and_rules(self):
        self.assertEqual(self.check("""
            import random
            from dataclasses import dataclass
            from rules.errors import RulesError
            from rules.fs3 import roll
            from . import levels
            from .levels import Level
            import worldly, serverless, webcolors
        """), [])


class RulesPurityTests(unittest.TestCase):

    def test_rules_tree_is_found(self):
        names = {p.relative_to(RULES_DIR).as_posix() for p in rules_files()}
        # Guard against a vacuous pass if the walk ever finds nothing.
        for expected in ("__init__.py", "dice.py", "errors.py", "fs3/roll.py", "fs3/aid.py"):
            self.assertIn(expected, names)

    def test_no_forbidden_imports_under_rules(self):
        problems = {}
        for path in rules_files():
            found = forbidden_imports(path.read_text(encoding="utf-8"), str(path))
            if found:
                problems[path.relative_to(REPO_ROOT).as_posix()] = found
        self.assertEqual(problems, {}, f"rules/ must stay pure; forbidden imports: {problems}")
