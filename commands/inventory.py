"""``inventory``: what you carry, and what of it you wield, wear or ride.

Evennia's inventory lists each thing with its description cut to 50
characters; this one draws a table that fits the screen with every word
whole (core/text/tables.py) and says which pieces of gear are in use
(the gear handler, ``char.gear``, of the fs3 ruleset).
"""

from __future__ import annotations

from core.command import FourfoldCommand
from core.text import tables


def use_text(caller, thing) -> str:
    gear = getattr(caller, "gear", None)
    use = gear.use_of(thing) if gear is not None and hasattr(gear, "use_of") else None
    return use or ""


class CmdInventory(FourfoldCommand):
    """
    See what you are carrying.

    Usage:
      inventory
      inv

    Lists what you carry with its description, and marks what you wield,
    wear or ride (wield, wear, mount). A mount you ride is listed too, even
    while it stands beside you. look <thing> tells more about any of it.

    Example:
      inv
    """

    key = "inventory"
    aliases = ["inv", "i"]
    locks = "cmd:all()"
    arg_regex = r"$"
    syntax = "inventory"

    def run(self):
        caller = self.caller
        items = list(caller.contents)
        gear = getattr(caller, "gear", None)
        mount = getattr(gear, "mount", None) if gear is not None else None
        if mount is not None and mount not in items:
            items.append(mount)
        if not items:
            caller.msg("You are not carrying anything.")
            return
        rows = [(f"|C{thing.get_display_name(caller)}|n", use_text(caller, thing),
                 " ".join(str(thing.db.desc or "").split())) for thing in items]
        table = tables.table(("|wThing|n", "|wIn use|n", "|wDescription|n"), rows)
        caller.msg((f"|wYou are carrying:|n\n{table}", {"type": "inventory"}))
