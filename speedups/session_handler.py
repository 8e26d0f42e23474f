"""
The Server's session handler, with a short way through ``clean_senddata``.

Every message to every session passes ``clean_senddata``, which makes the
message safe to pickle for the Portal: it walks the arguments, converts
byte strings, database objects and string subclasses to plain strings, and
runs the FuncParser when ``FUNCPARSER_PARSE_OUTGOING_MESSAGES_ENABLED`` is
on. A line said in a room of ten is cleaned ten times over, a visible
share of the Server's time in the load benchmark.

Nearly every message is plain text: ``text="..."``, or ``text=("...",
{"type": "say"})`` with a flat dictionary of strings and numbers, plus
``options``. For those the result is built directly, exactly as Evennia's
walk would build it (a test compares the two on generated messages).
Anything else, and everything while the outgoing FuncParser is on, goes
through Evennia's ``clean_senddata``.

It also answers "which sessions does this account have" from an index
instead of Evennia's walk over every session of the game. Evennia asks that
for every account a channel line goes to (once to see that the account is
online, once to send), so one line on a channel of 300 listeners walked
300 sessions 600 times. The index maps an account's id to its sessions and
is built again, with one walk, only after something it depends on changed:
a session added to or removed from the handler, or a session's ``uid`` or
``logged_in`` set (speedups/serversession.py reports those). Each answer is
also checked against the session itself, so a stale entry is never sent to.

A connection from an address a site lock bans (the ``site_lock`` feature
hook) is told why and closed where the connection screen would be shown.

Installed by ``SERVER_SESSION_HANDLER_CLASS`` in server/conf/settings.py.
"""

from __future__ import annotations

from evennia.server import sessionhandler as _evennia_sessions
from evennia.server.sessionhandler import ServerSessionHandler

from core import features

# Site locks (core/features.py): a banned address is closed before the
# connection screen.
_SITE_LOCK = features.hook("site_lock")

# values that Evennia's walk hands back as they are (str only as itself:
# a subclass such as ANSIString is turned into a plain str there)
_AS_THEY_ARE = frozenset((str, int, float, bool, type(None)))


def _flat(data) -> bool:
    return type(data) is dict and all(
        type(key) is str and type(value) in _AS_THEY_ARE for key, value in data.items())


def quick_clean(kwargs: dict) -> dict | None:
    """The cleaned form of a plain text message, or None if it is not one."""
    if "text" not in kwargs or len(kwargs) > ("options" in kwargs) + 1:
        return None  # anything besides text and options goes Evennia's way
    options = kwargs.get("options") or {}
    if type(options) is not dict:
        return None
    data = kwargs["text"]
    if type(data) is str and data:
        cleaned = [[data], {}]
    elif type(data) is tuple and len(data) == 2 and type(data[0]) is str and _flat(data[1]):
        cleaned = [[data[0]], dict(data[1])]
    else:
        return None
    cleaned[1]["options"] = dict(options)
    return {"text": cleaned}


# Bumped whenever a session's uid or logged_in is set, or the handler's
# sessions change: the account index is built again at the next question.
_changes = [0]


def sessions_changed() -> None:
    """Something the account index depends on changed."""
    _changes[0] += 1


class FourfoldSessionHandler(ServerSessionHandler):
    _index: dict = {}
    _index_at = -1

    def _run_cmd_login(self, session):
        """Show the connection screen, unless a site lock bans the address:
        then the connection is told why and closed, before anyone can type
        a name or a password."""
        if not session.logged_in and session.address:
            refusal = next((line for line in _SITE_LOCK(session.address, "login") if line), None)
            if refusal:
                self.disconnect(session, reason=refusal)
                return
        super()._run_cmd_login(session)

    def __setitem__(self, key, value):
        _changes[0] += 1
        super().__setitem__(key, value)

    def __delitem__(self, key):
        _changes[0] += 1
        super().__delitem__(key)

    def pop(self, *args):
        _changes[0] += 1
        return super().pop(*args)

    def clear(self):
        _changes[0] += 1
        super().clear()

    def sessions_from_account(self, account):
        """The logged-in sessions of ``account`` (as Evennia's), from the index."""
        if self._index_at != _changes[0]:
            index: dict = {}
            for session in self.values():
                if session is not None and session.logged_in:
                    index.setdefault(session.uid, []).append(session)
            self._index, self._index_at = index, _changes[0]
        uid = account.uid
        return [session for session in self._index.get(uid, ())
                if session.logged_in and session.uid == uid]

    def clean_senddata(self, session, kwargs):
        if not _evennia_sessions._FUNCPARSER_PARSE_OUTGOING_MESSAGES_ENABLED:
            cleaned = quick_clean(kwargs)
            if cleaned is not None:
                return cleaned
        return super().clean_senddata(session, kwargs)
