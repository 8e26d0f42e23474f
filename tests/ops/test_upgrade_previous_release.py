"""A game made by the previous release upgrades to the current code.

The previous release is the commit in ops/PREVIOUS_RELEASE. The test
clones this repository (locally: ``git clone --shared``, no network) into a
temporary directory at that commit, migrates a fresh SQLite database with
that code and plays a game on it (tests/helpers/old_game/play.py: a
character in every ruleset, an fs3 fight, a scene with poses, mail, a wiki
page). Then the current code's upgrade (ops/upgrade.py) moves the clone to
this checkout's HEAD commit, backing up and migrating, and
tests/helpers/old_game/check.py, run on the upgraded code, finds all of it,
every object and Script as its real class.

It needs the repository's history: a shallow clone that lacks the previous
release fails with a message saying so."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ops.backups import store

pytestmark = [pytest.mark.slow,
              pytest.mark.sqlite_only]  # its own SQLite file, whatever the run's database

REPO = Path(__file__).resolve().parents[2]
SCRIPTS = REPO / "tests" / "helpers" / "old_game"


def previous_release() -> str:
    lines = (REPO / "ops" / "PREVIOUS_RELEASE").read_text().splitlines()
    return next(line.strip() for line in lines if line.strip() and not line.startswith("#"))


def git(*args, cwd=REPO) -> subprocess.CompletedProcess:
    return subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True)


def run(args, cwd, env, timeout=600) -> str:
    done = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=timeout, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, (f"{' '.join(map(str, args))} failed ({done.returncode}):\n"
                                  f"{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
    return done.stdout


def result(out: str) -> dict:
    lines = [line for line in out.splitlines() if line.startswith("RESULT ")]
    assert lines, f"no RESULT line in:\n{out[-3000:]}"
    return json.loads(lines[-1][len("RESULT "):])


UPGRADE = """
import os, sys
sys.path.insert(0, {repo!r})
os.environ["DJANGO_SETTINGS_MODULE"] = "server.conf.settings"
import django
django.setup()
from ops import upgrade
sys.exit(upgrade.Upgrade({root!r}, {ref!r}).run())
"""


def test_a_game_of_the_previous_release_upgrades_and_keeps_everything(tmp_path):
    old = previous_release()
    if git("rev-parse", "--verify", "--quiet", f"{old}^{{commit}}").returncode != 0:
        pytest.fail(f"the previous release {old} (ops/PREVIOUS_RELEASE) is not in this clone's "
                    "history: a shallow clone? fetch it whole (git fetch --unshallow)")
    head = git("rev-parse", "HEAD").stdout.strip()
    game = tmp_path / "game"
    for step in (["clone", "--quiet", "--shared", "--no-checkout", str(REPO), str(game)],
                 ["-C", str(game), "checkout", "--quiet", "-b", "live", old]):
        done = git(*step)
        assert done.returncode == 0, done.stderr
    (game / ".venv").symlink_to((REPO / ".venv").resolve())
    secrets = REPO / "server" / "conf" / "secret_settings.py"
    shutil.copy(secrets, game / "server" / "conf" / "secret_settings.py")
    for name in ("play.py", "check.py"):
        shutil.copy(SCRIPTS / name, tmp_path / name)
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("FOURFOLD_", "EVENNIA_")) and k != "DJANGO_SETTINGS_MODULE"}
    env |= {"FOURFOLD_DB_PATH": str(tmp_path / "game.db3"),
            "FOURFOLD_BACKUP_DIR": str(tmp_path / "backups"), "PYTHONDONTWRITEBYTECODE": "1"}
    python, evennia = str(game / ".venv" / "bin" / "python"), str(game / ".venv" / "bin" / "evennia")

    # the previous release: a fresh database, and a game played on it
    run([evennia, "migrate", "--noinput"], game, env)
    made = result(run([python, str(tmp_path / "play.py")], game, env))

    # the current code's upgrade moves it to this checkout's commit
    said = run([sys.executable, "-c", UPGRADE.format(repo=str(REPO), root=str(game), ref=head)],
               REPO, env)
    assert git("rev-parse", "HEAD", cwd=game).stdout.strip() == head, said
    assert f"upgraded from {old[:10]} to {head[:10]}" in said
    assert "left stopped" in said
    kinds = [store.parse_name(p.name)[1] for p in store.backups(tmp_path / "backups")]
    assert kinds == ["pre-upgrade"], said
    run([python, "-m", "server.migrations_due"], game, env)  # nothing left to migrate

    # the upgraded code finds everything, each as its real class
    found = result(run([python, str(tmp_path / "check.py"), json.dumps(made)], game, env))
    assert found["objects"] == made["objects"]
    assert found["scripts"] == made["scripts"]
    assert found["sheets"] == {"fs3": 4, "muse": 4, "pbta": [1, 1, 1, 1], "mw": ["Might", "Zap"]}
    assert found["fighters"] == ["UpFs3", "UpMw"]
    assert found["scene"] == {"title": "Before the upgrade", "poses": 4}
    assert found["mail"] == [["Old news", "Written before the upgrade."]]
    assert found["wiki"] == "Kept across it."
