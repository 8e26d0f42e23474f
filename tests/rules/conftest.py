"""Make the repository root importable for the pure rules tests.

tests/ and tests/rules/ are plain directories (no __init__.py), so pytest puts
tests/rules itself on sys.path; the rules package lives at the repo root.
These tests need no Django settings and no database.
"""

import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))
