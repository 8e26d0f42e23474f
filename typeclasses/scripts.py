"""The base of Fourfold's Scripts (settings.BASE_SCRIPT_TYPECLASS): game
systems with no place in the world, such as a fight or the events
calendar."""

from evennia.scripts.scripts import DefaultScript


class Script(DefaultScript):
    """Evennia's Script, as every Fourfold Script's base."""
