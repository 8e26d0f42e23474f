"""``get`` that shows a thing's ``@fail`` and ``@ofail`` when its get lock
refuses (typeclasses/mush_messages.py).

Evennia's get checks the lock itself and prints its own refusal, so a
builder's messages could never be seen. Here, when the name matches one
thing that the lock refuses and that has either message, the thing says so
(``at_failed_get``); everything else is Evennia's get.
"""

from evennia.commands.default.general import CmdGet as EvenniaGet
from evennia.utils.utils import make_iter

from commands.building.checks import ControlsStripped
from world.help_commands import COMMAND_HELP


class CmdGet(ControlsStripped, EvenniaGet):
    __doc__ = COMMAND_HELP["CmdGet"]  # the text players read for Evennia's get

    def func(self):
        caller = self.caller
        if self.args and caller.location is not None:
            found = make_iter(caller.search(self.args, location=caller.location,
                                            stacked=self.number, quiet=True) or [])
            if len(found) == 1:
                thing = found[0]
                if (thing != caller and hasattr(thing, "at_failed_get")
                        and thing.has_failed_get_messages() and not thing.access(caller, "get")):
                    thing.at_failed_get(caller)
                    return
        super().func()
