"""The Portal brings a crashed Server back by itself.

Evennia's Portal keeps the players' connections while the Server reloads:
the Server tells it first (reload, reset, shutdown), the Portal waits for
the link to drop and starts the Server again, and the new Server takes the
sessions over. When the Server dies without a word (killed, out of memory,
a crash in C code) nothing restarts it, and the players sit in a silent
game until an admin types `evennia start`.

Here the Portal notices the lost AMP link itself. A link that drops with no
stop asked for (no restart mode set, no one waiting for the drop) is a
crash: every player is told at once, and after FOURFOLD_SERVER_RESTART_DELAY
seconds the Portal starts the Server with the very command it was first
started with, in "reload" mode, so the Server carries the sessions over as
on a reload (puppets and all) and Evennia announces the restart. A line a
player types meanwhile is answered ("type it again in a moment") instead of
vanishing.

A Server that crashes again and again is restarted at most
FOURFOLD_SERVER_RESTART_LIMIT times in FOURFOLD_SERVER_RESTART_WINDOW
seconds; then the Portal gives up, says so in the log and to the players,
and waits for an admin. A restarted Server that has not connected after
FOURFOLD_SERVER_START_TIMEOUT seconds counts as another crash.

Why in the Portal and not a watchdog process beside it: the Portal holds
the sessions and the Server's start command, hears the link drop the
moment it happens (no polling), can speak to the players, and works the
same whether the game was started by ./fourfold, by `evennia start` or by
systemd, with no extra process to supervise. If the Portal itself dies the
connections are gone anyway; that is systemd's to restart
(deploy/fourfold.service).
"""

from __future__ import annotations

import time

from django.conf import settings
from evennia.utils import logger
from evennia.utils.utils import class_from_module

LOST = ("|rThe game's server stopped unexpectedly.|n It is restarting now: stay "
        "connected, you will be back where you were in a few seconds.")
WAIT = "The game is restarting; type that again in a moment."
GAVE_UP = ("|rThe game's server keeps failing and will not be restarted again by "
           "itself.|n Staff have been told in the log; please try again later.")


def _setting(name, default):
    return getattr(settings, name, default)


class ServerWatch:
    """What the Portal knows about restarting its Server."""

    def __init__(self, clock=time.monotonic, call_later=None):
        self.clock = clock
        self.call_later = call_later
        self.restarts: list[float] = []  # when each automatic restart began
        self.starting = False  # a restart is under way, the Server not back yet
        self.gave_up = False
        self.pending = None  # the delayed call that will start the Server

    # --- decisions (no Twisted, tested on their own) ------------------------
    @staticmethod
    def is_crash(protocol, was_server: bool, planned: bool) -> bool:
        mode = protocol.factory.portal.server_restart_mode
        return was_server and not planned and mode is None

    def may_restart(self) -> bool:
        window = float(_setting("FOURFOLD_SERVER_RESTART_WINDOW", 300))
        limit = int(_setting("FOURFOLD_SERVER_RESTART_LIMIT", 5))
        now = self.clock()
        self.restarts = [t for t in self.restarts if now - t < window]
        return len(self.restarts) < limit

    # --- acting ---------------------------------------------------------------
    def _reactor_call(self, delay, func, *args):
        if self.call_later is not None:
            return self.call_later(delay, func, *args)
        from twisted.internet import reactor

        return reactor.callLater(delay, func, *args)

    def server_lost(self, protocol) -> None:
        """The Server's link dropped with no stop asked for."""
        from evennia import PORTAL_SESSION_HANDLER as sessions

        if self.pending is not None:
            return
        if not self.may_restart():
            if not self.gave_up:
                self.gave_up = True
                logger.log_err("Fourfold: the Server crashed too often; not restarting it "
                               "again. Start it with `./fourfold start` or `evennia start`.")
                sessions.announce_all(GAVE_UP)
            return
        logger.log_err("Fourfold: the Server's link was lost with no stop asked for; "
                       "restarting the Server.")
        sessions.announce_all(LOST)
        delay = float(_setting("FOURFOLD_SERVER_RESTART_DELAY", 1))
        self.pending = self._reactor_call(delay, self.restart, protocol)

    def restart(self, protocol) -> None:
        self.pending = None
        command = getattr(protocol.factory.portal, "server_twistd_cmd", None)
        if not command:
            logger.log_err("Fourfold: cannot restart the Server: the Portal never started it.")
            return
        if protocol.factory.server_connection is not None:
            return  # someone else brought it back already
        self.restarts.append(self.clock())
        clear_dead_pidfile(command)
        # the new Server takes the sessions over as after a reload
        protocol.factory.portal.server_restart_mode = "reload"
        protocol.start_server(command)
        self.starting = True  # (after: start_server refuses while a restart is under way)
        timeout = float(_setting("FOURFOLD_SERVER_START_TIMEOUT", 60))
        self._reactor_call(timeout, self.check_started, protocol, self.clock())

    def check_started(self, protocol, since) -> None:
        if self.starting and protocol.factory.server_connection is None:
            logger.log_err("Fourfold: the restarted Server did not connect; trying again.")
            self.starting = False
            self.server_lost(protocol)

    def server_back(self) -> None:
        self.starting = False
        self.gave_up = False


def _pidfile(command) -> str | None:
    for arg in command or ():
        if str(arg).startswith("--pidfile="):
            return str(arg).split("=", 1)[1]
    return None


def _dead(pid: int) -> bool:
    """True when process ``pid`` is gone or a zombie: killed, but not yet
    reaped by a parent that does not reap (PID 1 in some containers)."""
    try:
        with open(f"/proc/{pid}/status") as status:
            return any(line.startswith("State:") and "Z" in line.split()[1:2] for line in status)
    except FileNotFoundError:
        return True
    except OSError:
        return False


def clear_dead_pidfile(command) -> bool:
    """Remove the crashed Server's pid file when its process is dead.

    twistd refuses to start while the pid file names a live process, and a
    killed Server that nobody reaped still looks alive to it: the restart
    then failed and waited FOURFOLD_SERVER_START_TIMEOUT for nothing. A pid
    file naming a process that really runs (a hung Server) is left alone."""
    import os

    path = _pidfile(command)
    if not path or not os.path.exists(path):
        return False
    try:
        with open(path) as handle:
            pid = int(handle.read().strip() or 0)
    except (OSError, ValueError):
        pid = 0
    if pid and not _dead(pid):
        return False
    try:
        os.remove(path)
    except OSError:
        return False
    logger.log_info(f"Fourfold: removed the dead Server's pid file ({pid}).")
    return True


WATCH = ServerWatch()


def install() -> None:
    """Teach the Portal's AMP protocol and session handler about crashes."""
    import evennia

    cls = class_from_module(settings.AMP_SERVER_PROTOCOL_CLASS)
    if getattr(cls, "_fourfold_watch", False):
        return
    lost, start = cls.connectionLost, cls.start_server

    def connectionLost(self, reason):
        was_server = self.factory.server_connection is self
        planned = self in self.factory.disconnect_callbacks
        crash = WATCH.is_crash(self, was_server, planned)
        lost(self, reason)
        if crash:
            WATCH.server_lost(self)

    def start_server(self, server_twistd_cmd):
        if WATCH.starting or WATCH.pending is not None:
            # a restart of ours is under way (`evennia start` meanwhile must
            # not start a second Server); whoever asked hears when it connects
            return None
        return start(self, server_twistd_cmd)

    cls.connectionLost = connectionLost
    cls.start_server = start_server
    cls._fourfold_watch = True

    handler = evennia.PORTAL_SESSION_HANDLER
    connected, data_in = handler.at_server_connection, handler.data_in

    def at_server_connection():
        WATCH.server_back()
        return connected()

    def quiet_data_in(session, **kwargs):
        if session and "text" in kwargs and (WATCH.starting or WATCH.pending is not None):
            handler.data_out(session, text=[[WAIT], {}])
            return None
        return data_in(session, **kwargs)

    handler.at_server_connection = at_server_connection
    handler.data_in = quiet_data_in
