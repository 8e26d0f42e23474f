"""Requests to staff ("jobs"): filing, listing, comments, assignment and
closing. Commands (+request, +jobs), the web pages
(features/community/web/requests_web.py) and other code (chargen, scenes)
go through here; the requester is a character.

Other code files one with :func:`file_request`. What a player or staff
member asks for (a title and text they typed, a comment, an assignment, a
closing) goes through the checked functions, :func:`file_checked`,
:func:`requester_comment`, :func:`staff_comment`, :func:`assign_checked`
and :func:`close_checked`, which refuse bad input with a
:class:`RequestRefused` and change nothing then.
"""

from django.db import transaction
from django.utils import timezone

from core.errors import NotFound, StorageError
from features.community import texts
from features.community.models import Request, RequestComment
from features.community.staff import is_staff_character, tell, tell_staff


class RequestRefused(StorageError):
    """A request action refused as asked (closed already, not staff...)."""

TITLE_LIMIT = Request._meta.get_field("title").max_length


def _name(who) -> str:
    return getattr(who, "key", None) or str(who or "someone")


def file_request(requester, title, text, category="general"):
    """File a request from ``requester`` (a character) and tell staff online.

    Returns the new :class:`~features.community.models.Request`; its number is
    ``request.id``. ``title`` is cut to the column's length; ``category``
    groups requests for staff (``"chargen"``, ``"scene"``...).
    """
    title = (str(title or "").strip() or "(no title)")[:TITLE_LIMIT]
    with transaction.atomic():
        request = Request.objects.create(
            requester=requester, requester_name=_name(requester), title=title,
            text=str(text or ""), category=str(category or "general")[:40])
    # stored first, then announced
    tell_staff(f"|wNew request #{request.id}|n from {request.requester_name}: "
               f"{request.title}|n (+job {request.id})", exclude=requester)
    return request


GAME_NAME = "(the game)"


def file_from_the_game(title, text, category):
    """A request the game files itself (a failed backup): no requester.
    While one of ``category`` with the same title is open, ``text`` is a
    staff comment on it instead, so a fault that repeats every night is one
    request with a line for each time, not a pile of them."""
    title = (str(title or "").strip() or "(no title)")[:TITLE_LIMIT]
    category = str(category or "general")[:40]
    found = Request.objects.filter(requester=None, requester_name=GAME_NAME, category=category,
                                   title=title, status=Request.OPEN).first()
    if found is not None:
        add_comment(found, GAME_NAME, text, staff_only=True)
        return found
    with transaction.atomic():
        request = Request.objects.create(requester=None, requester_name=GAME_NAME, title=title,
                                         text=str(text or ""), category=category)
    tell_staff(f"|wNew request #{request.id}|n from {GAME_NAME}: {request.title}|n "
               f"(+job {request.id})")
    return request


def get(number):
    """The request numbered ``number``, or None."""
    try:
        return Request.objects.filter(id=int(number)).first()
    except (TypeError, ValueError, OverflowError):
        return None


def requests_of(requester):
    """``requester``'s own requests, oldest first."""
    return list(Request.objects.filter(requester=requester))


def open_requests():
    return list(Request.objects.filter(status=Request.OPEN))


def open_count() -> int:
    return Request.objects.filter(status=Request.OPEN).count()


def news_count(requester) -> int:
    """How many of ``requester``'s requests have news they have not seen."""
    return Request.objects.filter(requester=requester, requester_news=True).count()


def comments(request, staff: bool):
    """The comments on ``request`` that staff (all) or the requester may see."""
    found = request.comments.all()
    return list(found if staff else found.filter(staff_only=False))


def seen_by_requester(request):
    if request.requester_news:
        request.requester_news = False
        request.save(update_fields=["requester_news"])


def _news_for_requester(request, text, author=None):
    """Tell the requester (when online and not the author) or keep it as news."""
    requester = request.requester
    if requester is None or requester == author:
        return
    if not tell(requester, text):
        request.requester_news = True
        request.save(update_fields=["requester_news"])


def add_comment(request, author, text, staff_only=False, notice=None):
    """A comment by ``author``; the other side hears of it. ``notice``, when
    given, is what the requester is told of a staff comment instead of the
    usual line (kept as news for their next login when they are offline)."""
    comment = RequestComment.objects.create(
        request=request, author_name=_name(author), text=str(text), staff_only=staff_only)
    request.save(update_fields=["updated"])
    line = f"Request #{request.id} ({request.title}|n): {comment.author_name} commented."
    if staff_only:
        tell_staff(f"{line} (staff note)", exclude=author)
        return comment
    if author == request.requester:
        tell_staff(line, exclude=author)
    else:
        _news_for_requester(request, notice or f"{line} See +request {request.id}.", author)
    return comment


def assign(request, staff_name: str, by=None):
    request.assigned_name = staff_name
    request.save(update_fields=["assigned_name", "updated"])
    RequestComment.objects.create(request=request, author_name=_name(by), staff_only=True,
                                  text=f"Assigned to {staff_name}.")


def close(request, closer, text="") -> bool:
    """Close ``request``; a closing text is a comment the requester sees.

    The row is closed only if it is still open (one UPDATE, so a closing
    from the web and one from the game at the same moment close it once);
    returns False, and does nothing, when it was closed already."""
    now = timezone.now()
    with transaction.atomic():
        changed = Request.objects.filter(id=request.id, status=Request.OPEN).update(
            status=Request.CLOSED, closed=now, updated=now)
        if not changed:
            return False
        if text:
            RequestComment.objects.create(request=request, author_name=_name(closer), text=str(text))
    request.status, request.closed, request.updated = Request.CLOSED, now, now
    _news_for_requester(request, f"Request #{request.id} ({request.title}|n) was closed by "
                                 f"{_name(closer)}. See +request {request.id}.", closer)
    return True


def close_matching(requester, category, title, closer, text=""):
    """Close ``requester``'s open requests of ``category`` named ``title``;
    returns how many were closed."""
    found = list(Request.objects.filter(requester=requester, category=category,
                                        title=title[:TITLE_LIMIT], status=Request.OPEN))
    for request in found:
        close(request, closer, text)
    return len(found)


# --- checked actions: what a player or staff member asks for (game and web) -------------
def own_request(number, requester_ids):
    """Request ``number`` when one of ``requester_ids`` (character ids) filed
    it; NotFound otherwise (another's request is as good as none)."""
    found = get(number)
    if found is None or found.requester_id not in set(requester_ids):
        raise NotFound(f"You have no request #{str(number).strip().lstrip('#')}.")
    return found


def file_checked(requester, title, text):
    """File a request a player wrote: title and text checked first."""
    title = texts.check_title(title)
    text = texts.check_text(text)
    return file_request(requester, title, text)


def requester_comment(request, requester, text):
    """The requester's own comment (staff hear of it)."""
    if request.requester_id != getattr(requester, "id", None):
        raise NotFound(f"You have no request #{request.id}.")
    return add_comment(request, requester, texts.check_text(text, "comment"))


def staff_comment(request, author, text, staff_only=False):
    """A staff comment: the requester sees it (and hears of it) unless
    ``staff_only``."""
    return add_comment(request, author, texts.check_text(text, "comment"), staff_only=staff_only)


def assign_checked(request, who, by=None):
    """Assign ``request`` to ``who``, a staff character."""
    if who is None:
        raise NotFound("There is no such character.")
    if not is_staff_character(who):
        raise RequestRefused(f"{who.key} is not staff.")
    assign(request, who.key, by=by)
    if who != by and getattr(who, "sessions", None) is not None and who.sessions.count():
        who.msg(f"{_name(by)} assigned request #{request.id} ({request.title}|n) to you.")


def close_checked(request, closer, text=""):
    """Close an open request, with an optional last answer the requester sees."""
    text = texts.check_text(text, "closing text") if str(text or "").strip() else ""
    if not request.is_open or not close(request, closer, text):
        raise RequestRefused(f"Request #{request.id} is already closed.")
