"""Every Fourfold command has a help entry with its syntax and an example,
and every rule topic is reachable."""

from django.test import SimpleTestCase

from world.help_entries import HELP_ENTRY_DICTS


def fourfold_commands():
    """Every command of the character cmdset and of every installed ruleset."""
    from django.conf import settings
    from evennia.utils.utils import class_from_module

    from commands.default_cmdsets import CharacterCmdSet

    cmdsets = [CharacterCmdSet()] + [
        class_from_module(info["cmdset"])() for info in settings.FOURFOLD_RULESETS.values()]
    commands = []
    for cmdset in cmdsets:
        cmdset.at_cmdset_creation()
        commands += [cmd for cmd in cmdset.commands if type(cmd).__module__.startswith("commands.")]
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
        from commands.command import FourfoldCommand

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
        keys = {e["key"] for e in HELP_ENTRY_DICTS}
        for topic in ("fs3", "fs3 opposed", "aid", "luck", "chargen"):
            self.assertIn(topic, keys)
        for entry in HELP_ENTRY_DICTS:
            self.assertGreater(len(entry["text"].split()), 40, entry["key"])
