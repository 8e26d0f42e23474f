"""Channel history written to the log files in batches.

Evennia writes each channel message to its log file from a worker thread,
one thread hand-off per message. Every roll is copied to the RollLog
channel, so under load that meant hundreds of hand-offs a second competing
with the game for the interpreter: at 300 players rolling once a second the
Server spent most of its time there. Here each message is stamped with its
time at once (the file reads exactly as Evennia's would) and the lines wait
in memory; one hand-off a flush writes them all, at most
``settings.FOURFOLD_CHANNEL_LOG_FLUSH`` seconds later, and everything left
is written when the server stops or reloads (``at_server_stop``).
"""

from __future__ import annotations

import time

from django.conf import settings
from evennia.utils import logger

from typeclasses.flush_later import FlushLater

_pending: dict[str, list[str]] = {}  # log file name -> formatted lines


def _delay() -> float:
    return float(getattr(settings, "FOURFOLD_CHANNEL_LOG_FLUSH", 0.5))


# The last whole second stamped, and its text: Evennia's timeformat works out
# the time zone afresh on every call (2 % of the Server during an opposed
# roll at 300 players), while its text only changes once a second.
_stamp: list = [None, ""]


def timestamp(when: float | None = None) -> str:
    """``logger.timeformat(when)``, worked out once a second."""
    second = int(when or time.time())  # timeformat also reads 0 as "now"
    if _stamp[0] != second:
        _stamp[0], _stamp[1] = second, logger.timeformat(second)
    return _stamp[1]


def line(message: str, when: float | None = None) -> str:
    """One entry as Evennia's logger.log_file writes it."""
    return "\n%s [-] %s" % (timestamp(when), message.strip())


def write(filename: str, message: str) -> None:
    """Queue ``message`` for the log file ``filename``."""
    _pending.setdefault(filename, []).append(line(message))
    if _delay() <= 0:
        flush(threaded=False)
    else:
        _later.schedule(_delay())


def _write_all(filehandle, text: str) -> None:
    filehandle.write(text)
    filehandle.flush()


def flush(threaded: bool = True) -> int:
    """Write every queued line; one thread hand-off per file (none when
    ``threaded`` is False, as when the server stops). Returns lines written."""
    written = 0
    for filename in list(_pending):
        lines = _pending.pop(filename)
        handle = logger._open_log_file(filename)
        if handle is None or not lines:
            continue
        text = "".join(lines)
        written += len(lines)
        if threaded:
            from twisted.internet.threads import deferToThread

            deferToThread(_write_all, handle, text).addErrback(
                lambda failure, name=filename: logger.log_err(f"Channel log {name}: {failure.getErrorMessage()}"))
        else:
            _write_all(handle, text)
    return written


def forget() -> None:
    """Drop what is queued (tests)."""
    _pending.clear()
    _later.reset()


_later = FlushLater(flush)  # one flush waiting on the reactor
