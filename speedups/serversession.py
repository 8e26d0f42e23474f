"""
The Server's side of one connection (settings ``SERVER_SESSION_CLASS``).

Fourfold's changes to Evennia's: the session hands the command handler
its cmdsets the way our Accounts and Objects do (speedups/cmdset_provider.py),
so the handler does not merge the session's own cmdset into a running total
that nothing reads, once per command; and when it ends the features hear of
it (the ``at_session_end`` hook, core/features.py: a live scene page's
subscriptions end with its connection); and setting its ``uid`` or
``logged_in`` tells the session handler, whose index of each account's
sessions depends on them (speedups/session_handler.py).
"""

from evennia.server.serversession import ServerSession as BaseServerSession

from core import features
from speedups.cmdset_provider import QuickCmdsetProvider
from speedups.session_handler import sessions_changed

_ENDED = features.hook("at_session_end")


def _told(name: str):
    """An attribute kept as usual whose setting tells the session handler."""
    slot = "_told_" + name

    def get(self):
        return self.__dict__.get(slot)

    def put(self, value):
        self.__dict__[slot] = value
        sessions_changed()

    return property(get, put)


class ServerSession(QuickCmdsetProvider, BaseServerSession):
    """A player's connection, as Evennia's, with the quicker get_cmdsets."""

    uid = _told("uid")
    logged_in = _told("logged_in")

    def at_disconnect(self, reason=None):
        try:
            _ENDED(self)
        except Exception:  # a feature's trouble never keeps a connection open
            from evennia.utils import logger

            logger.log_trace("at_session_end failed")
        return super().at_disconnect(reason)
