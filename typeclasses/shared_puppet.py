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
