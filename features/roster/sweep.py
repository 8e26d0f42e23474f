"""The daily idle sweep: warn by mail, then mark idle (features/roster/rules.py
decides when). The global Script (features/roster/script.py) runs it once
a day; tests call :func:`sweep` with their own clock."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from evennia.utils import logger

from core.game_settings import setting
from features.community import mail
from features.community.profile import is_online
from features.roster import store
from features.roster.rules import IDLE, WARN, idle_step

# who the warning mail is from (an external sender: nobody to answer)
MAIL_FROM = "Staff"


def idle_days() -> float:
    return float(setting("FOURFOLD_IDLE_DAYS"))


def warning_days() -> float:
    return float(setting("FOURFOLD_IDLE_WARNING_DAYS"))


@dataclass
class Report:
    warned: list = field(default_factory=list)
    idled: list = field(default_factory=list)


def warning_text(char) -> tuple[str, str]:
    days, notice = idle_days(), warning_days()
    subject = f"{char.key} will soon be marked idle"
    body = (f"Nobody has logged in as {char.key} for {days - notice:g} days. If nobody does in "
            f"the next {notice:g} days, {char.key} is marked idle and staff decide whether to keep "
            f"the character for you, offer it on the roster for another player, or retire it. "
            f"Nothing is deleted either way. Logging in as {char.key} once is enough to stop this; "
            f"if you want staff to hold the character for you, file a +request.")
    return subject, body


def sweep(now: float | None = None) -> Report:
    """One pass over every player's character; returns who was warned and
    who was marked idle. A failure for one character is logged and the
    others are still swept."""
    now = time.time() if now is None else float(now)
    report = Report()
    for account, char in store.player_characters():
        try:
            _one(account, char, now, report)
        except Exception:  # noqa: BLE001 - one odd character must not stop the sweep
            logger.log_trace(f"idle sweep failed for {char.key} (#{char.id})")
    return report


def _one(account, char, now: float, report: Report) -> None:
    which = store.state(char)
    if which in (store.ROSTER, store.RETIRED) or is_online(char):
        return
    seen = store.last_seen(char, account)
    if which == store.IDLE:
        if (store.get(char, "idle_since") or 0) < seen:  # the player came back meanwhile
            store.back_in_play(char)
        return
    step = idle_step(seen, now, store.get(char, "warned_at"), idle_days(), warning_days())
    if step == WARN:
        subject, body = warning_text(char)
        mail.send(MAIL_FROM, [char], subject, body)
        store.mark_warned(char, now)
        report.warned.append(char)
    elif step == IDLE:
        store.mark_idle(char, now)
        report.idled.append(char)
