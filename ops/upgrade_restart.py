"""Whether an upgrade can reload the game or needs a full restart.

A reload (``evennia reload``) starts a new Server process on the new code
while the Portal, which holds every telnet and web client connection, stays
up: nobody is disconnected. But the Portal itself keeps running the code
and the settings it started with. So the rule is:

- reload, unless one of these changed between the old and the new commit;
- a full restart (the players are told first, then disconnected) when
  1. ``requirements.txt`` changed: Evennia, Twisted or another package the
     Portal has loaded may be a new version;
  2. a file of this game the Portal runs changed: the modules its services
     plugin (``server/conf/portal_services_plugins.py``) imports and the
     protocol and session classes the settings name, with everything they
     import from this game, and every module of ``portal/`` and
     ``speedups/`` loaded at all (the Django apps every process loads
     with the settings, such as a feature's models, do not count: the
     Portal never uses them);
  3. the value of a setting the Portal reads changed: the ports and
     interfaces (``TELNET_PORTS``, ``WEBSERVER_PORTS``,
     ``WEBSOCKET_CLIENT_PORT``, ``AMP_PORT``...), the protocol classes, and
     every ``FOURFOLD_*`` setting the Portal's own modules read.

Which files and settings those are is not kept in a list that could go
stale: :func:`snapshot` asks the code itself, in a separate Python of the
checkout (before the move, then after it). It loads the settings and the
modules the Portal loads beyond Django's set-up, and reads the names of
the settings found in Evennia's Portal sources and in those modules.
Files and settings found on either side count.
"""

from __future__ import annotations

import json
import subprocess

# Run with ``python -c`` in the checkout: prints one JSON line after MARK.
MARK = "FOURFOLD-PORTAL-SNAPSHOT "
SNAPSHOT = r'''
import glob, importlib, json, os, re, sys
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "server.conf.settings")
root = os.getcwd()
sys.path.insert(0, root)
import django
django.setup()
from django.conf import settings
import evennia
setup = {id(m) for m in list(sys.modules.values())}  # the apps and settings: Server code
ALWAYS = ("portal.", "speedups.")  # Portal code even when the settings load it first
portal_dir = os.path.join(os.path.dirname(evennia.__file__), "server", "portal")
NAME = re.compile(r"settings\.([A-Z][A-Z0-9_]+)|[\"'](FOURFOLD_[A-Z0-9_]+)[\"']")
def names(path):
    with open(path, encoding="utf-8") as f:
        return {a or b for a, b in NAME.findall(f.read())}
def ours(module):
    path = getattr(module, "__file__", None) or ""
    path = os.path.realpath(path)
    inside = path.startswith(os.path.realpath(root) + os.sep)
    return inside and os.sep + ".venv" + os.sep not in path[len(root):]
read = set()
for path in glob.glob(os.path.join(portal_dir, "*.py")):
    read |= names(path)
loaded = set()
for _ in range(3):  # the modules found name more settings, which name classes
    for name in sorted(read):
        value = getattr(settings, name, None)
        paths = value if isinstance(value, (list, tuple)) else [value]
        if not (name.endswith(("_CLASS", "_CLASSES", "_MODULES", "_MODULE"))):
            continue
        for dotted in paths:
            if not isinstance(dotted, str) or "." not in dotted:
                continue
            try:
                importlib.import_module(dotted)
            except Exception:
                try:
                    importlib.import_module(dotted.rsplit(".", 1)[0])
                except Exception:
                    pass
    files = {os.path.relpath(os.path.realpath(m.__file__), os.path.realpath(root))
             for m in list(sys.modules.values())
             if ours(m) and (id(m) not in setup or m.__name__.startswith(ALWAYS))}
    for f in files - loaded:
        read |= names(os.path.join(root, f))
    loaded |= files
# the declared settings' defaults are compared by value below, not as a file
portal_files = sorted((loaded - {"core/game_settings.py"})
                      | {"server/conf/portal_services_plugins.py"})
try:
    from core.game_settings import setting
except ImportError:
    setting = None
def value(name):
    try:
        return setting(name)
    except Exception:
        return getattr(settings, name, None)
at = re.compile(r" at 0x[0-9a-f]+")
values = {n: at.sub("", repr(value(n))) for n in sorted(read)}
print("FOURFOLD-PORTAL-SNAPSHOT " + json.dumps({"files": portal_files, "settings": values}))
'''


class SnapshotFailed(Exception):
    """The checkout's code could not be loaded to ask it."""


def snapshot(root, python: str) -> dict:
    """{"files": the game's files the Portal loads, "settings": {name: repr}}
    of the code now in ``root``."""
    done = subprocess.run([python, "-c", SNAPSHOT], cwd=root, capture_output=True, text=True,
                          stdin=subprocess.DEVNULL)
    for line in done.stdout.splitlines():
        if line.startswith(MARK):
            return json.loads(line[len(MARK):])
    tail = " / ".join((done.stderr or done.stdout).strip().splitlines()[-3:])
    raise SnapshotFailed(f"could not load the settings of the code in {root}: {tail}")


def changed_files(root, old: str, new: str) -> list[str]:
    done = subprocess.run(["git", "diff", "--name-only", old, new], cwd=root,
                          capture_output=True, text=True, check=True)
    return [line for line in done.stdout.splitlines() if line]


def restart_reasons(root, old: str, new: str, requirements_changed: bool, before: dict,
                    after: dict) -> list[str]:
    """Why a reload is not enough (empty: a reload is)."""
    return decide(changed_files(root, old, new), requirements_changed, before, after)


def decide(changed: list[str], requirements_changed: bool, before: dict, after: dict) -> list[str]:
    why = []
    if requirements_changed or "requirements.txt" in changed:
        why.append("requirements.txt changed (the Portal runs the installed packages)")
    portal = set(before["files"]) | set(after["files"])
    touched = sorted(f for f in changed if f in portal)
    if touched:
        why.append("code the Portal runs changed: " + _some(touched))
    names = set(before["settings"]) | set(after["settings"])
    differ = sorted(n for n in names
                    if before["settings"].get(n) != after["settings"].get(n))
    if differ:
        why.append("settings the Portal reads changed: " + _some(differ))
    return why


def _some(items: list[str], most: int = 6) -> str:
    more = len(items) - most
    return ", ".join(items[:most]) + (f" and {more} more" if more > 0 else "")

