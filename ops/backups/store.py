"""Where backups are kept and what each one is called.

A backup is one file in FOURFOLD_BACKUP_DIR named for the moment it was
taken (UTC) and why: ``fourfold-20261207T040000Z-nightly.sqlite3.gz`` (a
gzip of an SQLite database) or ``...-manual.pgdump`` (``pg_dump -Fc``, which
compresses itself). Its verdict (ops/backups/verify.py) is kept beside it in
``<file>.json``. A file is written under a ``.part`` name and renamed only
when complete, so a name in this form is always a whole file, and a crash
mid-backup leaves only a ``.part`` that the next rotation removes.
"""

import json
import os
import re
from datetime import UTC, datetime
from pathlib import Path

KINDS = ("nightly", "manual", "pre-restore", "pre-upgrade")
SQLITE_SUFFIX = ".sqlite3.gz"
PG_SUFFIX = ".pgdump"
STAMP = "%Y%m%dT%H%M%SZ"
NAME = re.compile(r"^fourfold-(\d{8}T\d{6}Z)-([a-z-]+?)(\.sqlite3\.gz|\.pgdump)$")


def backup_dir() -> Path:
    from core.game_settings import setting

    return Path(setting("FOURFOLD_BACKUP_DIR"))


def file_name(when: datetime, kind: str, suffix: str) -> str:
    if kind not in KINDS:
        raise ValueError(f"unknown backup kind {kind!r}")
    return f"fourfold-{when.astimezone(UTC).strftime(STAMP)}-{kind}{suffix}"


def parse_name(name: str):
    """(time, kind) of a backup's file name, or None for any other file."""
    match = NAME.match(name)
    if not match:
        return None
    when = datetime.strptime(match.group(1), STAMP).replace(tzinfo=UTC)
    return when, match.group(2)


def verdict_path(path) -> Path:
    return Path(f"{path}.json")


def write_verdict(path, verdict: dict) -> None:
    """Write the verdict beside the backup, itself through a temporary name."""
    target = verdict_path(path)
    part = target.with_name(target.name + ".part")
    part.write_text(json.dumps(verdict, indent=2, sort_keys=True) + "\n")
    os.replace(part, target)


def read_verdict(path) -> dict | None:
    try:
        return json.loads(verdict_path(path).read_text())
    except (OSError, ValueError):
        return None


def backups(directory=None) -> list[Path]:
    """Every complete backup in the directory, oldest first."""
    directory = Path(directory) if directory else backup_dir()
    if not directory.is_dir():
        return []
    found = [(parse_name(p.name), p) for p in directory.iterdir() if p.is_file()]
    found = [(parsed[0], p.stat().st_mtime_ns, p) for parsed, p in found if parsed]
    return [p for _when, _written, p in sorted(found)]  # two in one second: by when written


def latest(directory=None) -> Path | None:
    found = backups(directory)
    return found[-1] if found else None


LAST = "last-backup.json"


def write_last(verdict: dict, directory=None) -> None:
    """Keep the newest verdict, failed or not (a backup that could not be
    made has no file to sit beside): +backup and the Admin login notice read it."""
    directory = Path(directory) if directory else backup_dir()
    directory.mkdir(parents=True, exist_ok=True)
    part = directory / (LAST + ".part")
    part.write_text(json.dumps(verdict, indent=2, sort_keys=True) + "\n")
    os.replace(part, directory / LAST)


def read_last(directory=None) -> dict | None:
    directory = Path(directory) if directory else backup_dir()
    try:
        return json.loads((directory / LAST).read_text())
    except (OSError, ValueError):
        return None
