"""Proof that a long scene log is read a page at a time, whatever the
machine's speed (the time it takes is bench/scene_pages.py's): every query
the code sends for scene entries either counts them or has a LIMIT, and
there are few of them."""

from __future__ import annotations

import re
from contextlib import contextmanager

from django.db import connection
from django.test.utils import CaptureQueriesContext

ENTRIES = "scenes_sceneentry"
_COUNT = re.compile(r"^\s*SELECT\s+COUNT\(", re.I)


@contextmanager
def reads_a_page_at_a_time(test, most_queries: int = 25):
    """Within the block: no query reads all the entries of a scene."""
    with CaptureQueriesContext(connection) as seen:
        yield seen
    entry_reads = [q["sql"] for q in seen.captured_queries if ENTRIES in q["sql"]]
    whole = [sql for sql in entry_reads if not _COUNT.match(sql) and " LIMIT " not in sql.upper()]
    test.assertEqual(whole, [], "a query read a scene's entries without a LIMIT")
    test.assertLessEqual(len(seen.captured_queries), most_queries,
                         "\n".join(q["sql"] for q in seen.captured_queries))
