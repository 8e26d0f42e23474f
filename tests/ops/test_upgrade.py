"""./fourfold upgrade's work (ops/upgrade.py) on a throwaway git repository
standing in for the game's checkout, with the game's database in a file:
local changes, an unknown ref, a ref behind the current commit, a branch
without an upstream and a second upgrade at once are refused with nothing
changed; an upgrade moves the code and migrates; a failing migration, or a
failing install, is rolled back to the previous commit (and, once the
migration began, to the backup), saying so. Only pip and Evennia's launcher
are stood in for."""

import shutil
import sqlite3
import subprocess
import tempfile
from pathlib import Path
from unittest import mock

import pytest
from django.test import SimpleTestCase, override_settings
from evennia.utils.test_resources import EvenniaTest

from ops import upgrade
from ops.backups import store
from tests.helpers.live_db import sqlite_file


def git(root, *args):
    return subprocess.run(["git", "-c", "user.name=Test", "-c", "user.email=test@example.com",
                           *args], cwd=root, check=True, capture_output=True,
                          text=True).stdout.strip()


def make_repo(root: Path) -> dict:
    """main at the first commit; the branch ``next`` one commit ahead,
    changing game.py and requirements.txt. Returns both commits."""
    root.mkdir()
    git(root, "init", "-q", "-b", "main")
    (root / "game.py").write_text("VERSION = 1\n")
    (root / "requirements.txt").write_text("evennia==6.1.0\n")
    git(root, "add", ".")
    git(root, "commit", "-q", "-m", "one")
    first = git(root, "rev-parse", "HEAD")
    git(root, "checkout", "-q", "-b", "next")
    (root / "game.py").write_text("VERSION = 2\n")
    (root / "requirements.txt").write_text("evennia==6.1.0\nicepool\n")
    git(root, "commit", "-q", "-am", "two")
    second = git(root, "rev-parse", "HEAD")
    git(root, "checkout", "-q", "main")
    # the requirements the environment was last given: the first commit's
    stamp = upgrade.Upgrade(root)._requirements_sha()
    (root / ".venv").mkdir()
    (root / upgrade.STAMP).write_text(stamp + "\n")
    return {"first": first, "second": second}


@pytest.mark.sqlite_only  # the game's database is a SQLite file made from the test database
class UpgradeCase(EvenniaTest):
    def setUp(self):
        super().setUp()
        self._tmp = tempfile.TemporaryDirectory(prefix="fourfold-upgrade-")
        self.addCleanup(self._tmp.cleanup)
        self.dir = Path(self._tmp.name)
        self.root = self.dir / "game"
        self.commits = make_repo(self.root)
        self.live = sqlite_file(self.dir / "live.db3")
        for patch in (mock.patch("ops.backups.make.sqlite_path", return_value=str(self.live)),
                      override_settings(FOURFOLD_BACKUP_DIR=str(self.dir / "backups"))):
            patch.start() if hasattr(patch, "start") else patch.enable()
            self.addCleanup(patch.stop if hasattr(patch, "stop") else patch.disable)
        self.said = []
        self.launched = []  # Evennia launcher calls, in order
        self.pip_calls = 0

    def upgrade(self, ref="next", migrate=None, pip=None, running=False, portal=None):
        """Run the upgrade with pip and Evennia's launcher stood in for; with
        ``running``, as if the game ran (its stop and start recorded, the
        Portal's snapshot ``portal``, the same before and after)."""
        job = upgrade.Upgrade(self.root, ref, say=self.said.append, timeout=5)
        if running:
            state = {"up": True}
            self.enterContext(mock.patch.object(upgrade, "game_running",
                                                side_effect=lambda root: state["up"]))

            def stop_game():
                self.launched.append(("stop",))
                job.stopped, state["up"] = True, False
                self.notice = (self.root / upgrade.restart_notice.NOTICE).read_text()

            def start_game():
                self.launched.append(("start",))
                state["up"] = True

            job.stop_game, job.start_game = stop_game, start_game
            job.reload = lambda: self.launched.append(("reload",))
            job.snapshot = lambda: portal

        def evennia(*args):
            self.launched.append(args)
            if args[0] == "migrate" and migrate:
                migrate()

        def pip_install():
            self.pip_calls += 1
            if pip:
                pip()

        job.evennia = evennia
        job.pip_install = pip_install
        self.code = job.run()
        return self.code

    def head(self):
        return git(self.root, "rev-parse", "HEAD")

    def text(self):
        return "\n".join(self.said)

    def rows(self):
        with sqlite3.connect(self.live) as db:
            return db.execute("SELECT COUNT(*) FROM objects_objectdb").fetchone()[0]

    def assert_unchanged(self):
        self.assertEqual(self.head(), self.commits["first"])
        self.assertEqual((self.root / "game.py").read_text(), "VERSION = 1\n")
        self.assertEqual(self.launched, [])
        self.assertEqual(self.pip_calls, 0)
        self.assertEqual(store.backups(self.dir / "backups"), [])


class TestRefused(UpgradeCase):
    def test_local_changes_to_tracked_files_are_named_and_nothing_changes(self):
        (self.root / "game.py").write_text("VERSION = 'mine'\n")
        (self.root / "notes.txt").write_text("untracked: not a reason to refuse\n")
        self.assertEqual(self.upgrade(), upgrade.REFUSED)
        self.assertIn("local changes", self.text())
        self.assertIn("game.py", self.text())
        self.assertNotIn("notes.txt", self.text())
        self.assertIn("nothing was changed", self.text())
        self.assertEqual((self.root / "game.py").read_text(), "VERSION = 'mine'\n")
        git(self.root, "checkout", "game.py")
        self.assert_unchanged()

    def test_an_unknown_ref_is_refused(self):
        self.assertEqual(self.upgrade("no-such-branch"), upgrade.REFUSED)
        self.assertIn("no-such-branch: there is no such branch, tag or commit", self.text())
        self.assert_unchanged()

    def test_a_branch_without_an_upstream_needs_a_ref(self):
        self.assertEqual(self.upgrade(None), upgrade.REFUSED)
        self.assertIn("no upstream", self.text())
        self.assert_unchanged()

    def test_the_upstream_is_the_default_ref(self):
        git(self.root, "branch", "-q", "--set-upstream-to=next")
        self.assertEqual(self.upgrade(None), 0, self.text())
        self.assertEqual(self.head(), self.commits["second"])
        self.assertIn("this branch's upstream, next", self.text())

    def test_a_ref_behind_the_current_commit_is_refused(self):
        git(self.root, "reset", "-q", "--hard", self.commits["second"])
        self.assertEqual(self.upgrade(self.commits["first"]), upgrade.REFUSED)
        self.assertIn("only moves forward", self.text())
        self.assertEqual(self.head(), self.commits["second"])
        self.assertEqual(self.launched, [])

    def test_the_current_commit_is_nothing_to_do(self):
        self.assertEqual(self.upgrade("main"), 0)
        self.assertIn("nothing to upgrade", self.text())
        self.assert_unchanged()

    def test_a_second_upgrade_at_once_is_refused(self):
        held = upgrade.Upgrade(self.root, "next")._lock()
        self.addCleanup(held.close)
        self.assertEqual(self.upgrade(), upgrade.REFUSED)
        self.assertIn("another upgrade of this game is running", self.text())
        self.assert_unchanged()

    def test_a_failing_backup_is_refused(self):
        self.live.unlink()
        Path(f"{self.live}-wal").unlink(missing_ok=True)
        self.assertEqual(self.upgrade(), upgrade.REFUSED)
        self.assertIn("the pre-upgrade backup failed", self.text())
        self.assertEqual(self.head(), self.commits["first"])
        self.assertEqual(self.launched, [])


class TestUpgrade(UpgradeCase):
    def test_a_stopped_game_is_moved_installed_migrated_and_left_stopped(self):
        self.assertEqual(self.upgrade(), 0, self.text())
        self.assertEqual(self.head(), self.commits["second"])
        self.assertEqual(git(self.root, "symbolic-ref", "--short", "HEAD"), "main")
        self.assertEqual((self.root / "game.py").read_text(), "VERSION = 2\n")
        self.assertEqual(self.pip_calls, 1)  # requirements.txt changed
        self.assertEqual(self.launched, [("migrate", "--noinput")])
        kinds = [store.parse_name(p.name)[1] for p in store.backups(self.dir / "backups")]
        self.assertEqual(kinds, ["pre-upgrade"])
        self.assertIn("left stopped", self.text())

    def test_a_failed_migration_goes_back_to_the_commit_and_the_backup(self):
        before = self.rows()

        def half_migrate():  # a migration that changed the database, then failed
            with sqlite3.connect(self.live) as db:
                db.execute("DELETE FROM objects_objectdb")
            raise upgrade.StepFailed("evennia migrate failed: no such column")

        self.assertEqual(self.upgrade(migrate=half_migrate), upgrade.ROLLED_BACK)
        self.assertEqual(self.head(), self.commits["first"])
        self.assertEqual((self.root / "game.py").read_text(), "VERSION = 1\n")
        self.assertEqual(self.rows(), before)
        said = self.text()
        self.assertIn("the upgrade failed: evennia migrate failed: no such column", said)
        self.assertIn("the code is back at", said)
        self.assertIn("the previous requirements are installed again", said)
        self.assertIn("the database is back as it was before the upgrade", said)
        self.assertIn("the upgrade was rolled back", said)
        self.assertEqual(self.pip_calls, 2)  # the new requirements, then the old again
        aside = [p for p in self.dir.iterdir() if ".before-restore-" in p.name]
        self.assertEqual(len(aside), 1)  # the half-migrated database, kept

    def test_a_failed_install_goes_back_to_the_commit_and_keeps_the_database(self):
        calls = []

        def pip():
            calls.append(1)
            if len(calls) == 1:
                raise upgrade.StepFailed("pip could not install requirements.txt: no network")

        self.assertEqual(self.upgrade(pip=pip), upgrade.ROLLED_BACK)
        self.assertEqual(self.head(), self.commits["first"])
        self.assertEqual(self.launched, [])  # never migrated
        said = self.text()
        self.assertIn("pip could not install requirements.txt: no network", said)
        self.assertIn("the database was not changed", said)
        self.assertIn("the upgrade was rolled back", said)
        self.assertFalse([p for p in self.dir.iterdir() if ".before-restore-" in p.name])


class TestRunningGame(UpgradeCase):
    PORTAL = {"files": ["portal/protocols.py"], "settings": {"TELNET_PORTS": "[4000]"}}

    def keep_requirements(self):
        """The upgrade's commit leaves requirements.txt as it was."""
        git(self.root, "checkout", "-q", "next")
        git(self.root, "checkout", "-q", "main", "--", "requirements.txt")
        git(self.root, "-c", "user.name=T", "-c", "user.email=t@example.com",
            "commit", "-q", "-m", "same requirements")
        self.commits["second"] = self.head()
        git(self.root, "checkout", "-q", "main")

    def test_server_code_alone_reloads_the_running_game(self):
        self.keep_requirements()
        self.assertEqual(self.upgrade(running=True, portal=self.PORTAL), 0, self.text())
        self.assertEqual(self.launched, [("migrate", "--noinput"), ("reload",)])
        self.assertEqual(self.pip_calls, 0)
        self.assertIn("players stay connected", self.text())

    def test_new_requirements_restart_it_in_full_telling_the_players(self):
        self.assertEqual(self.upgrade(running=True, portal=self.PORTAL), 0, self.text())
        self.assertEqual(self.launched, [("migrate", "--noinput"), ("stop",), ("start",)])
        self.assertIn("a full restart is needed, as requirements.txt changed", self.text())
        self.assertEqual(self.notice.strip(), upgrade.restart_notice.UPGRADE)

    def test_a_failed_migration_stops_restores_and_starts_the_old_game(self):
        self.keep_requirements()
        before = self.rows()

        def half_migrate():
            with sqlite3.connect(self.live) as db:
                db.execute("DELETE FROM objects_objectdb")
            raise upgrade.StepFailed("evennia migrate failed: a table is missing")

        code = self.upgrade(migrate=half_migrate, running=True, portal=self.PORTAL)
        self.assertEqual(code, upgrade.ROLLED_BACK, self.text())
        self.assertEqual(self.launched, [("migrate", "--noinput"), ("stop",), ("start",)])
        self.assertEqual(self.notice.strip(), upgrade.restart_notice.ROLL_BACK)
        self.assertEqual(self.head(), self.commits["first"])
        self.assertEqual(self.rows(), before)
        self.assertIn("the game is running again on the previous code", self.text())

    def test_a_failed_reload_is_rolled_back_too(self):
        self.keep_requirements()

        def evennia(*args):
            self.launched.append(args)
            if args[0] == "reload":
                raise upgrade.StepFailed("the Server did not come back after the reload")

        job = upgrade.Upgrade(self.root, "next", say=self.said.append, timeout=5)
        self.enterContext(mock.patch.object(upgrade, "game_running", return_value=True))
        job.evennia, job.snapshot = evennia, lambda: self.PORTAL

        def stop_game():
            self.launched.append(("stop",))
            job.stopped = True

        job.stop_game, job.start_game = stop_game, lambda: self.launched.append(("start",))
        self.assertEqual(job.run(), upgrade.ROLLED_BACK, self.text())
        self.assertEqual(self.launched, [("migrate", "--noinput"), ("reload",), ("stop",),
                                         ("start",)])
        self.assertEqual(self.head(), self.commits["first"])
        self.assertIn("the Server did not come back after the reload", self.text())


class TestCommandLine(EvenniaTest):
    def test_more_than_one_ref_or_an_option_is_refused(self):
        with mock.patch("sys.stderr") as err:
            self.assertEqual(upgrade.main(["a", "b"]), upgrade.REFUSED)
            self.assertEqual(upgrade.main(["--force"]), upgrade.REFUSED)
        self.assertIn("usage: ./fourfold upgrade", "".join(c.args[0] for c in err.write.mock_calls))


class TestRestoreDuringAnUpgrade(SimpleTestCase):
    def test_a_restore_while_an_upgrade_runs_is_refused(self):
        repo = Path(__file__).resolve().parents[2]
        with tempfile.TemporaryDirectory(prefix="fourfold-lock-") as tmp:
            root = Path(tmp)
            shutil.copy(repo / "fourfold", root / "fourfold")
            shutil.copy(repo / "requirements.txt", root / "requirements.txt")
            (root / ".venv").symlink_to((repo / ".venv").resolve())
            (root / "server" / "conf").mkdir(parents=True)
            (root / "server" / "conf" / "secret_settings.py").write_text("SECRET_KEY = 'x'\n")
            held = upgrade.Upgrade(root)._lock()
            try:
                done = subprocess.run(["./fourfold", "restore", "latest"], cwd=root,
                                      capture_output=True, text=True, timeout=120)
            finally:
                held.close()
            self.assertEqual(done.returncode, 1, done.stdout + done.stderr)
            self.assertIn("an upgrade of this game is running", done.stderr)
            self.assertIn("nothing was restored", done.stderr)
