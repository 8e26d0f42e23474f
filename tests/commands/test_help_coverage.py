"""Every Fourfold command has a help entry with its syntax and an example,
and every rule topic is reachable."""

from django.test import SimpleTestCase

from rulesets.fs3.help import HELP_ENTRY_DICTS as FS3_HELP
from rulesets.registry import installed
from world.help_entries import HELP_ENTRY_DICTS


def fourfold_commands():
    """Every command of the character cmdset and of every installed ruleset."""
    from evennia.utils.utils import class_from_module

    from commands.default_cmdsets import CharacterCmdSet

    cmdsets = [CharacterCmdSet()] + [
        class_from_module(info.cmdset)() for info in installed().values()]
    commands = []
    for cmdset in cmdsets:
        cmdset.at_cmdset_creation()
        commands += [cmd for cmd in cmdset.commands if type(cmd).__module__.startswith(("commands.", "features.", "core."))]
    return commands


def help_problems(commands):
    """Keys of commands whose help lacks a Usage or an Example section."""
    missing = []
    for cmd in commands:
        doc = type(cmd).__doc__ or ""
        if "Usage:" not in doc or "Example" not in doc or not cmd.help_category:
            missing.append(cmd.key)
    return missing


class TestHelpCoverage(SimpleTestCase):
    def test_there_are_fourfold_commands(self):
        self.assertGreater(len(fourfold_commands()), 5)

    def test_every_command_has_usage_and_example(self):
        missing = help_problems(fourfold_commands())
        self.assertEqual(missing, [], f"commands without a full help entry: {missing}")

    def test_checker_catches_a_command_without_help(self):
        from core.command import FourfoldCommand

        class CmdBare(FourfoldCommand):
            key = "+bare"

        class CmdNoExample(FourfoldCommand):
            """
            Usage:
              +half
            """

            key = "+half"

        self.assertEqual(help_problems([CmdBare(), CmdNoExample()]), ["+bare", "+half"])

    def test_rule_topics_have_text(self):
        keys = {e["key"] for e in HELP_ENTRY_DICTS + FS3_HELP}
        for topic in ("fourfold", "fs3", "fs3 opposed", "fs3 aid", "fs3 luck", "fs3 chargen"):
            self.assertIn(topic, keys)
        for entry in HELP_ENTRY_DICTS + FS3_HELP:
            self.assertGreater(len(entry["text"].split()), 40, entry["key"])


# --- rule topics per ruleset ---------------------------------------------------
# Which rule topics each ruleset must have, and the words in a topic's key or
# aliases that count for each. A ruleset's overview topic (its own key, e.g.
# "help muse") explains its rolls.
ASPECT_WORDS = {
    "rolls": ("roll", "rolls", "opposed"),
    "combat": ("combat", "fight"),
    "wounds": ("wounds", "tribulations", "hp", "health", "damage", "injury"),
    "gear": ("gear", "armor", "weapons", "items"),
    "chargen": ("chargen",),
}
REQUIRED_ASPECTS = {
    "fs3": ("rolls", "combat", "wounds", "gear", "chargen"),
    "muse": ("rolls", "combat", "wounds", "chargen"),
    "pbta": ("rolls", "wounds", "chargen"),
    "mw": ("rolls", "wounds", "chargen"),
}


def all_help_entries():
    from django.conf import settings
    from evennia.utils.utils import mod_import

    entries = []
    for path in settings.FILE_HELP_ENTRY_MODULES:
        entries += list(getattr(mod_import(path), "HELP_ENTRY_DICTS", []))
    return entries


def missing_aspects(entries, required=None):
    """(ruleset, aspect) pairs with no rule topic in that ruleset's category."""
    required = REQUIRED_ASPECTS if required is None else required
    missing = []
    for ruleset, aspects in required.items():
        names = []
        for entry in entries:
            if str(entry.get("category", "")).lower() != ruleset:
                continue
            for name in [entry["key"]] + list(entry.get("aliases", [])):
                names.append(name.lower())
        words = {w for name in names for w in name.split()}
        for aspect in aspects:
            if aspect == "rolls" and ruleset in names:
                continue
            if not words & set(ASPECT_WORDS[aspect]):
                missing.append((ruleset, aspect))
    return missing


class TestRuleTopicsPerRuleset(SimpleTestCase):
    def test_every_ruleset_has_its_rule_topics(self):
        self.assertEqual(missing_aspects(all_help_entries()), [])

    def test_checker_catches_a_missing_topic(self):
        entries = [{"key": "fs3", "category": "fs3", "text": ""},
                   {"key": "stances", "aliases": ["fs3 gear"], "category": "fs3", "text": ""},
                   {"key": "wounds", "category": "muse", "text": ""}]
        self.assertEqual(missing_aspects(entries, {"fs3": ("rolls", "gear", "wounds")}),
                         [("fs3", "wounds")])

    def test_fourfold_overview_names_every_ruleset(self):
        entry = next(e for e in all_help_entries() if e["key"] == "fourfold")
        for key in installed():
            self.assertIn(key, entry["text"])
        for command in ("+ruleset", "+template", "+odds", "+roll"):
            self.assertIn(command, entry["text"])
