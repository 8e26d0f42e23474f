"""Time one channel line's session lookups with 300 players online: for
each listening account Evennia asks twice which sessions it has (is it
online, then where to send). Prints microseconds per line with Evennia's
walk over every session and with Fourfold's index
(speedups/session_handler.py), and the ratio.

Run: .venv/bin/python bench/account_sessions.py [players]. Not a test.
"""

from __future__ import annotations

import sys
import time
import types
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> None:
    import os

    import django

    os.chdir(Path(__file__).resolve().parents[1])
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "server.conf.unit_test_settings")
    django.setup()
    from evennia.server.sessionhandler import ServerSessionHandler

    from speedups.serversession import ServerSession
    from speedups.session_handler import FourfoldSessionHandler

    players = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    accounts = [types.SimpleNamespace(uid=n) for n in range(1, players + 1)]
    results = {}
    for name, cls in (("Evennia's walk", ServerSessionHandler), ("Fourfold's index", FourfoldSessionHandler)):
        handler = cls()
        for account in accounts:
            session = ServerSession()
            session.sessid, session.uid, session.logged_in = account.uid, account.uid, True
            handler[account.uid] = session
        lines = 20
        start = time.perf_counter()
        for _ in range(lines):
            for account in accounts:
                handler.sessions_from_account(account)  # is it online
                handler.sessions_from_account(account)  # its sessions to send to
        results[name] = (time.perf_counter() - start) / lines * 1e6
        print(f"{name:18} {players} listeners: {results[name]:10.0f} us a channel line")
    walk, index = results["Evennia's walk"], results["Fourfold's index"]
    print(f"ratio (index / walk): {index / walk:.4f}")


if __name__ == "__main__":
    main()
