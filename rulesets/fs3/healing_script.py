"""The global Script that heals fs3 wounds once a (real) day.

Registered in ``settings.GLOBAL_SCRIPTS`` under the key ``fs3_healing``, so
Evennia creates it on start and it lives through reloads and restarts.
Its interval is ``settings.FOURFOLD_FS3_HEALING_INTERVAL`` (one day by
default). Each tick calls :func:`rulesets.fs3.healing.heal_character` for
every character with wounds; a failure for one character is logged and
does not stop the others.
"""

from __future__ import annotations

import time

from evennia.utils import logger

from core.game_settings import setting
from rules.dice import game_rng
from rulesets.fs3.healing import heal_character, wounded_characters
from typeclasses.scripts import Script

HEALING_SCRIPT_KEY = "fs3_healing"


class HealingScript(Script):
    """Daily healing of fs3 wounds for every wounded character."""

    def at_script_creation(self):
        self.key = HEALING_SCRIPT_KEY
        self.desc = "Heals fs3 wounds once a day."
        self.interval = int(setting("FOURFOLD_FS3_HEALING_INTERVAL"))
        self.start_delay = True
        self.repeats = 0
        self.persistent = True

    def at_repeat(self, **kwargs):
        self.heal_everyone()

    def heal_everyone(self, rng=None, now: float | None = None) -> int:
        """One day's healing for everyone wounded; returns how many healed."""
        rng = rng or game_rng()
        now = time.time() if now is None else now
        healed = 0
        for char in wounded_characters():
            if not char.fs3.wounds:
                continue
            try:
                if heal_character(char, rng, now) is not None:
                    healed += 1
            except Exception:
                logger.log_trace(f"fs3 daily healing failed for {char.key} (#{char.id})")
        return healed
