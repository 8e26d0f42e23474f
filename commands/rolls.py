"""+rolls: the room's recent rolls, under every ruleset (each ruleset's cmdset
carries it; the rolls are kept by core/rolls/history.py)."""


from core.command import FourfoldCommand
from core.numbers import parse_int
from core.rolls.announce import roll_history
from core.text import screen

DEFAULT_SHOWN = 10


class CmdRolls(FourfoldCommand):
    """
    Show the last rolls made in this room.

    Usage:
      +rolls [<n>]

    Shows the last n rolls (10 if you give no number). Private rolls are
    listed only for the person who made them and for staff.

    Example:
      +rolls 20
    """

    key = "+rolls"
    syntax = "+rolls [<n>]"
    help_category = "fs3"

    def run(self):
        text = self.args.strip()
        count = parse_int(text, 1, 9999, "a number of rolls", signs=False) if text else DEFAULT_SHOWN
        staff = self.is_staff()
        entries = [e for e in roll_history(self.caller.location)
                   if not e.get("private") or staff or e.get("roller_id") == self.caller.id]
        if not entries:
            self.caller.msg("No rolls have been made here yet.")
            return
        shown = entries[-count:]
        from datetime import datetime, timezone
        lines = [f"|wLast {len(shown)} roll(s) here:|n"]
        for entry in shown:
            stamp = datetime.fromtimestamp(entry["time"], tz=timezone.utc).strftime("%m-%d %H:%M")
            mark = " (private)" if entry.get("private") else ""
            lines.append(f"{stamp}{mark} {entry['text']}")
        self.caller.msg(screen.fit_told("\n".join(lines)))
