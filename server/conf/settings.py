r"""
Fourfold's settings. Evennia's defaults are in evennia/settings_default.py;
only what Fourfold changes is here. Secrets and per-machine overrides go in
server/conf/secret_settings.py (git-ignored; ``./fourfold setup`` creates it).

Ports, interfaces and the database can be set from the environment, so one
checkout can run a game and a test server side by side:

    FOURFOLD_TELNET_PORT (4000)   FOURFOLD_WEB_PORT (4001)
    FOURFOLD_WEB_INTERNAL_PORT (the web port + 4: the Portal to the Server)
    FOURFOLD_WEBSOCKET_PORT (4002) FOURFOLD_AMP_PORT (4006)
    FOURFOLD_INTERFACE (0.0.0.0)  FOURFOLD_DB_PATH (server/evennia.db3)
    FOURFOLD_DB_ENGINE=postgresql with FOURFOLD_DB_NAME, FOURFOLD_DB_USER,
    FOURFOLD_DB_PASSWORD, FOURFOLD_DB_HOST, FOURFOLD_DB_PORT
"""

import os

from evennia.settings_default import *  # noqa: F401,F403

SERVERNAME = "Fourfold"
GAME_SLOGAN = "Four rule systems, one table"


def _env_int(name, default):
    return int(os.environ.get(name, default))


_IFACE = os.environ.get("FOURFOLD_INTERFACE", "0.0.0.0")
TELNET_PORTS = [_env_int("FOURFOLD_TELNET_PORT", 4000)]
TELNET_INTERFACES = [_IFACE]
_WEB = _env_int("FOURFOLD_WEB_PORT", 4001)
WEBSERVER_PORTS = [(_WEB, _env_int("FOURFOLD_WEB_INTERNAL_PORT", _WEB + 4))]
WEBSERVER_INTERFACES = [_IFACE]
WEBSOCKET_CLIENT_PORT = _env_int("FOURFOLD_WEBSOCKET_PORT", 4002)
WEBSOCKET_CLIENT_INTERFACE = _IFACE
AMP_PORT = _env_int("FOURFOLD_AMP_PORT", 4006)
# Listen on 127.0.0.1 only, whatever the interfaces above (or
# secret_settings.py) say: Evennia's LOCKDOWN_MODE, set at the end of this
# file. ./fourfold start turns it on while an admin account still has the
# published password (server/first_admin.py); FOURFOLD_LOOPBACK_ONLY=1 keeps
# any game private to this machine.
FOURFOLD_LOOPBACK_ONLY = os.environ.get("FOURFOLD_LOOPBACK_ONLY", "") == "1"
SSL_ENABLED = False
SSH_ENABLED = False

if os.environ.get("FOURFOLD_DB_ENGINE", "sqlite").lower() in ("postgres", "postgresql"):
    DATABASES = {
        "default": {
            "ENGINE": "django.db.backends.postgresql",
            "NAME": os.environ.get("FOURFOLD_DB_NAME", "fourfold"),
            "USER": os.environ.get("FOURFOLD_DB_USER", "fourfold"),
            "PASSWORD": os.environ.get("FOURFOLD_DB_PASSWORD", ""),
            "HOST": os.environ.get("FOURFOLD_DB_HOST", "127.0.0.1"),
            "PORT": os.environ.get("FOURFOLD_DB_PORT", "5432"),
        }
    }
else:
    if os.environ.get("FOURFOLD_DB_PATH"):
        DATABASES["default"]["NAME"] = os.environ["FOURFOLD_DB_PATH"]  # noqa: F405
    # SQLite keeps a write-ahead log (WAL) instead of its default rollback
    # journal: a commit is one append and one forced disk write instead of
    # several (about 1 ms a commit here, which the Server waits for), and
    # reading never waits for a writer. A 50-fighter combat turn, which
    # commits many small writes: median 57-69 ms in five runs, against
    # 59-98 ms in three with the rollback journal (bench/RESULTS.md).
    # synchronous=NORMAL (the default since every pose and roll is committed
    # before it is shown): a commit is an append to the write-ahead log with
    # no wait for the disk, and still survives the Server being killed or
    # crashing; only a power cut or OS crash can undo the last commits, and
    # the file is never corrupted. FOURFOLD_SQLITE_SYNCHRONOUS=FULL waits for
    # the disk on every commit (a logged pose took about twice as long at
    # p50 that way: bench/RESULTS.md, runs S2/S3). Back up a live game
    # with ./fourfold backup (ops/backups/): the .db3 file alone misses what
    # is in .db3-wal.
    _SYNC = os.environ.get("FOURFOLD_SQLITE_SYNCHRONOUS", "NORMAL").strip().upper()
    FOURFOLD_SQLITE_SYNCHRONOUS = _SYNC if _SYNC in ("NORMAL", "FULL", "EXTRA") else "NORMAL"
    DATABASES["default"].setdefault("OPTIONS", {})["init_command"] = (  # noqa: F405
        f"PRAGMA journal_mode=WAL;PRAGMA synchronous={FOURFOLD_SQLITE_SYNCHRONOUS}")

######################################################################
# Fourfold
######################################################################

# The ruleset a room uses unless it (or its area) names another.
FOURFOLD_DEFAULT_RULESET = "fs3"
# Installed rulesets: one package each (rulesets/<key>/, whose ruleset.py
# exports a Ruleset naming its handler, cmdset, help, +odds, demo wing, web
# sheet and vitals). A new ruleset is one package plus one line here.
FOURFOLD_RULESETS = ["rulesets.fs3", "rulesets.muse", "rulesets.mw", "rulesets.pbta"]
# Installed features shared by every ruleset: one package each (features/<name>/,
# whose __init__ exports a Feature naming its commands, help, hooks, Django
# app, web pages, settings defaults and the features it requires:
# core/features.py). A new feature is one package plus one line here; its app
# and pages are added at the end of this file, and a list that lacks a
# feature another one (or a ruleset) requires is refused there.
FOURFOLD_FEATURES = ["features.scenes", "features.community", "features.demo", "features.practice",
                     "features.pages", "features.places", "features.roster", "features.channels",
                     "features.advancement", "features.chargen", "features.wiki",
                     "features.account_deletion", "features.moderation",
                     "features.your_data", "features.staff_console"]
# muse chargen: points to spend raising Traits above 1.
FOURFOLD_MUSE_TRAIT_POINTS = 18
# muse: True for a game without sessions, where a failed overexertion costs its
# die for 1d6 real days; False (default) keeps the penalty until +scene/end.
FOURFOLD_MUSE_ASYNC_PENALTIES = False
# muse: seconds a banked +assist waits for the assisted character's next roll.
FOURFOLD_MUSE_ASSIST_LAPSE = 600
# Seed the dice (reproducible play-tests); None uses the OS's entropy.
FOURFOLD_DICE_SEED = None

# fs3: where the ability list lives (a module with ATTRIBUTES and SKILLS).
FOURFOLD_FS3_ABILITIES = "rulesets.fs3.abilities"
# fs3 chargen budgets: points spent above each minimum (attributes start at 1,
# skills at 0).
FOURFOLD_FS3_ATTRIBUTE_POINTS = 8
FOURFOLD_FS3_SKILL_POINTS = 20
# fs3 aid lapses this many seconds after it is rolled.
FOURFOLD_FS3_AID_LAPSE = 600
# fs3 wounds heal once per this many seconds (one real day by default).
FOURFOLD_FS3_HEALING_INTERVAL = 86400
# Global Scripts Evennia creates on start and keeps through reloads.
GLOBAL_SCRIPTS = {  # noqa: F405
    **GLOBAL_SCRIPTS,  # noqa: F405
    "fs3_healing": {
        "typeclass": "rulesets.fs3.healing_script.HealingScript",
        "interval": FOURFOLD_FS3_HEALING_INTERVAL,
        "repeats": 0,
        "start_delay": True,
        "persistent": True,
        "desc": "Heals fs3 wounds once a day.",
    },
}
# --- idle sweep and roster (features/roster/) ------------------------
# A player's character nobody has logged in as for this many days is marked
# idle, and listed for staff (+idle) to keep, roster or retire.
FOURFOLD_IDLE_DAYS = 60
# Its player is mailed this many days before it would be marked (and it is
# never marked before the mail has been out this long).
FOURFOLD_IDLE_WARNING_DAYS = 7
# Seconds between two idle sweeps (one real day).
FOURFOLD_IDLE_SWEEP_INTERVAL = 86400
# Longest roster pitch (+idle/roster <name>=<pitch>), in characters.
FOURFOLD_ROSTER_PITCH_MAX = 200
GLOBAL_SCRIPTS["roster_idle_sweep"] = {
    "typeclass": "features.roster.script.IdleSweepScript",
    "interval": FOURFOLD_IDLE_SWEEP_INTERVAL,
    "repeats": 0,
    "start_delay": True,
    "persistent": True,
    "desc": "Marks characters idle after days without a login (daily).",
}
# Rolls kept per room for +rolls (older ones are dropped).
FOURFOLD_ROLL_HISTORY = 100
# With FOURFOLD_ROLL_HISTORY_DURABLE = False (below), the roll history is kept
# in memory and its new rolls written at most once in this many seconds (and
# whenever the server stops or reloads), so a roll costs no database write; 0
# writes it on every roll. A hard crash can then lose at most this many
# seconds of roll history (never sheets, wounds or Luck).
FOURFOLD_ROLL_HISTORY_FLUSH = 5
# That timed write goes this many rooms to a transaction, with the game
# serving players between two of them, so that a hundred busy rooms are not
# one long stall (core/rolls/history.py).
FOURFOLD_ROLL_HISTORY_SLICE = 10
# The history is one row per roll (core/rolls/models.py): rows beyond
# FOURFOLD_ROLL_HISTORY in a room are deleted at most once in this many
# seconds, a slice of rooms at a time, never as part of a roll's write.
FOURFOLD_ROLL_HISTORY_PRUNE = 60
INSTALLED_APPS += ["core.rolls.apps.RollsConfig"]  # noqa: F405
# The staff channel every roll is copied to.
FOURFOLD_ROLL_CHANNEL = "RollLog"
# Channels (features/channels). The channels made at every start when
# missing, beside Evennia's DEFAULT_CHANNELS (Public) and the RollLog:
# key -> description and locks. A staff channel lets only staff listen and talk.
FOURFOLD_CHANNELS = {
    "Staff": {"desc": "Staff talk",
              "locks": "listen:perm(Builder);send:perm(Builder);control:perm(Admin)"},
}
# The channels a character is put on when it first comes into play, with the
# alias it gets (TinyMUX's pub for Public): channel key -> alias. A staff
# channel is joined the first time its player is in play as staff. A channel
# the player later turns off or leaves stays so.
FOURFOLD_CHANNEL_ALIASES = {"Public": "pub", "Staff": "stf"}
# <alias> last: the lines shown with no number, and the most one may ask for.
FOURFOLD_CHANNEL_RECALL = 10
FOURFOLD_CHANNEL_RECALL_MAX = 50
# comtitle: the longest channel title, in characters (colour codes aside).
FOURFOLD_CHANNEL_TITLE_LENGTH = 30
# At most this many rolls (+roll, +aid, +treat, +challenge, +move, +odds...)
# per player in any window of this many seconds, so one client cannot flood a
# room; over it, the command is refused with a line saying when to try again.
# None turns the limit off. See core/rolls/ratelimit.py.
FOURFOLD_ROLL_RATE = (10, 10)
# fs3 combat: seconds a turn waits for actions before it resolves on its own
# (it ends sooner when every active player character has acted).
FOURFOLD_FS3_TURN_TIMER = 300
# muse combat: seconds a character has to answer an attack with +react
# before their default reaction (+react/default, else dodge) is used.
FOURFOLD_MUSE_REACTION_TIMEOUT = 60
# muse combat: seconds a turn lasts; then whatever actions its fighters still
# hold are passed and the room is told (the fight waits once a whole round
# has gone by with nobody acting).
FOURFOLD_MUSE_TURN_TIMER = 300
# muse combat: how far apart fighters start (Close, Near or Far).
FOURFOLD_MUSE_START_DISTANCE = "Near"
# muse combat: the Trait rating of an NPC made by +combat/add with none given.
FOURFOLD_MUSE_NPC_RATING = 3

# --- muse and pbta: time outside a fight ---
# muse: outside a fight, a fading Tribulation loses one round for every this
# many real seconds (docs/rulings.md, "muse": 1 minute a round).
FOURFOLD_MUSE_ROUND_SECONDS = 60
# pbta: real seconds between two rests of one character (docs/rulings.md, "pbta": 4 hours).
FOURFOLD_PBTA_REST_SECONDS = 4 * 3600

# Send small writes at once (TCP_NODELAY) on the Portal<->Server AMP link and
# telnet sockets instead of letting Nagle's algorithm hold them back; see
# speedups/tcp_nodelay.py and bench/RESULTS.md. False leaves the OS default.
FOURFOLD_TCP_NODELAY = True

# The Server sends the messages of one reactor turn to the Portal as one AMP
# call instead of one call (and one answer) per message, and the Portal
# sends players' input to the Server the same way; see
# speedups/amp_batch.py and bench/RESULTS.md. False sends them one by one.
FOURFOLD_AMP_BATCH = True
# Seconds of a batch of input the Server runs before it writes and sends
# what those lines answered (the group commit), instead of waiting for the
# whole batch: under load the Portal then works alongside the Server
# (speedups/amp_batch.py). None waits for the batch's end.
FOURFOLD_INPUT_SLICE = 0.004

# The Server freezes what it has loaded out of the garbage collector's way
# every FOURFOLD_GC_FREEZE seconds, and lifts the freeze for one full
# collection every FOURFOLD_GC_FULL seconds (speedups/gc_pauses.py).
# 0 turns either off.
FOURFOLD_GC_FREEZE = 10
FOURFOLD_GC_FULL = 3600

# The game's parser: the '+rest-5' rule, then Evennia's parser shown only
# the commands whose names start with the input's first characters
# (server/conf/cmdparser.py, speedups/cmdparser.py).
COMMAND_PARSER = "server.conf.cmdparser.cmdparser"
# Evennia keeps a merged cmdset per player (a merge includes the player's
# character, account and session), and the parser an index per merged set:
# both caches must hold more than the game's players, or every command
# misses (Evennia's default is 1000).
CMDSET_MERGE_CACHE_MAXSIZE = 3000
# Gather those cmdsets with plain calls instead of Evennia's nested
# Deferreds: same cmdset, about a tenth less work per command
# (speedups/cmdset_merge.py). False keeps Evennia's.
FOURFOLD_QUICK_CMDSET_MERGE = True
# Look for a player's input-line nicks only when the Attribute cache says
# there may be some (speedups/quick_input.py). False keeps Evennia's.
FOURFOLD_QUICK_INPUT = True
# Read a character's Attributes in one query when it is puppeted (an
# account's at login), so that its first roll asks the database nothing
# (speedups/attribute_cache.py). False reads them key by key as needed.
FOURFOLD_ATTRIBUTE_PRELOAD = True
AMP_CLIENT_PROTOCOL_CLASS = "speedups.amp_batch.BatchingClientProtocol"
AMP_SERVER_PROTOCOL_CLASS = "speedups.amp_batch.BatchingServerProtocol"
# Plain text messages skip the long walk that makes a message safe to send
# to the Portal (speedups/session_handler.py).
SERVER_SESSION_HANDLER_CLASS = "speedups.session_handler.FourfoldSessionHandler"
# A session gives its cmdsets without the merge nobody reads, as our
# Accounts and Objects do (speedups/cmdset_provider.py).
SERVER_SESSION_CLASS = "speedups.serversession.ServerSession"

######################################################################
# Speed-ups: one switch for all, one for each (all in speedups/)
######################################################################

# False turns every speed-up off: Evennia's own code runs. They are also all
# off, whatever this says, on an Evennia version they were not verified with
# (speedups/switches.py VERIFIED_EVENNIA; the server log says so), and each
# is off on its own when Evennia code it copies is not the code it was
# checked against (speedups/guard.py; the server and portal logs name it).
FOURFOLD_SPEEDUPS = True
# Each one's own switch (besides the FOURFOLD_* ones above): the cached
# lock-string eval and parse, fixed locks answered without running them,
# cmdsets handed over without the merge nobody reads, room messages without
# the per-listener parse when there is nothing to parse, the parser shown
# only the commands that could match, the short way through message
# cleaning, the Server's AMP factory building AMP_CLIENT_PROTOCOL_CLASS, and
# the web client's HTML made with the style lookups done once
# (speedups/html_styles.py).
# (Channel history is no speed-up: each line is written before it is sent,
# typeclasses/channel_history.py.)
FOURFOLD_LOCK_EVAL_CACHE = True
FOURFOLD_QUICK_CALL_LOCK = True
FOURFOLD_QUICK_CMDSET_PROVIDER = True
FOURFOLD_QUICK_ROOM_MESSAGES = True
FOURFOLD_QUICK_PARSER = True
FOURFOLD_QUICK_SENDDATA = True
FOURFOLD_AMP_FACTORY_SWAP = True
FOURFOLD_QUICK_HTML = True

# --- out-of-band payloads a client may send ---
# GMCP, MSDP and web client payloads nested deeper than this, or longer than
# FOURFOLD_OOB_MAX_BYTES, are dropped before Evennia's parser (which recurses)
# sees them (portal/oob_guard.py).
FOURFOLD_OOB_MAX_DEPTH = 32
FOURFOLD_OOB_MAX_BYTES = 65536

# --- the Portal's protocols (portal/README.md) ---
# The Portal's protocols: Evennia's with the check above, the buffer limits
# and the websocket Origin check below (portal/protocols.py), and its session
# handler: a fair connection queue, input kept until the Server knows the
# connection, and the login time limit (portal/sessionhandler.py).
TELNET_PROTOCOL_CLASS = "portal.protocols.TelnetProtocol"
WEBSOCKET_PROTOCOL_CLASS = "portal.protocols.WebSocketClient"
AJAX_CLIENT_CLASS = "portal.ajax.SafeAjaxWebClient"  # the web client without a websocket
PORTAL_SESSION_HANDLER_CLASS = "portal.sessionhandler.PortalSessionHandler"
# A connection is dropped (and the Portal log says why) when one telnet
# subnegotiation (IAC SB ... IAC SE), one telnet line not yet ended, or one
# websocket frame, message or opening request passes this many bytes
# (portal/bounds.py). 0 turns a limit off.
FOURFOLD_PORTAL_MAX_SUBNEG = 65536
FOURFOLD_PORTAL_MAX_LINE = 65536
FOURFOLD_PORTAL_MAX_WEBSOCKET = 65536
# A connection that has not logged in after this many seconds is told so and
# closed (portal/login_timeout.py); 0 or None keeps it open.
FOURFOLD_LOGIN_TIMEOUT = 300
# What a connection sends before the Server knows it (it waits its turn in
# the connection queue) is kept and handed on in order: at most this many
# inputs and bytes a connection (portal/early_input.py).
FOURFOLD_PORTAL_EARLY_LINES = 20
FOURFOLD_PORTAL_EARLY_BYTES = 65536
# Origins the web client's websocket accepts besides the game's own site (the
# host the websocket was asked for, or ALLOWED_HOSTS, on the web port or 80/
# 443), e.g. ["https://play.example.org"] behind a reverse proxy
# (portal/origin.py). Requests without an Origin (MUD clients) are accepted.
FOURFOLD_WEBSOCKET_ORIGINS = []

# --- the website's login, headers and channel pages ---
# The website's login (/auth/login/, /admin/login/) checks passwords through
# the login throttle telnet uses, LOGIN_THROTTLE_LIMIT failures in
# LOGIN_THROTTLE_TIMEOUT seconds per address and per account
# (core/login_guard.py, web/website/login.py). Evennia's backend stays
# listed second only so that logins made before keep working; it never sees
# a password.
AUTHENTICATION_BACKENDS = ["web.website.login.ThrottledModelBackend",
                           "evennia.web.utils.backends.CaseInsensitiveModelBackend"]
# Every page and download says: do not guess content types (nosniff), may
# be framed only by the game's own pages (the web client's "Open Game
# Website" panel frames the site), and the Content-Security-Policy below
# (web/security_headers.py; the Server's /static/ and /media/ files get the
# same from web/static_headers.py).
from django.utils.csp import CSP  # noqa: E402

_WEBSOCKET = "<fourfold-websocket>"  # web.security_headers.WEBSOCKET

MIDDLEWARE = [  # outermost first, so that every answer passes them
    "django.middleware.security.SecurityMiddleware",
    "web.security_headers.ContentSecurityPolicyMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    *MIDDLEWARE,  # noqa: F405
]
SECURE_CONTENT_TYPE_NOSNIFF = True
X_FRAME_OPTIONS = "SAMEORIGIN"
# The Content-Security-Policy, directive by directive: scripts, styles,
# images and fonts from the game's own host only (no inline script or style:
# they are in web/static/), connections to that host and to the web
# client's websocket (the placeholder _WEBSOCKET becomes ws:// and wss:// on
# the visitor's host and WEBSOCKET_CLIENT_PORT, or WEBSOCKET_CLIENT_URL's
# origin). A game whose pages must reach another host adds it here, e.g.
# FOURFOLD_CSP["connect-src"].append("wss://play.example.org"), in
# secret_settings.py; {} sends no policy at all.
FOURFOLD_CSP = {
    "default-src": [CSP.SELF],
    "script-src": [CSP.SELF],
    "style-src": [CSP.SELF],
    "img-src": [CSP.SELF, "data:"],
    "font-src": [CSP.SELF],
    "connect-src": [CSP.SELF, _WEBSOCKET],
    "frame-src": [CSP.SELF],
    "object-src": [CSP.NONE],
    "base-uri": [CSP.SELF],
    "form-action": [CSP.SELF],
    "frame-ancestors": [CSP.SELF],
}
# Whether visitors who are not logged in may read the channel pages
# (/channels/ and each channel's recent messages) on the web site. Off:
# channel talk is for players, and a visitor is sent to the login page.
FOURFOLD_WEB_CHANNELS_ANONYMOUS = False
# Templates come from the game's web/templates (and Evennia's), then the
# Django apps' templates/ folders (features.scenes, features.community...),
# then each installed ruleset's <package>/templates/ (web/ruleset_templates.py:
# rulesets are not apps), all through Django's cache of compiled templates.
# Static files: Django's finders, web/static/ then each app's static/.
TEMPLATES[0]["APP_DIRS"] = False  # noqa: F405  (the loaders below say it)
TEMPLATES[0]["OPTIONS"]["loaders"] = [("django.template.loaders.cached.Loader", [  # noqa: F405
    "django.template.loaders.filesystem.Loader",
    "django.template.loaders.app_directories.Loader",
    "web.ruleset_templates.Loader",
])]
STATICFILES_FINDERS = ["django.contrib.staticfiles.finders.FileSystemFinder",
                       "django.contrib.staticfiles.finders.AppDirectoriesFinder"]
# The site's menu tags ({% load fourfold_nav %}: a menu item only for a page
# whose URL name exists; web/website/templatetags/fourfold_nav.py). web/ is
# not a Django app, so the library is named here.
TEMPLATES[0]["OPTIONS"].setdefault("libraries", {})["fourfold_nav"] = (  # noqa: F405
    "web.website.templatetags.fourfold_nav")
# A player's text with its colour codes drawn or taken out ({% load
# fourfold_text %}: |colour and |plain; web/website/templatetags/fourfold_text.py).
TEMPLATES[0]["OPTIONS"]["libraries"]["fourfold_text"] = (  # noqa: F405
    "web.website.templatetags.fourfold_text")
# Whether registration is open comes from the settings at each request, not
# from the copy Evennia's context processor takes at import
# (web/website/context.py).
TEMPLATES[0]["OPTIONS"]["context_processors"].append(  # noqa: F405
    "web.website.context.live_settings")

######################################################################
# Community: who, +afk, +finger, +events
######################################################################

# Longest away message (+afk), in characters without colour codes.
FOURFOLD_AFK_LENGTH = 40
# Longest text of each +finger field; fields not listed take 'desc'.
# shortdesc is the one line +glance shows for a character.
FOURFOLD_PROFILE_LENGTHS = {"fullname": 60, "position": 60, "timezone": 64,
                            "shortdesc": 100, "desc": 600, "hooks": 600}
# +events: longest title and text, how many upcoming events +events lists,
# and how many days ahead an event may be set.
FOURFOLD_EVENT_TITLE_LENGTH = 60
FOURFOLD_EVENT_TEXT_LENGTH = 2000
FOURFOLD_EVENT_LIST = 20
FOURFOLD_EVENT_DAYS_AHEAD = 400
# How long an event lasts in the iCal feed (/events.ics): the game's events
# have a start only.
FOURFOLD_EVENT_ICAL_MINUTES = 120

######################################################################
# Community: requests to staff, boards, mail, +motd
######################################################################

# Requests and board posts live in tables of the small "community" app
# (features/community/apps.py).
# Who counts as staff for requests, boards and notices (a lock function).
FOURFOLD_STAFF_LOCK = "perm(Builder)"
# The boards the demo world makes (number, name, read lock, post lock).
FOURFOLD_BOARDS = [
    (1, "Announcements", "all()", "perm(Builder)"),
    (2, "Public", "all()", "all()"),
]
# Longest title (requests, board posts, mail subjects) and body accepted.
FOURFOLD_TITLE_MAX = 80
FOURFOLD_TEXT_MAX = 8000
# What the site's menu counts as new beside an item: URL name -> a function
# of the request (web/website/templatetags/fourfold_nav.py); Mail shows the
# letters not read yet, as the game's mail marks them NEW.
FOURFOLD_NAV_COUNTS = {"fourfold-mail": "features.community.templatetags.community_mail.unread_count"}
# At most this many names on one letter (mail Mara,Dee,...=...).
FOURFOLD_MAIL_RECIPIENTS_MAX = 20
# The web's community forms that change something (a post, a reply, a
# letter, a profile saved; a request filed, commented, assigned or closed;
# an event made, edited, signed up for or cancelled): at most this many per
# account in any window of this many seconds, as the game limits how fast
# one player acts (features/community/web/form_rate.py); one over it is
# refused with the wait, and nothing changes. None turns the limit off.
FOURFOLD_WEB_WRITE_RATE = (10, 60)

# Pages (features/pages): the longest page, the most names on one, the
# longest +haven auto-reply, and how many pages page/last shows (and at most).
FOURFOLD_PAGE_MAX = 2000
FOURFOLD_PAGE_RECIPIENTS_MAX = 20
FOURFOLD_PAGE_REPLY_MAX = 200
FOURFOLD_PAGE_HISTORY_DEFAULT = 10
FOURFOLD_PAGE_HISTORY_MAX = 100

######################################################################
# Scenes
######################################################################

# The scene system's Django app (features/scenes/models.py) holds scenes and their logs.
# Scene types a scene may be given with +scene/type.
FOURFOLD_SCENE_TYPES = ("social", "plot", "combat", "event", "vignette")
# A participant who has not posed for this many seconds drops off +pot's
# pose order and the /order announcements.
FOURFOLD_SCENE_ORDER_DROP = 3600
# How many entries one page of +scene/log shows, and a web page.
FOURFOLD_SCENE_LOG_PAGE = 20
FOURFOLD_SCENE_WEB_PAGE = 500
# How many finished scenes +scenes lists after the active ones.
FOURFOLD_SCENE_RECENT = 10
# Repose: how many of a scene's latest entries someone who joins it, or comes
# back into play while in it, is shown (docs/rulings.md, "Scenes": 10).
FOURFOLD_SCENE_REPOSE = 10
# Live scenes (features/scenes/live/, docs/live_protocol.md): the browser
# follows a running scene and posts into it over the web client's websocket,
# through these input functions (scene_watch, scene_unwatch, scene_post).
INPUT_FUNC_MODULES = INPUT_FUNC_MODULES + ["features.scenes.live.inputfuncs"]  # noqa: F405
# Posts one account may make from scene pages, as (posts, seconds): a page
# is refused with a reason past it (None turns the limit off). Rolls posted
# that way count against FOURFOLD_ROLL_RATE as well.
FOURFOLD_SCENE_POST_RATE = (10, 10)
# How many of a running scene's latest entries its live page shows at first,
# and how many more each "earlier entries" asks for (the archive pages at
# FOURFOLD_SCENE_WEB_PAGE; the live page stays light).
FOURFOLD_SCENE_LIVE_PAGE = 100
# Roll history is written before the roll is shown, batched one reactor
# turn to a transaction (core/writes/group_commit.py). False goes back to the
# timed write every FOURFOLD_ROLL_HISTORY_FLUSH seconds.
FOURFOLD_ROLL_HISTORY_DURABLE = True

######################################################################
# Advancement: XP, levels and Trait points (features/advancement/)
######################################################################

# The records of every award and spend: its app (features/advancement/models.py).
# fs3: a skill from r to r+1 costs this x (r+1) XP; an attribute this x (r+1).
FOURFOLD_FS3_XP_SKILL_FACTOR = 1
FOURFOLD_FS3_XP_ATTRIBUTE_FACTOR = 2
# fs3: the most XP a character banks; an award takes in only what fits (None: no cap).
FOURFOLD_FS3_XP_CAP = 20
# fs3: seconds before the same ability may be raised again (one raise a week).
FOURFOLD_FS3_XP_RAISE_INTERVAL = 7 * 24 * 3600
# fs3: the weekly award to approved characters who took part in a scene that
# week (on by default), and how much it gives.
FOURFOLD_FS3_XP_WEEKLY = True
FOURFOLD_FS3_XP_WEEKLY_AMOUNT = 2
# Seconds between weekly awards (the xp_weekly global Script's interval).
FOURFOLD_XP_WEEK = 7 * 24 * 3600
# The most XP one +xp/award gives.
FOURFOLD_XP_AWARD_MAX = 100
# Entries +xp/log shows (the newest).
FOURFOLD_XP_LOG_LINES = 30
# muse: Trait points each awarded level gives, and the most levels one award gives.
FOURFOLD_MUSE_POINTS_PER_LEVEL = 1
FOURFOLD_MUSE_LEVEL_AWARD_MAX = 100
GLOBAL_SCRIPTS = {  # noqa: F405
    **GLOBAL_SCRIPTS,  # noqa: F405
    "xp_weekly": {
        "typeclass": "features.advancement.weekly.WeeklyAwardScript",
        "interval": FOURFOLD_XP_WEEK,
        "repeats": 0,
        "start_delay": True,
        "persistent": True,
        "desc": "Gives the weekly XP to characters who took part in a scene.",
    },
}

######################################################################
# Chargen on the web (features/chargen/)
######################################################################

# +chargen/submit, +approve and the web pages share one review
# (features/chargen/review.py); the web form is built from each ruleset's
# web_chargen part (rulesets/base.py). Its app holds only templates and static.

######################################################################
# Wiki: theme, policy and help pages on the web (features/wiki/)
######################################################################

# Pages and their revisions: its app (features/wiki/models.py).
# Who may write and change wiki pages (a lock function, checked on the
# account, as in the game: Builder and up).
FOURFOLD_WIKI_EDIT_LOCK = "perm(Builder)"
# Longest page title, Markdown text and revision note, in characters.
FOURFOLD_WIKI_TITLE_MAX = 80
FOURFOLD_WIKI_TEXT_MAX = 40000
FOURFOLD_WIKI_NOTE_MAX = 200
# Most help entries one search on the help pages (/help/?q=...) lists.
FOURFOLD_HELP_SEARCH_MAX = 50

######################################################################
# Help
######################################################################

from core.features import help_modules as _feature_help_modules  # noqa: E402
from rulesets.base import help_modules as _ruleset_help_modules  # noqa: E402

# The general topics, then each installed ruleset's (Ruleset.help_module),
# then each installed feature's (Feature.help_modules).
FILE_HELP_ENTRY_MODULES = ["world.help_entries", *_ruleset_help_modules(FOURFOLD_RULESETS),
                           *_feature_help_modules(FOURFOLD_FEATURES)]

# --- help and website ------------------------------------------------------
# How help categories are spelled in the help index (others: title case).
FOURFOLD_HELP_CATEGORY_NAMES = {"fs3": "FS3", "muse": "Muse", "pbta": "PbtA", "mw": "MW"}
# Help categories listed in the help index for staff only (players may still
# read an entry by name).
FOURFOLD_HELP_STAFF_CATEGORIES = ["Building", "Admin"]
# The host name the web site's home page tells telnet players to connect to;
# None uses the host name the visitor reached the web site by.
FOURFOLD_PUBLIC_HOST = None
# The web site's address as players reach it (e.g. "https://mush.example.net"),
# for the links the game writes in its text (+finger's web profile). None
# builds it from FOURFOLD_PUBLIC_HOST (else localhost) and the web port.
FOURFOLD_PUBLIC_URL = os.environ.get("FOURFOLD_PUBLIC_URL") or None

# --- links only from the game itself ---------------------------------------
# Players' text never carries link codes: typed lines lose them in
# server/conf/inputfuncs.py, website forms in this middleware.
MIDDLEWARE = MIDDLEWARE + ["web.player_text.StripLinksMiddleware"]  # noqa: F405
# The address schemes a link the game itself makes (|lu...|lt...|le) may
# use in the web client and MXP clients (portal/links.py); any other
# address is shown as its label only.
FOURFOLD_LINK_SCHEMES = ("http", "https")

# --- stay connected --------------------------------------------------------
# Several connections of one account at once (a MUD client, the web client
# and the website), all playing the same character: each sees everything
# the character is sent, and input from any of them acts. A new login no
# longer throws out the one before (Evennia's mode 0 did). 1 is Evennia's
# "several sessions share one puppet"; typeclasses/shared_puppet.py keeps
# the room from hearing "has entered the game" once per connection.
MULTISESSION_MODE = 1
# Evennia's account creation makes no character of its own. Telnet's
# `create <name> <password>` still makes one of the account's name, as a
# MUSH player expects `create` to give them someone to play
# (commands/create_account.py); registering on the website makes none and
# signs the visitor in on the character page, where they choose the name.
AUTO_CREATE_CHARACTER_WITH_ACCOUNT = False
# Longest description @desc/desc/+desc take (yours, a room's, a thing's), in
# characters without colour codes (features/community/profile.py). +finger/set desc,
# a one-line form of the same field, keeps FOURFOLD_PROFILE_LENGTHS["desc"].
FOURFOLD_DESC_LENGTH = 2000
# How many descriptions a character may keep to wear in turn
# (+desc/save, +desc/wear; features/community/descs.py).
FOURFOLD_STORED_DESCS = 10
# Characters one account may hold (alts; charcreate makes them, ic
# <name> switches). Evennia reads it as MAX_NR_CHARACTERS.
FOURFOLD_MAX_CHARACTERS = 3
MAX_NR_CHARACTERS = FOURFOLD_MAX_CHARACTERS
# Whether help and other long output come a screen at a time for a player
# who never chose (+pager on|off, core/pager.py). Off: MUD clients
# and the web client keep their own scrollback.
FOURFOLD_PAGER = False

# --- MSSP listing, Server crash restart ------------------------------------
# What MUD listings are told (server/conf/mssp.py); name and ports come
# from SERVERNAME and TELNET_PORTS, room and help counts from the database.
FOURFOLD_MSSP_HOSTNAME = os.environ.get("FOURFOLD_MSSP_HOSTNAME", "")
FOURFOLD_MSSP_WEBSITE = os.environ.get("FOURFOLD_MSSP_WEBSITE", "")
FOURFOLD_MSSP_CONTACT = os.environ.get("FOURFOLD_MSSP_CONTACT", "")
FOURFOLD_MSSP_GENRE = "Fantasy"  # Adult, Fantasy, Historical, Horror, Modern, None, Science Fiction
FOURFOLD_MSSP_SUBGENRE = "None"
FOURFOLD_MSSP_STATUS = "Open Beta"  # Alpha, Closed Beta, Open Beta, Live
# The Portal restarts a Server that dies without being asked to stop
# (ops/server_watch.py): after this many seconds, at most LIMIT
# times in WINDOW seconds; a restart not connected after START_TIMEOUT
# seconds counts as another crash.
FOURFOLD_SERVER_RESTART_DELAY = 1
FOURFOLD_SERVER_RESTART_LIMIT = 5
FOURFOLD_SERVER_RESTART_WINDOW = 300
FOURFOLD_SERVER_START_TIMEOUT = 60

# --- Your data (features/your_data/) ------------------------------------------
# Where players' own data files are kept, one folder per account (git-ignored).
FOURFOLD_DATA_EXPORT_DIR = os.environ.get(
    "FOURFOLD_DATA_EXPORT_DIR",
    os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "exports"))

# --- Backups (ops/backups/) ------------------------------------------------
# A backup every night: the in-game script makes one at FOURFOLD_BACKUP_TIME
# (UTC, "HH:MM") and then every FOURFOLD_BACKUP_INTERVAL hours; off when
# FOURFOLD_BACKUP_ENABLED is False (./fourfold backup still works).
FOURFOLD_BACKUP_ENABLED = True
FOURFOLD_BACKUP_TIME = os.environ.get("FOURFOLD_BACKUP_TIME", "04:00")
FOURFOLD_BACKUP_INTERVAL = 24
# Where backups are written (git-ignored).
FOURFOLD_BACKUP_DIR = os.environ.get(
    "FOURFOLD_BACKUP_DIR",
    os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "backups"))
# Rotation: the newest good backup of each of the last so many days, ISO
# weeks and months is kept; the rest are deleted after each backup.
# +report: minutes of the reported player's lines the reporter saw that go with it.
FOURFOLD_REPORT_MINUTES = 60
FOURFOLD_BACKUP_KEEP_DAILY = 7
FOURFOLD_BACKUP_KEEP_WEEKLY = 4
FOURFOLD_BACKUP_KEEP_MONTHLY = 6
# A second place each backup is copied to after its check: a directory (a
# mounted disk), and/or a command as a list of arguments where "{file}" is
# the backup's path, e.g. ["rsync", "-a", "{file}", "backup@host:fourfold/"].
# A failure is kept in the backup's verdict, logged and told to staff.
FOURFOLD_BACKUP_COPY_DIR = os.environ.get("FOURFOLD_BACKUP_COPY_DIR") or None
FOURFOLD_BACKUP_COPY_COMMAND = None
# Seconds the copy command may run before it counts as failed.
FOURFOLD_BACKUP_COPY_TIMEOUT = 600
# Tables follow the width the client reports (NAWS), at most this wide and
# never narrower than the minimum (core/text/screen.py).
FOURFOLD_SCREEN_WIDTH = 78
FOURFOLD_SCREEN_MIN_WIDTH = 40

# --- stored typeclass paths follow moved code (upgrades/) -------------------
INSTALLED_APPS += ["upgrades.apps.UpgradesConfig"]  # noqa: F405

# --- the play page (web/webclient/) -----------------------------------------
# Fourfold's web client at /play/ (also at /webclient/). Its app closes this
# browser's play page connections when the browser signs out of the website
# (web/webclient/signout.py).
INSTALLED_APPS += ["web.webclient.apps.WebClientConfig"]  # noqa: F405
# The composer's preview renders at most this many characters of the text
# being written (web/webclient/preview.py); what is sent is not cut.
FOURFOLD_PLAY_PREVIEW_LENGTH = 20000

# --- Discord bridge: Evennia's own, off until configured ---------
# In secret_settings.py: DISCORD_ENABLED = True, DISCORD_BOT_TOKEN = "<the
# bot's token>" and the links below (docs/operators.md, "Discord").
# Evennia's relay bot with Fourfold's text rules both ways and one
# connection at a time (typeclasses/discord_bot.py).
DISCORD_BOT_CLASS = "typeclasses.discord_bot.FourfoldDiscordBot"
# (game channel, Discord channel id) pairs the bot relays between, applied
# at every start (ops/discord.py), e.g. [("Public", "123456789012345678")].
# Empty: the links made in the game with discord2chan stay as they are.
FOURFOLD_DISCORD_LINKS = []
# Where Evennia's Discord connection asks for Discord's API
# (portal/discord_endpoint.py); None is Discord's own. Only the tests'
# local stand-in for Discord sets it.
FOURFOLD_DISCORD_API_URL = None

try:
    from server.conf.secret_settings import *  # noqa: F401,F403
except ImportError:
    print("secret_settings.py file not found or failed to import.")

if FOURFOLD_LOOPBACK_ONLY:
    LOCKDOWN_MODE = True

# The installed features, after secret_settings.py (which may change the
# list): each one's Django app added to INSTALLED_APPS, its web pages to
# FOURFOLD_FEATURE_URLS (web/website/urls.py mounts them) and its settings
# defaults; a feature or a ruleset requiring a feature the list lacks, or a
# feature naming a hook that does not exist, stops the game here with the
# reason (core/features.py configure).
from core.features import configure as _configure_features  # noqa: E402
from rulesets.base import requirements as _ruleset_requirements  # noqa: E402

_configure_features(globals(), _ruleset_requirements(FOURFOLD_RULESETS))

# Speed-ups, last: a hook above whose speed-up is off (its switch,
# FOURFOLD_SPEEDUPS, an Evennia they were not verified with, or a change in
# the Evennia code it copies) goes back to Evennia's own class.
from speedups.hooks import settle as _settle_speedup_hooks  # noqa: E402

_settle_speedup_hooks(globals())

# Fourfold adds no lock functions and no inline functions of its own: only
# Evennia's modules are named (the launcher imports every module listed).
LOCK_FUNC_MODULES = ("evennia.locks.lockfuncs",)
FUNCPARSER_OUTGOING_MESSAGES_MODULES = ["evennia.utils.funcparser"]
