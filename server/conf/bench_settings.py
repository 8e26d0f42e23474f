"""Settings for the throwaway server bench/load.py starts: the end-to-end
test settings (fast password hashing, no creation or login throttles) plus
what a load test needs. Never used by the game itself.

FOURFOLD_TCP_NODELAY=0 in the environment turns TCP_NODELAY off, so the
benchmark can show the server with and without it.
"""

import os

from server.conf.e2e_settings import *  # noqa: F401,F403

FOURFOLD_TCP_NODELAY = os.environ.get("FOURFOLD_TCP_NODELAY", "1").strip().lower() not in (
    "0", "false", "no", "off")

# Hundreds of clients connect from 127.0.0.1 in a few seconds (the default
# lets 2 connections a second in). Command rates stay at Evennia's default.
MAX_CONNECTION_RATE = 100000
# Each simulated player rolls once a second, right at the game's roll rate
# limit (10 per 10 s); scheduling jitter must not turn a roll into a refusal.
FOURFOLD_ROLL_RATE = None
