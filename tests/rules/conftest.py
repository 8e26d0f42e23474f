"""The pure rules tests (tests/rules/) need no Django settings, no database
and no Evennia: nothing here asks for the ``evennia_ready`` fixture, and
tests/rules/test_purity.py checks that rules/ imports none of them.

The repository root is importable through pytest.ini's ``pythonpath = .``
(tests/ and tests/rules/ are packages); the line below only keeps a single
file runnable by plain ``python -m pytest tests/rules/test_x.py`` from
another directory.
"""

import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))
