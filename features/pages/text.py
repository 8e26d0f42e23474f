"""The lines a page makes: what its receivers see, what its sender sees,
and how the history shows it. A page's text is a player's, held to the
one-line rules (core/text/player.py): it cannot start a line of its own.

``page Mara=Hello`` is said; ``page Mara=:waves`` is a pose (``Dee
waves``) and ``page Mara=;'s hat`` one without the space (``Dee's hat``),
as in a room.
"""

from __future__ import annotations

from core.text.player import one_line


def is_pose(text: str) -> bool:
    return text[:1] in (":", ";")


def posed(name: str, text: str) -> str:
    """The pose ``text`` (``:waves`` or ``;'s hat``) made by ``name``."""
    joiner = " " if text[0] == ":" else ""
    return f"{name}{joiner}{text[1:].strip()}"


def has_words(text: str) -> bool:
    """Whether the page says anything (a lone ``:`` does not)."""
    text = (text or "").strip()
    return bool(text[1:].strip() if is_pose(text) else text)


def names(people, you=None) -> str:
    """'Mara', 'Mara and Dee', 'Mara, Dee and Tobin' (``you`` first as 'you')."""
    words = (["you"] if you is not None and you in people else []) + [
        one_line(p.key) for p in people if p != you]
    if len(words) < 2:
        return "".join(words)
    return f"{', '.join(words[:-1])} and {words[-1]}"


def received(sender, receivers, viewer, text: str) -> str:
    """What ``viewer`` (one of ``receivers``) sees of the page."""
    name = one_line(sender.key)
    to = f" (to {names(receivers, you=viewer)})" if len(receivers) > 1 else ""
    if is_pose(text):
        return f"From afar{to}, {one_line(posed(name, text))}"
    return f"{name} pages{to}: {one_line(text.strip())}"


def sent(sender, receivers, text: str) -> str:
    """What the sender sees of their page."""
    if is_pose(text):
        return f"Long distance to {names(receivers)}: {one_line(posed(one_line(sender.key), text))}"
    return f"You paged {names(receivers)}: {one_line(text.strip())}"


def when(moment) -> str:
    return moment.strftime("%Y-%m-%d %H:%M") if moment else "-"


def history_line(message, viewer) -> str:
    """One page of ``viewer``'s history (a Msg from features/pages/store.py)."""
    senders = list(message.db_sender_objects.all())
    receivers = list(message.db_receivers_objects.all())
    sender = senders[0] if senders else None
    stamp = when(message.db_date_created)
    if sender is None:
        return f"{stamp}  (from someone who is gone): {one_line(message.message)}"
    if sender == viewer:
        return f"{stamp}  {sent(sender, receivers, message.message)}"
    return f"{stamp}  {received(sender, receivers or [viewer], viewer, message.message)}"
