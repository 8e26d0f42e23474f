"""How long a module may grow, in one place.

A module past its folder's limit most likely holds more than one thing and
should be split by what it holds. The limits are lines of the whole file
(docstrings, comments and imports included, imports as ruff lays them out).
Only the folders listed are held to a limit; a module allowed past its
folder's limit is listed in EXEMPT with its own limit and the reason."""

from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

# Folder -> the most lines a Python module under it may have.
LIMITS = {
    "rules": 300,  # pure rules: small modules, each one part of a ruleset's rules
}

# Module -> (its own limit, why it may pass its folder's).
EXEMPT = {
    "rules/muse/encounter.py": (330, "one muse fight's steps (round, turn, actions, dying checks) read "
                                     "top to bottom in one module; its imports take 40 lines"),
}


def sizes():
    for folder in LIMITS:
        for path in sorted((REPO / folder).rglob("*.py")):
            yield path.relative_to(REPO).as_posix(), folder, len(path.read_text().splitlines())


def test_no_module_passes_its_limit():
    over = []
    for rel, folder, lines in sizes():
        limit = EXEMPT[rel][0] if rel in EXEMPT else LIMITS[folder]
        if lines > limit:
            over.append(f"{rel}: {lines} lines (limit {limit})")
    assert over == [], "split these by what they hold:\n" + "\n".join(over)


def test_every_exemption_is_needed_and_says_why():
    lines = {rel: n for rel, _, n in sizes()}
    for rel, (limit, reason) in EXEMPT.items():
        folder = rel.split("/")[0]
        assert rel in lines, f"{rel} is gone: drop its exemption"
        assert lines[rel] > LIMITS[folder], f"{rel} fits {LIMITS[folder]} lines: drop its exemption"
        assert limit > LIMITS[folder] and reason.strip()
