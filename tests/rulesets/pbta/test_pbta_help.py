"""pbta help: the rule topics exist and say enough, every pbta command has
a Usage and an Example (tests/tree/test_no_copied_text.py checks that no
run of words is lifted from the rules text)."""

from django.test import SimpleTestCase

from rulesets.pbta.commands.cmdset import PbtaCmdSet
from rulesets.pbta.help import HELP_ENTRY_DICTS
from rulesets.registry import installed


def _commands():
    cmdset = PbtaCmdSet()
    cmdset.at_cmdset_creation()
    return [c for c in cmdset.commands if type(c).__module__.startswith("rulesets.pbta.commands")]


class TestPbtaHelp(SimpleTestCase):
    def test_rule_topics(self):
        keys = {e["key"] for e in HELP_ENTRY_DICTS}
        self.assertEqual(keys, {"pbta", "pbta moves", "pbta defend", "pbta hp", "pbta chargen"})
        for entry in HELP_ENTRY_DICTS:
            self.assertEqual(entry["category"], "pbta")
            self.assertGreater(len(entry["text"].split()), 100, entry["key"])
            self.assertTrue(all(len(line.strip()) <= 78 for line in entry["text"].splitlines()), entry["key"])

    def test_in_settings(self):
        from django.conf import settings

        self.assertIn("rulesets.pbta.help", settings.FILE_HELP_ENTRY_MODULES)
        self.assertEqual(installed()["pbta"].cmdset, "rulesets.pbta.commands.cmdset.PbtaCmdSet")

    def test_every_command_documented(self):
        cmds = _commands()
        self.assertEqual(len(cmds), 18)  # +spar is the 18th
        for cmd in cmds:
            doc = type(cmd).__doc__ or ""
            with self.subTest(cmd=cmd.key):
                self.assertIn("Usage:", doc)
                self.assertIn("Example", doc)
                self.assertEqual(cmd.help_category, "pbta")
                self.assertTrue(cmd.syntax)
