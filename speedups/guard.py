"""The start-up check: a speed-up whose Evennia code changed is turned off.

speedups/fingerprints.py holds a hash of the source of each function and
class in speedups/watched.py as Evennia's (or Twisted's, autobahn's) own
files have it, and a hash of each whole file. Before the first speed-up is
put in place (at settings time, through speedups/hooks.py, and at
``at_server_init``), :func:`off` compares them with the installed files:

- a watched function whose source is not the stored one turns off each
  speed-up that copies, replaces or leans on it (``is_on`` says False, as if
  its own switch were False), and the others stay on;
- one that game code outside speedups/ leans on (named by its file: the
  channel history, the Portal's limits and connection queue) turns nothing
  off but is reported the same way: that code is the game's safety, and
  someone must read it against the new Evennia.

:func:`log` writes one warning per speed-up turned off and per file to
check, naming the functions (the Server's log from ``install_all``, the
Portal's from its services plugin). Only files are read (speedups/source.py),
never the live objects a speed-up may have replaced, so the check gives the
same answer with the speed-ups installed or not, and works before Django is
set up. A whole file whose hash is the stored one is not parsed: on the
verified Evennia the check costs a few milliseconds, once per process.

After checking a changed function against the speed-ups (and running their
tests), regenerate the fingerprints with

    ./fourfold python -m speedups.guard
"""

from __future__ import annotations

import pathlib
from functools import lru_cache

from speedups import source
from speedups.watched import WATCHED

FILE = pathlib.Path(__file__).with_name("fingerprints.py")
REGENERATE = "./fourfold python -m speedups.guard"


def owner_file(owner: str) -> str:
    """Where a watcher lives: game code is named by its file already."""
    return owner if owner.endswith(".py") else f"speedups/{owner}.py"


def is_game_code(owner: str) -> bool:
    """Game code outside speedups/ (reported, never turned off)."""
    return owner.endswith(".py")


def _stored() -> tuple[dict, dict]:
    from speedups.fingerprints import FILES, FINGERPRINTS

    return FINGERPRINTS, FILES


def compare(fingerprints: dict[str, str], files: dict[str, str]) -> dict[str, str]:
    """{watched name: what is wrong} for each one whose source is not the one
    ``fingerprints`` holds. A module whose whole file hashes as ``files``
    says is taken as unchanged without parsing it."""
    problems = {}
    by_file: dict[tuple[str, str], list[str]] = {}
    for name in WATCHED:
        try:
            module, path, _ = source.split(name)
        except source.NotFound as error:
            problems[name] = str(error)
            continue
        by_file.setdefault((module, path), []).append(name)
    for (module, path), names in by_file.items():
        try:
            if files.get(module) == source.file_hash(path):
                continue
        except (OSError, ValueError) as error:  # unreadable, not text
            problems.update(dict.fromkeys(names, f"{path} cannot be read: {error}"))
            continue
        for name in names:
            try:
                if source.fingerprint(name) != fingerprints.get(name):
                    problems[name] = "its source is not the one Fourfold was checked against"
            except source.NotFound as error:
                problems[name] = str(error)
    return problems


@lru_cache(maxsize=1)
def changed() -> dict[str, str]:
    """:func:`compare` on the installed files and the stored fingerprints,
    once per process (:func:`reset` forgets it). Should the check itself
    fail, every watched function counts as changed: the game starts on
    Evennia's own code rather than not at all."""
    try:
        return compare(*_stored())
    except Exception as error:  # noqa: BLE001 (settings time: never stop the start)
        return dict.fromkeys(WATCHED, f"the check could not run: {error!r}")
    finally:
        source.drop_trees()


@lru_cache(maxsize=1)
def off() -> frozenset[str]:
    """The speed-ups turned off because code they watch changed."""
    return frozenset(owner for name in changed() for owner in WATCHED[name]
                     if not is_game_code(owner))


def by_owner() -> dict[str, list[str]]:
    """{speed-up or game file: the changed functions it watches}."""
    found: dict[str, list[str]] = {}
    for name in changed():
        for owner in WATCHED[name]:
            found.setdefault(owner, []).append(name)
    return found


def report() -> list[str]:
    """One line per speed-up turned off and per game file to check."""
    lines = []
    for owner, names in sorted(by_owner().items()):
        what = "; ".join(f"{name} ({changed()[name]})" for name in names)
        if is_game_code(owner):
            lines.append(f"Fourfold's {owner} leans on Evennia code that changed: {what}. "
                         "Nothing was turned off: read it against the new code, then "
                         f"regenerate the fingerprints ({REGENERATE}).")
        else:
            lines.append(f"Fourfold's speed-up {owner} is off: Evennia's code it copies "
                         f"changed: {what}. Evennia's own code runs instead; check "
                         f"{owner_file(owner)} against it, then regenerate the "
                         f"fingerprints ({REGENERATE}).")
    return lines


def log() -> list[str]:
    """Write :func:`report` to the log as warnings; returns the lines."""
    lines = report()
    if lines:
        from evennia.utils import logger

        for line in lines:
            logger.log_warn(line)
    return lines


def reset() -> None:
    """Read the files again at the next question (tests)."""
    changed.cache_clear()
    off.cache_clear()
    source.reset()


def fingerprints_now() -> tuple[dict[str, str], dict[str, str]]:
    """The fingerprints of the installed files: {name: hash}, {module: hash}."""
    prints = {name: source.fingerprint(name) for name in WATCHED}
    files = {source.split(name)[0]: source.file_hash(source.split(name)[1]) for name in WATCHED}
    return prints, files


def render(prints: dict[str, str], files: dict[str, str], versions: str) -> str:
    """The text of speedups/fingerprints.py."""
    lines = ['"""Source hashes of the code in speedups/watched.py, read from the files of',
             f"{versions}.", "", f"Generated by speedups/guard.py ({REGENERATE}); do not edit.",
             '"""', "", "# watched function or class -> sha256 of its source, decorators included",
             "FINGERPRINTS = {"]
    lines += [f'    "{name}":\n        "{digest}",' for name, digest in sorted(prints.items())]
    lines += ["}", "", "# module -> sha256 of its whole file (equal: nothing in it needs parsing)",
              "FILES = {"]
    lines += [f'    "{name}":\n        "{digest}",' for name, digest in sorted(files.items())]
    return "\n".join(lines + ["}", ""])


def installed_versions() -> str:
    """"Evennia 6.1.0, Twisted 24.11.0, autobahn 20.12.3" (what is installed)."""
    from importlib.metadata import PackageNotFoundError, version

    found = []
    for label, dist in (("Evennia", "evennia"), ("Twisted", "twisted"), ("autobahn", "autobahn")):
        try:
            found.append(f"{label} {version(dist)}")
        except PackageNotFoundError:
            found.append(f"{label} (version unknown)")
    return ", ".join(found)


def regenerate(path: pathlib.Path = FILE) -> str:
    """Write the installed files' fingerprints to ``path``; returns the text."""
    source.reset()
    text = render(*fingerprints_now(), installed_versions())
    path.write_text(text)
    reset()
    return text


if __name__ == "__main__":
    regenerate()
    print(f"Wrote {FILE} ({installed_versions()}).")
