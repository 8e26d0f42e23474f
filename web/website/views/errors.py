"""Refusals (403) and errors (404, 500) as pages in the site's style that
say why. web/urls.py names these as Django's handlers.

The reason comes from the exception where our views give one
(PermissionDenied("That page is for its player and for staff.")); Django's
own 404 from an unknown address gets a plain sentence instead of its
internal list of patterns tried.
"""

from django.http import HttpResponseServerError
from django.shortcuts import render
from django.utils.html import escape

REFUSED = "Your account may not see this page."
NOT_FOUND = "There is nothing at this address."
BROKEN = "Something went wrong on our side while making this page. Staff can find it in the server log."


def _reason(exception, default: str) -> str:
    """The message our own code raised, or ``default`` for Django's."""
    if exception is None or not getattr(exception, "args", None):
        return default
    first = exception.args[0]
    return first if isinstance(first, str) and first.strip() else default


def _page(request, status: int, title: str, reason: str, hint: str = ""):
    context = {"page_title": title, "status": status, "reason": reason, "hint": hint,
               "path": request.path}
    return render(request, f"website/{status}.html", context, status=status)


def refused(request, exception=None):
    hint = "" if request.user.is_authenticated else "You are not logged in: log in first."
    return _page(request, 403, "Not for you", _reason(exception, REFUSED), hint)


def not_found(request, exception=None):
    return _page(request, 404, "Not found", _reason(exception, NOT_FOUND))


def server_error(request):
    try:
        return _page(request, 500, "Server error", BROKEN)
    except Exception:  # the site's own templates failed: say it plainly
        return HttpResponseServerError(
            f"<!DOCTYPE html><title>Server error</title><h1>Server error</h1><p>{escape(BROKEN)}</p>"
            '<p><a href="/">Back to the home page</a></p>')
