"""One backup from start to end: make it, check it, keep the verdict beside
it, copy it to the second place, rotate. Used alike by ``./fourfold
backup``, the nightly script and ``+backup/now``; it never raises, it
returns the verdict (a failure is a verdict with ``ok`` False and a reason).

Verdict fields: time (UTC, ISO), kind, file, size (bytes), engine, counts
(the copy's), live_counts (the live game's at the moment of the copy), ok,
reason, copy_failures, check_seconds, removed (rotated out).
"""

import time
from datetime import UTC, datetime

from ops.backups import copy, make, rotate, store, verify


def backup(kind: str = "manual", directory=None, source=None, copy_to=None,
           prune: bool = True) -> dict:
    """Make, check, keep, copy and rotate one backup. ``copy_to`` is a
    (directory, command) pair overriding the settings (tests); ``prune``
    False skips the rotation (a restore must not rotate out its own file)."""
    verdict = _backup(kind, directory, source, copy_to, prune)
    try:
        store.write_last(verdict, directory)
    except OSError as err:
        verdict["reason"] = (verdict["reason"] + "; " if verdict["reason"] else "") + (
            f"the verdict could not be kept: {err}")
        verdict["ok"] = False
    return verdict


def _backup(kind, directory, source, copy_to, prune) -> dict:
    started = datetime.now(UTC)
    verdict = {"time": started.isoformat(timespec="seconds"), "kind": kind, "engine": make.engine(),
               "file": None, "size": None, "counts": None, "live_counts": None,
               "ok": False, "reason": "", "copy_failures": [], "removed": []}
    try:
        made = make.make(kind, directory, source)
    except make.BackupError as err:
        verdict["reason"] = str(err)
        return verdict
    path = made["path"]
    verdict.update(file=str(path), size=path.stat().st_size, live_counts=made["counts"])
    clock = time.monotonic()
    checked = verify.verify(path, made["counts"], made["migrations"])
    verdict.update(ok=checked["ok"], reason=checked["reason"], counts=checked["counts"],
                   check_seconds=round(time.monotonic() - clock, 2))
    store.write_verdict(path, verdict)
    if verdict["ok"]:
        where, command = copy_to if copy_to else (None, None)
        failures = copy.copy(path, where, command)
        if failures:
            verdict["copy_failures"] = failures
            store.write_verdict(path, verdict)
    try:
        verdict["removed"] = rotate.prune(directory) if prune else []
    except OSError as err:
        verdict["copy_failures"].append(f"rotation failed: {err}")
    return verdict


def summary(verdict: dict) -> str:
    """One or two lines saying what happened, for a terminal or staff."""
    where = verdict.get("file") or "no file"
    if not verdict.get("ok"):
        text = f"Backup FAILED ({verdict.get('kind')}): {verdict.get('reason')} [{where}]"
    else:
        c = verdict.get("counts") or {}
        text = (f"Backup OK: {where} ({_size(verdict.get('size'))}; "
                + ", ".join(f"{n.replace('_', ' ')} {v}" for n, v in c.items()) + ")")
    for failure in verdict.get("copy_failures") or []:
        text += f"\nSecond copy FAILED: {failure}"
    return text


def _size(size) -> str:
    if size is None:
        return "?"
    for unit in ("bytes", "KB", "MB", "GB"):
        if size < 1024 or unit == "GB":
            return f"{size:.0f} {unit}" if unit == "bytes" else f"{size:.1f} {unit}"
        size /= 1024
    return str(size)
