"""Which speed-ups are on: their switches, the one switch for all of them,
and the Evennia versions they were checked against.

Nothing here imports Django or Evennia at module level: settings.py uses it
(through speedups/hooks.py) before Django is set up.

Every speed-up is on unless its own setting is false (0, False, None), and
all are off when ``FOURFOLD_SPEEDUPS`` is false or when the installed
Evennia is not one of :data:`VERIFIED_EVENNIA`. Several speed-ups copy
Evennia code or read its private names (speedups/watched.py lists them);
on a version nobody has compared them with, Evennia's own code runs
instead. On a verified version, a speed-up whose watched Evennia code is
not the code it was checked against is off too, alone (speedups/guard.py:
a patch release that changes one function turns off only the speed-ups
that lean on it).
"""

from __future__ import annotations

from functools import lru_cache

from speedups import guard

# Evennia releases the speed-ups were checked against, as "major.minor"
# (any patch release of it) or an exact version ("6.1.0"). Add a version
# only after tests/speedups/ (the fingerprints included) pass on it.
VERIFIED_EVENNIA = ("6.1",)

MASTER = "FOURFOLD_SPEEDUPS"

# speed-up (its module in speedups/) -> the setting that turns it off
SWITCHES = {
    "lock_eval": "FOURFOLD_LOCK_EVAL_CACHE",
    "cmdset_merge": "FOURFOLD_QUICK_CMDSET_MERGE",
    "cmdset_provider": "FOURFOLD_QUICK_CMDSET_PROVIDER",  # and serversession
    "call_lock": "FOURFOLD_QUICK_CALL_LOCK",
    "room_messages": "FOURFOLD_QUICK_ROOM_MESSAGES",
    "room_fanout": "FOURFOLD_QUICK_ROOM_FANOUT",
    "attribute_cache": "FOURFOLD_ATTRIBUTE_PRELOAD",
    "cmdparser": "FOURFOLD_QUICK_PARSER",
    "quick_input": "FOURFOLD_QUICK_INPUT",
    "session_handler": "FOURFOLD_QUICK_SENDDATA",
    "amp_batch": "FOURFOLD_AMP_BATCH",  # and amp_codec
    "amp_factory": "FOURFOLD_AMP_FACTORY_SWAP",  # amp_batch.install_client
    "gc_pauses": "FOURFOLD_GC_FREEZE",  # seconds; 0 is off
    "tcp_nodelay": "FOURFOLD_TCP_NODELAY",
    "direct_write": "FOURFOLD_TELNET_DIRECT_WRITE",
    "html_styles": "FOURFOLD_QUICK_HTML",  # used by portal/links.py
}


def _get(config, name, default=True):
    if config is None:
        from django.conf import settings as config
    if isinstance(config, dict):
        return config.get(name, default)
    return getattr(config, name, default)


@lru_cache(maxsize=1)
def evennia_version() -> str:
    """The installed Evennia's version ("6.1.0"), read once (is_on is asked
    on every line a player types)."""
    try:
        from importlib.metadata import version

        return version("evennia")
    except Exception:  # not installed as a distribution (a source checkout)
        import evennia

        return str(getattr(evennia, "__version__", "") or "unknown")


def verified(version: str | None = None) -> bool:
    """Whether ``version`` (the installed one by default) is one the
    speed-ups were checked against: exactly, or by its major.minor."""
    version = (version if version is not None else evennia_version()).strip()
    major_minor = ".".join(version.split(".")[:2])
    return version in VERIFIED_EVENNIA or major_minor in VERIFIED_EVENNIA


def why_off(config=None) -> str | None:
    """Why every speed-up is off, or None when their own switches decide."""
    if not _get(config, MASTER):
        return f"{MASTER} is False in the settings"
    version = evennia_version()
    if not verified(version):
        return (f"Evennia {version} is not a version they were verified with "
                f"({', '.join(VERIFIED_EVENNIA)}); Evennia's own code runs instead "
                "(see speedups/switches.py)")
    return None


def is_on(name: str, config=None) -> bool:
    """Whether the speed-up ``name`` runs (``config``: settings or a dict of
    them): its switch is on, and the Evennia code it copies is the code it
    was checked against (speedups/guard.py; read once per process)."""
    if name not in SWITCHES:
        raise KeyError(f"No speed-up is called {name!r}")
    return (why_off(config) is None and bool(_get(config, SWITCHES[name]))
            and name not in guard.off())
