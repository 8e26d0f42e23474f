"""The ``+roll`` command every ruleset has: it calls the ruleset's roll
part (``roll(character, room, text)``, rulesets/base.py) for the room the
caller stands in, the same function a scene's web page calls for the
scene's room. A ruleset's command names its function, switches, usage
line and help."""

from core.command import FourfoldCommand
from core.switches import join


class RollCommand(FourfoldCommand):
    key = "+roll"
    aliases = ["roll"]
    rate_limited = True  # settings.FOURFOLD_ROLL_RATE
    roll = None  # the ruleset's roll part, as a staticmethod

    def run(self):
        self.roll(self.caller, self.caller.location, join(self.switches, self.args))
