"""Evennia's settings hooks that name a speed-up's class or function.

settings.py names Fourfold's (``SERVER_SESSION_CLASS =
"speedups.serversession.ServerSession"`` and so on) and calls :func:`settle` last, after secret_settings: a hook
whose speed-up is off (its own switch, ``FOURFOLD_SPEEDUPS``, an Evennia
version they were not verified with, or a change in the Evennia code it
copies: speedups/guard.py, which reads files only) goes back to Evennia's
default, so
Evennia's own class runs. A hook set to anything else is left alone, and
the paths these modules had before they moved here still work.
``COMMAND_PARSER`` is not among them: it names the game's parser
(server/conf/cmdparser.py), which holds a game rule and asks
``is_on("cmdparser")`` itself whether the quick parser runs beneath it.
"""

from __future__ import annotations

from speedups.switches import is_on

# setting -> (the speed-up it belongs to, Fourfold's value)
HOOKS = {
    "SERVER_SESSION_HANDLER_CLASS": (
        "session_handler", "speedups.session_handler.FourfoldSessionHandler"),
    "SERVER_SESSION_CLASS": ("cmdset_provider", "speedups.serversession.ServerSession"),
    "AMP_CLIENT_PROTOCOL_CLASS": ("amp_batch", "speedups.amp_batch.BatchingClientProtocol"),
    "AMP_SERVER_PROTOCOL_CLASS": ("amp_batch", "speedups.amp_batch.BatchingServerProtocol"),
}

# where they lived before the speed-ups had their own package (a game's secret_settings may name them)
OLD_PATHS = {
    "server.conf.session_handler.FourfoldSessionHandler":
        "speedups.session_handler.FourfoldSessionHandler",
    "server.conf.serversession.ServerSession": "speedups.serversession.ServerSession",
    "server.conf.amp_batch.BatchingClientProtocol": "speedups.amp_batch.BatchingClientProtocol",
    "server.conf.amp_batch.BatchingServerProtocol": "speedups.amp_batch.BatchingServerProtocol",
}


def evennias(setting: str):
    """Evennia's default for ``setting``."""
    from evennia import settings_default

    return getattr(settings_default, setting)


def settle(config: dict) -> dict:
    """Point each hook in ``config`` (settings.py's globals) at Evennia's
    default when its speed-up is off; returns {setting: value} changed."""
    changed = {}
    for setting, (speedup, ours) in HOOKS.items():
        value = config.get(setting)
        value = OLD_PATHS.get(value, value)
        if value == ours and not is_on(speedup, config):
            value = evennias(setting)
        if value != config.get(setting):
            config[setting] = changed[setting] = value
    return changed
