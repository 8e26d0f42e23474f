"""Settings for the test suite: fast password hashing, relaxed throttles.

Never used by the game itself.
"""

from server.conf.settings import *  # noqa: F401,F403

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
CREATION_THROTTLE_LIMIT = None
LOGIN_THROTTLE_LIMIT = None
FOURFOLD_DICE_SEED = None
TEST_ENVIRONMENT = True
# Tests roll often; the roll rate limit's own tests turn it on.
FOURFOLD_ROLL_RATE = None

# Keep test runs' channel and error logs out of the game's server/logs.
import tempfile as _tempfile  # noqa: E402

LOG_DIR = _tempfile.mkdtemp(prefix="fourfold-test-logs-")
SERVER_LOG_FILE = os.path.join(LOG_DIR, "server.log")  # noqa: F405
PORTAL_LOG_FILE = os.path.join(LOG_DIR, "portal.log")  # noqa: F405
HTTP_LOG_FILE = os.path.join(LOG_DIR, "http_requests.log")  # noqa: F405
LOCKWARNING_LOG_FILE = os.path.join(LOG_DIR, "lockwarnings.log")  # noqa: F405
# and their backups out of the game's server/backups (ops/backups/)
FOURFOLD_BACKUP_DIR = os.path.join(LOG_DIR, "backups")  # noqa: F405
