"""Characters: what players puppet. Each holds one sheet per installed
ruleset through that ruleset's handler (rulesets/<key>/handler.py)."""

from evennia.objects.objects import DefaultCharacter

from core import features, gags, pager
from core.text import screen
from core.text.player import for_receiver, nospoof, one_line, spoofable
from ops.portal_sync import PortalSyncedPuppet
from rulesets import registry
from speedups import room_fanout
from typeclasses.held_speech import HeldSpeech
from typeclasses.objects import ObjectParent
from typeclasses.shared_puppet import SharedPuppet, joining_session


def _fitted(text, limit):
    """``text`` (a string or a (string, options) pair) fitted to ``limit``."""
    if isinstance(text, str):
        return screen.fit(text, limit)
    if isinstance(text, tuple) and text and isinstance(text[0], str):
        return (screen.fit(text[0], limit),) + text[1:]
    return text


# What features do when a character comes into play or leaves it, and the
# login notice they give (core/features.py).
_PUPPETED = features.hook("at_post_puppet")
_UNPUPPETED = features.hook("at_post_unpuppet")
_MOVED = features.hook("at_post_move")
_LOGIN_NOTICE = features.hook("login_notice")


class Character(HeldSpeech, PortalSyncedPuppet, ObjectParent, SharedPuppet, DefaultCharacter):  # PortalSyncedPuppet: ops/portal_sync.py
    """A player character (or a named NPC) in Fourfold.

    Each installed ruleset puts its sheet handler here as a lazy_property
    named for it (``char.fs3``, ``char.muse``, ``char.pbta``, ``char.mw``; fs3
    also ``char.gear``): see :func:`rulesets.registry.install_handlers`,
    called below with the rulesets listed in settings.
    """

    @classmethod
    def validate_name(cls, name, account=None):
        """Evennia's check (no two characters of one name), after the game's
        one rule for names (core/names.py), which telnet's create keeps for
        account names: every way of making a character refuses alike."""
        from core.names import name_problem

        problem = name_problem(name or "")
        if problem:
            return f"'{one_line(name or '')}' cannot be a character's name. {problem}"
        return super().validate_name(name, account=account)

    # A Builder's @tel moves themselves (Evennia's lock lets only Admins
    # move a character); moving someone else stays with Admins. Characters
    # already in a game get it from upgrades/migrations/0007_builder_teleport.py.
    TELEPORT_LOCK = "teleport:perm(Admin) or self()"

    def basetype_setup(self):
        super().basetype_setup()
        self.locks.add(self.TELEPORT_LOCK)

    # --- the ruleset of the room the character stands in ----------------
    def sync_ruleset(self):
        """Carry the commands of the ruleset where this character stands."""
        return registry.sync_cmdset(self)

    def at_init(self):
        super().at_init()
        if self.location is not None:
            self.sync_ruleset()

    def at_post_move(self, source_location, move_type="move", **kwargs):
        super().at_post_move(source_location, move_type=move_type, **kwargs)
        from typeclasses.vitals import ruleset_changed

        ruleset_changed(self, self.sync_ruleset())  # the status bar follows the room's ruleset
        _MOVED(self, source_location)  # e.g. the play page hears the new room's scene

    def at_post_puppet(self, **kwargs):
        # The sheet's Attributes in one query, not one per key at the first
        # roll (speedups/attribute_cache.py).
        self.preload_attributes()
        # a second connection of the same player (typeclasses/shared_puppet.py)
        joining = joining_session(self)
        if joining is None:
            pager.close_quietly(self)  # a page left open last time stays closed
        super().at_post_puppet(**kwargs)
        self.sync_ruleset()
        from typeclasses.vitals import oob_sessions, send_vitals

        if joining is None:
            send_vitals(self)  # rich clients (GMCP/MSDP) get the status bar at once
        elif joining in oob_sessions(self):
            send_vitals(self, session=joining)
        _PUPPETED(self)  # e.g. +finger's "last online"
        self.show_login_notice(session=joining)

    def at_post_unpuppet(self, account=None, session=None, **kwargs):
        super().at_post_unpuppet(account=account, session=session, **kwargs)
        if not self.sessions.count():
            pager.close_quietly(self)  # nothing waits for the next login
        _UNPUPPETED(self)

    # --- players' text (core/text/player.py) ---------------------
    def at_pre_say(self, message, **kwargs):
        """``say`` and ``whisper`` are one line: no |/ or newline in them.
        A gagged player (core/gags.py) is told why and says nothing in
        public; a whisper still goes."""
        if not kwargs.get("whisper"):
            refusal = gags.refusal(self)
            if refusal:
                self.msg(refusal)
                return ""
        return one_line(super().at_pre_say(message, **kwargs))

    def msg(self, text=None, from_obj=None, session=None, options=None, **kwargs):
        # A pose or emit by someone else reaches a nospoof player with its
        # author's name on every line (cheap unless it is one of those).
        if from_obj is not None and text is not None and from_obj is not self:
            text = for_receiver(self, text, from_obj)
        # The answer to this character's own command: long lines wrapped at
        # spaces to its screen, so no client cuts a word (core/text/screen.py).
        limit = screen.answering(self) if text is not None else None
        if limit:
            text = _fitted(text, limit)
        return super().msg(text=text, from_obj=from_obj, session=session, options=options, **kwargs)

    def show_login_notice(self, session=None):
        """What the features have to say at login (the message of the day,
        unread mail, board posts and request news: features/community/notices.py),
        in one block, to ``session`` (or to every connection)."""
        from evennia.utils import logger

        try:
            from ops.backups.staff import login_notice as backup_notice

            texts = [*_LOGIN_NOTICE(self), backup_notice(self)]  # a failed backup, for Admins
            notice = "\n".join(text for text in texts if text)
        except Exception:  # a notice must never stand between a player and the game
            logger.log_trace("login notice failed")
            return
        if notice:
            self.msg(notice, session=session)


registry.install_handlers(Character)

# A room's message reaches characters without a msg call each, and with
# what Character.msg adds (speedups/room_fanout.py).
room_fanout.register_msg(Character.msg, for_receiver, spoofable, nospoof)
