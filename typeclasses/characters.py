"""Characters: what players puppet. Each holds one sheet per installed
ruleset through that ruleset's handler (rulesets/<key>/handler.py)."""

from evennia.objects.objects import DefaultCharacter

from rulesets import registry
from .objects import ObjectParent


class Character(ObjectParent, DefaultCharacter):
    """A player character (or a named NPC) in Fourfold.

    Each installed ruleset puts its sheet handler here as a lazy_property
    named for it (``char.fs3``, ``char.muse``, ``char.pbta``, ``char.mw``; fs3
    also ``char.gear``): see :func:`rulesets.registry.install_handlers`,
    called below with the rulesets listed in settings.
    """

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


registry.install_handlers(Character)
