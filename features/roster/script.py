"""The global Script that runs the idle sweep once a day.

Registered in ``settings.GLOBAL_SCRIPTS`` as ``roster_idle_sweep`` (so
Evennia creates it at start and it survives reloads); its interval is
``settings.FOURFOLD_IDLE_SWEEP_INTERVAL``. Each tick is
:func:`features.roster.sweep.sweep` on the real clock; tests call the
sweep with their own.
"""

from __future__ import annotations

from core.game_settings import setting
from features.roster.sweep import sweep
from typeclasses.scripts import Script

SCRIPT_KEY = "roster_idle_sweep"


class IdleSweepScript(Script):
    """Warns, then marks idle, the characters nobody plays (features/roster/sweep.py)."""

    def at_script_creation(self):
        self.key = SCRIPT_KEY
        self.desc = "Marks characters idle after days without a login (daily)."
        self.interval = int(setting("FOURFOLD_IDLE_SWEEP_INTERVAL"))
        self.start_delay = True
        self.repeats = 0
        self.persistent = True

    def at_repeat(self, **kwargs):
        sweep()
