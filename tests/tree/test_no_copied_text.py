"""No player text of ours copies the rule texts in shared/rules.

Every help entry (file help of all four rulesets), every command docstring
(the help of each command) and every Python source file under rules/, commands/,
world/, typeclasses/ and web/ (its string literals: docstrings and messages), and
each guide in docs/ (docs/rulings.md above all), is cut into runs of RUN
words; none may be a run of a rule text. The texts are not in the repository: tests/fixtures/rule_text_runs.txt holds a hash of each of
their runs (made by tests/fixtures/fingerprint_rule_texts.py), so this test
runs on any checkout.
"""

import ast
import importlib
import sys
from pathlib import Path

from django.conf import settings
from django.test import SimpleTestCase
from evennia.utils.utils import class_from_module

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "fixtures"))
import fingerprint_rule_texts as fp  # noqa: E402

from rulesets.registry import installed  # noqa: E402

SOURCE_DIRS = ("commands", "world", "typeclasses", "web", "rules", "rulesets", "features", "core", "ops", "portal")
# The gear table is data, not prose: its names and numbers are the ones the
# fs3 text defines, so a row there is bound to match a row of the text's table.
DATA_FILES = {"rulesets/fs3/gear_data.py"}


def _help_texts() -> dict[str, str]:
    texts = {}
    for module_path in settings.FILE_HELP_ENTRY_MODULES:
        module = importlib.import_module(module_path)
        for entry in module.HELP_ENTRY_DICTS:
            texts[f"help {entry['key']}"] = entry["text"]
    for key, ruleset in installed().items():
        cmdset = class_from_module(ruleset["cmdset"])()
        cmdset.at_cmdset_creation()
        for cmd in cmdset.commands:
            texts[f"{key} {cmd.key}"] = type(cmd).__doc__ or ""
    return texts


def _strings(source: str) -> list[str]:
    """Every string literal of a module (docstrings and messages; an
    f-string's fixed parts joined), each on its own: names in the code are
    game terms, and a run must not jump from one string to the next."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.JoinedStr):
            found.append(" ".join(v.value for v in node.values
                                  if isinstance(v, ast.Constant) and isinstance(v.value, str)))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            found.append(node.value)
    return found


def _source_texts() -> dict[str, str]:
    files = (p for d in SOURCE_DIRS for p in sorted((ROOT / d).rglob("*.py")))
    return {str(p.relative_to(ROOT)): _strings(p.read_text()) for p in files
            if str(p.relative_to(ROOT)) not in DATA_FILES}


def _copied(text: str, fingerprints: set[str]) -> list[str]:
    w = fp.words(text)
    return [" ".join(w[i:i + fp.RUN]) for i in range(len(w) - fp.RUN + 1)
            if fp.run_hash(w[i:i + fp.RUN]) in fingerprints]


class TestNoCopiedText(SimpleTestCase):
    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.fingerprints = set(fp.OUT.read_text().split())

    def test_the_fingerprint_is_there_and_catches_a_copy(self):
        self.assertGreater(len(self.fingerprints), 5000)
        if fp.TEXTS.exists():  # beside shared/: a real sentence of a text is caught
            text = (fp.TEXTS / "stone-age-moves-2d6.txt").read_text()
            w = fp.words(text)
            self.assertTrue(_copied(" ".join(w[100:110]), self.fingerprints))
            for path in sorted(fp.TEXTS.glob("*.txt")):
                self.assertLessEqual(fp.runs(path.read_text()), self.fingerprints,
                                     f"rule_text_runs.txt is older than {path.name}: "
                                     "run tests/fixtures/fingerprint_rule_texts.py")
        self.assertEqual(_copied("a sentence of our own about dice and swords", self.fingerprints), [])

    def test_help_and_command_docs_copy_nothing(self):
        texts = _help_texts()
        self.assertGreater(len(texts), 50)
        for name, text in texts.items():
            with self.subTest(name):
                self.assertEqual(_copied(text, self.fingerprints), [])

    def test_strings_in_the_code_copy_nothing(self):
        sources = _source_texts()
        self.assertGreater(len(sources), 100)
        for name, strings in sources.items():
            with self.subTest(name):
                self.assertEqual([c for text in strings for c in _copied(text, self.fingerprints)], [])

    def test_the_guides_copy_nothing(self):
        """docs/rulings.md says what the texts leave open, in our own words."""
        guides = sorted((ROOT / "docs").glob("*.md"))
        self.assertIn(ROOT / "docs" / "rulings.md", guides)
        for path in guides:
            with self.subTest(path.name):
                self.assertEqual(_copied(path.read_text(), self.fingerprints), [])
