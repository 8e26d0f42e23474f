"""Characters: what players puppet. Each holds one sheet per ruleset through
a handler; the fs3 handler keeps ratings, Luck, chargen state, banked aid and
wounds in Attributes."""

from evennia.objects.objects import DefaultCharacter
from evennia.utils.utils import lazy_property

from rulesets.fs3.handler import FS3Handler
from rulesets.fs3.gear_handler import GearHandler
from rulesets.mw.handler import MwHandler
from rulesets.muse.handler import MuseHandler
from .objects import ObjectParent
from rulesets.pbta.handler import PbtaHandler


class Character(ObjectParent, DefaultCharacter):
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
        from rulesets.registry import sync_cmdset

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
        # roll (typeclasses/attribute_cache.py).
        self.preload_attributes()
        super().at_post_puppet(**kwargs)
        self.sync_ruleset()
        from .vitals import send_vitals

        send_vitals(self)  # rich clients (GMCP/MSDP) get the status bar at once
        from .profile import mark_online

        mark_online(self)  # +finger's "last online"

    def at_post_unpuppet(self, account=None, session=None, **kwargs):
        super().at_post_unpuppet(account=account, session=session, **kwargs)
        from .profile import mark_online

        mark_online(self)
