"""
The Server's side of one connection (settings ``SERVER_SESSION_CLASS``).

Fourfold's changes to Evennia's: the session hands the command handler
its cmdsets the way our Accounts and Objects do (speedups/cmdset_provider.py),
so the handler does not merge the session's own cmdset into a running total
that nothing reads, once per command; and when it ends the features hear of
it (the ``at_session_end`` hook, core/features.py: a live scene page's
subscriptions end with its connection).
"""

from evennia.server.serversession import ServerSession as BaseServerSession

from core import features
from speedups.cmdset_provider import QuickCmdsetProvider

_ENDED = features.hook("at_session_end")


class ServerSession(QuickCmdsetProvider, BaseServerSession):
    """A player's connection, as Evennia's, with the quicker get_cmdsets."""

    def at_disconnect(self, reason=None):
        try:
            _ENDED(self)
        except Exception:  # a feature's trouble never keeps a connection open
            from evennia.utils import logger

            logger.log_trace("at_session_end failed")
        return super().at_disconnect(reason)
