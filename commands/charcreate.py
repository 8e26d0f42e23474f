"""`charcreate`: Evennia's, with its refusals as lines, not a Python list.

One account may hold ``MAX_NR_CHARACTERS`` characters (Fourfold sets it
from ``FOURFOLD_MAX_CHARACTERS``: alts). Evennia's command sent a
refusal as the list its account method returns (``['You may only
have ...']``); here each reason is a line of its own.
"""

from evennia.commands.default.account import CmdCharCreate as EvenniaCharCreate


class CmdCharCreate(EvenniaCharCreate):
    """
    Make another character for your account (an alt).

    Usage:
      charcreate <name>[=<description>]

    Your account may hold a few characters (3 unless the game says
    otherwise); ic <name> then plays the new one, and your other
    connections follow. Other players do not see which characters are
    yours unless you share them (+alts/public on).

    Example:
      charcreate Wren=A wiry courier with ink-stained fingers.
    """

    help_category = "General"

    def msg(self, text=None, *args, **kwargs):
        if isinstance(text, (list, tuple)) and all(isinstance(t, str) for t in text):
            text = "\n".join(text)
        return super().msg(text, *args, **kwargs)
