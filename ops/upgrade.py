"""``./fourfold upgrade [<git ref>]``: move the game to newer code.

In order, stopping at the first thing that is wrong:

1. refuse, changing nothing, when tracked files have local changes (named),
   when another upgrade runs, when the ref cannot be found after a fetch, or
   when it is not ahead of the current commit (going back to older code
   would leave the database newer than the code: restore a backup for
   that). With no ref, the current branch's upstream (``@{u}``) is used; a
   branch without one is refused with a line saying to name the ref;
2. make a ``pre-upgrade`` backup (ops/backups/run.py) and refuse when it
   fails its check;
3. move the checkout to the ref (``git reset --keep``: the branch, or a
   detached HEAD, now points at it);
4. install ``requirements.txt`` when it differs from what the virtual
   environment was last given (the stamp ``./fourfold`` keeps);
5. migrate the database (``evennia migrate``, with the new code);
6. a running game is reloaded, or restarted in full when the upgrade
   touches what the Portal runs (the rule is in ops/upgrade_restart.py):
   a reload keeps every telnet and web client connected, a full restart
   tells the players first (ops/restart_notice.py) and disconnects them.
   A game that was not running is left stopped, and the command says so.

When a step from 3 on fails, the upgrade is undone and says so: the
checkout goes back to the previous commit, the requirements of that commit
are installed again when they had changed, and, when the migration had
begun, the game is stopped (players told why), the pre-upgrade backup is
restored (the live database is kept aside by ops/backups/restore.py) and
a game that was running is started again on the old code. A failure
before the migration leaves the database and a running game untouched. What players did between the
backup and the failure is in the database kept aside, not in the game.

The upgrade holds a lock (``server/logs/fourfold-upgrade.lock``) from
start to end: a second upgrade, and ``./fourfold restore``, are refused
while it runs.

Exit status: 0 upgraded (or nothing to do), 1 refused with nothing
changed, 2 failed and rolled back, 3 failed and the roll-back failed too
(the message says what is left to do by hand).
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import subprocess
import sys
import time
from pathlib import Path

from ops import restart_notice, upgrade_restart

ROOT = Path(__file__).resolve().parents[1]
LOCK = "server/logs/fourfold-upgrade.lock"
STAMP = ".venv/.requirements.sha"  # what ./fourfold's ensure_venv writes

REFUSED, ROLLED_BACK, STUCK = 1, 2, 3


class Refused(Exception):
    """Nothing was changed; the message says why."""


class StepFailed(Exception):
    """A step after the backup failed; the message says which and why."""


def git(root, *args) -> str:
    """Run git in ``root``; its output, or Refused with git's own words."""
    done = subprocess.run(["git", *args], cwd=root, capture_output=True, text=True)
    if done.returncode != 0:
        raise Refused(f"git {' '.join(args)} failed: {(done.stderr or done.stdout).strip()}")
    return done.stdout.strip()


def local_changes(root) -> list[str]:
    """Tracked files that differ from the commit (staged or not)."""
    git(root, "rev-parse", "--git-dir")  # not a git checkout: refused with git's words
    done = subprocess.run(["git", "status", "--porcelain=v1", "-z", "--untracked-files=no"],
                          cwd=root, capture_output=True, text=True)
    entries = done.stdout.split("\0")
    found, skip = [], False
    for entry in entries:
        if skip or not entry:  # a rename's second name is its old one
            skip = False
            continue
        found.append(entry[3:])
        skip = entry[0] in "RC"
    return found


def upstream(root) -> str:
    done = subprocess.run(["git", "rev-parse", "--abbrev-ref", "--symbolic-full-name", "@{u}"],
                          cwd=root, capture_output=True, text=True)
    if done.returncode != 0:
        raise Refused("this checkout's branch has no upstream to upgrade to: name the ref, "
                      "e.g. ./fourfold upgrade origin/main")
    return done.stdout.strip()


def fetch(root) -> str:
    """Fetch every remote (none: nothing to fetch); what was done."""
    remotes = git(root, "remote").split()
    if not remotes:
        return "no git remote to fetch from: using the refs already here"
    git(root, "fetch", "--quiet", "--all", "--tags")
    return f"fetched {', '.join(remotes)}"


def resolve(root, ref: str) -> str:
    done = subprocess.run(["git", "rev-parse", "--verify", "--quiet", f"{ref}^{{commit}}"],
                          cwd=root, capture_output=True, text=True)
    if done.returncode != 0 or not done.stdout.strip():
        raise Refused(f"{ref}: there is no such branch, tag or commit here (after the fetch)")
    return done.stdout.strip()


def short(commit: str) -> str:
    return commit[:10]


def live_pid(root, name: str) -> int | None:
    """The pid of this game's Portal or Server when it runs (as ./fourfold's
    live_pid: the pid file, a live process, and one that is Evennia's)."""
    try:
        pid = int("".join(c for c in (Path(root) / "server" / f"{name}.pid").read_text()
                          if c.isdigit()))
        os.kill(pid, 0)
    except (OSError, ValueError):
        return None
    try:
        if b"evennia" not in Path(f"/proc/{pid}/cmdline").read_bytes():
            return None
    except OSError:
        pass
    return pid


def game_running(root) -> bool:
    return live_pid(root, "portal") is not None or live_pid(root, "server") is not None


class Upgrade:
    """One upgrade of the game in ``root`` to ``ref``. The steps that reach
    outside (pip, Evennia's launcher, ./fourfold start) are methods of
    their own, each raising StepFailed."""

    def __init__(self, root=ROOT, ref: str | None = None, say=None, timeout: float = 180):
        self.root = Path(root)
        self.ref = ref
        self.say = say or (lambda line: print(f"[fourfold] {line}", flush=True))
        self.timeout = timeout
        self.old = self.new = None
        self.backup_file = None
        self.moved = self.installed = self.migrating = False
        self.was_running = False
        self.stopped = False  # the game was stopped by this upgrade

    # -- the whole of it ------------------------------------------------

    def run(self) -> int:
        try:
            lock = self._lock()
        except Refused as err:
            self.say(f"ERROR: upgrade refused: {err}")
            return REFUSED
        with lock:
            try:
                if not self.check():
                    return 0
                self.backup()
            except Refused as err:
                self.say(f"ERROR: upgrade refused: {err}; nothing was changed")
                return REFUSED
            try:
                self.move()
                self.install()
                self.migrate()
                self.go_live()
            except (StepFailed, Refused) as err:
                self.say(f"ERROR: the upgrade failed: {err}")
                return self.roll_back()
            self.say(f"upgraded from {short(self.old)} to {short(self.new)} ({self.ref})")
            return 0

    def _lock(self):
        path = self.root / LOCK
        path.parent.mkdir(parents=True, exist_ok=True)
        handle = open(path, "w")  # noqa: SIM115 - held for the whole upgrade
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as err:
            handle.close()
            raise Refused("another upgrade of this game is running") from err
        return handle

    # -- before anything changes ---------------------------------------

    def check(self) -> bool:
        """Refuse, or return False when there is nothing to do."""
        changed = local_changes(self.root)
        if changed:
            raise Refused("tracked files have local changes (commit or stash them first): "
                          + ", ".join(changed))
        if self.ref is None:
            self.ref = upstream(self.root)
            self.say(f"upgrading to this branch's upstream, {self.ref}")
        self.say(fetch(self.root))
        self.old = git(self.root, "rev-parse", "HEAD")
        self.new = resolve(self.root, self.ref)
        if self.new == self.old:
            self.say(f"already at {self.ref} ({short(self.new)}): nothing to upgrade")
            return False
        ahead = subprocess.run(["git", "merge-base", "--is-ancestor", self.old, self.new],
                               cwd=self.root, capture_output=True)
        if ahead.returncode != 0:
            raise Refused(f"{self.ref} ({short(self.new)}) does not contain the current commit "
                          f"{short(self.old)}: an upgrade only moves forward (to go back, "
                          "restore a backup made by the older code)")
        self.was_running = game_running(self.root)
        return True

    def backup(self) -> None:
        from ops.backups import run

        verdict = run.backup("pre-upgrade", prune=False)
        if not verdict["ok"]:
            raise Refused(f"the pre-upgrade backup failed: {verdict['reason']}")
        self.backup_file = verdict["file"]
        self.say(f"backed up first: {self.backup_file}")
        # what the roll-back needs is loaded now, while the old code is on disk
        from ops.backups import restore  # noqa: F401

    # -- the steps ------------------------------------------------------

    def move(self) -> None:
        if self.was_running:
            self.portal_before = self.snapshot()
        self.moved = True  # even a half-done reset is undone by going back
        try:
            git(self.root, "reset", "--quiet", "--keep", self.new)
        except Refused as err:
            raise StepFailed(f"could not move the checkout to {self.ref}: {err}") from err
        self.say(f"the code is now at {short(self.new)} ({self.ref})")

    def requirements_changed(self) -> bool:
        return self._requirements_sha() != self._stamp()

    def install(self) -> None:
        if not self.requirements_changed():
            self.say("requirements.txt is unchanged: nothing to install")
            return
        self.say("installing requirements.txt")
        self.installed = True
        self.pip_install()

    def pip_install(self) -> None:
        done = subprocess.run([self.python(), "-m", "pip", "install", "-q", "-r",
                               "requirements.txt"], cwd=self.root, capture_output=True, text=True)
        if done.returncode != 0:
            raise StepFailed(f"pip could not install requirements.txt: {_tail(done)}")
        self._write_stamp()

    def migrate(self) -> None:
        self.say("migrating the database")
        self.migrating = True
        self.evennia("migrate", "--noinput")

    def go_live(self) -> None:
        if not self.was_running:
            self.say("the game was not running: it is left stopped (./fourfold start starts it)")
            return
        why = upgrade_restart.restart_reasons(
            self.root, self.old, self.new, self.installed, self.portal_before, self.snapshot())
        if not why:
            self.say("reloading the game (players stay connected)")
            self.reload()
            self.say("the game is reloaded on the new code")
            return
        self.say("a full restart is needed, as " + "; ".join(why))
        restart_notice.write(self.root, restart_notice.UPGRADE)
        self.stop_game()
        self.start_game()
        self.say("the game is restarted on the new code: players were told and disconnected")

    # -- the game's processes -------------------------------------------

    def snapshot(self) -> dict:
        try:
            return upgrade_restart.snapshot(self.root, self.python())
        except upgrade_restart.SnapshotFailed as err:
            raise StepFailed(str(err)) from err

    def python(self) -> str:
        return sys.executable

    def evennia(self, *args) -> None:
        launcher = str(Path(self.python()).parent / "evennia")
        done = subprocess.run([launcher, *args], cwd=self.root, capture_output=True, text=True,
                              stdin=subprocess.DEVNULL)
        if done.returncode != 0:
            raise StepFailed(f"evennia {args[0]} failed: {_tail(done)}")

    def reload(self) -> None:
        server = live_pid(self.root, "server")
        self.evennia("reload")
        self._wait(lambda: live_pid(self.root, "server") not in (None, server),
                   "the Server did not come back after the reload")

    def stop_game(self) -> None:
        self.stopped = True
        self.evennia("stop")
        self._wait(lambda: not game_running(self.root), "the game did not stop")

    def start_game(self) -> None:
        with open(self.root / "server" / "logs" / "fourfold-upgrade-start.out", "w") as out:
            done = subprocess.run(["./fourfold", "start"], cwd=self.root, stdout=out,
                                  stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        if done.returncode != 0 or live_pid(self.root, "server") is None:
            raise StepFailed("the game did not start (server/logs/fourfold-upgrade-start.out)")

    def _wait(self, done, message: str) -> None:
        deadline = time.monotonic() + self.timeout
        while time.monotonic() < deadline:
            if done():
                return
            time.sleep(0.2)
        raise StepFailed(message)

    # -- undoing it -----------------------------------------------------

    def roll_back(self) -> int:
        """Put the old code, requirements and database back; say what was done."""
        left = []
        if self.was_running and self.migrating and game_running(self.root):
            restart_notice.write(self.root, restart_notice.ROLL_BACK)
            try:
                self.stop_game()
                self.say("the game is stopped for the roll-back")
            except StepFailed as err:
                left.append(f"stop the game ({err})")
        if self.moved:
            try:
                git(self.root, "reset", "--quiet", "--hard", self.old)
                self.say(f"the code is back at {short(self.old)}")
            except Refused as err:
                left.append(f"put the code back with git reset --hard {self.old} ({err})")
        if self.installed:
            try:
                self.pip_install()
                self.say("the previous requirements are installed again")
            except StepFailed as err:
                left.append(f"install requirements.txt again ({err})")
        if self.migrating and not left:
            left += self._restore()
        elif not self.migrating:
            self.say(f"the database was not changed (the backup stays: {self.backup_file})")
        if self.was_running and not left and (self.stopped or not game_running(self.root)):
            try:
                self.start_game()
                self.say("the game is running again on the previous code")
            except StepFailed as err:
                left.append(f"start the game ({err})")
        if left:
            self.say("ERROR: the roll-back is not complete; still to do by hand: " + "; ".join(left))
            return STUCK
        self.say(f"the upgrade was rolled back: the game is as it was at {short(self.old)}")
        return ROLLED_BACK

    def _restore(self) -> list[str]:
        from ops.backups import restore

        try:
            for line in restore.restore(Path(self.backup_file), force=True):
                self.say(line)
        except (restore.Refused, OSError) as err:
            return [f"./fourfold restore {self.backup_file} ({err})"]
        self.say(f"the database is back as it was before the upgrade ({self.backup_file})")
        return []

    # -- the requirements stamp -----------------------------------------

    def _requirements_sha(self) -> str:
        return hashlib.sha256((self.root / "requirements.txt").read_bytes()).hexdigest()

    def _stamp(self) -> str | None:
        try:
            return (self.root / STAMP).read_text().strip()
        except OSError:
            return None

    def _write_stamp(self) -> None:
        try:
            (self.root / STAMP).write_text(self._requirements_sha() + "\n")
        except OSError:
            pass  # no .venv of ours: ./fourfold checks the requirements again next time


def _tail(done) -> str:
    text = ((done.stderr or "") + (done.stdout or "")).strip().splitlines()
    return " / ".join(text[-3:]) or f"exit status {done.returncode}"


def main(argv=None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if len(argv) > 1 or (argv and argv[0].startswith("-")):
        print("usage: ./fourfold upgrade [<git ref>]", file=sys.stderr)
        return REFUSED
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "server.conf.settings")
    sys.path.insert(0, str(ROOT))
    import django

    django.setup()
    return Upgrade(ROOT, argv[0] if argv else None).run()


if __name__ == "__main__":
    sys.exit(main())
