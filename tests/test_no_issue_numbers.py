"""Code and tests say what they do and why, never which issue asked for
it: no Python file names an issue by its number ("issue 18", "Issues 3
and 4", "issue #7"), in a comment, a docstring or a name (``Issue18``).
History belongs in commit messages and bench/RESULTS.md.

The one exception is the check that looks for such names in comments
(tests/tree/test_no_template_prose.py), whose examples must hold one."""

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SKIP_DIRS = {".venv", ".git", "node_modules", ".pytest_cache", "__pycache__", "vendor"}
ISSUE = re.compile(r"\bissues? #?[0-9]+|issue_?[0-9]+", re.I)
# The modules whose examples of what is refused must hold an issue number.
CHECKS = {Path(__file__).resolve(), REPO / "tests/tree/test_no_template_prose.py"}


def python_files():
    for path in REPO.rglob("*.py"):
        if not SKIP_DIRS.intersection(path.relative_to(REPO).parts) and path not in CHECKS:
            yield path


def test_no_python_file_names_an_issue():
    found = [f"{path.relative_to(REPO)}:{n}: {m.group()}"
             for path in python_files()
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             for m in ISSUE.finditer(line)]
    assert found == [], "name what the code does, not the issue:\n" + "\n".join(found)


def test_the_check_sees_an_issue_number():
    for text in ("# issue 18: KO", '"""Issue 29: think', "(issues 27 and 28)", "issue #7",
                 "class Fs3Issue18Test:", "test_issue_40"):
        assert ISSUE.search(text), text
    for text in ("an issue with the lock", "issues: none", "reissue 3 keys"):
        assert not ISSUE.search(text), text
