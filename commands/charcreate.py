"""`charcreate`: Evennia's, with its refusals as lines, not a Python list.

One account may hold ``MAX_NR_CHARACTERS`` characters (Fourfold sets it
from ``FOURFOLD_MAX_CHARACTERS``: alts). Evennia's command sent a
refusal as the list its account method returns (``['You may only
have ...']``); here each reason is a line of its own.
"""

from evennia.commands.default.account import CmdCharCreate as EvenniaCharCreate

from core.text.player import one_line


class CmdCharCreate(EvenniaCharCreate):
    """
    Make another character for your account (an alt).

    Usage:
      charcreate <name>[=<description>]

    A name is one word of 3 to 30 letters, digits or @ . + - _, the same
    rule as account names; the description, if you give one, goes after
    an =. Your account may hold a few characters (3 unless the game says
    otherwise); ic <name> then plays the new one, and your other
    connections follow. Other players do not see which characters are
    yours unless you share them (+alts/public on).

    Example:
      charcreate Wren=A wiry courier with ink-stained fingers.
    """

    help_category = "General"

    def func(self):
        name = (self.lhs or "").strip()
        if self.rhs is None and len(name.split()) > 1:
            first = name.split()[0]
            rest = name[len(first):].strip()
            self.msg(f"A character's name is one word. To give a description, put it after "
                     f"an =: charcreate {one_line(first)}={one_line(rest)}")
            return
        super().func()

    def msg(self, text=None, *args, **kwargs):
        if isinstance(text, (list, tuple)) and all(isinstance(t, str) for t in text):
            text = "\n".join(text)
        return super().msg(text, *args, **kwargs)
