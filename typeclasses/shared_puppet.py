"""One character, several connections of its player (MULTISESSION_MODE 1).

A player may keep a MUD client, the web client and the website open at
once: every connection of the account plays the same character, sees all
it is sent and may act for it. Evennia's ``at_post_puppet`` was written
for one connection: each new one sent "You become ..." and the room's look
to every connection again and told the room a second time that the
character "has entered the game". Here a connection that joins a
character already in play gets those lines alone and the room hears
nothing; the first connection is welcomed as before. (Evennia already
keeps the "has left the game" line for the last connection to go.)

Evennia tells a connection that joins "Sharing <name> with another of your
sessions." and the others "<name> is now shared from another of your
sessions.", which reads as if someone else now had the character. Here the
joining connection hears that its character is already in play on another
of the player's connections, and those hear that another of their
connections now plays it too (:data:`JOINING`, :data:`ALREADY_PLAYING`).

An account may hold several characters (alts, ``MAX_NR_CHARACTERS``):
``ic <name>`` from any connection moves every connection of the account
to that character (:class:`SharedSwitch`), so they still all play one.
"""

from __future__ import annotations

from django.conf import settings
from django.utils.translation import gettext as _

# What the connections of one player hear when another of them takes up the
# character they play (``name`` is the character's).
JOINING = "|c{name}|n is already in play on another of your connections; this one plays {name} too."
ALREADY_PLAYING = "Another of your connections now plays |c{name}|n too: both see and act for {name}."

# Evennia's lines for the same moment (DefaultAccount.puppet_object, in
# MULTISESSION_MODE 1 and 3), which ours replace.
_EVENNIA_JOINING = "Sharing |c{name}|n with another of your sessions."
_EVENNIA_SHARED = "|c{name}|n|G is now shared from another of your sessions.|n"


def joining_session(char):
    """The session that just took up ``char`` when it was already played
    from another connection; None for the first (or only) one."""
    sessions = char.sessions.all()
    return sessions[-1] if len(sessions) > 1 else None


class SharedPuppet:
    """Mixin for Character, just before Evennia's class in the bases."""

    def at_post_puppet(self, **kwargs):
        session = joining_session(self)
        if session is None:
            return super().at_post_puppet(**kwargs)
        self.msg(f"\nYou become |c{self.key}|n.\n", session=session)
        self.msg((self.at_look(self.location), {"type": "look"}), session=session)
        return None


class SharedSwitch:
    """Mixin for Account, just before Evennia's class in the bases: ``ic
    <other>`` from one connection takes every connection along.

    Evennia, asked to puppet another character from one of several
    connections that share a character, took this connection off the
    shared one and then refused the new one (one puppet at a time,
    ``MAX_NR_SIMULTANEOUS_PUPPETS``), leaving the connection with none.
    Here the other connections playing the same character are taken off it
    first, and follow onto the new one, so the account's connections all
    play one character, as they do after a login."""

    def puppet_object(self, session, obj):
        if self._joins_own_character(session, obj):
            return self._join_own_character(session, obj)
        return self._puppet_following(session, obj)

    def _joins_own_character(self, session, obj) -> bool:
        """Whether ``session`` is about to take up ``obj`` while another
        connection of this account plays it (what Evennia calls sharing)."""
        return (session is not None and obj is not None and settings.MULTISESSION_MODE in (1, 3)
                and obj.account == self and getattr(session, "puppet", None) is not obj
                and bool(obj.sessions.count()) and obj.access(self, "puppet"))

    def _join_own_character(self, session, obj):
        """Evennia's puppeting with our lines for the connections instead of
        its "shared from another of your sessions"."""
        name = obj.name
        self.msg(JOINING.format(name=name), session=session)
        self.msg(ALREADY_PLAYING.format(name=name), session=list(obj.sessions.all()))
        self.ndb.fourfold_unsaid = {_(_EVENNIA_JOINING).format(name=name),
                                    _(_EVENNIA_SHARED).format(name=name)}
        try:
            return self._puppet_following(session, obj)
        finally:
            self.ndb.fourfold_unsaid = None

    def msg(self, text=None, *args, **kwargs):
        """Evennia's, but for its sharing lines while ours stand in for them."""
        unsaid = self.ndb.fourfold_unsaid
        if unsaid and isinstance(text, str) and text in unsaid:
            return None
        return super().msg(text, *args, **kwargs)

    def _puppet_following(self, session, obj):
        old = getattr(session, "puppet", None) if session is not None else None
        others = [s for s in self.sessions.all()
                  if s is not session and old is not None and s.puppet is old]
        if not others or obj is None or obj is old or not obj.access(self, "puppet") \
                or (obj.account and obj.account != self and obj.account.is_connected):
            return super().puppet_object(session, obj)
        super().unpuppet_object(others)
        super().puppet_object(session, obj)
        follow = obj if session.puppet is obj else old
        for other in others:
            super().puppet_object(other, follow)
        return None
