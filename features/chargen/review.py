"""The steps of chargen's review, for every ruleset, in the game and on the web.

A player submits a sheet (``+chargen/submit``, or the web page's Submit):
the sheet handler's ``check_ready`` must pass, the sheet is marked
submitted, and a staff request is filed (category ``chargen``). Staff
comment on that request, approve the sheet (``+approve``, or the review
page: the handler's ``check_approvable`` must pass; the sheet locks, the
request closes and the player is told), send it back with a comment
(``+approve/return``, or the review page: the sheet is open for changes
again, the comment stays on the request and the player is told, or hears
of it at login) or reopen an approved one (``+unapprove``).

One sheet has one open request, from its first submission to its
approval: a change after submitting (``withdraw``) takes the sheet out of
staff's queue but leaves the request open, and submitting again continues
that request with a comment rather than filing another, so staff read the
whole exchange in one place (as AresMUSH's application job does).

The commands (commands/chargen_base.py) and the web views
(features/chargen/web/) call these functions and nothing else, so both
answer alike: a refusal is a :class:`ChargenRefused` (a RulesError) whose
message is for the person who asked, and nothing has changed.

A ruleset is named by its key; its sheet handler is found through the
registry. ``label`` is how players call the sheet ("pbta", "Muscle
Wizard"), as each ruleset's commands say it.
"""

from __future__ import annotations

from core.chargen_form import unspent_text
from core.game_settings import setting
from core.rolls.roll_channel import roll_channel
from core.staff import is_staff
from features.community import requests as staff_requests
from features.community.models import Request
from rules.errors import RulesError
from rulesets import registry

CATEGORY = "chargen"


class ChargenRefused(RulesError):
    """A submission, approval or comment that cannot be done (nothing changed)."""


def request_title(label: str) -> str:
    """The title of the request a submission files (and approval closes)."""
    return f"Chargen: {label} sheet"


def handler_of(char, key: str):
    """``char``'s sheet handler for the ruleset ``key`` (char.pbta...)."""
    ruleset = registry.get(key)
    if ruleset is None:
        raise ChargenRefused(f"'{key}' is not a ruleset here.")
    return getattr(char, ruleset.handler_attribute)


def state(char, key: str) -> str:
    """'approved', 'submitted' or 'open'."""
    handler = handler_of(char, key)
    if handler.approved:
        return "approved"
    return "submitted" if handler.submitted else "open"


def withdraw(handler) -> bool:
    """A chargen change after submitting takes the submission back; True
    when there was one to take back. The request stays open: the next
    submission continues it (see :func:`submit`)."""
    if handler.submitted:
        handler.submitted = False
        return True
    return False


def open_request(char, label: str) -> Request | None:
    """The open chargen request ``char``'s submission filed, if any."""
    return (Request.objects.filter(requester=char, category=CATEGORY, status=Request.OPEN,
                                   title=request_title(label)[:staff_requests.TITLE_LIMIT])
            .order_by("-id").first())


def latest_request(char, label: str) -> Request | None:
    """The newest chargen request of ``char`` for this sheet, open or closed."""
    return (Request.objects.filter(requester=char, category=CATEGORY,
                                   title=request_title(label)[:staff_requests.TITLE_LIMIT])
            .order_by("-id").first())


def submit(char, key: str, label: str) -> Request:
    """Hand ``char``'s sheet to staff: returns the request filed, or the
    open one an earlier submission filed, now with a comment saying the
    sheet is back."""
    handler = handler_of(char, key)
    if handler.approved:
        raise ChargenRefused(f"Your {label} sheet is already approved.")
    if handler.submitted:
        raise ChargenRefused("You have already submitted; staff will get to it.")
    handler.check_ready()
    handler.submitted = True
    request = open_request(char, label)
    if request is not None:
        # staff online hear of the comment (features/community/requests.py)
        staff_requests.add_comment(request, char, f"{char.key} submitted the sheet again.")
        roll_channel().msg(f"{char.key} submitted their {label} sheet again for approval.")
        return request
    # a request to staff (told now if online, at login otherwise)
    request = staff_requests.file_request(
        char, request_title(label),
        f"{char.key} submitted their {label} sheet for approval. "
        f"Look with +sheet {char.key}, then +approve {char.key} "
        f"in a {key} room (that closes this request).",
        category=CATEGORY)
    roll_channel().msg(f"{char.key} submitted their {label} sheet for approval.")
    return request


def unspent(char, key: str) -> str:
    """What of ``char``'s chargen budgets is still unspent ("" when all of
    it is): submitting warns of it and goes ahead, on the game and the web."""
    return unspent_text(handler_of(char, key).chargen_budgets())


def _require_staff(who, what: str) -> None:
    if not is_staff(who):
        raise ChargenRefused(f"{what} is for staff only.")


def approve(target, key: str, label: str, staff, welcome: str = "") -> str:
    """Approve and lock ``target``'s sheet; closes the request and tells
    ``staff`` and the player (now if online; the closed request is news at
    login). Returns the line ``staff`` was told."""
    _require_staff(staff, "Approving sheets")
    handler = handler_of(target, key)
    sheet = f"{target.key}'s {label} sheet"
    if handler.approved:
        raise ChargenRefused(f"{sheet} is already approved.")
    handler.check_approvable()
    handler.approved = True
    handler.submitted = False
    staff_requests.close_matching(target, CATEGORY, request_title(label), staff,
                                  f"Approved by {staff.key}.")
    said = f"{sheet} is approved and locked."
    staff.msg(said)
    welcome = f" {welcome}" if welcome else ""
    target.msg(f"{staff.key} approved your {label} sheet.{welcome}")
    roll_channel().msg(f"{staff.key} approved {sheet}.")
    return said


def unapprove(target, key: str, label: str, staff) -> str:
    """Open ``target``'s approved sheet for chargen again; tells ``staff``
    and the player, and returns the line ``staff`` was told."""
    _require_staff(staff, "Approving sheets")
    handler = handler_of(target, key)
    sheet = f"{target.key}'s {label} sheet"
    if not handler.approved:
        raise ChargenRefused(f"{sheet} is not approved.")
    handler.approved = False
    said = f"{sheet} is open for chargen again."
    staff.msg(said)
    target.msg(f"{staff.key} reopened your {label} sheet for chargen.")
    return said


def send_back(target, key: str, label: str, staff, text: str) -> str:
    """Hand ``target``'s submitted sheet back to its player with ``text``:
    the sheet is open for changes again, the comment is kept on its
    request (which stays open for the next submission) and the player is
    told now, or at login through the request's news. Returns the line
    ``staff`` was told."""
    _require_staff(staff, "Sending sheets back")
    text = _checked_text(text)
    handler = handler_of(target, key)
    sheet = f"{target.key}'s {label} sheet"
    if handler.approved:
        raise ChargenRefused(f"{sheet} is approved; +unapprove it to open it again.")
    if not handler.submitted:
        raise ChargenRefused(f"{sheet} is not submitted; there is nothing to send back.")
    request = open_request(target, label)
    if request is None:  # staff closed it by hand: the comment still needs a home
        request = staff_requests.file_request(
            target, request_title(label), f"{target.key}'s {label} sheet, sent back by staff.",
            category=CATEGORY)
    handler.submitted = False
    staff_requests.add_comment(
        request, staff, text,
        notice=(f"{_name(staff)} sent your {label} sheet back to you: {text}|n\n"
                f"Change it, then +chargen/submit again (the exchange is +request {request.id})."))
    said = f"{sheet} is back with its player, with your comment."
    staff.msg(said)
    roll_channel().msg(f"{_name(staff)} sent {sheet} back to its player.")
    return said


def _name(who) -> str:
    return getattr(who, "key", None) or str(who)


def _checked_text(text) -> str:
    text = str(text or "").strip()
    limit = int(setting("FOURFOLD_TEXT_MAX"))
    if not text:
        raise ChargenRefused("Write something to say.")
    if len(text) > limit:
        raise ChargenRefused(f"That comment is {len(text)} characters long; the limit is {limit}.")
    return text


def comment(target, label: str, author, text: str, staff_only: bool = False):
    """A comment on ``target``'s open chargen request, by staff or by the
    player; the other side is told as for any request (a staff-only note
    is for staff)."""
    text = _checked_text(text)
    if staff_only:
        _require_staff(author, "A staff note")
    request = open_request(target, label)
    if request is None:
        raise ChargenRefused(f"{target.key}'s {label} sheet is not waiting for staff.")
    return staff_requests.add_comment(request, author, text, staff_only=staff_only)
