"""Characters: what players puppet. Each holds one sheet per ruleset through
a handler; the fs3 handler keeps ratings, Luck, chargen state, banked aid and
wounds in Attributes."""

from evennia.objects.objects import DefaultCharacter
from evennia.utils.utils import lazy_property

from .fs3_handler import FS3Handler
from .gear_handler import GearHandler
from .mw_handler import MwHandler
from .muse_handler import MuseHandler
from .objects import ObjectParent
from .pbta_handler import PbtaHandler
from .player_text import for_receiver, one_line
from .portal_sync import PortalSyncedPuppet
from .scene_speech import SceneSpeech


class Character(SceneSpeech, PortalSyncedPuppet, ObjectParent, DefaultCharacter):  # ops: see portal_sync
    """A player character (or a named NPC) in Fourfold."""

    @lazy_property
    def fs3(self) -> FS3Handler:
        return FS3Handler(self)

    @lazy_property
    def gear(self) -> GearHandler:
        """Wielded weapon and shield, worn armor and mount (see gear_handler)."""
        return GearHandler(self)

    @lazy_property
    def mw(self) -> MwHandler:
        """The Muscle Wizard sheet and what is banked for the next roll (see mw_handler)."""
        return MwHandler(self)

    @lazy_property
    def muse(self) -> MuseHandler:
        """The muse sheet: Traits, Path, life, Tribulations (see muse_handler)."""
        return MuseHandler(self)

    @lazy_property
    def pbta(self) -> PbtaHandler:
        """The pbta (2d6 moves) sheet and its table state (see pbta_handler)."""
        return PbtaHandler(self)

    # --- the ruleset of the room the character stands in ----------------
    def sync_ruleset(self):
        """Carry the commands of the ruleset where this character stands."""
        from commands.rulesets import sync_cmdset

        return sync_cmdset(self)

    def at_init(self):
        super().at_init()
        if self.location is not None:
            self.sync_ruleset()

    def at_post_move(self, source_location, move_type="move", **kwargs):
        super().at_post_move(source_location, move_type=move_type, **kwargs)
        self.sync_ruleset()

    def at_post_puppet(self, **kwargs):
        # The sheet's Attributes in one query, not one per key at the first
        # roll (speedups/attribute_cache.py).
        self.preload_attributes()
        super().at_post_puppet(**kwargs)
        self.sync_ruleset()
        from .vitals import send_vitals

        send_vitals(self)  # rich clients (GMCP/MSDP) get the status bar at once
        from .profile import mark_online

        mark_online(self)  # +finger's "last online"
        self.show_login_notice()

    def at_post_unpuppet(self, account=None, session=None, **kwargs):
        super().at_post_unpuppet(account=account, session=session, **kwargs)
        from .profile import mark_online

        mark_online(self)

    # --- players' text (typeclasses/player_text.py) ---------------------
    def at_pre_say(self, message, **kwargs):
        """``say`` and ``whisper`` are one line: no |/ or newline in them."""
        return one_line(super().at_pre_say(message, **kwargs))

    def msg(self, text=None, from_obj=None, session=None, options=None, **kwargs):
        # A pose or emit by someone else reaches a nospoof player with its
        # author's name on every line (cheap unless it is one of those).
        if from_obj is not None and text is not None and from_obj is not self:
            text = for_receiver(self, text, from_obj)
        return super().msg(text=text, from_obj=from_obj, session=session, options=options, **kwargs)

    def show_login_notice(self):
        """The message of the day with unread mail, board posts and request
        news, in one block (community/notices.py)."""
        from evennia.utils import logger

        from community.notices import login_notice

        try:
            notice = login_notice(self)
        except Exception:  # a notice must never stand between a player and the game
            logger.log_trace("login notice failed")
            return
        if notice:
            self.msg(notice)
