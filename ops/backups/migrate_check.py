"""Running the migrations on a backup's scratch copy, so that a backup whose
migrations do not complete fails its check (ops/backups/verify.py).

``migrate`` runs in a child process (``python -m ops.backups.migrate_check``)
with the game's settings pointed at the scratch database (FOURFOLD_DB_PATH
for an SQLite file; FOURFOLD_DB_ENGINE and FOURFOLD_DB_NAME for a scratch
PostgreSQL database): the Server's own Django connections, loaded apps and
signals stay out of it, and the thread that checks a backup only waits on
the child. The parent then reads the scratch database's migration table:
every migration this code has must be applied.

It costs one Django start-up plus the work of the migrations still due:
on the shared development machine about 0.8 s when none is due (a backup
of the live game's own schema, the usual case) and 3.7 s to migrate an
empty database from the first migration to the last.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 900  # seconds: a very old backup may have many migrations due


def _env(where: str, engine: str) -> dict:
    from ops.backups import make

    env = dict(os.environ)
    env["DJANGO_SETTINGS_MODULE"] = "server.conf.settings"
    if engine == "postgresql":
        params = make.pg_params(where)
        env.update(FOURFOLD_DB_ENGINE="postgresql", FOURFOLD_DB_NAME=where,
                   FOURFOLD_DB_USER=params["user"], FOURFOLD_DB_PASSWORD=params["password"],
                   FOURFOLD_DB_HOST=params["host"], FOURFOLD_DB_PORT=params["port"])
    else:
        env["FOURFOLD_DB_ENGINE"] = "sqlite"
        env["FOURFOLD_DB_PATH"] = str(where)
    return env


def run_migrations(where: str, engine: str, timeout: int = TIMEOUT) -> str:
    """Migrate the scratch database ``where`` (a file path, or a PostgreSQL
    database name); return "" when migrate finished, else why not."""
    try:
        done = subprocess.run([sys.executable, "-m", "ops.backups.migrate_check"],
                              cwd=ROOT, env=_env(where, engine), capture_output=True,
                              text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return f"its migrations did not finish within {timeout} s"
    except OSError as err:
        return f"its migrations could not be run: {err}"
    if done.returncode != 0:
        said = (done.stderr or done.stdout).strip().splitlines()
        return "its migrations do not complete" + (f": {said[-1][:300]}" if said else "")
    return ""


def missing(applied) -> list[str]:
    """The migrations this code has that ``applied`` lacks."""
    from ops.backups import counts

    return sorted(f"{app}.{name}" for app, name in counts.known_migrations() - set(applied))


def _main() -> int:
    sys.path.insert(0, str(ROOT))
    import django

    django.setup()
    from django.core.management import call_command

    try:
        call_command("migrate", interactive=False, verbosity=0)
    except Exception as err:  # the reason goes back to the parent on stderr
        print(f"{type(err).__name__}: {err}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(_main())
