"""Characters: what players puppet. Each holds one sheet per ruleset through
a handler; the fs3 handler keeps ratings, Luck, chargen state, banked aid and
wounds in Attributes."""

from evennia.objects.objects import DefaultCharacter
from evennia.utils.utils import lazy_property

from .fs3_handler import FS3Handler
from .gear_handler import GearHandler
from .objects import ObjectParent


class Character(ObjectParent, DefaultCharacter):
    """A player character (or a named NPC) in Fourfold."""

    @lazy_property
    def fs3(self) -> FS3Handler:
        return FS3Handler(self)

    @lazy_property
    def gear(self) -> GearHandler:
        """Wielded weapon and shield, worn armor and mount (see gear_handler)."""
        return GearHandler(self)
