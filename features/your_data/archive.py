"""The data file itself: one zip, written and read back with every check.

Inside (docs/data-format.md has every field)::

    manifest.json                 format, version, kind, when, the game's
                                  migrations, the schema, every file's
                                  SHA-256 and record count
    data/<kind>.json              one JSON list per kind of record
    markdown/scenes/<id>-<title>.md, markdown/sheets/<id>-<name>-<ruleset>.md,
    markdown/profiles/<id>-<name>.md   the same things for people to read

:func:`write` writes to a temporary name beside the target and renames it
when complete, readable by its owner only (a whole-game file holds the
password hashes). :func:`read` refuses, with a :class:`DataFileError`
saying why, anything that is not a complete file of a version this code
reads: not a zip, truncated, a file missing or changed since it was
written, a newer version, or a migration this game does not know.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import zipfile
import zlib
from datetime import UTC, datetime
from pathlib import Path

from django.conf import settings

from core.errors import StorageError
from features.your_data import collect, markdown
from features.your_data.tables import TABLES

FORMAT = "fourfold-data"
VERSION = 1
MANIFEST = "manifest.json"
DATA_FILES = ("accounts", "characters", *(t.file for t in TABLES), "mail", "events")
# the apps whose migrations name the shape of the records
APPS = ("accounts", "objects", "comms", "scripts", "typeclasses", "scenes", "community", "wiki",
        "advancement", "account_deletion", "staff_console", "moderation")
# bigger than any honest file's manifest or data file: refuse before reading it all
MAX_MEMBER_BYTES = 512 * 1024 * 1024


class DataFileError(StorageError):
    """The file cannot be read as a data file; the message says why."""


def data_name(kind: str) -> str:
    return f"data/{kind}.json"


def migrations() -> dict[str, list[str]]:
    """app label -> the names of its migrations applied in this game, sorted."""
    from django.db.migrations.recorder import MigrationRecorder

    applied: dict[str, list[str]] = {app: [] for app in APPS}
    for app, name in MigrationRecorder.Migration.objects.filter(app__in=APPS).values_list("app", "name"):
        applied[app].append(name)
    return {app: sorted(names) for app, names in applied.items()}


def _markdown_files(selection, data: dict) -> dict[str, str]:
    from features.community import profile
    from rulesets.registry import installed

    out = {}
    by_scene: dict = {}
    for entry in data["scene_entries"]:
        by_scene.setdefault(entry["scene"], []).append(entry)
    people: dict = {}
    for part in data["scene_participants"]:
        people.setdefault(part["scene"], []).append(part)
    for scene in data["scenes"]:
        entries = sorted(by_scene.get(scene["id"], []), key=lambda e: e["seq"])
        name = f"markdown/scenes/{scene['id']}-{markdown.slug(scene['title'])}.md"
        out[name] = markdown.scene_log(scene, people.get(scene["id"], []), entries)
    rulesets = installed()
    for char in selection.characters:
        base = f"{char.id}-{markdown.slug(char.db_key)}"
        fields = [(profile.LABELS[f], profile.get(char, f)) for f in profile.FIELDS if f != "desc"]
        out[f"markdown/profiles/{base}.md"] = markdown.profile(char.db_key, fields,
                                                               profile.desc(char) or "")
        for key, _approved in profile.sheets(char):
            ruleset = rulesets.get(key)
            section = ruleset.load("sheet_section") if ruleset else None
            found = section(char) if section else None
            if found:
                out[f"markdown/sheets/{base}-{key}.md"] = markdown.sheet(
                    char.db_key, ruleset.name, found)
    return out


def manifest(selection, files: dict[str, bytes], counts: dict[str, int]) -> dict:
    account = selection.account
    return {
        "format": FORMAT,
        "version": VERSION,
        "kind": selection.kind,
        "made": datetime.now(UTC).isoformat(),
        "game": getattr(settings, "SERVERNAME", ""),
        "account": {"id": account.id, "username": account.username} if account else None,
        "migrations": migrations(),
        "schema": {t.file: t.schema() for t in TABLES},
        "files": {name: {"sha256": hashlib.sha256(body).hexdigest(),
                         **({"records": counts[name]} if name in counts else {})}
                  for name, body in sorted(files.items())},
    }


def build(selection) -> dict[str, bytes]:
    """Every member of the zip (name -> bytes) for ``selection``."""
    data = collect.records(selection)
    files: dict[str, bytes] = {}
    counts: dict[str, int] = {}
    for kind in DATA_FILES:
        name = data_name(kind)
        files[name] = json.dumps(data[kind], indent=1, ensure_ascii=False).encode("utf-8")
        counts[name] = len(data[kind])
    for name, body in _markdown_files(selection, data).items():
        files[name] = body.encode("utf-8")
    head = manifest(selection, files, counts)
    return {MANIFEST: json.dumps(head, indent=1).encode("utf-8"), **files}


def write(selection, path) -> Path:
    """Write ``selection``'s file to ``path`` (complete or not at all)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    members = build(selection)
    handle, temporary = tempfile.mkstemp(prefix=".data-", suffix=".zip", dir=path.parent)
    try:
        os.fchmod(handle, 0o600)
        with os.fdopen(handle, "wb") as raw, zipfile.ZipFile(raw, "w", zipfile.ZIP_DEFLATED) as zipped:
            for name, body in members.items():
                zipped.writestr(name, body)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return path


def _member(zipped, name: str) -> bytes:
    try:
        info = zipped.getinfo(name)
    except KeyError:
        raise DataFileError(f"The file has no {name}: it is not a complete data file.") from None
    if info.file_size > MAX_MEMBER_BYTES:
        raise DataFileError(f"{name} in the file is too big to be a data file's.")
    try:
        return zipped.read(name)
    except (zipfile.BadZipFile, zlib.error, OSError, EOFError, ValueError, RuntimeError,
            NotImplementedError) as err:  # damaged, encrypted, or packed in a way zip cannot read
        raise DataFileError(f"{name} in the file is damaged ({err}).") from None


def _json(name: str, body: bytes):
    try:
        return json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise DataFileError(f"{name} in the file is not readable JSON.") from None


def read(path) -> tuple[dict, dict[str, list]]:
    """(the manifest, kind -> records) of the data file at ``path``, every
    check made; a :class:`DataFileError` otherwise."""
    path = Path(path)
    if not path.is_file():
        raise DataFileError(f"There is no file at {path}.")
    try:
        with zipfile.ZipFile(path) as zipped:
            head = _json(MANIFEST, _member(zipped, MANIFEST))
            check_manifest(head)
            data = {}
            for name, expected in head["files"].items():
                body = _member(zipped, name)
                if hashlib.sha256(body).hexdigest() != expected.get("sha256"):
                    raise DataFileError(f"{name} in the file was changed or damaged since it "
                                        f"was written (its checksum differs).")
                if name.startswith("data/"):
                    records = _json(name, body)
                    if not isinstance(records, list):
                        raise DataFileError(f"{name} in the file is not a list of records.")
                    data[name[len("data/"):-len(".json")]] = records
    except DataFileError:
        raise
    except (zipfile.BadZipFile, zipfile.LargeZipFile, OSError, ValueError):
        raise DataFileError(f"{path} is not a data file: not a zip, or a truncated or "
                            f"damaged one.") from None
    missing = [kind for kind in DATA_FILES if kind not in data]
    if missing:
        raise DataFileError(f"The file lacks {', '.join(missing)}: it is not a complete data file.")
    return head, data


def check_manifest(head) -> None:
    if not isinstance(head, dict) or head.get("format") != FORMAT:
        raise DataFileError("The file is not a Fourfold data file (its manifest names "
                            "another format).")
    version = head.get("version")
    if not isinstance(version, int) or version < 1:
        raise DataFileError("The file's manifest names no format version.")
    if version > VERSION:
        raise DataFileError(f"The file is format version {version}, newer than this game "
                            f"reads (version {VERSION}): update the game first.")
    if not isinstance(head.get("files"), dict) or not all(isinstance(v, dict) for v in head["files"].values()):
        raise DataFileError("The file's manifest lists no files.")
    if head.get("kind") not in ("game", "account"):
        raise DataFileError("The file's manifest names no kind (game or account).")


def unknown_migrations(head: dict) -> list[str]:
    """Migrations the file's game had applied that this game lacks: records
    of a shape this game may not know."""
    here = migrations()
    theirs = head.get("migrations") or {}
    if not isinstance(theirs, dict):
        return ["(unreadable list)"]
    missing = []
    for app, names in theirs.items():
        if app in here and isinstance(names, list):
            missing += [f"{app}.{name}" for name in names if name not in here[app]]
    return missing
