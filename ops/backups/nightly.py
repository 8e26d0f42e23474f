"""The nightly backup: one persistent Script, made at every Server start
when missing (server/conf/at_server_startstop.py), wakes each minute and, when a backup is due, makes it in a
thread (twisted's deferToThread), so the event loop the players' poses run
on never waits for it. The thread closes its own Django connection when it
is done. A backup is due at FOURFOLD_BACKUP_TIME (UTC) and every
FOURFOLD_BACKUP_INTERVAL hours from it, once per slot: a Server that was
down at that time makes it when it comes back.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from evennia.scripts.scripts import DefaultScript
from evennia.utils import logger

from core.game_settings import setting

KEY = "fourfold_nightly_backup"


def last_slot(now: datetime, at: str, hours: float) -> datetime:
    """The latest scheduled moment at or before ``now``."""
    hour, minute = (int(part) for part in at.split(":"))
    base = now.replace(hour=hour, minute=minute, second=0, microsecond=0)
    step = timedelta(hours=hours)
    while base > now:
        base -= step
    while base + step <= now:
        base += step
    return base


def due(last_run: datetime | None, now: datetime, at: str, hours: float) -> bool:
    """A backup is due when none was made since the latest scheduled moment."""
    return last_run is None or last_run < last_slot(now, at, hours)


def _backup_in_thread(kind: str) -> dict:
    from django.db import connections

    from ops.backups import run

    try:
        return run.backup(kind)
    finally:
        connections.close_all()  # this thread's connections only


def backup_off_the_loop(kind: str, then=None):
    """Start a backup in a thread; ``then(verdict)`` runs on the event loop
    after staff were told. Returns the Deferred."""
    from twisted.internet.threads import deferToThread

    from ops.backups import staff as report

    running = deferToThread(_backup_in_thread, kind)

    def done(verdict):
        report.tell_staff(verdict)
        if then is not None:
            then(verdict)
        return verdict

    def broke(failure):
        logger.log_err(f"Fourfold: the {kind} backup broke: {failure.getErrorMessage()}")
        return done({"ok": False, "kind": kind, "reason": failure.getErrorMessage(),
                     "file": None, "copy_failures": []})

    running.addCallbacks(done, broke)
    return running


class NightlyBackup(DefaultScript):
    """Wakes each minute; makes the nightly backup when one is due."""

    def at_script_creation(self):
        self.key = KEY
        self.desc = "Fourfold's nightly backup (ops/backups/)"
        self.persistent = True
        self.interval = 60
        self.db.last_run = datetime.now(UTC)  # the first at the next scheduled time

    def at_repeat(self):
        if not setting("FOURFOLD_BACKUP_ENABLED") or self.ndb.running:
            return
        now = datetime.now(UTC)
        if not due(self.db.last_run, now, setting("FOURFOLD_BACKUP_TIME"),
                   setting("FOURFOLD_BACKUP_INTERVAL")):
            return
        self.db.last_run = now
        self.ndb.running = True

        def finished(_verdict):
            self.ndb.running = False

        backup_off_the_loop("nightly", finished)


def ensure():
    """The Script exists (at every Server start)."""
    from evennia.scripts.models import ScriptDB
    from evennia.utils.create import create_script

    if not ScriptDB.objects.filter(db_key=KEY).exists():
        create_script(NightlyBackup, key=KEY, persistent=True)
