"""pbta help: the rule topics exist and say enough, every pbta command has
a Usage and an Example, and no run of words is lifted from the rules text."""

import re
import unittest
from pathlib import Path

from django.test import SimpleTestCase

from commands.pbta.cmdset import PbtaCmdSet
from world.help_pbta import HELP_ENTRY_DICTS

TEXT = Path(__file__).resolve().parents[2].parent / "shared" / "rules" / "stone-age-moves-2d6.txt"
RUN = 6  # this many words in a row, shared with the text, count as copied


def _words(text):
    return re.findall(r"[a-z0-9']+", text.lower())


def _commands():
    cmdset = PbtaCmdSet()
    cmdset.at_cmdset_creation()
    return [c for c in cmdset.commands if type(c).__module__.startswith("commands.pbta")]


class TestPbtaHelp(SimpleTestCase):
    def test_rule_topics(self):
        keys = {e["key"] for e in HELP_ENTRY_DICTS}
        self.assertEqual(keys, {"pbta", "moves", "defend", "pbta hp", "pbta chargen"})
        for entry in HELP_ENTRY_DICTS:
            self.assertEqual(entry["category"], "pbta")
            self.assertGreater(len(entry["text"].split()), 100, entry["key"])
            self.assertTrue(all(len(line.strip()) <= 78 for line in entry["text"].splitlines()), entry["key"])

    def test_in_settings(self):
        from django.conf import settings

        self.assertIn("world.help_pbta", settings.FILE_HELP_ENTRY_MODULES)
        self.assertEqual(settings.FOURFOLD_RULESETS["pbta"]["cmdset"], "commands.pbta.cmdset.PbtaCmdSet")

    def test_every_command_documented(self):
        cmds = _commands()
        self.assertEqual(len(cmds), 17)
        for cmd in cmds:
            doc = type(cmd).__doc__ or ""
            with self.subTest(cmd=cmd.key):
                self.assertIn("Usage:", doc)
                self.assertIn("Example", doc)
                self.assertEqual(cmd.help_category, "pbta")
                self.assertTrue(cmd.syntax)

    @unittest.skipUnless(TEXT.exists(), "the rules text is not beside the repository")
    def test_nothing_copied_from_the_text(self):
        words = _words(TEXT.read_text())
        runs = {tuple(words[i:i + RUN]) for i in range(len(words) - RUN + 1)}
        texts = [e["text"] for e in HELP_ENTRY_DICTS] + [type(c).__doc__ or "" for c in _commands()]
        root = Path(__file__).resolve().parents[2]
        texts += [p.read_text() for p in (root / "commands" / "pbta").glob("*.py")]
        for text in texts:
            w = _words(text)
            copied = {" ".join(w[i:i + RUN]) for i in range(len(w) - RUN + 1) if tuple(w[i:i + RUN]) in runs}
            self.assertEqual(copied, set())
