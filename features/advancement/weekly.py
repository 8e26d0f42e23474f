"""The weekly XP: every week (``settings.FOURFOLD_XP_WEEK``) each character
who took part in a scene gets what each ruleset's part gives
(``Advancement.weekly``: fs3's 2 XP to approved characters, as far as the
bank's cap allows). Registered as the ``xp_weekly`` global Script.

"Took part in a scene that week" is a Participant row (joined before the
week ended) of a scene with log entries made in that week.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from django.conf import settings
from evennia.objects.models import ObjectDB
from evennia.utils import logger

from features.scenes.models import Participant, SceneEntry
from rulesets import registry
from typeclasses.scripts import Script

from . import ledger
from .models import WEEKLY

WEEKLY_SCRIPT_KEY = "xp_weekly"


def week_seconds() -> int:
    return int(settings.FOURFOLD_XP_WEEK)


def took_part(start: datetime, end: datetime) -> set[int]:
    """Ids of the characters who took part in a scene between ``start`` and ``end``."""
    active = SceneEntry.objects.filter(created__gte=start, created__lt=end).values("scene_id")
    return set(Participant.objects.filter(scene_id__in=active, joined__lt=end)
               .values_list("char_id", flat=True))


def award_week(end: datetime, start: datetime | None = None) -> list:
    """Give the week ending at ``end`` its awards; the records written."""
    start = start or end - timedelta(seconds=week_seconds())
    takers = [key for key in registry.installed() if getattr(ledger.part(key), "takes_xp", False)]
    written = []
    ids = took_part(start, end)
    for char in ObjectDB.objects.filter(id__in=ids):
        for key in takers:
            adv = ledger.part(key)
            try:
                amount = adv.weekly(char, ledger.balance(char.id, key)) if adv else 0
                if amount <= 0:
                    continue
                entry = ledger.award_xp(char, key, amount, f"took part in a scene in the week to "
                                        f"{end:%Y-%m-%d}", None, end, kind=WEEKLY)
            except Exception:  # one character's trouble does not stop the others
                logger.log_trace(f"weekly XP failed for {char.key} (#{char.id})")
                continue
            if entry is not None:
                written.append(entry)
                char.msg(f"You gain {entry.amount} {adv.unit} for taking part in scenes this week.")
    return written


class WeeklyAwardScript(Script):
    """Gives the weekly award once every ``FOURFOLD_XP_WEEK`` seconds."""

    def at_script_creation(self):
        self.key = WEEKLY_SCRIPT_KEY
        self.desc = "Gives the weekly XP to characters who took part in a scene."
        self.interval = week_seconds()
        self.start_delay = True
        self.repeats = 0
        self.persistent = True

    def at_repeat(self, **kwargs):
        self.award(ledger.now())

    def award(self, end: datetime) -> list:
        """The awards for the time since the last run (a week at first)."""
        last = self.db.last_end
        if last is not None and last >= end:
            return []
        written = award_week(end, last)
        self.db.last_end = end
        return written
