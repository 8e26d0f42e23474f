"""Settings for a throwaway server started by end-to-end tests and
benchmarks: fast password hashing and no account-creation throttles.

Never used by the game itself. Ports and the database come from the
environment (see settings.py).
"""

from server.conf.settings import *  # noqa: F401,F403

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
CREATION_THROTTLE_LIMIT = None
LOGIN_THROTTLE_LIMIT = None
