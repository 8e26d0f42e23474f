"""Imports run one way, over the whole tree (docs/developers.md, "Layers and
import directions").

1. Layers: ``core``, ``ops`` and ``speedups`` (the base) <- ``typeclasses``
   <- ``features`` and ``rulesets`` <- ``commands``, ``web``, ``world``,
   ``server`` (with ``server/conf``), ``portal``, ``upgrades`` (the top). A
   module imports its own layer or one below. A feature's or a ruleset's
   ``commands`` and ``web`` subpackages (and a ruleset's ``web_*`` modules,
   its web sheet section) sit in the top layer with the game's commands and
   web pages. ``rulesets.registry`` and ``rulesets.base`` (the Ruleset
   description and who uses which) sit with the typeclasses, which read them.
2. Nothing imports a feature's or a ruleset's ``commands`` except a module
   of that same feature or ruleset (the game's cmdsets name them by path:
   core/features.py, rulesets/registry.py).
3. A feature reaches a ruleset only through ``rulesets.registry`` and
   ``rulesets.base``.
4. No import cycles between modules.

Imports are read with ``ast``: module level and inside functions, under
``try`` or ``if``, relative ones resolved against the file's package, and
``importlib.import_module`` / ``__import__`` with a literal name. Rules 1-3
count every one of them. The cycle rule counts function-local imports too
(an import deferred into a function hides a cycle, it does not remove one:
the two modules still need each other), but not imports under ``if
TYPE_CHECKING:``, which never run; the edge goes to the module imported
(``from a import b`` is ``a.b`` when that is a module, else ``a``), not to
the packages' ``__init__`` files on the way. ``rules/`` has its own,
stricter test (tests/rules/test_purity.py).
"""

from __future__ import annotations

import ast
import textwrap
import unittest
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
BASE, TYPECLASSES, FEATURES, TOP = 0, 1, 2, 3
LAYER_OF_TOP = {"core": BASE, "ops": BASE, "speedups": BASE, "typeclasses": TYPECLASSES,
                "features": FEATURES, "rulesets": FEATURES, "commands": TOP, "web": TOP,
                "world": TOP, "server": TOP, "portal": TOP, "upgrades": TOP}
LAYER_NAMES = ("core/ops/speedups", "typeclasses", "features/rulesets", "commands/web/server")
REGISTRY = frozenset({"rulesets", "rulesets.registry", "rulesets.base"})
DYNAMIC_IMPORTERS = frozenset({"import_module", "__import__"})


def module_name(path: Path) -> tuple[str, bool]:
    """(dotted module name of ``path``, whether it is a package ``__init__``)."""
    parts = list(path.relative_to(REPO_ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        return ".".join(parts[:-1]), True
    return ".".join(parts), False


def _is_type_checking(node) -> bool:
    test = getattr(node, "test", None)
    return isinstance(test, (ast.Name, ast.Attribute)) and \
        (getattr(test, "id", None) or getattr(test, "attr", None)) == "TYPE_CHECKING"


def imports(source: str, module: str = "", is_package: bool = False,
            with_type_checking: bool = True) -> list[tuple[int, str, tuple[str, ...]]]:
    """Every import in ``source``: (line, module named, names taken from it),
    relative imports resolved against ``module``."""
    package = module.split(".") if is_package else module.split(".")[:-1]
    found: list = []

    def visit(node):
        if not with_type_checking and isinstance(node, ast.If) and _is_type_checking(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name, ()) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - (node.level - 1)] if node.level > 1 else package
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found.append((node.lineno, target, tuple(a.name for a in node.names if a.name != "*")))
        elif isinstance(node, ast.Call):
            func = node.func
            fname = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
            first = node.args[0] if node.args else None
            if fname in DYNAMIC_IMPORTERS and isinstance(first, ast.Constant) \
                    and isinstance(first.value, str):
                found.append((node.lineno, first.value, ()))
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(source))
    return found


def imported_names(source: str, module: str = "", is_package: bool = False) -> list[tuple[int, str]]:
    """(line, dotted name) of every import; ``from a import b`` yields both
    ``a`` and ``a.b`` (``b`` may be a submodule)."""
    return [(line, name) for line, target, names in imports(source, module, is_package)
            for name in (target, *(f"{target}.{n}" for n in names))]


def layer(module: str) -> int | None:
    """The layer of one of the game's modules (None: not layered here)."""
    parts = module.split(".")
    if module in REGISTRY or module.startswith(("rulesets.registry.", "rulesets.base.")):
        return TYPECLASSES
    if parts[0] in ("features", "rulesets") and len(parts) >= 3 and (
            parts[2] in ("commands", "web") or parts[2].startswith("web_")):
        return TOP
    return LAYER_OF_TOP.get(parts[0])


def commands_owner(name: str) -> str | None:
    """``features.x`` / ``rulesets.x`` when ``name`` is in its ``commands``."""
    parts = name.split(".")
    if parts[0] in ("features", "rulesets") and len(parts) >= 3 and parts[2] == "commands":
        return ".".join(parts[:2])
    return None


def violations(source: str, module: str, is_package: bool = False) -> list[str]:
    """What ``source`` (the module ``module``) imports against rules 1-3."""
    own = layer(module)
    found = set()
    for line, name in imported_names(source, module, is_package):
        theirs = layer(name)
        if own is not None and theirs is not None and theirs > own:
            found.add(f"line {line}: {name} ({LAYER_NAMES[theirs]} above {LAYER_NAMES[own]})")
        owner = commands_owner(name)
        if owner and module != owner and not module.startswith(owner + "."):
            found.add(f"line {line}: {name} (the commands of {owner})")
        if module.split(".")[0] == "features" and name.split(".")[0] == "rulesets" \
                and name not in REGISTRY and not name.startswith(("rulesets.registry.", "rulesets.base.")):
            found.add(f"line {line}: {name} (a feature reaches rulesets through the registry)")
    return sorted(found)


def game_files() -> list[Path]:
    files = []
    for top in LAYER_OF_TOP:
        files += [p for p in (REPO_ROOT / top).rglob("*.py") if "migrations" not in p.parts]
    return sorted(files)


def import_graph(sources: dict[str, tuple[str, bool]]) -> dict[str, set[str]]:
    """module -> the modules it imports, for ``sources``: module -> (source, is_package)."""

    def resolve(name: str) -> str | None:
        while name and name not in sources:
            name = name.rpartition(".")[0]
        return name or None

    graph = {}
    for module, (source, is_package) in sources.items():
        edges = set()
        for _, target, names in imports(source, module, is_package, with_type_checking=False):
            subs = [f"{target}.{n}" for n in names if f"{target}.{n}" in sources]
            edges.update(subs)
            if len(subs) < len(names) or not names:
                edges.add(resolve(target))
        edges.discard(None)
        edges.discard(module)
        graph[module] = edges
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import cycles in ``graph``: each strongly connected set of two or
    more modules, sorted (Tarjan's algorithm, without recursion)."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in graph:
                    continue
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    found.append(sorted(group))
    return sorted(found)


def tree_sources() -> dict[str, tuple[str, bool]]:
    sources = {}
    for path in game_files():
        module, is_package = module_name(path)
        sources[module] = (path.read_text(), is_package)
    return sources


class LayerCheckerTests(unittest.TestCase):
    """Each rule must be able to fail, or the direction test proves nothing."""

    def test_core_may_not_import_typeclasses_features_rulesets_or_commands(self):
        for name in ("typeclasses.characters", "features.scenes.log", "rulesets.fs3.npcs",
                     "rulesets.registry", "commands.odds", "web.website.sheet_data"):
            with self.subTest(name=name):
                self.assertTrue(violations(f"import {name}\n", "core.lookup.characters"))
        self.assertTrue(violations("from typeclasses import rooms\n", "ops.server_watch"))
        self.assertEqual(violations("from speedups import room_fanout\nimport rules.dice\n",
                                    "core.text.player"), [])

    def test_typeclasses_may_not_import_features_but_may_read_the_ruleset_registry(self):
        self.assertIn("line 1: features.scenes.log (features/rulesets above typeclasses)",
                      violations("from features.scenes import log\n", "typeclasses.room_messages"))
        self.assertTrue(violations("from rulesets.fs3.npcs import NPC\n", "typeclasses.rooms"))
        self.assertEqual(violations("from rulesets import registry\nfrom core import features\n",
                                    "typeclasses.characters"), [])

    def test_features_and_rulesets_may_not_import_the_top_layer(self):
        self.assertTrue(violations("from commands.odds import percent\n", "rulesets.fs3.combat_script"))
        self.assertTrue(violations("from web.website import sheet_data\n", "features.scenes.store"))
        self.assertEqual(violations("from web.website import sheet_data\n", "rulesets.fs3.web_sheet"), [])
        self.assertEqual(violations("from commands.odds import percent\n", "rulesets.fs3.commands.odds"), [])
        self.assertEqual(violations("from web.website.views import x\n", "features.scenes.web.views"), [])

    def test_nested_dynamic_and_relative_imports_count(self):
        source = textwrap.dedent("""
            import importlib
            def later():
                from features.demo import opponents
                importlib.import_module("features.practice.fights")
        """)
        found = violations(source, "typeclasses.rooms")
        self.assertTrue(any(v.startswith("line 4: features.demo") for v in found))
        self.assertTrue(any(v.startswith("line 5: features.practice.fights") for v in found))
        self.assertTrue(violations("from ..demo.commands import CmdDemo\n", "features.scenes.log"))
        self.assertEqual(violations("from .reading import CmdPot\n", "features.scenes.commands.scene"), [])
        self.assertTrue(violations("from ..typeclasses import rooms\n", "core.tag_memo"))

    def test_finds_the_files_of_every_layer(self):
        names = {module_name(p)[0] for p in game_files()}
        for name in ("core.features", "ops.server_watch", "typeclasses.characters", "features.demo.build",
                     "rulesets.fs3.combat_script", "commands.default_cmdsets", "server.conf.settings"):
            self.assertIn(name, names)
        self.assertFalse(any(".migrations." in name for name in names))


class CommandsCheckerTests(unittest.TestCase):
    def test_nobody_else_imports_a_feature_or_ruleset_commands(self):
        self.assertTrue(violations("from features.community.commands.ooc import CmdOOCSay\n",
                                   "commands.default_cmdsets"))
        self.assertTrue(violations("from rulesets.muse.commands.scene import end_of_scene\n",
                                   "features.scenes.commands.scene"))
        self.assertTrue(violations("from features.scenes.commands import reading\n",
                                   "features.community.commands.who"))
        self.assertTrue(violations("from rulesets.fs3.commands.roll import CmdRoll\n",
                                   "rulesets.muse.commands.roll"))

    def test_the_same_package_may(self):
        self.assertEqual(violations("from rulesets.muse.commands.scene import note_participant\n",
                                    "rulesets.muse.commands.heal"), [])
        self.assertEqual(violations("from features.community.commands.ooc import CmdUnpuppet\n",
                                    "features.community.commands.cmdset"), [])


class RegistryCheckerTests(unittest.TestCase):
    def test_a_feature_reaches_rulesets_only_through_the_registry(self):
        self.assertIn("line 1: rulesets.fs3.npcs (a feature reaches rulesets through the registry)",
                      violations("from rulesets.fs3.npcs import NPC\n", "features.practice.fights"))
        self.assertTrue(violations("import rulesets.muse.combat_common\n", "features.scenes.web.views"))
        self.assertEqual(violations("from rulesets import registry\nfrom rulesets.base import Ruleset\n"
                                    "from rulesets.registry import installed\n", "features.demo.build"), [])

    def test_a_ruleset_may_use_a_feature(self):
        self.assertEqual(violations("from features.scenes.log import log_then_send\n",
                                    "rulesets.fs3.combat_script"), [])


class CycleCheckerTests(unittest.TestCase):
    def graph(self, **sources):
        return import_graph({name.replace("__", "."): (textwrap.dedent(src), False)
                             for name, src in sources.items()})

    def test_finds_a_cycle_through_a_function_local_import(self):
        graph = self.graph(a__log="def later():\n    from a.store import order\n",
                           a__store="from a import log\n", a__text="from a.log import x\n")
        self.assertEqual(graph["a.store"], {"a.log"})
        self.assertEqual(cycles(graph), [["a.log", "a.store"]])

    def test_finds_a_longer_cycle_and_no_false_one(self):
        graph = self.graph(p__one="import p.two\n", p__two="from p.three import f\n",
                           p__three="from p import one\n", p__four="import p.one\n")
        self.assertEqual(cycles(graph), [["p.one", "p.three", "p.two"]])
        self.assertEqual(cycles(self.graph(p__one="import p.two\n", p__two="import os\n")), [])

    def test_type_checking_imports_do_not_count(self):
        graph = self.graph(m__a="from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from m.b import B\n",
                           m__b="from m.a import A\n")
        self.assertEqual(cycles(graph), [])


class DirectionTests(unittest.TestCase):
    def test_every_module_imports_the_way_the_layers_run(self):
        files = game_files()
        self.assertGreater(len(files), 300)
        for path in files:
            module, is_package = module_name(path)
            with self.subTest(module=module):
                self.assertEqual(violations(path.read_text(), module, is_package), [])

    def test_no_import_cycles(self):
        graph = import_graph(tree_sources())
        self.assertIn("features.scenes.log", graph["features.scenes.live.push"])
        self.assertEqual(cycles(graph), [])


if __name__ == "__main__":
    unittest.main()
