"""Which backups to keep: every good backup made within a day of the
newest good one (so a manual or pre-upgrade backup is never pushed out by
the next nightly one), and the newest good backup of each of the last
FOURFOLD_BACKUP_KEEP_DAILY days, FOURFOLD_BACKUP_KEEP_WEEKLY ISO weeks and
FOURFOLD_BACKUP_KEEP_MONTHLY months (a backup may fill several of these
places at once). Days, weeks and months count only those that have a good
backup, so a game that was down a week still keeps its last seven.

A backup whose check failed never fills a place (a bad night must not push
out a good copy); it stays only while it is newer than every good backup,
for staff to look at. Every kind (nightly, manual, pre-restore,
pre-upgrade) rotates the same way.

:func:`keep` decides over names alone, with no files; :func:`prune` deletes
what it does not keep, with each backup's verdict file and any ``.part``
left by a backup interrupted over an hour ago.
"""

import time
from datetime import timedelta
from pathlib import Path

from ops.backups import store

RECENT = timedelta(days=1)  # every good backup this close to the newest is kept


def keep(entries, daily: int, weekly: int, monthly: int) -> set[str]:
    """``entries``: (file name, check passed) pairs; the names to keep."""
    dated = []
    for name, ok in entries:
        parsed = store.parse_name(name)
        if parsed:
            dated.append((parsed[0], name, ok))
    dated.sort(reverse=True)  # newest first
    kept = set()
    newest_good = next((when for when, _name, ok in dated if ok), None)
    for when, name, ok in dated:
        if not ok and (newest_good is None or when > newest_good):
            kept.add(name)
        if ok and when > newest_good - RECENT:
            kept.add(name)
    for limit, period in (
        (daily, lambda t: t.date()),
        (weekly, lambda t: t.isocalendar()[:2]),
        (monthly, lambda t: (t.year, t.month)),
    ):
        seen = []
        for when, name, ok in dated:
            if not ok:
                continue
            key = period(when)
            if key in seen:
                continue
            if len(seen) >= limit:
                break
            seen.append(key)
            kept.add(name)
    return kept


def prune(directory=None, daily=None, weekly=None, monthly=None) -> list[str]:
    """Delete the backups :func:`keep` drops; return their names."""
    from core.game_settings import setting

    directory = Path(directory) if directory else store.backup_dir()
    daily = setting("FOURFOLD_BACKUP_KEEP_DAILY") if daily is None else daily
    weekly = setting("FOURFOLD_BACKUP_KEEP_WEEKLY") if weekly is None else weekly
    monthly = setting("FOURFOLD_BACKUP_KEEP_MONTHLY") if monthly is None else monthly
    files = store.backups(directory)
    entries = [(p.name, bool((store.read_verdict(p) or {}).get("ok"))) for p in files]
    kept = keep(entries, daily, weekly, monthly)
    gone = []
    for path in files:
        if path.name not in kept:
            path.unlink(missing_ok=True)
            store.verdict_path(path).unlink(missing_ok=True)
            gone.append(path.name)
    if directory.is_dir():  # left by a backup interrupted over an hour ago
        for part in directory.glob("fourfold-*.part"):
            if time.time() - part.stat().st_mtime > 3600:
                part.unlink(missing_ok=True)
    return gone
