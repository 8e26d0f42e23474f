"""Proving a backup restores: it is restored into a scratch database and
read back.

SQLite: the gzip is unpacked into a temporary file (a truncated or damaged
gzip fails here), ``PRAGMA integrity_check`` must answer "ok", and the
counts must equal the live ones read at the moment of the copy
(ops/backups/make.py). PostgreSQL: ``pg_restore`` into a scratch database
made for it and dropped after, then the same counts.

In both, the copy's migrations must be the ones the live database had
(nothing lost) and every one must be known to this code: a backup from a
newer Fourfold would not restore here (``./fourfold restore`` refuses it).
Then ``migrate`` runs on the scratch copy, as it will after a restore
(ops/backups/migrate_check.py), and every migration of this code must be
applied when it ends.

The answer is a verdict, a small dict kept beside the backup
(ops/backups/store.py): ``ok`` and, when not, ``reason``.
"""

import gzip
import os
import sqlite3
import subprocess
import tempfile
import zlib
from contextlib import contextmanager
from pathlib import Path

from ops.backups import counts, make, migrate_check, store


class Unreadable(Exception):
    """A backup file that cannot be restored; the message says why."""


@contextmanager
def scratch_sqlite(path):
    """The backup unpacked into a temporary SQLite file, opened."""
    with tempfile.TemporaryDirectory(prefix="fourfold-verify-") as tmp:
        plain = Path(tmp) / "scratch.db3"
        try:
            with gzip.open(path, "rb") as packed, open(plain, "wb") as out:
                while chunk := packed.read(1 << 20):
                    out.write(chunk)
        except (OSError, EOFError, zlib.error) as err:
            raise Unreadable(f"{Path(path).name} is not a whole gzip file ({err})") from err
        conn = sqlite3.connect(plain)
        try:
            try:
                found = conn.execute("PRAGMA integrity_check").fetchall()
            except sqlite3.DatabaseError as err:
                raise Unreadable(f"{Path(path).name} holds no SQLite database ({err})") from err
            if found != [("ok",)]:
                problems = "; ".join(row[0] for row in found[:3])
                raise Unreadable(f"{Path(path).name} fails SQLite's integrity check: {problems}")
            yield conn, plain
        finally:
            conn.close()


@contextmanager
def scratch_pg(path):
    """The dump restored into a scratch PostgreSQL database, dropped after."""
    name = f"fourfold_verify_{os.getpid()}_{abs(hash(str(path))) % 100000}"
    params = make.pg_params()
    with make.pg_connect(autocommit=True) as admin:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}"')
        admin.execute(f'CREATE DATABASE "{name}"')
        try:
            done = subprocess.run(
                ["pg_restore", "--no-owner", "--exit-on-error", "-d", name, str(path)],
                env=make.pg_env(params), capture_output=True, text=True,
            )
            if done.returncode != 0:
                raise Unreadable(f"{Path(path).name} does not restore: {done.stderr.strip()[:300]}")
            with make.pg_connect(name) as conn:
                yield conn, name
        finally:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}"')


def scratch(path):
    return scratch_pg(path) if str(path).endswith(store.PG_SUFFIX) else scratch_sqlite(path)


def read(path, migrate: bool = False) -> dict:
    """Counts and migrations of the backup at ``path``, read from a scratch
    restore; raises Unreadable. With ``migrate``, the migrations are then
    run on the scratch copy (ops/backups/migrate_check.py) and
    ``migrate_problem`` says why they did not complete ("" when they did;
    not tried for a backup with migrations this code does not know)."""
    with scratch(path) as (conn, where):
        cursor = conn.cursor()
        try:
            found = {"counts": counts.count(cursor),
                     "migrations": counts.applied_migrations(cursor), "migrate_problem": ""}
        except Exception as err:  # a table missing: not a Fourfold database
            raise Unreadable(f"{Path(path).name} is not a Fourfold database ({err})") from err
        finally:
            cursor.close()
        if migrate and not unknown_migrations(found["migrations"]):
            conn.rollback()  # no transaction of ours may hold a lock the migrations need
            found["migrate_problem"] = _migrate(conn, where, path)
        return found


def _migrate(conn, where, path) -> str:
    engine = "postgresql" if str(path).endswith(store.PG_SUFFIX) else "sqlite"
    problem = migrate_check.run_migrations(str(where), engine)
    if problem:
        return problem
    cursor = conn.cursor()
    try:
        lacking = migrate_check.missing(counts.applied_migrations(cursor))
    finally:
        cursor.close()
        conn.rollback()
    if lacking:
        return "after migrate it still lacks the migrations " + ", ".join(lacking[:5])
    return ""


def unknown_migrations(migrations) -> list[str]:
    """The backup's migrations this code does not have: a newer schema."""
    return sorted(f"{app}.{name}" for app, name in set(migrations) - counts.known_migrations())


def verify(path, live_counts: dict, live_migrations) -> dict:
    """The verdict on the backup at ``path`` against the live database."""
    try:
        found = read(path, migrate=True)
    except Unreadable as err:
        return {"ok": False, "reason": str(err), "counts": None}
    except Exception as err:  # the scratch database could not be made
        return {"ok": False, "reason": f"could not restore it to check it: {err}", "counts": None}
    problems = []
    if found["counts"] != live_counts:
        differ = ", ".join(
            f"{name} {found['counts'].get(name)} (live {live_counts.get(name)})"
            for name in live_counts if found["counts"].get(name) != live_counts.get(name))
        problems.append(f"the counts differ from the live game's: {differ}")
    if found["migrations"] != set(live_migrations):
        problems.append("its migrations differ from the live database's")
    newer = unknown_migrations(found["migrations"])
    if newer:
        problems.append("it has migrations this code does not know: " + ", ".join(newer[:5]))
    if found["migrate_problem"]:
        problems.append(found["migrate_problem"])
    return {"ok": not problems, "reason": "; ".join(problems), "counts": found["counts"]}
