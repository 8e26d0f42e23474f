"""Help tests' set-up: Evennia-ready access to commands.help, a help answer's title line, and HelpTest."""

from unittest import mock

from rulesets import registry as rulesets
from tests.helpers.cmdsets import merged
from tests.helpers.game import FourfoldCommandTest


def H():
    """commands.help, imported once Evennia is ready (it imports Evennia's
    help command, which needs the cmdset classes loaded)."""
    import commands.help

    return commands.help


def CmdHelp():
    return H().CmdHelp()



def title(out: str) -> str:
    """The 'Help for ...' line of a help answer."""
    for line in out.splitlines():
        if line.startswith("Help for") or line.startswith("No help found"):
            return line
    return out[:80]


class HelpTest(FourfoldCommandTest):
    def setUp(self):
        super().setUp()
        self._start(mock.patch.object(H().CmdHelp, "help_more", False))
        self.char2.account = self.account2
        self.player, self.staff = self.char2, self.char1

    def in_ruleset(self, key):
        rulesets.set_room_ruleset(self.room1, key)
        for char in (self.char1, self.char2):
            char.sync_ruleset()

    def cmdset(self, caller):
        return merged(caller, self.session)

    def help(self, query, caller, cmdset=None):
        return self.call(CmdHelp(), query, caller=caller, cmdset=cmdset or self.cmdset(caller))

    def listed(self, caller, cmdset):
        """(commands, topics) the help index lists for ``caller``."""
        cmd = CmdHelp()
        cmd.cmdset, cmd.session = cmdset, self.session
        commands, db_topics, file_topics = cmd.collect_topics(caller, mode="list")
        return list(commands.values()), list({**file_topics, **db_topics}.values())
