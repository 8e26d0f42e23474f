"""The second place a backup goes after its check: a directory
(FOURFOLD_BACKUP_COPY_DIR, a mounted disk) and/or a command
(FOURFOLD_BACKUP_COPY_COMMAND, a list of arguments where "{file}" is the
backup's path: rsync, scp, rclone). The verdict file goes along into the
directory. A failure is returned as a sentence, never silent: the caller
keeps it in the verdict, logs it and tells staff.
"""

import os
import shutil
import subprocess
from pathlib import Path

from core.game_settings import setting


def copy(path, directory=None, command=None, timeout=None) -> list[str]:
    """Copy the backup at ``path`` to the second place(s) set; return the
    failures (empty when every copy worked or none is set)."""
    path = Path(path)
    directory = setting("FOURFOLD_BACKUP_COPY_DIR") if directory is None else directory
    command = setting("FOURFOLD_BACKUP_COPY_COMMAND") if command is None else command
    timeout = setting("FOURFOLD_BACKUP_COPY_TIMEOUT") if timeout is None else timeout
    failures = []
    if directory:
        failures += _to_directory(path, Path(directory))
    if command:
        failures += _by_command(path, list(command), timeout)
    return failures


def _to_directory(path: Path, directory: Path) -> list[str]:
    if not directory.is_dir():
        return [f"the copy folder {directory} does not exist (is its disk mounted?)"]
    part = directory / (path.name + ".part")
    try:
        shutil.copyfile(path, part)
        os.replace(part, directory / path.name)
        verdict = Path(f"{path}.json")
        if verdict.exists():
            shutil.copyfile(verdict, directory / verdict.name)
    except OSError as err:
        part.unlink(missing_ok=True)
        return [f"copying to {directory} failed: {err}"]
    return []


def _by_command(path: Path, template: list[str], timeout) -> list[str]:
    argv = [arg.replace("{file}", str(path)) for arg in template]
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=timeout)
    except (OSError, subprocess.TimeoutExpired) as err:
        return [f"the copy command {argv[0]} could not run: {err}"]
    if done.returncode != 0:
        said = (done.stderr or done.stdout).strip().splitlines()
        return [f"the copy command {argv[0]} failed (exit {done.returncode})"
                + (f": {said[-1]}" if said else "")]
    return []
