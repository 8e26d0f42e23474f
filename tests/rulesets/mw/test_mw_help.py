"""mw help: every mw command documents its syntax and an example, and the
rule topics exist, have text and are written for this game."""

from django.conf import settings
from django.test import SimpleTestCase

from rulesets.mw.commands.cmdset import MwCmdSet
from rulesets.mw.help import HELP_ENTRY_DICTS
from rulesets.registry import installed

TOPICS = ("mw", "words of power", "explosions", "mw damage", "mw chargen")


class TestMwHelp(SimpleTestCase):
    def test_every_mw_command_has_usage_and_example(self):
        cmdset = MwCmdSet()
        cmdset.at_cmdset_creation()
        keys = set()
        for cmd in cmdset.commands:
            doc = type(cmd).__doc__ or ""
            self.assertIn("Usage:", doc, cmd.key)
            self.assertIn("Example", doc, cmd.key)
            self.assertEqual(cmd.help_category, "mw", cmd.key)
            keys.add(cmd.key)
        self.assertTrue({"+words", "+archetype", "+word", "+chargen", "+approve", "+roll", "+spot", "+veto",
                         "+gains", "+item", "+hurt", "+heal", "+rolls"} <= keys, keys)

    def test_rule_topics(self):
        entries = {e["key"]: e for e in HELP_ENTRY_DICTS}
        for topic in TOPICS:
            self.assertIn(topic, entries)
            self.assertGreater(len(entries[topic]["text"].split()), 80, topic)
            self.assertEqual(entries[topic]["category"], "mw")

    def test_registered(self):
        self.assertEqual(installed()["mw"].cmdset, "rulesets.mw.commands.cmdset.MwCmdSet")
        self.assertIn("rulesets.mw.help", settings.FILE_HELP_ENTRY_MODULES)

    def test_worked_example_in_the_roll_topic(self):
        text = {e["key"]: e for e in HELP_ENTRY_DICTS}["mw"]["text"]
        self.assertIn("+roll/preview Might,Leverage:perfect vs 8", text)
