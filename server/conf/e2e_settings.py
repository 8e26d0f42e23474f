"""Settings for a throwaway server started by end-to-end tests and
benchmarks: fast password hashing and no account-creation throttles
(the connection rate is the game's).

Never used by the game itself. Ports and the database come from the
environment (see settings.py).
"""

import os

from server.conf.settings import *  # noqa: F401,F403

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
CREATION_THROTTLE_LIMIT = None
LOGIN_THROTTLE_LIMIT = None
# MAX_CONNECTION_RATE is the game's own: a queued client's lines are kept
# (portal/early_input.py), and tests/e2e/test_portal_connections.py needs
# the real queue.

# The Discord bridge, for tests/e2e/test_discord_bridge.py only: that test
# sets FOURFOLD_E2E_DISCORD to its local stand-in's API address
# (tests/helpers/discord_standin.py). Every other e2e server has Discord off.
if os.environ.get("FOURFOLD_E2E_DISCORD"):
    DISCORD_ENABLED = True
    DISCORD_BOT_TOKEN = "e2e-stand-in-token"
    FOURFOLD_DISCORD_API_URL = os.environ["FOURFOLD_E2E_DISCORD"]
    FOURFOLD_DISCORD_LINKS = [("Public", os.environ.get("FOURFOLD_E2E_DISCORD_CHANNEL", "100"))]
