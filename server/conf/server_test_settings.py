"""Settings for a throwaway server started by end-to-end tests and
benchmarks: fast password hashing and no account-creation throttles.

Never used by the game itself. Ports and the database come from the
environment (see settings.py).
"""

from server.conf.settings import *  # noqa: F401,F403

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
CREATION_THROTTLE_LIMIT = None
LOGIN_THROTTLE_LIMIT = None
# The e2e tests share one server and open connections back to back; Evennia's
# DoS guard (2 new connections a second) would queue them, and a queued
# client's first line is lost.
MAX_CONNECTION_RATE = 1000
