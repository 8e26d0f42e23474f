"""
Command sets

All commands in the game must be grouped in a cmdset.  A given command
can be part of any number of cmdsets and cmdsets can be added/removed
and merged onto entities at runtime.

To create new commands to populate the cmdset, see
`core/command.py`.

This module wraps the default command sets of Evennia; overloads them
to add/remove commands from the default lineup. You can create your
own cmdsets by inheriting from them or directly from `evennia.CmdSet`.

"""

from evennia import default_cmds

from core import features


class CharacterCmdSet(default_cmds.CharacterCmdSet):
    """
    The `CharacterCmdSet` contains general in-game commands like `look`,
    `get`, etc available on in-game Character objects. It is merged with
    the `AccountCmdSet` when an Account puppets a Character.
    """

    key = "DefaultCharacter"

    def at_cmdset_creation(self):
        """
        Populates the cmdset
        """
        super().at_cmdset_creation()
        from commands.inventory import CmdInventory
        from commands.odds import CmdOdds
        from commands.ruleset_cmd import CmdRuleset
        from commands.teleport import CmdTeleport

        # Each ruleset's own commands (+roll, +sheet, +combat...) come from
        # the cmdset of the room's ruleset: see rulesets/registry.py.
        self.add(CmdRuleset())
        self.add(CmdOdds())  # +odds reads the room's ruleset itself
        self.add(CmdTeleport())  # @tel prefers a room to an exit of the same name
        # names that show, one co-building rule, `home` for everyone
        # (commands/building/, core/building.py)
        from commands.building import building_commands

        for command in building_commands():
            self.add(command())
        self.add(CmdInventory())  # marks what is wielded, worn and ridden
        # MUSH builders' habits: exit and thing messages, lock keys, lookups
        from commands.entrances import CmdEntrances
        from commands.find import CmdFind
        from commands.get import CmdGet
        from commands.lock import CmdLock
        from commands.mush_messages import CmdMushMessage
        from commands.sweep import CmdSweep

        self.add(CmdGet())  # a thing's @fail and @ofail when its get lock refuses
        self.add(CmdLock())
        self.add(CmdFind())
        self.add(CmdMushMessage())
        self.add(CmdEntrances())
        self.add(CmdSweep())
        # Each installed feature's commands (scenes, community, the demo,
        # practice fights): settings.FOURFOLD_FEATURES, core/features.py.
        features.add_commands(self, "character")
        # our help (exact names first), qr, and our help text on Evennia's
        # own commands (commands/help.py).
        from commands.help import CmdHelp, with_fourfold_help
        from commands.quickref import CmdQuickRef

        self.add(CmdHelp())
        self.add(CmdQuickRef())
        with_fourfold_help(self)
        #
        # any commands you add below will overload the default ones.
        #


class AccountCmdSet(default_cmds.AccountCmdSet):
    """
    This is the cmdset available to the Account at all times. It is
    combined with the `CharacterCmdSet` when the Account puppets a
    Character. It holds game-account-specific commands, channel
    commands, etc.
    """

    key = "DefaultAccount"

    def at_cmdset_creation(self):
        """
        Populates the cmdset
        """
        super().at_cmdset_creation()
        # each installed feature's (community: '@ooc' unpuppets, as 'ooc'
        # speaks out of character)
        features.add_commands(self, "account")
        # a refused `ic` leaves no trace (commands/account_ic.py)
        from commands.account_ic import CmdIC

        self.add(CmdIC())
        # alts: charcreate's refusals as lines (commands/charcreate.py)
        from commands.charcreate import CmdCharCreate

        self.add(CmdCharCreate())
        # a password change signs the other browsers' play pages out
        from commands.password import CmdPassword

        self.add(CmdPassword())
        # our help and help text, out of character too.
        from commands.help import CmdHelp, with_fourfold_help
        from commands.quickref import CmdQuickRef

        self.add(CmdHelp())
        self.add(CmdQuickRef())
        with_fourfold_help(self)
        # help comes whole unless the player asks for pages
        from commands.pager import CmdPager

        self.add(CmdPager())
        # +backup, for Admins (ops/backups/)
        from commands.backup import CmdBackup

        self.add(CmdBackup())
        #
        # any commands you add below will overload the default ones.
        #


class UnloggedinCmdSet(default_cmds.UnloggedinCmdSet):
    """
    Command set available to the Session before being logged in.  This
    holds commands like creating a new account, logging in, etc.
    """

    key = "DefaultUnloggedin"

    def at_cmdset_creation(self):
        """
        Populates the cmdset
        """
        super().at_cmdset_creation()
        # a line sent right after `create` (a client's `connect`) is not lost
        from commands.create_account import CmdUnconnectedCreate

        self.add(CmdUnconnectedCreate())
        #
        # any commands you add below will overload the default ones.
        #


class SessionCmdSet(default_cmds.SessionCmdSet):
    """
    This cmdset is made available on Session level once logged in. It
    is empty by default.
    """

    key = "DefaultSession"

    def at_cmdset_creation(self):
        """
        This is the only method defined in a cmdset, called during
        its creation. It should populate the set with command instances.

        As and example we just add the empty base `Command` object.
        It prints some info.
        """
        super().at_cmdset_creation()
        from commands.help import with_fourfold_help  # our help text

        with_fourfold_help(self)
        #
        # any commands you add below will overload the default ones.
        #
