"""Every top-level function, class and constant in the game's packages is
used somewhere (by code, a template, a setting's path or a test): a name
nothing reads is a left-over that misleads the next reader."""

import ast
import pathlib
import re
import unittest

ROOT = pathlib.Path(__file__).resolve().parents[2]
# server/conf holds settings and hooks Evennia reads by name.
PACKAGES = ("core", "ops", "typeclasses", "features", "rules", "rulesets", "commands", "world", "web",
            "speedups", "portal")
READERS = PACKAGES + ("server", "tests", "bench", "upgrades")
WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def top_level_names(tree) -> list[str]:
    names = []
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            if not node.decorator_list:  # a decorator (a signal receiver...) is its use
                names.append(node.name)
        elif isinstance(node, ast.Assign):
            names += [t.id for t in node.targets if isinstance(t, ast.Name)]
    return [n for n in names if not n.startswith("__")]


def unused(defining: dict[str, str], texts: list[str]) -> list[str]:
    """``path: name`` for each top-level name of ``defining`` (path -> code)
    that appears only once in all of ``texts`` (its own definition)."""
    counts: dict[str, int] = {}
    for text in texts:
        for word in WORD.findall(text):
            counts[word] = counts.get(word, 0) + 1
    return [f"{path}: {name}" for path, code in defining.items()
            for name in top_level_names(ast.parse(code)) if counts.get(name, 0) <= 1]


class NoUnusedNamesTest(unittest.TestCase):
    def test_the_check_finds_a_name_nobody_reads(self):
        found = unused({"a.py": "LEFT_OVER = 1\ndef used():\n    pass\n"}, ["LEFT_OVER = 1\nused()", "used"])
        self.assertEqual(found, ["a.py: LEFT_OVER"])

    def test_every_top_level_name_is_used(self):
        defining = {path.relative_to(ROOT).as_posix(): path.read_text()
                    for package in PACKAGES for path in (ROOT / package).rglob("*.py")
                    if "migrations" not in path.parts}
        texts = [path.read_text() for package in READERS for path in (ROOT / package).rglob("*")
                 if path.suffix in (".py", ".html", ".txt", ".md") and path.is_file()]
        self.assertEqual(unused(defining, texts), [])
