"""Mail between characters, kept the way Evennia's mail contrib keeps it
(evennia.contrib.game_systems.mail): one Msg per recipient, the subject in
its header, a tag in the "mail" category saying "new" until it is read.
So mail sent by the contrib's own command and by ours is the same mail.

A letter reaches nobody who refuses the sender (a player who blocked them:
the ``refuses`` hook, core/features.py, features/pages/blocks.py). The check
is here, where every letter is stored, so the game and the web share it.

A letter may also be held by an account rather than a character: a
character that moved to another player (features/roster/) leaves the mail
it had received with the account that received it, and every character of
that account finds it in its mailbox. The game's own letters (the idle
warning) come from a name, not a character: nobody answers them.

The game's ``mail`` and the web's mail pages send, answer and check names
through the same functions here (:func:`split_names`, :func:`deliver`,
:func:`answer`). On the web a player reads and writes as one of their
characters while it is not played, so the account whose mail it may hold
is passed in (``account``) rather than found on the character."""

from django.db.models import Q
from evennia.comms.models import Msg
from evennia.utils import create

from core import features
from core.errors import NotFound, StorageError
from core.game_settings import setting

CATEGORY = "mail"
NEW, READ = "new", "-"
# every copy remembers who the letter went to (for reply-all), as a tag in
# this category whose key lists the recipients' ids: "12,15"
TO_CATEGORY = "mail_to"


class MailError(StorageError):
    """Mail that cannot be sent as asked; the message says why."""


class NobodyTakesIt(MailError, NotFound):
    """Every recipient refuses the sender: nothing was sent."""


class NoAnswer(MailError, NotFound):
    """The letter has nobody to answer: its sender is gone."""


class FromTheGame(NoAnswer):
    """The letter is the game's own (the idle warning): nobody reads answers."""


def _addressed_to(character, account=None) -> Q:
    """Mail to ``character``, or held by ``account`` (by default the
    account now playing it)."""
    to = Q(db_receivers_objects=character)
    if account is None:
        account = getattr(character, "account", None)
    return to | Q(db_receivers_accounts=account) if account is not None else to


def inbox(character, account=None) -> list:
    """``character``'s mail, oldest first (numbered 1, 2, ... in that order)."""
    return list(Msg.objects.get_by_tag(category=CATEGORY)
                .filter(_addressed_to(character, account)).distinct()
                .order_by("db_date_created", "id"))


def unread_count(character, account=None) -> int:
    return (Msg.objects.get_by_tag(NEW, category=CATEGORY)
            .filter(_addressed_to(character, account)).distinct().count())


def unread_total(characters, account) -> int:
    """Unread letters to any of ``characters`` or held by ``account``, each
    counted once (one query): what the site shows its player."""
    to = Q(db_receivers_objects__in=list(characters)) | Q(db_receivers_accounts=account)
    return Msg.objects.get_by_tag(NEW, category=CATEGORY).filter(to).distinct().count()


def hand_to_account(character, account) -> int:
    """``character``'s mail becomes ``account``'s: the letters it received
    are held by the account instead (text, sender, dates and read marks
    unchanged). Returns how many."""
    letters = list(Msg.objects.get_by_tag(category=CATEGORY)
                   .filter(db_receivers_objects=character).distinct())
    for message in letters:
        message.db_receivers_accounts.add(account)
        message.db_receivers_objects.remove(character)
    return len(letters)


def is_new(message) -> bool:
    return message.tags.has(NEW, category=CATEGORY)


def mark_read(message):
    if is_new(message):
        message.tags.remove(NEW, category=CATEGORY)
        message.tags.add(READ, category=CATEGORY)


_REFUSES = features.hook("refuses")


def refuses(recipient, sender, account=None) -> bool:
    """Whether ``recipient`` takes no mail from ``sender``. On the web the
    sender is not played, so the hook cannot find its player from it: the
    ``account`` writing is given, and a refusal of any of its characters
    counts (a block stands against the player, features/pages/blocks.py)."""
    senders = [sender]
    if account is not None:
        senders += [c for c in account.characters.all() if c is not None and c != sender]
    return any(any(_REFUSES(recipient, who, "mail")) for who in senders)


def send(sender, recipients, subject: str, body: str) -> list:
    """One copy of the mail for each recipient who takes mail from
    ``sender`` (each reads and deletes their own; the others get none);
    those online hear of it. Returns the copies. ``sender`` is a
    character, or a name for the game's own letters (nobody refuses those)."""
    if not isinstance(sender, str):
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
            recipient.msg(f"You have new mail from {name_of(sender)}: {subject}|n (type mail)")
    return copies


def recipients_limit() -> int:
    return int(setting("FOURFOLD_MAIL_RECIPIENTS_MAX"))


def split_names(text: str) -> list[str]:
    """The names in ``text`` (separated by commas or semicolons), or MailError
    when there are none or more than FOURFOLD_MAIL_RECIPIENTS_MAX."""
    names = [n.strip() for n in (text or "").replace(";", ",").split(",") if n.strip()]
    if not names:
        raise MailError("Name who gets it.")
    limit = recipients_limit()
    if len(names) > limit:
        raise MailError(f"That is {len(names)} names; mail goes to at most {limit} at once.")
    return names


def deliver(sender, to, subject: str, body: str, account=None):
    """Send to those of ``to`` who take mail from ``sender``; returns
    ``(sent to, refused by)``. NobodyTakesIt, sending nothing, when every
    one refuses. Whoever refused is told apart only by the same neutral
    words a page gets (:func:`not_taking`), never why (a block)."""
    refused = [c for c in to if refuses(c, sender, account)]
    taking = [c for c in to if c not in refused]
    if not taking:
        raise NobodyTakesIt("\n".join(not_taking(c) for c in refused) + " Nothing was sent.")
    send(sender, taking, subject, body)
    return taking, refused


def find_recipients(text: str) -> list:
    """The characters named in ``text`` (anywhere in the game: a whole name
    or alias first, else a unique start of one), for the web's form; the
    game's ``mail`` finds them as every command finds a character.
    MailError for a name nobody answers to, or several do."""
    from core.lookup import characters as lookup

    found = []
    for name in split_names(text):
        matches = lookup.search_anywhere_exact(name) or lookup.search_anywhere(name)
        if not matches:
            raise MailError(f"There is no character called '{name}'.")
        if len(matches) > 1:
            names = ", ".join(sorted(m.key for m in matches)[:5])
            raise MailError(f"'{name}' could be any of: {names}. Use more of the name.")
        if matches[0] not in found:
            found.append(matches[0])
    return found


def not_taking(recipient) -> str:
    return f"{recipient.key} is not taking mail right now."


def answer(replier, message, text: str, everyone: bool = False, account=None):
    """Answer the letter ``message`` (one of ``replier``'s) with ``text``:
    to its sender, or with ``everyone`` to the sender and all it went to,
    quoting it under "Re:" its subject. Returns ``(sent to, refused by,
    subject)``; NoAnswer when its sender is gone or the game."""
    sender = sender_of(message)
    if sender is None:
        if message.db_sender_external:
            raise FromTheGame(f"That mail is from {message.db_sender_external}, who reads no answers.")
        raise NoAnswer("Whoever sent that mail is gone; there is nobody to answer.")
    to = [sender]
    if everyone:
        to = [p for p in everyone_on(message) if p != replier] or [sender]
    header = message.header or ""
    subject = (header if header.lower().startswith("re:") else f"Re: {header}")[:80]
    taking, refused = deliver(replier, to, subject,
                              f"{text}\n\n----- {sender.key} wrote -----\n{message.message}", account)
    mark_read(message)
    return taking, refused, subject


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
    """Who sent ``message`` (a character), or None (gone, or the game)."""
    senders = [s for s in message.senders if not isinstance(s, str)]
    return senders[0] if senders else None


def name_of(sender) -> str:
    return sender if isinstance(sender, str) else getattr(sender, "key", "?")


def sender_name(message) -> str:
    """The name a letter is from: its character's, or the game's name for it."""
    sender = sender_of(message)
    return sender.key if sender is not None else (message.db_sender_external or "?")


def delete(message):
    message.delete()
