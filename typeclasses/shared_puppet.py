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

An account may hold several characters (alts, ``MAX_NR_CHARACTERS``):
``ic <name>`` from any connection moves every connection of the account
to that character (:class:`SharedSwitch`), so they still all play one.
"""

from __future__ import annotations


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
