"""+words: the mw sheet."""

from rulesets.mw.commands import format as fmt
from rulesets.mw.commands.common import MwCommand, need_sheet


class CmdWords(MwCommand):
    """
    Show a Muscle Wizard sheet: your Words of Power.

    Usage:
      +words            (or +sheet, in a room that plays mw)
      +words <name>     (staff)

    Lists your archetype and Gains, then your MUSCLE and WIZARD Words, each
    with its letter, name, the die it rolls and whether it is hurt or
    Injured. A hurt Word shows the die it rolls now and the die it has
    earned (d6/d8). Items you carry and anything banked for your next roll
    (spotters, vetoes, readied items) come last.

    Example:
      +words
      +sheet
      +words Brontessa
    """

    key = "+words"
    aliases = ["+mwsheet", "+sheet"]
    syntax = "+words [<name>]"
    help_category = "mw"

    def run(self):
        target = self.whose(self.args, "sheets")
        need_sheet(self, target)
        self.caller.msg(fmt.sheet_text(target))
