"""Sending a page: who takes it, storing it, telling each receiver.

A receiver takes no page while in haven (features/pages/haven.py) or when
they block the sender's player (features/pages/blocks.py). Both get the
same answer, "<name> is not taking pages right now.", followed by the
receiver's automatic reply when they are in haven and set one: a blocked
sender learns nothing a pager of someone in haven would not. A receiver who
is away (``+afk``) takes the page, and the sender is told their away
message, as MUSH pagers expect. A receiver who
is not connected gets the page all the same: it is stored, as Evennia
stores pages, and their next login says it came (features/pages/hooks.py).

The page is written before anyone is told of it; nobody is told of a page
that reached nobody, and such a page is not stored.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from features.community import presence
from features.pages import blocks, haven, store, text

PAGE_TYPE = "page"  # the message type receivers' clients see


@dataclass
class Delivery:
    reached: list = field(default_factory=list)   # got the page
    offline: list = field(default_factory=list)   # got it, but are not connected
    refused: list = field(default_factory=list)   # (character, auto-reply or "")
    away: list = field(default_factory=list)      # (character, +afk message): got it


def refusal(receiver, sender) -> tuple[bool, str]:
    """(refused, auto-reply) for a page from ``sender`` to ``receiver``."""
    in_haven = haven.in_haven(receiver)
    if in_haven or blocks.blocks(receiver, sender):
        return True, haven.auto_reply(receiver) if in_haven else ""
    return False, ""


def send(sender, receivers, page_text: str) -> Delivery:
    """Page ``receivers`` from ``sender``; see the module."""
    done = Delivery()
    for receiver in receivers:
        refused, reply = refusal(receiver, sender)
        if refused:
            done.refused.append((receiver, reply))
        else:
            done.reached.append(receiver)
    if not done.reached:
        return done
    store.record(sender, done.reached, page_text)
    for receiver in done.reached:
        if receiver.sessions.count():
            line = text.received(sender, done.reached, receiver, page_text)
            receiver.msg((line, {"type": PAGE_TYPE}), from_obj=sender)
            message = presence.afk(receiver)
            if message:
                done.away.append((receiver, message))
        else:
            done.offline.append(receiver)
            store.note_missed(receiver)
    return done
