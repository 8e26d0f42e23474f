"""Making one backup file and reading the live counts at the moment of
the copy.

SQLite: Python's sqlite3 online backup API (``source.backup(target)``) in
one step, so the whole copy comes from one read snapshot, write-ahead log
included, while the Server keeps writing (in WAL mode a reader never blocks
a writer). "At the moment of the copy" means that snapshot: the live counts
and migrations are read on the source connection inside the same read
transaction the backup then copies from, so they describe exactly the
rows the copy holds, however many poses arrive meanwhile. The copy is then
gzipped.

PostgreSQL: ``pg_dump -Fc`` (its own compression). A REPEATABLE READ
transaction exports its snapshot (``pg_export_snapshot()``), the counts are
read in it, and ``pg_dump --snapshot`` dumps that same snapshot.

Every file is written under a ``.part`` name and renamed when complete.

From Evennia's ``evennia.contrib.utils.database_backup`` this takes the
choice of tools (sqlite3's backup API, ``pg_dump``), the place
(``server/backups/``) and removing a half-written file on failure. Not its
script or command: they write a plain SQL dump or an uncompressed copy
named by local time, check nothing, and report only to the MudInfo
channel; the nightly script and ``+backup`` here are Fourfold's own.
"""

import errno
import gzip
import os
import shutil
import sqlite3
import subprocess
from datetime import UTC, datetime
from pathlib import Path

from django.conf import settings

from ops.backups import counts, store


class BackupError(Exception):
    """A backup that could not be made; the message says why."""


def why(err) -> str:
    """A failure in a few words; a full disk said plainly (a copy may stop
    part way when the backup folder's disk fills)."""
    if isinstance(err, OSError) and err.errno == errno.ENOSPC:
        return f"the disk is full ({err.filename or 'No space left on device'})"
    if isinstance(err, sqlite3.Error) and "disk is full" in str(err):
        return "the disk is full"
    return str(err) or type(err).__name__


def engine() -> str:
    name = settings.DATABASES["default"]["ENGINE"]
    return "postgresql" if "postgres" in name else "sqlite"


def sqlite_path() -> str:
    return str(settings.DATABASES["default"]["NAME"])


def _unique_target(directory: Path, kind: str, suffix: str) -> Path:
    target = directory / store.file_name(datetime.now(UTC), kind, suffix)
    if target.exists():
        raise BackupError(f"{target.name} already exists: a backup was made this second")
    return target


def make(kind: str, directory=None, source=None) -> dict:
    """Make one backup; return {"path", "counts", "migrations"} where counts
    and migrations are the live database's at the moment of the copy.
    ``source`` is an open sqlite3 connection to copy (tests pass Django's
    own); by default the game's database file is opened."""
    directory = Path(directory) if directory else store.backup_dir()
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise BackupError(f"cannot make the backup folder {directory}: {err}") from err
    if engine() == "postgresql":
        return _make_pg(_unique_target(directory, kind, store.PG_SUFFIX))
    return _make_sqlite(_unique_target(directory, kind, store.SQLITE_SUFFIX), source)


def _make_sqlite(target: Path, source) -> dict:
    raw = target.with_name(target.name + ".db.part")
    part = target.with_name(target.name + ".part")
    own = source is None
    try:
        if own:
            path = sqlite_path()
            if not os.path.exists(path):
                raise BackupError(f"there is no database at {path}")
            source = sqlite3.connect(path, timeout=30)
        began = not source.in_transaction
        if began:
            source.execute("BEGIN")  # a read transaction: its snapshot is the copy's
        try:
            cursor = source.cursor()
            live = counts.count(cursor)
            migrations = counts.applied_migrations(cursor)
            copy = sqlite3.connect(raw)
            try:
                source.backup(copy)  # pages=-1: one step, one snapshot
            finally:
                copy.close()
        finally:
            if began:
                source.rollback()
            if own:
                source.close()
        with open(raw, "rb") as plain, gzip.open(part, "wb", compresslevel=6) as packed:
            shutil.copyfileobj(plain, packed, 1 << 20)
        os.replace(part, target)
    except (sqlite3.Error, OSError) as err:
        raise BackupError(f"the SQLite copy failed: {why(err)}") from err
    finally:
        for leftover in (raw, part):
            leftover.unlink(missing_ok=True)
    return {"path": target, "counts": live, "migrations": migrations}


def pg_params(name=None) -> dict:
    db = settings.DATABASES["default"]
    return {
        "host": db.get("HOST") or "127.0.0.1",
        "port": str(db.get("PORT") or "5432"),
        "user": db.get("USER") or "",
        "password": db.get("PASSWORD") or "",
        "dbname": name or db["NAME"],
    }


def pg_env(params: dict) -> dict:
    env = dict(os.environ)
    env.update(PGHOST=params["host"], PGPORT=params["port"], PGUSER=params["user"])
    if params["password"]:
        env["PGPASSWORD"] = params["password"]
    return env


def pg_connect(name=None, autocommit=False):
    import psycopg

    return psycopg.connect(**pg_params(name), autocommit=autocommit)


def _make_pg(target: Path) -> dict:
    import psycopg

    part = target.with_name(target.name + ".part")
    params = pg_params()
    try:
        with pg_connect() as conn:
            conn.isolation_level = psycopg.IsolationLevel.REPEATABLE_READ
            conn.read_only = True
            with conn.cursor() as cursor:
                cursor.execute("SELECT pg_export_snapshot()")
                snapshot = cursor.fetchone()[0]
                live = counts.count(cursor)
                migrations = counts.applied_migrations(cursor)
                done = subprocess.run(
                    ["pg_dump", "-Fc", f"--snapshot={snapshot}", "-f", str(part), params["dbname"]],
                    env=pg_env(params), capture_output=True, text=True,
                )
            conn.rollback()
        if done.returncode != 0:
            said = done.stderr.strip()
            if "No space left on device" in said:
                said = f"the disk is full ({said[-200:]})"
            raise BackupError(f"pg_dump failed: {said}")
        os.replace(part, target)
    except (psycopg.Error, OSError) as err:
        raise BackupError(f"the PostgreSQL dump failed: {why(err)}") from err
    finally:
        part.unlink(missing_ok=True)
    return {"path": target, "counts": live, "migrations": migrations}
