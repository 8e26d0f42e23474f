"""
The Server's side of one connection (settings ``SERVER_SESSION_CLASS``).

Fourfold's only change to Evennia's: the session hands the command handler
its cmdsets the way our Accounts and Objects do (speedups/cmdset_provider.py),
so the handler does not merge the session's own cmdset into a running total
that nothing reads, once per command.
"""

from evennia.server.serversession import ServerSession as BaseServerSession

from speedups.cmdset_provider import QuickCmdsetProvider


class ServerSession(QuickCmdsetProvider, BaseServerSession):
    """A player's connection, as Evennia's, with the quicker get_cmdsets."""
