"""Who may look at or change a wiki page on the web: the store's rules, and
the answer for a visitor who may not (the login page when not logged in,
403 when logged in)."""

from django.core.exceptions import PermissionDenied
from django.http import Http404

from features.wiki import store
from web.website.access import private_page


def readable_page(request, slug):
    """(page, None) when the visitor may read the page at ``slug``, else
    (None, the response to send); 404 when there is none."""
    page = store.get_page(slug)
    if page is None:
        raise Http404("No such wiki page.")
    if store.can_read(page.access, request.user):
        return page, None
    if request.user.is_authenticated:
        raise PermissionDenied("That wiki page is not open to you.")
    return None, private_page(request, False)  # the login page


def editor_only(request):
    """None for an account that may write pages, else the refusal."""
    return private_page(request, store.can_edit(request.user) if request.user.is_authenticated else False)
