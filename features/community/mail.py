"""Mail between characters, kept the way Evennia's mail contrib keeps it
(evennia.contrib.game_systems.mail): one Msg per recipient, the subject in
its header, a tag in the "mail" category saying "new" until it is read.
So mail sent by the contrib's own command and by ours is the same mail.

A letter reaches nobody who refuses the sender (a player who blocked them:
the ``refuses`` hook, core/features.py, features/pages/blocks.py). The check
is here, where every letter is stored, so the game and the web share it."""

from evennia.comms.models import Msg
from evennia.utils import create

from core import features

CATEGORY = "mail"
NEW, READ = "new", "-"
# every copy remembers who the letter went to (for reply-all), as a tag in
# this category whose key lists the recipients' ids: "12,15"
TO_CATEGORY = "mail_to"


def inbox(character) -> list:
    """``character``'s mail, oldest first (numbered 1, 2, ... in that order)."""
    return list(Msg.objects.get_by_tag(category=CATEGORY)
                .filter(db_receivers_objects=character).distinct()
                .order_by("db_date_created", "id"))


def unread_count(character) -> int:
    return (Msg.objects.get_by_tag(NEW, category=CATEGORY)
            .filter(db_receivers_objects=character).distinct().count())


def is_new(message) -> bool:
    return message.tags.has(NEW, category=CATEGORY)


def mark_read(message):
    if is_new(message):
        message.tags.remove(NEW, category=CATEGORY)
        message.tags.add(READ, category=CATEGORY)


_REFUSES = features.hook("refuses")


def refuses(recipient, sender) -> bool:
    """Whether ``recipient`` takes no mail from ``sender``."""
    return any(_REFUSES(recipient, sender, "mail"))


def send(sender, recipients, subject: str, body: str) -> list:
    """One copy of the mail for each recipient who takes mail from
    ``sender`` (each reads and deletes their own; the others get none);
    those online hear of it. Returns the copies."""
    recipients = [r for r in recipients if not refuses(r, sender)]
    copies = []
    to = ",".join(str(r.id) for r in recipients)
    for recipient in recipients:
        message = create.create_message(sender, body, receivers=recipient, header=subject)
        message.tags.add(NEW, category=CATEGORY)
        message.tags.add(to, category=TO_CATEGORY)
        copies.append(message)
    for recipient in recipients:  # stored first, then announced
        if recipient.sessions.count():
            recipient.msg(f"You have new mail from {sender.key}: {subject}|n (type mail)")
    return copies


def everyone_on(message) -> list:
    """The sender and every recipient of the letter ``message`` is a copy of
    (those who still exist)."""
    from evennia.objects.models import ObjectDB

    ids = []
    for key in message.tags.get(category=TO_CATEGORY, return_list=True):
        ids += [int(i) for i in str(key).split(",") if i.isdigit()]
    found = {o.id: o for o in ObjectDB.objects.filter(id__in=ids)}
    people = [found[i] for i in ids if i in found]
    sender = sender_of(message)
    if sender is not None and sender not in people:
        people.insert(0, sender)
    return people


def sender_of(message):
    senders = message.senders
    return senders[0] if senders else None


def delete(message):
    message.delete()
