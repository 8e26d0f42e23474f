"""Channel history, kept before anyone hears the line.

Channel history lives where Evennia keeps it, in each channel's log file
(``channel/history`` and the web channel pages read it back with
``logger.tail_log_file``). Evennia writes a line there after the channel
has sent it to every listener, from a worker thread; Fourfold used to queue
the lines and write them half a second later. Either way a Server killed
in between had shown a line that was then never kept.

Here the line is written before the channel sends it to anyone (from the
channel's ``at_pre_msg``, see typeclasses/channels.py), in the reactor's own
thread: one write a line, straight to the operating system (Twisted's log
file is unbuffered; the ``flush`` is there should it ever buffer). That is
cheaper than the thread hand-off it replaces, and it is enough for a killed
Server process (SIGKILL included): what was written is the kernel's to put
on disk. It does not ``fsync``: a line could still be lost if the machine
itself loses power in the next moments, as with any file not synced, and a
sync for every line would wait on the disk each time.

The file reads exactly as Evennia's would: the same timestamp and line form
as ``logger.log_file``, ``"<senders>: <message>"`` as
``DefaultChannel.at_post_msg`` builds it (speedups/watched.py watches
both for a change in Evennia).
"""

from __future__ import annotations

import time

from evennia.utils import logger

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


def entry(message: str, senders=()) -> str:
    """The history entry for ``message`` from ``senders``, as Evennia's
    ``DefaultChannel.at_post_msg`` words it."""
    names = ",".join(sender.key for sender in senders or ())
    return f"{names}: {message}" if names else message


def keep(filename: str, message: str) -> bool:
    """Write ``message`` to the log file ``filename`` now. False (and the
    error in the server log) when it could not be written."""
    try:
        handle = logger._open_log_file(filename)
        if handle is None:
            return False
        handle.write(line(message))
        handle.flush()
    except (OSError, ValueError) as err:  # a full disk, a closed file
        logger.log_err(f"Channel history {filename}: {err}")
        return False
    return True
