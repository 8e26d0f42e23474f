"""Imports run one way (DESIGN.md, "Layers"; issue 20): commands may import
storage, storage never imports commands.

Storage is ``typeclasses/``, ``world/`` and every module of a ruleset package
``rulesets/<key>/`` outside its ``commands/`` subpackage. None of them may
import the top-level ``commands`` package or any ``rulesets.<key>.commands``
(text that a Script and a command share lives in the ruleset's text modules,
e.g. ``rulesets/fs3/combat_format.py``). ``rules/`` has its own, stricter test
(tests/rules/test_purity.py).

Imports are read with ``ast``: module level, inside functions, under ``try``
or ``if TYPE_CHECKING``, relative ones resolved against the file's package,
and ``importlib.import_module`` / ``__import__`` with a literal name.
"""

from __future__ import annotations

import ast
import textwrap
import unittest
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
STORAGE_DIRS = ("typeclasses", "world", "rulesets")
DYNAMIC_IMPORTERS = frozenset({"import_module", "__import__"})


def module_name(path: Path) -> tuple[str, bool]:
    """(dotted module name of ``path``, whether it is a package ``__init__``)."""
    parts = list(path.relative_to(REPO_ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        return ".".join(parts[:-1]), True
    return ".".join(parts), False


def imported_names(source: str, module: str = "", is_package: bool = False) -> list[tuple[int, str]]:
    """Every module ``source`` imports, as (line, dotted name); relative
    imports are resolved against ``module``. ``from a import b`` yields both
    ``a`` and ``a.b`` (``b`` may be a submodule)."""
    tree = ast.parse(source)
    package = module.split(".") if is_package else module.split(".")[:-1]
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - (node.level - 1)] if node.level > 1 else package
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found.append((node.lineno, target))
            found += [(node.lineno, f"{target}.{alias.name}") for alias in node.names if alias.name != "*"]
        elif isinstance(node, ast.Call):
            func = node.func
            fname = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
            if fname in DYNAMIC_IMPORTERS and node.args:
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    found.append((node.lineno, first.value))
    return found


def is_command_module(name: str) -> bool:
    """The top-level ``commands`` package or a ruleset's ``commands``."""
    parts = name.split(".")
    if parts[0] == "commands":
        return True
    return len(parts) >= 3 and parts[0] == "rulesets" and parts[2] == "commands"


def is_storage(module: str) -> bool:
    parts = module.split(".")
    return parts[0] in STORAGE_DIRS and not is_command_module(module)


def violations(source: str, module: str, is_package: bool = False) -> list[str]:
    if not is_storage(module):
        return []
    return sorted({f"line {line}: {name}" for line, name in imported_names(source, module, is_package)
                   if is_command_module(name)})


def storage_files() -> list[Path]:
    files = []
    for top in STORAGE_DIRS:
        files += [p for p in (REPO_ROOT / top).rglob("*.py") if is_storage(module_name(p)[0])]
    return sorted(files)


class CheckerTests(unittest.TestCase):
    """The checker must be able to fail, or the direction test proves nothing."""

    def test_flags_commands_from_typeclasses(self):
        self.assertIn("line 1: commands.rulesets",
                      violations("from commands.rulesets import sync\n", "typeclasses.characters"))

    def test_flags_a_ruleset_commands_from_its_storage_nested_and_dynamic(self):
        source = textwrap.dedent("""
            import importlib
            def later():
                from rulesets.fs3.commands import combat_format
                importlib.import_module("rulesets.muse.commands.roll")
        """)
        found = violations(source, "rulesets.fs3.combat_script")
        self.assertIn("line 4: rulesets.fs3.commands", found)
        self.assertIn("line 5: rulesets.muse.commands.roll", found)

    def test_resolves_relative_imports(self):
        self.assertTrue(violations("from .commands import roll\n", "rulesets.mw", is_package=True))
        self.assertTrue(violations("from .commands.roll import CmdRoll\n", "rulesets.mw.handler"))
        self.assertTrue(violations("from ..commands import demo\n", "features.demo.build"))
        self.assertEqual(violations("from ..commands import roll\n", "rulesets.mw.handler"), [])

    def test_commands_may_import_storage(self):
        self.assertEqual(violations("from typeclasses.characters import Character\n",
                                    "rulesets.fs3.commands.roll"), [])
        self.assertEqual(violations("from core.command import FourfoldCommand\n", "features.community.commands.who"), [])

    def test_storage_may_import_storage_and_text(self):
        self.assertEqual(violations("from rulesets.fs3.combat_format import turn_text\n",
                                    "rulesets.fs3.combat_script"), [])

    def test_finds_the_storage_files(self):
        names = {module_name(p)[0] for p in storage_files()}
        self.assertIn("typeclasses.characters", names)
        self.assertIn("features.demo.build", names)
        self.assertIn("rulesets.fs3.combat_script", names)
        self.assertNotIn("rulesets.fs3.commands.roll", names)


class DirectionTests(unittest.TestCase):
    def test_storage_never_imports_commands(self):
        files = storage_files()
        self.assertGreater(len(files), 40)
        for path in files:
            module, is_package = module_name(path)
            with self.subTest(module=module):
                self.assertEqual(violations(path.read_text(), module, is_package), [])


if __name__ == "__main__":
    unittest.main()
