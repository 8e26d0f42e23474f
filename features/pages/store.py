"""Pages as Evennia's page command stores them (evennia/commands/default/
comms.py, CmdPage): one Msg per page, its sender and receivers set, tagged
``page`` in the ``comms`` category, readable by them and by Admins. Here the
senders and receivers are characters, so a page belongs to the character
that sent or got it (and stays with it, whoever plays it later).

The text is kept as typed (``:waves`` for a pose); features/pages/text.py
makes the lines people see from it, at sending and when the history is read.

A page to someone who is not connected is kept too, and counted in an
Attribute of theirs: the next login says how many came meanwhile
(features/pages/hooks.py).
"""

from __future__ import annotations

from django.db.models import Q
from evennia.comms.models import Msg
from evennia.utils import create

TAG, TAG_CATEGORY = "page", "comms"  # Evennia's own tag for pages
CATEGORY = "pages"  # the Attributes of this feature
MISSED = "missed"  # pages that came while the character was not connected


def _pages():
    return Msg.objects.get_by_tag(key=TAG, category=TAG_CATEGORY)


def record(sender, receivers, text: str):
    """Store one page from ``sender`` to ``receivers`` (as Evennia's CmdPage
    does, with its locks); returns the Msg."""
    readers = " or ".join(f"id({obj.id})" for obj in [*receivers, sender])
    return create.create_message(
        sender, text, receivers=list(receivers),
        locks=(f"read:{readers} or perm(Admin);delete:id({sender.id}) or perm(Admin);"
               f"edit:id({sender.id}) or perm(Admin)"),
        tags=[(TAG, TAG_CATEGORY)])


def history(char, count: int) -> list:
    """The last ``count`` pages ``char`` sent or got, oldest first."""
    found = (_pages().filter(Q(db_sender_objects=char) | Q(db_receivers_objects=char))
             .distinct().order_by("-db_date_created", "-id")[:count])
    return list(reversed(found))


def last_paged(char) -> list:
    """Whom ``char``'s last page reached (those who still exist), or []."""
    last = _pages().filter(db_sender_objects=char).order_by("-db_date_created", "-id").first()
    return list(last.db_receivers_objects.all()) if last else []


def last_page_to(char) -> list:
    """Who to answer ``char``'s last page to: its sender first, then the
    others it reached (a group page is answered to the group); []."""
    last = _pages().filter(db_receivers_objects=char).order_by("-db_date_created", "-id").first()
    if last is None:
        return []
    people = list(last.db_sender_objects.all())
    people += [obj for obj in last.db_receivers_objects.all() if obj != char and obj not in people]
    return people


def note_missed(char) -> None:
    char.attributes.add(MISSED, missed(char) + 1, category=CATEGORY)


def missed(char) -> int:
    return char.attributes.get(MISSED, default=0, category=CATEGORY) or 0


def clear_missed(char) -> None:
    if missed(char):
        char.attributes.remove(MISSED, category=CATEGORY)
