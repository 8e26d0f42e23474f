"""What every ruleset's ``+spar`` shares: ``/stop`` ends the bout, and
otherwise the training opponent named is found in the room before the
ruleset's own exchange (:meth:`SparCommand.spar`) runs."""

from __future__ import annotations

from core.command import FourfoldCommand
from features.practice.fights import opponent_here, stop_bout


class SparCommand(FourfoldCommand):
    """Base of a ruleset's ``+spar``: give ``spar(npc)`` and ``tell(text)``
    (how the ruleset shows a line of the bout to the room); override
    ``opponent_name()`` when the opponent is not the whole argument."""

    key = "+spar"
    rate_limited = True  # settings.FOURFOLD_ROLL_RATE
    switch_options = ("stop",)

    def run(self):
        if self.has_switch("stop"):
            self.tell(stop_bout(self))
            return
        name = self.opponent_name()
        npc, why = opponent_here(self.caller, name)
        if npc is None:
            self.fail(why, syntax=not name.strip())
        self.spar(npc)

    def opponent_name(self) -> str:
        return self.args

    def tell(self, text: str) -> None:
        raise NotImplementedError

    def spar(self, npc) -> None:
        raise NotImplementedError
