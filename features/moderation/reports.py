"""Reports: a player tells staff about another player's behaviour, and the
report carries the words the reporter saw of them in the last
``FOURFOLD_REPORT_MINUTES`` minutes, so staff read what was said, not a
summary:

* the reported character's entries in scenes the reporter was part of,
  written after the reporter joined (features/scenes; private entries
  are left out);
* pages from the reported character to the reporter (features/pages);
* lines the reported player spoke on channels the reporter listens to
  (the channels' history, typeclasses/channel_history.py).

Speech in a room while no scene runs is kept nowhere, so it is not
gathered. The report is a request (features/community/requests.py) in
the ``report`` category: only its reporter and staff see it.
"""

from __future__ import annotations

import time
from datetime import timedelta

from django.utils import timezone

from core.errors import StorageError
from core.game_settings import setting

CATEGORY = "report"
REASON_LIMIT = 1000
CHANNEL_LINES = 500  # the most recent lines read from each channel's history
LINES_LIMIT = 200  # the most lines a report carries (the latest)


class ReportError(StorageError):
    """A report that cannot be filed as asked."""


def _since_seconds() -> float:
    return time.time() - max(int(setting("FOURFOLD_REPORT_MINUTES") or 0), 1) * 60


def scene_lines(reporter, reported, since) -> list:
    from features.scenes.models import Participant, SceneEntry

    joined = dict(Participant.objects.filter(char_id=reporter.id).values_list("scene_id", "joined"))
    found = SceneEntry.objects.filter(author_id=reported.id, scene_id__in=list(joined),
                                      private=False, created__gte=since).order_by("created", "id")
    return [(entry.created.timestamp(), f"scene {entry.scene_id}", entry.text)
            for entry in found if entry.created >= joined[entry.scene_id]]


def page_lines(reporter, reported, since) -> list:
    from features.pages import store

    found = (store._pages().filter(db_sender_objects=reported, db_receivers_objects=reporter,
                                   db_date_created__gte=since).distinct()
             .order_by("db_date_created", "id"))
    return [(msg.db_date_created.timestamp(), "page", msg.db_message) for msg in found]


def _entry_time(stamp: str) -> float | None:
    """Seconds since the epoch of a history entry's local time stamp
    (Evennia's ``logger.timeformat``: ``26-12-07 20:28:01``)."""
    stamp = stamp.strip()
    for form, length in (("%y-%m-%d %H:%M:%S", 17), ("%Y-%m-%d %H:%M:%S", 19)):
        try:
            return time.mktime(time.strptime(stamp[:length], form))
        except (ValueError, OverflowError):
            continue
    return None


def channel_lines(reporter, reported, since_seconds) -> list:
    from evennia.comms.models import ChannelDB

    from typeclasses.channel_history import readable, recent

    listener = getattr(reporter, "account", None) or reporter
    names = {reported.key.lower()}
    if getattr(reported, "account", None) is not None:
        names.add(reported.account.key.lower())
    found = []
    for channel in ChannelDB.objects.all():
        if not channel.subscriptions.has(listener):
            continue
        log_file = channel.get_log_filename()
        if not log_file:
            continue
        for stamp, text in recent(log_file, CHANNEL_LINES):
            when = _entry_time(stamp)
            speaker = text.partition(": ")[0].lower()
            if when is None or when < since_seconds or not speaker:
                continue
            # a speaker may carry a channel title: the name is one of its words
            if names & set(speaker.replace(",", " ").split()):
                found.append((when, f"channel {channel.key}", readable(text)))
    return found


def seen_lines(reporter, reported) -> list:
    """(when, where, text) of what ``reporter`` saw ``reported`` say lately,
    oldest first (the latest :data:`LINES_LIMIT`)."""
    since_seconds = _since_seconds()
    since = timezone.now() - timedelta(seconds=time.time() - since_seconds)
    lines = (scene_lines(reporter, reported, since) + page_lines(reporter, reported, since)
             + channel_lines(reporter, reported, since_seconds))
    return sorted(lines, key=lambda line: line[0])[-LINES_LIMIT:]


def report_text(reporter, reported, reason, lines) -> str:
    minutes = int(setting("FOURFOLD_REPORT_MINUTES") or 0)
    out = [f"{reporter.key} reports {reported.key}: {reason}", "",
           f"What {reporter.key} saw of {reported.key} in the last {minutes} minutes:"]
    if not lines:
        out.append("(nothing kept: no scene, page or channel line)")
    for when, where, text in lines:
        stamp = time.strftime("%Y-%m-%d %H:%M", time.gmtime(when))
        out.append(f"[{stamp} UTC, {where}] {text}")
    return "\n".join(out)


def file_report(reporter, reported, reason):
    """File ``reporter``'s report on ``reported`` (characters) with the
    lines the reporter saw; returns the request. Raises
    :class:`ReportError` (nothing filed) for no reason or oneself."""
    from features.community import requests

    reason = " ".join(str(reason or "").split())
    if not reason:
        raise ReportError("Say what happened: the reason goes to staff.")
    if len(reason) > REASON_LIMIT:
        raise ReportError(f"A reason is at most {REASON_LIMIT} characters.")
    if reported == reporter:
        raise ReportError("You cannot report yourself.")
    text = report_text(reporter, reported, reason, seen_lines(reporter, reported))
    return requests.file_request(reporter, f"Report on {reported.key}", text, category=CATEGORY)
