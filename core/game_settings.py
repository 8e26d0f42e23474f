"""Every ``FOURFOLD_*`` setting of the game, declared once: its name, its
default and what it means, as a staff member reads it.

The game reads a setting with :func:`setting`, which answers the value in
Django's settings (server/conf/settings.py, a game's secret_settings.py)
when they set one other than the default; else the value staff stored on
the staff console (features/staff_console/), if any; else the default
declared here. The value is read at every call, never copied at import, so
a setting changed while the game runs (on the console, or a test's
``override_settings``) is seen at once.

server/conf/settings.py also sets most of these, to the same value, so an
operator finds them where Evennia's settings are; a test checks the two
agree. The declarations are written as a table an operator reads like a
settings file: ``NAME = default`` (a Python literal, over several lines if
need be), then its meaning, indented; ``# section`` lines group them.
``SETTINGS`` is that table as data, in the order a staff console lists it.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass

from django.conf import settings


@dataclass(frozen=True)
class Setting:
    name: str
    default: object
    meaning: str
    section: str


TABLE = """
# rulesets, features and the database
FOURFOLD_DEFAULT_RULESET = 'fs3'
    The ruleset a room uses unless it (or its area) names another.
FOURFOLD_RULESETS = ['rulesets.fs3', 'rulesets.muse', 'rulesets.mw', 'rulesets.pbta']
    Installed rulesets: one package each under rulesets/.
FOURFOLD_FEATURES = ["features.scenes", "features.community", "features.demo", "features.practice",
                     "features.pages", "features.places", "features.roster", "features.channels",
                     "features.advancement", "features.chargen", "features.wiki",
                     "features.account_deletion", "features.moderation",
                     "features.your_data", "features.staff_console"]
    Installed features shared by every ruleset: one package each under features/.
FOURFOLD_FEATURE_URLS = []
    Made at start from the installed features (never set by hand): where each one's pages are mounted.
FOURFOLD_SQLITE_SYNCHRONOUS = 'NORMAL'
    How SQLite waits for the disk on a commit (NORMAL, FULL or EXTRA); from the environment.
FOURFOLD_LOOPBACK_ONLY = False
    Listen on 127.0.0.1 only (set while an admin account has the published password).
FOURFOLD_MAX_CHARACTERS = 3
    Characters one account may hold (alts).

# dice and rolls
FOURFOLD_DICE_SEED = None
    Seed the dice (reproducible play-tests); None uses the OS's entropy.
FOURFOLD_ROLL_HISTORY = 100
    Rolls kept per room for +rolls (older ones are dropped).
FOURFOLD_ROLL_HISTORY_FLUSH = 5
    Seconds between two timed writes of the roll history kept in memory; 0 writes on every roll.
FOURFOLD_ROLL_HISTORY_SLICE = 10
    Rooms one timed write of the roll history puts in a transaction.
FOURFOLD_ROLL_HISTORY_PRUNE = 60
    Seconds between two passes that delete each room's rolls beyond FOURFOLD_ROLL_HISTORY.
FOURFOLD_ROLL_HISTORY_DURABLE = True
    Roll history is written before the roll is shown; False uses the timed write instead.
FOURFOLD_ROLL_CHANNEL = 'RollLog'
    The staff channel every roll is copied to.
FOURFOLD_ROLL_RATE = (10, 10)
    At most this many rolls per player in any window of this many seconds; None: no limit.

# fs3
FOURFOLD_FS3_ABILITIES = 'rulesets.fs3.abilities'
    fs3: the module that lists the abilities (ATTRIBUTES and SKILLS).
FOURFOLD_FS3_ATTRIBUTE_POINTS = 8
    fs3 chargen: attribute points to spend above the minimum.
FOURFOLD_FS3_SKILL_POINTS = 20
    fs3 chargen: skill points to spend above the minimum.
FOURFOLD_FS3_AID_LAPSE = 600
    fs3: seconds after which a rolled aid lapses.
FOURFOLD_FS3_HEALING_INTERVAL = 86400
    fs3: wounds heal once per this many seconds.
FOURFOLD_FS3_TURN_TIMER = 300
    fs3 combat: seconds a turn waits for actions before it resolves on its own.
FOURFOLD_FS3_XP_SKILL_FACTOR = 1
    fs3: raising a skill from r to r+1 costs this times (r+1) XP.
FOURFOLD_FS3_XP_ATTRIBUTE_FACTOR = 2
    fs3: raising an attribute from r to r+1 costs this times (r+1) XP.
FOURFOLD_FS3_XP_CAP = 20
    fs3: the most XP a character banks (None: no cap).
FOURFOLD_FS3_XP_RAISE_INTERVAL = 604800
    fs3: seconds before the same ability may be raised again.
FOURFOLD_FS3_XP_WEEKLY = True
    fs3: the weekly XP award to approved characters who played a scene.
FOURFOLD_FS3_XP_WEEKLY_AMOUNT = 2
    fs3: how much XP the weekly award gives.

# muse
FOURFOLD_MUSE_TRAIT_POINTS = 18
    muse chargen: points to spend raising Traits above 1.
FOURFOLD_MUSE_ASYNC_PENALTIES = False
    muse: a failed overexertion costs its die for 1d6 real days (True) or until +scene/end (False).
FOURFOLD_MUSE_ASSIST_LAPSE = 600
    muse: seconds a banked +assist waits for the next roll.
FOURFOLD_MUSE_REACTION_TIMEOUT = 60
    muse combat: seconds to answer an attack with +react before the default reaction is used.
FOURFOLD_MUSE_TURN_TIMER = 300
    muse combat: seconds a turn lasts before the actions still held are passed.
FOURFOLD_MUSE_START_DISTANCE = 'Near'
    muse combat: how far apart fighters start (Close, Near, Far).
FOURFOLD_MUSE_NPC_RATING = 3
    muse combat: the Trait rating of an NPC added with none given.
FOURFOLD_MUSE_ROUND_SECONDS = 60
    muse: outside a fight, a fading Tribulation loses one round per this many seconds.
FOURFOLD_MUSE_POINTS_PER_LEVEL = 1
    muse: Trait points each awarded level gives.
FOURFOLD_MUSE_LEVEL_AWARD_MAX = 100
    muse: the most levels one award gives.

# pbta
FOURFOLD_PBTA_REST_SECONDS = 14400
    pbta: real seconds between two rests of one character.
FOURFOLD_PBTA_HIT_WINDOW = 600
    pbta: seconds a successful attack waits for its +damage roll (and a defender's +defend/spend).
FOURFOLD_PBTA_DEFAULT_PEOPLE = 'human'
    pbta: the people a character belongs to unless set.

# advancement
FOURFOLD_XP_WEEK = 604800
    Seconds between two weekly XP awards.
FOURFOLD_XP_AWARD_MAX = 100
    The most XP one +xp/award gives.
FOURFOLD_XP_LOG_LINES = 30
    Entries +xp/log shows (the newest).

# idle sweep and roster
FOURFOLD_IDLE_DAYS = 60
    Days without a login after which a player's character is marked idle.
FOURFOLD_IDLE_WARNING_DAYS = 7
    Days before the idle mark its player is mailed.
FOURFOLD_IDLE_SWEEP_INTERVAL = 86400
    Seconds between two idle sweeps.
FOURFOLD_ROSTER_PITCH_MAX = 200
    Longest roster pitch, in characters.

# channels
FOURFOLD_CHANNELS = {'Staff': {'desc': 'Staff talk',
                               'locks': 'listen:perm(Builder);send:perm(Builder);control:perm(Admin)'}}
    Channels made at every start when missing: key -> description and locks.
FOURFOLD_CHANNEL_ALIASES = {'Public': 'pub', 'Staff': 'stf'}
    Channels a new character is put on, with the alias it gets.
FOURFOLD_CHANNEL_RECALL = 10
    Channel lines '<alias> last' shows with no number.
FOURFOLD_CHANNEL_RECALL_MAX = 50
    The most channel lines '<alias> last' shows.
FOURFOLD_CHANNEL_TITLE_LENGTH = 30
    Longest channel title (comtitle), in characters.
FOURFOLD_WEB_CHANNELS_ANONYMOUS = False
    Whether visitors who are not logged in may read the channel pages on the web site.

# community
FOURFOLD_STAFF_LOCK = 'perm(Builder)'
    Who counts as staff (a lock condition).
FOURFOLD_BOARDS = [(1, 'Announcements', 'all()', 'perm(Builder)'), (2, 'Public', 'all()', 'all()')]
    The boards the demo world makes (number, name, read lock, post lock).
FOURFOLD_TITLE_MAX = 80
    Longest title of a request, board post or letter.
FOURFOLD_TEXT_MAX = 8000
    Longest body of a request, board post or letter.
FOURFOLD_MAIL_RECIPIENTS_MAX = 20
    At most this many names on one letter.
FOURFOLD_AFK_LENGTH = 40
    Longest away message (+afk), in characters.
FOURFOLD_PROFILE_LENGTHS = {'fullname': 60, 'position': 60, 'timezone': 64, 'shortdesc': 100,
                            'desc': 600, 'hooks': 600}
    Longest text of each +finger field; fields not listed take 'desc'.
FOURFOLD_DESC_LENGTH = 2000
    Longest description @desc and +desc take, in characters.
FOURFOLD_STORED_DESCS = 10
    How many descriptions a character may keep to wear in turn.
FOURFOLD_EVENT_TITLE_LENGTH = 60
    Longest event title.
FOURFOLD_EVENT_TEXT_LENGTH = 2000
    Longest event text.
FOURFOLD_EVENT_LIST = 20
    How many upcoming events +events lists.
FOURFOLD_EVENT_DAYS_AHEAD = 400
    How many days ahead an event may be set.
FOURFOLD_EVENT_ICAL_MINUTES = 120
    How long an event lasts in the iCal feed, in minutes.
FOURFOLD_PAGE_MAX = 2000
    Longest page.
FOURFOLD_PAGE_RECIPIENTS_MAX = 20
    The most names on one page.
FOURFOLD_PAGE_REPLY_MAX = 200
    Longest +haven auto-reply.
FOURFOLD_PAGE_HISTORY_DEFAULT = 10
    How many pages page/last shows with no number.
FOURFOLD_PAGE_HISTORY_MAX = 100
    The most pages page/last shows.

# scenes
FOURFOLD_SCENE_TYPES = ('social', 'plot', 'combat', 'event', 'vignette')
    Scene types a scene may be given with +scene/type.
FOURFOLD_SCENE_ORDER_DROP = 3600
    Seconds without a pose after which a participant drops off the pose order.
FOURFOLD_SCENE_LOG_PAGE = 20
    Entries on one page of +scene/log.
FOURFOLD_SCENE_WEB_PAGE = 500
    Entries on one page of a scene's web log.
FOURFOLD_SCENE_RECENT = 10
    Finished scenes +scenes lists after the active ones.
FOURFOLD_SCENE_REPOSE = 10
    Latest entries of a scene shown to someone who joins it.
FOURFOLD_SCENE_POST_RATE = (10, 10)
    Posts one account may make from scene pages, as (posts, seconds); None: no limit.
FOURFOLD_SCENE_LIVE_PAGE = 100
    Entries a running scene's live page shows at first.

# wiki and help
FOURFOLD_WIKI_EDIT_LOCK = 'perm(Builder)'
    Who may write and change wiki pages (a lock condition).
FOURFOLD_WIKI_TITLE_MAX = 80
    Longest wiki page title.
FOURFOLD_WIKI_TEXT_MAX = 40000
    Longest wiki page text.
FOURFOLD_WIKI_NOTE_MAX = 200
    Longest wiki revision note.
FOURFOLD_HELP_SEARCH_MAX = 50
    Most help entries one search on the help pages lists.
FOURFOLD_HELP_CATEGORY_NAMES = {'fs3': 'FS3', 'muse': 'Muse', 'pbta': 'PbtA', 'mw': 'MW'}
    How help categories are spelled in the help index (others: title case).
FOURFOLD_HELP_STAFF_CATEGORIES = ['Building', 'Admin']
    Help categories the help index lists for staff only.

# screen, links and web
FOURFOLD_GAME_NAME = ''
    The game's name on the website; empty: Evennia's SERVERNAME.
FOURFOLD_GAME_SLOGAN = ''
    The game's tagline on the website; empty: Evennia's GAME_SLOGAN.
FOURFOLD_REGISTRATION_OPEN = True
    New accounts may be made (in the game and on the site); NEW_ACCOUNT_REGISTRATION_ENABLED = False closes it as well.
FOURFOLD_CONNECTION_SCREEN = ''
    The text a telnet client sees before logging in; empty: the built-in screen (server/conf/connection_screens.py).
FOURFOLD_SCREEN_WIDTH = 78
    Widest a table is drawn, whatever the client reports.
FOURFOLD_SCREEN_MIN_WIDTH = 40
    Narrowest a table is drawn, whatever the client reports.
FOURFOLD_PAGER = False
    Whether long output comes a screen at a time for a player who never chose.
FOURFOLD_PUBLIC_HOST = None
    The host name players connect to; None uses the one the visitor reached the web site by.
FOURFOLD_PUBLIC_URL = None
    The web site's address as players reach it; None builds it from the host and the web port.
FOURFOLD_LINK_SCHEMES = ('http', 'https')
    The address schemes a link the game makes may use.
FOURFOLD_PLAY_PREVIEW_LENGTH = 20000
    Characters the web composer's preview renders at most.
FOURFOLD_NAV_COUNTS = {'fourfold-mail': 'features.community.templatetags.community_mail.unread_count'}
    What the site's menu counts as new beside an item: URL name -> function of the request.
FOURFOLD_WEB_WRITE_RATE = (10, 60)
    Web forms that change something, per account: at most this many in this many seconds.
FOURFOLD_CSP = {"default-src": ["'self'"], "script-src": ["'self'"], "style-src": ["'self'"],
                "img-src": ["'self'", "data:"], "font-src": ["'self'"], "frame-src": ["'self'"],
                "connect-src": ["'self'", "<fourfold-websocket>"], "object-src": ["'none'"],
                "base-uri": ["'self'"], "form-action": ["'self'"], "frame-ancestors": ["'self'"]}
    The web site's Content-Security-Policy, directive by directive; {} sends none.
FOURFOLD_WEBSOCKET_ORIGINS = []
    Origins the web client's websocket accepts besides the game's own site.

# connections (the Portal)
FOURFOLD_OOB_MAX_DEPTH = 32
    Out-of-band payloads nested deeper than this are dropped.
FOURFOLD_OOB_MAX_BYTES = 65536
    Out-of-band payloads longer than this are dropped.
FOURFOLD_PORTAL_MAX_SUBNEG = 65536
    Bytes one telnet subnegotiation may take before its connection is dropped; 0: no limit.
FOURFOLD_PORTAL_MAX_LINE = 65536
    Bytes one unended telnet line may take before its connection is dropped; 0: no limit.
FOURFOLD_PORTAL_MAX_WEBSOCKET = 65536
    Bytes one websocket frame or message may take before its connection is dropped; 0: no limit.
FOURFOLD_LOGIN_TIMEOUT = 300
    Seconds a connection may stay without logging in before it is closed; 0 or None: no limit.
FOURFOLD_PORTAL_EARLY_LINES = 20
    Inputs kept from a connection the Server does not know yet.
FOURFOLD_PORTAL_EARLY_BYTES = 65536
    Bytes kept from a connection the Server does not know yet.

# Discord, MSSP and the Server's restarts
FOURFOLD_DISCORD_LINKS = []
    (game channel, Discord channel id) pairs the Discord bot relays between.
FOURFOLD_DISCORD_API_URL = None
    Where the Discord connection asks for Discord's API; None: Discord's.
FOURFOLD_MSSP_HOSTNAME = ''
    The host name MUD listings are told; from the environment.
FOURFOLD_MSSP_WEBSITE = ''
    The web site MUD listings are told; from the environment.
FOURFOLD_MSSP_CONTACT = ''
    The contact MUD listings are told; from the environment.
FOURFOLD_MSSP_GENRE = 'Fantasy'
    The genre MUD listings are told.
FOURFOLD_MSSP_SUBGENRE = 'None'
    The subgenre MUD listings are told.
FOURFOLD_MSSP_GAMEPLAY = 'Roleplaying'
    The gameplay MUD listings are told.
FOURFOLD_MSSP_STATUS = 'Open Beta'
    The status MUD listings are told (Alpha, Closed Beta, ...).
FOURFOLD_MSSP_CREATED = ''
    The year the game was made, as MUD listings are told.
FOURFOLD_MSSP_LANGUAGE = 'English'
    The language MUD listings are told.
FOURFOLD_SERVER_RESTART_DELAY = 1
    Seconds before the Portal restarts a Server that died.
FOURFOLD_SERVER_RESTART_LIMIT = 5
    The most Server restarts in one restart window.
FOURFOLD_SERVER_RESTART_WINDOW = 300
    Seconds of the Server's restart window.
FOURFOLD_SERVER_START_TIMEOUT = 60
    Seconds a restarted Server has to connect before it counts as another crash.

# deleting an account (features/account_deletion/)
FOURFOLD_DELETED_POSES_NAME = 'character'
    Whose name a deleted account's poses in shared scenes (and board posts) keep: 'character' keeps the character's name, 'former' shows "a former player".

# moderation (features/moderation/)
FOURFOLD_REPORT_MINUTES = 60
    How far back +report gathers what the reporter saw of the reported player (poses, pages, channel lines), in minutes.

# backups (ops/backups/)
FOURFOLD_BACKUP_ENABLED = True
    Make a backup on the schedule below (./fourfold backup works either way).
FOURFOLD_BACKUP_TIME = '04:00'
    The time (UTC, HH:MM) of the day's first scheduled backup; from the environment.
FOURFOLD_BACKUP_INTERVAL = 24
    Hours between two scheduled backups.
FOURFOLD_BACKUP_DIR = 'server/backups'
    The folder backups are written to; from the environment.
FOURFOLD_BACKUP_KEEP_DAILY = 7
    Days whose newest good backup is kept.
FOURFOLD_BACKUP_KEEP_WEEKLY = 4
    Weeks whose newest good backup is kept.
FOURFOLD_BACKUP_KEEP_MONTHLY = 6
    Months whose newest good backup is kept.
FOURFOLD_BACKUP_COPY_DIR = None
    A second folder (a mounted disk) each backup is copied to; from the environment.
FOURFOLD_BACKUP_COPY_COMMAND = None
    A command (a list of arguments, "{file}" for the backup) that copies each backup away.
FOURFOLD_BACKUP_COPY_TIMEOUT = 600
    Seconds the copy command may run before it counts as failed.

# your data (features/your_data/)
FOURFOLD_DATA_EXPORT_DIR = 'server/exports'
    The folder players' own data files are kept in (one per account, newest file only); from the environment.

# speed-ups (speedups/)
FOURFOLD_SPEEDUPS = True
    False turns every speed-up off: Evennia's own code runs.
FOURFOLD_TCP_NODELAY = True
    Send small writes at once on the AMP link and telnet sockets.
FOURFOLD_AMP_BATCH = True
    Send the messages of one reactor turn between Server and Portal as one.
FOURFOLD_AMP_FACTORY_SWAP = True
    Make the Server's AMP factory build the batching protocol.
FOURFOLD_INPUT_SLICE = 0.004
    Seconds of a batch of input run before the group commit; None waits for the batch's end.
FOURFOLD_GC_FREEZE = 10
    Seconds between two garbage-collector freezes; 0: never.
FOURFOLD_GC_FULL = 3600
    Seconds between two full garbage collections; 0: never.
FOURFOLD_QUICK_CMDSET_MERGE = True
    Gather cmdsets without nested Deferreds.
FOURFOLD_QUICK_INPUT = True
    Look for input-line nicks only when a player may have some.
FOURFOLD_ATTRIBUTE_PRELOAD = True
    Read a character's Attributes in one query when it is puppeted.
FOURFOLD_LOCK_EVAL_CACHE = True
    Keep lock strings' parsed and compiled forms.
FOURFOLD_QUICK_CALL_LOCK = True
    Answer fixed locks such as call:false() without running them.
FOURFOLD_QUICK_CMDSET_PROVIDER = True
    Hand cmdsets over without the merge nobody reads.
FOURFOLD_QUICK_ROOM_MESSAGES = True
    Room messages without the per-listener parse when not needed.
FOURFOLD_QUICK_ROOM_FANOUT = True
    Build a message to a whole room once for every listener.
FOURFOLD_QUICK_PARSER = True
    Show the command parser only the commands the input may name.
FOURFOLD_QUICK_SENDDATA = True
    The short way through message cleaning.
FOURFOLD_QUICK_HTML = True
    Make the web client's HTML with its style lookups done once.
FOURFOLD_TELNET_DIRECT_WRITE = True
    Send telnet output at once when nothing waits in the buffer.
"""


def parse(table: str) -> tuple[Setting, ...]:
    """The settings a table in the form above declares, in its order."""
    found: list[Setting] = []
    section, name, value, meaning = "", None, [], []

    def close():
        if name is not None:
            found.append(Setting(name, ast.literal_eval("\n".join(value)), " ".join(meaning), section))

    for line in table.splitlines():
        if not line.strip():
            continue
        if line.startswith("# "):
            close()
            section, name, value, meaning = line[2:].strip(), None, [], []
        elif line.startswith("FOURFOLD_"):
            close()
            name, _, first = line.partition(" = ")
            value, meaning = [first], []
        elif line.startswith("    ") and not meaning and not _complete(value):
            value.append(line)
        else:
            meaning.append(line.strip())
    close()
    return tuple(found)


def _complete(lines: list[str]) -> bool:
    try:
        ast.literal_eval("\n".join(lines))
    except (SyntaxError, ValueError):
        return False
    return True


SETTINGS: tuple[Setting, ...] = parse(TABLE)
DECLARED: dict[str, Setting] = {s.name: s for s in SETTINGS}


# The values staff stored on the staff console (features/staff_console/),
# name -> value, read once from the database and kept in memory; None until
# first read. The console installs the function that reads them and puts a
# changed value here when it saves one: the website runs inside the game's
# Server process, so a change on the console is seen by the game at once.
_stored: dict | None = None
_load_stored = None


def use_stored_settings(loader) -> None:
    """Install ``loader`` (no arguments, answers name -> value) as where the
    console's stored values come from, and forget the values read so far."""
    global _load_stored, _stored
    _load_stored, _stored = loader, None


def forget_stored_settings() -> None:
    """Read the console's stored values again at the next :func:`setting`."""
    global _stored
    _stored = None


def _stored_values() -> dict:
    global _stored
    if _stored is None:
        if _load_stored is None:
            return {}
        try:
            _stored = dict(_load_stored())
        except Exception:  # no table yet (before migrate): nothing is stored
            return {}
    return _stored


def set_in_file(name: str) -> bool:
    """True when the settings files give ``name`` a value other than its
    declared default: that value wins over the console's. (A file that sets
    a setting to its default cannot be told from one that leaves it alone,
    so the console may change it.)"""
    declared = DECLARED[name].default
    return getattr(settings, name, declared) != declared


def setting(name: str):
    """The value of the setting ``name``: the settings files' when they set
    one other than the default, else the one stored on the staff console,
    else its declared default. An undeclared name raises KeyError, so a
    misspelt name fails loudly."""
    default = DECLARED[name].default
    value = getattr(settings, name, default)
    stored = _stored or (_load_stored and _stored_values())
    if stored and name in stored and value == default:
        return stored[name]
    return value
