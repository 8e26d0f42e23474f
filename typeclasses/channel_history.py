"""Channel history, kept before anyone hears the line.

Channel history lives where Evennia keeps it, in each channel's log file
(``channel/history`` and the web channel pages read it back with
``logger.tail_log_file``). Evennia writes a line there after the channel
has sent it to every listener, from a worker thread; a Server killed in
between would have shown a line that is then never kept, and the same goes
for any queue that writes the lines later.

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
# the time zone afresh on every call (on every roll, through the RollLog
# channel), while its text only changes once a second.
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


# --- how a line reads, said or posed; and reading the history back ----------

def spoken(speaker: str, message: str) -> str:
    """``message`` from ``speaker`` as a listener reads it, MUSH style:
    ``:waves`` is a pose ("Bob waves"), ``;'s here`` a pose without the
    space ("Bob's here"), anything else is said ("Bob: hello")."""
    text = message.lstrip()
    if text.startswith(":"):
        rest = text[1:]
        if rest[:1] in ("'", ",", ":"):
            return f"{speaker}{rest}"
        return f"{speaker} {rest.lstrip()}"
    if text.startswith(";"):
        return f"{speaker}{text[1:]}"
    return f"{speaker}: {message}"


def _split(text: str) -> tuple[str, str] | None:
    """(speaker, message) of an entry ``"<speaker>: <message>"``, or None for
    one of the game's own notices with no speaker."""
    speaker, sep, message = text.partition(": ")
    if not sep or not speaker or ":" in speaker:
        return None
    return speaker, message


def readable(text: str) -> str:
    """A history entry as a listener heard it (a pose read as a pose)."""
    parts = _split(text)
    if parts and parts[1].lstrip().startswith((":", ";")):
        return spoken(*parts)
    return text


_TAIL_BLOCK = 8192


ROTATED_FILES = 9  # how many rotated files (<file>.1 ... .9) last reads on into


def recent(filename: str, count: int) -> list[tuple[str, str]]:
    """The last ``count`` entries of the log file ``filename`` (the one
    :func:`keep` writes), oldest first, as (time stamp, entry text). Read
    from the end in blocks, so a long history costs no more than the lines
    asked for; a file not there yet has none. When the file holds fewer,
    the rotated ones (``<file>.1``, ``.2`` ...: Evennia rotates a channel's
    log at ``CHANNEL_LOG_ROTATE_SIZE``) are read on, and the lines Evennia
    copies into a new file from the one before are counted once."""
    import os

    if count <= 0:
        return []
    try:
        handle = logger._open_log_file(filename)
        path = handle.path if handle is not None else None
        if not path or not os.path.exists(path):
            return []
        entries = _tail(path, count)
        for number in range(1, ROTATED_FILES + 1):
            older_path = f"{path}.{number}"
            if len(entries) >= count or not os.path.exists(older_path):
                break
            older = _tail(older_path, count + len(entries))
            entries = older + entries[_overlap(older, entries):]
    except (OSError, ValueError) as err:
        logger.log_err(f"Channel history {filename}: {err}")
        return []
    return entries[-count:]


def _overlap(older: list, newer: list) -> int:
    """How many entries at the start of ``newer`` repeat the end of ``older``
    (the tail Evennia copies into a file it rotates)."""
    for size in range(min(len(older), len(newer)), 0, -1):
        if older[-size:] == newer[:size]:
            return size
    return 0


def _tail(path: str, count: int) -> list[tuple[str, str]]:
    import os

    with open(path, "rb") as reader:
        reader.seek(0, os.SEEK_END)
        end = reader.tell()
        data = b""
        while end > 0 and data.count(b"\n") <= count:
            start = max(0, end - _TAIL_BLOCK)
            reader.seek(start)
            data = reader.read(end - start) + data
            end = start
    entries = []
    for raw in data.decode("utf-8", errors="replace").splitlines():
        stamp, sep, text = raw.partition(" [-] ")
        if sep:
            entries.append((stamp, text))
        elif entries and raw:  # a notice that ran over several lines
            entries[-1] = (entries[-1][0], f"{entries[-1][1]}\n{raw}")
    return entries[-count:]
