"""The wiki's reading pages: the list of pages, the recent changes across
the wiki, a page, its history, an old revision and the difference between
two revisions. Each answers only what the page's read access lets the
visitor see (web/access.py; the recent changes leave out the pages the
visitor may not read)."""

from django.core.paginator import Paginator
from django.http import Http404
from django.shortcuts import render
from django.utils.safestring import mark_safe

from features.wiki import diff, markup, store
from features.wiki.models import CATEGORIES
from features.wiki.web.access import readable_page


def _rendered(revision) -> str:
    # markup.render's output is sanitised HTML (features/wiki/markup.py)
    return mark_safe(markup.render(revision.text))  # noqa: S308


def wiki_index(request):
    pages = list(store.readable_pages(request.user))
    groups = [(label, [p for p in pages if p.category == key]) for key, label in CATEGORIES]
    return render(request, "wiki/index.html", {
        "groups": [g for g in groups if g[1]], "can_edit": store.can_edit(request.user),
        "page_title": "Wiki"})


CHANGES_PAGE = 50


def wiki_changes(request):
    """The latest revisions across the wiki, newest first: which page, who
    saved it and when, its note, and the diff from the revision before."""
    page = Paginator(store.recent_revisions(request.user), CHANGES_PAGE).get_page(request.GET.get("page"))
    return render(request, "wiki/changes.html", {
        "page": page, "can_edit": store.can_edit(request.user), "page_title": "Recent changes to the wiki"})


def wiki_page(request, slug):
    page, refused = readable_page(request, slug)
    if refused:
        return refused
    latest = store.current(page)
    return render(request, "wiki/page.html", {
        "page": page, "revision": latest, "html": _rendered(latest), "latest": True,
        "can_edit": store.can_edit(request.user), "page_title": page.title})


def wiki_revision(request, slug, number):
    page, refused = readable_page(request, slug)
    if refused:
        return refused
    found = store.revision(page, number)
    if found is None:
        raise Http404("No such revision.")
    return render(request, "wiki/page.html", {
        "page": page, "revision": found, "html": _rendered(found),
        "latest": found.number == page.revisions_count, "can_edit": store.can_edit(request.user),
        "page_title": f"{found.title} (revision {found.number})"})


def _history(request, page, error="", chosen=(None, None), status=200):
    revisions = list(store.revisions(page))
    newest = revisions[-1].number if revisions else 0
    first, second = chosen
    return render(request, "wiki/history.html", {
        "page": page, "revisions": list(reversed(revisions)), "error": error,
        "from_n": first if first is not None else max(newest - 1, 1), "to_n": second or newest,
        "can_edit": store.can_edit(request.user), "page_title": f"History of {page.title}"},
        status=status)


def wiki_history(request, slug):
    page, refused = readable_page(request, slug)
    if refused:
        return refused
    return _history(request, page)


def wiki_diff(request, slug):
    """``?from=<n>&to=<n>``: what changed from one revision to the other. A
    number that is no revision of the page is answered on the history's
    compare form."""
    page, refused = readable_page(request, slug)
    if refused:
        return refused
    older = store.revision(page, request.GET.get("from"))
    newer = store.revision(page, request.GET.get("to"))
    if older is None or newer is None:
        return _history(request, page, status=400, error=(
            f"Choose two revisions of this page to compare (1 to {page.revisions_count})."))
    if older.number == newer.number:
        return _history(request, page, status=400, chosen=(older.number, newer.number),
                        error="Choose two different revisions to compare.")
    if older.number > newer.number:
        older, newer = newer, older
    return render(request, "wiki/diff.html", {
        "page": page, "older": older, "newer": newer,
        "rows": diff.line_rows(older.text, newer.text),
        "fields": diff.field_changes(older, newer),
        "page_title": f"{page.title}: revision {older.number} to {newer.number}"})
