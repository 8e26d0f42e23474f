"""Putting a backup back in place of the live database (``./fourfold
restore``, which stops the game before and migrates and starts it after).

:func:`check` refuses, with the reason, a file that is missing, is not a
backup, does not restore (truncated, damaged), has migrations this code does
not know (a newer Fourfold made it), or whose kept verdict failed, or, kept
with no verdict, whose migrations do not complete on a scratch copy (these
two unless ``force``). Nothing of the live game changes before every check passed.

:func:`restore` then makes a pre-restore backup of the live database (a
backup like any other, listed by ``./fourfold backups``) and keeps the live
database itself aside under a new name (never overwriting anything): SQLite
the file, kept as ``<name>.before-restore-<time>`` after its write-ahead log
is folded in, and the backup unpacked beside it and swapped in with one
atomic rename; PostgreSQL the database, renamed
``<name>_before_restore_<time>``, and the backup restored into a new one.
A restore that fails part way leaves the live database as it was.
"""

import gzip
import os
import shutil
import sqlite3
import subprocess
import zlib
from datetime import UTC, datetime
from pathlib import Path

from ops.backups import make, run, store, verify


class Refused(Exception):
    """A restore that is not done; the message says why. ``unreadable``:
    the backup file itself does not restore (truncated, damaged)."""

    def __init__(self, message: str, unreadable: bool = False):
        super().__init__(message)
        self.unreadable = unreadable


def mark_failed(path: Path, reason: str) -> None:
    """Keep beside a backup found broken after its check that it is, so
    ``./fourfold backups`` and ``+backup/list`` list it as failed."""
    kept = store.read_verdict(path) or {"file": str(path)}
    kept.update(ok=False, reason=f"it no longer restores: {reason}")
    try:
        store.write_verdict(path, kept)
    except OSError:
        pass  # the refusal itself has said what is wrong


def resolve(name: str) -> Path:
    """``latest`` (the newest backup whose check passed and that is not a
    pre-restore copy, which holds the database a restore replaced; with no
    good one, the newest, which the check then refuses with its reason) or
    a path (or a file name in the backup folder)."""
    if name == "latest":
        found = [p for p in store.backups() if store.parse_name(p.name)[1] != "pre-restore"]
        if not found:
            raise Refused(f"there is no backup in {store.backup_dir()}")
        good = [p for p in found if (store.read_verdict(p) or {}).get("ok")]
        return (good or found)[-1]
    path = Path(name)
    if not path.exists() and (store.backup_dir() / name).exists():
        path = store.backup_dir() / name
    if not path.is_file():
        raise Refused(f"{name}: no such file")
    return path


def check(path: Path, force: bool = False) -> dict:
    """Refuse (raise Refused) unless the backup can be restored here."""
    if store.parse_name(path.name) is None:
        raise Refused(f"{path.name} is not a Fourfold backup's name (fourfold-<time>-<kind>"
                      f"{store.SQLITE_SUFFIX} or {store.PG_SUFFIX})")
    pg = path.name.endswith(store.PG_SUFFIX)
    if pg != (make.engine() == "postgresql"):
        raise Refused(f"{path.name} is a {'PostgreSQL' if pg else 'SQLite'} backup and this game "
                      f"runs on {make.engine()}")
    kept = store.read_verdict(path)
    if kept is not None and not kept.get("ok") and not force:
        raise Refused(f"{path.name} failed its check when it was made ({kept.get('reason')}); "
                      "restore it anyway with --force")
    try:  # a backup never checked (no verdict kept) has its migrations tried now
        found = verify.read(path, migrate=kept is None)
    except verify.Unreadable as err:
        raise Refused(str(err), unreadable=True) from err
    if found["migrate_problem"] and not force:
        raise Refused(f"{path.name}: {found['migrate_problem']}; restore it anyway with --force")
    newer = verify.unknown_migrations(found["migrations"])
    if newer:
        raise Refused(f"{path.name} comes from a newer Fourfold: this code does not know its "
                      f"migrations {', '.join(newer[:5])}; upgrade the code first")
    return found


def restore(path: Path, force: bool = False) -> list[str]:
    """Check, keep the live database aside, restore; return what was done."""
    found = check(path, force)
    said = []
    before = run.backup("pre-restore", prune=False)
    if before["ok"]:
        said.append(f"the live database was backed up first: {before['file']}")
    elif before.get("file") is None and "there is no database" in before["reason"]:
        said.append("there was no live database to back up")
    else:  # a damaged live database often cannot be backed up: it is kept aside all the same
        said.append(f"the backup of the live database failed ({before['reason']}); the live "
                    "database itself is kept aside as it was")
    stamp = datetime.now(UTC).strftime(store.STAMP)
    from django.db import connections

    connections.close_all()  # Django's own (Evennia's start-up reads the tables)
    if make.engine() == "postgresql":
        said += _restore_pg(path, stamp)
    else:
        said += _restore_sqlite(path, stamp)
    total = sum(found["counts"].values())
    said.append(f"restored {path.name} ({total} counted rows: "
                + ", ".join(f"{n.replace('_', ' ')} {v}" for n, v in found["counts"].items()) + ")")
    return said


def _aside_name(base: str, stamp: str, exists) -> str:
    name, n = base + stamp, 1
    while exists(name):
        n += 1
        name = f"{base}{stamp}-{n}"
    return name


def _restore_sqlite(path: Path, stamp: str) -> list[str]:
    """Unpack the backup beside the live file, keep the live file aside
    under a second name (a hard link, or a copy where links cannot be
    made), then swap the unpacked file in with one ``os.replace``: at every
    moment there is a whole live database, and a failure at any step leaves
    the live file as it was and removes the half-written one."""
    live = Path(make.sqlite_path())
    said, moved = [], []
    part = live.with_name(live.name + ".restore.part")
    try:
        with gzip.open(path, "rb") as packed, open(part, "wb") as out:
            shutil.copyfileobj(packed, out, 1 << 20)
            out.flush()
            os.fsync(out.fileno())
        if live.exists():
            folded = _checkpoint(live)
            aside = Path(_aside_name(f"{live}.before-restore-", stamp, lambda n: Path(n).exists()))
            _keep_aside(live, aside)
            said.append(f"the live database was kept aside as {aside}")
            wal = Path(f"{live}-wal")
            if not folded and wal.exists() and wal.stat().st_size:
                _keep_aside(wal, Path(f"{aside}-wal"))  # a damaged file's log goes with it
                said.append(f"its write-ahead log could not be folded in and was kept as {aside}-wal")
        for extra in ("-wal", "-shm"):  # the live file's, stale for the new one: moved off
            here = Path(f"{live}{extra}")
            if here.exists():
                os.replace(here, f"{here}.restore-old")
                moved.append(here)
        os.replace(part, live)
    except (OSError, EOFError, zlib.error, sqlite3.Error) as err:
        for here in moved:  # the swap did not happen: the live file's log comes back
            os.replace(f"{here}.restore-old", here)
        raise Refused(f"the restore failed ({make.why(err)}); the live database is as it was") from err
    finally:
        part.unlink(missing_ok=True)
    for here in moved:
        Path(f"{here}.restore-old").unlink(missing_ok=True)
    return said


def _checkpoint(live: Path) -> bool:
    """Fold the write-ahead log into the file; False when SQLite cannot (a
    damaged database), in which case the log is kept aside beside it."""
    try:
        db = sqlite3.connect(live)
        try:
            busy, _pages, _done = db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
        finally:
            db.close()
    except sqlite3.Error:
        return False
    return not busy


def _keep_aside(live: Path, aside: Path) -> None:
    """A second name for the live file: a hard link (instant, no space), or
    a whole copy written under a temporary name."""
    try:
        os.link(live, aside)
        return
    except OSError:
        pass
    tmp = aside.with_name(aside.name + ".part")
    try:
        shutil.copy2(live, tmp)
        os.replace(tmp, aside)
    finally:
        tmp.unlink(missing_ok=True)


def _restore_pg(path: Path, stamp: str) -> list[str]:
    params = make.pg_params()
    name = params["dbname"]
    with make.pg_connect("postgres", autocommit=True) as admin:
        names = {row[0] for row in admin.execute("SELECT datname FROM pg_database")}
        aside = _aside_name(f"{name}_before_restore_", stamp.lower(), lambda n: n in names)
        admin.execute(f'ALTER DATABASE "{name}" RENAME TO "{aside}"')
    try:
        with make.pg_connect("postgres", autocommit=True) as admin:
            admin.execute(f'CREATE DATABASE "{name}"')
        done = subprocess.run(["pg_restore", "--no-owner", "--exit-on-error", "-d", name, str(path)],
                              env=make.pg_env(params), capture_output=True, text=True)
        problem = done.stderr.strip()[:300] if done.returncode != 0 else ""
    except Exception as err:  # psycopg's errors, or pg_restore missing
        problem = str(err)
    if problem:
        with make.pg_connect("postgres", autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}"')
            admin.execute(f'ALTER DATABASE "{aside}" RENAME TO "{name}"')
        raise Refused(f"pg_restore failed ({problem}); the live database was put back as it was")
    return [f"the live database was kept aside as the database {aside}"]
