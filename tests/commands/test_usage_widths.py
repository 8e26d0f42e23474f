"""Every command's usage line at 60 and 80 columns: a refusal
shows the usage wrapped at spaces, so no client splits a token such as
``+word/add <letter>=<name>/<muscle||wizard>`` in two, and the muse
+combat refusal that lists its intents keeps ``tribulation:<name>`` whole.

Each of our commands (every cmdset a player or staffer can have: the
character's, the account's, each ruleset's) is refused through its real
path, with a switch it does not take, and its answer is checked as
tests/helpers/widths.py checks tables."""

from evennia.utils.utils import class_from_module

from core.command import FourfoldCommand
from rulesets import registry as rulesets
from rulesets.muse.commands.combat import CmdCombat as MuseCombat
from tests.helpers.game import FourfoldCommandTest
from tests.helpers.widths import WidthCheck, words


def our_commands():
    """Each Fourfold command class a player or staffer may have."""
    from commands.default_cmdsets import AccountCmdSet, CharacterCmdSet

    sets = [CharacterCmdSet(), AccountCmdSet()]
    sets += [class_from_module(info.cmdset)() for info in rulesets.installed().values()]
    found = {}
    for cmdset in sets:
        for cmd in cmdset.commands:
            if isinstance(cmd, FourfoldCommand) and cmd.syntax:
                found.setdefault((type(cmd).__module__, type(cmd).__name__), type(cmd))
    return sorted(found.values(), key=lambda c: (c.__module__, c.__name__))


class TestUsageLines(WidthCheck, FourfoldCommandTest):
    def test_there_are_many_commands(self):
        self.assertGreater(len(our_commands()), 80)

    def test_every_usage_line_keeps_its_tokens_whole(self):
        for cls in our_commands():
            with self.subTest(command=cls.__name__, module=cls.__module__):
                out = self.whole(cls, "/zzqq", cmdstring=cls.key)
                if "Usage:" not in out[60]:  # takes no switches at all (ooc says it): type nothing
                    out = self.whole(cls, "", cmdstring=cls.key)
                for text in out.values():
                    self.assertIn("Usage:", text)
                    self.assertLessEqual(words(cls.syntax), words(text), "the usage lost a token")

    def test_muse_intents_keep_tribulation_whole(self):
        rulesets.set_room_ruleset(self.room1, "muse")
        self.call(MuseCombat(), "/start", caller=self.char1)
        for text in self.whole(MuseCombat, "/attack").values():
            self.assertIn("tribulation:<name>", text)
