"""Settings for the test suite: fast password hashing, relaxed throttles.

Never used by the game itself.
"""

from server.conf.settings import *  # noqa: F401,F403

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
CREATION_THROTTLE_LIMIT = None
LOGIN_THROTTLE_LIMIT = None
FOURFOLD_DICE_SEED = None
TEST_ENVIRONMENT = True
