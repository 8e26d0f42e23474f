"""The wiki's storage and its rules: who may read and write, saving a page
(a new revision each time), the revisions of a page, the latest revisions
across the wiki (recent changes) and a search of the pages.

Read access is one of three levels: ``public`` (everyone, visitors who are
not logged in too), ``players`` (any logged-in account) and ``staff`` (the
game's staff lock, ``FOURFOLD_STAFF_LOCK``). Writing takes
``FOURFOLD_WIKI_EDIT_LOCK`` (Builder and up), checked on the account with
Evennia's locks as the game checks a command's. A save that breaks a rule
raises :class:`WikiError` naming the field, and changes nothing.
"""

from __future__ import annotations

import re

from django.db import transaction
from django.db.models import F
from django.utils import timezone

from core.game_settings import setting
from core.staff import is_staff, passes
from features.wiki.models import ACCESS, CATEGORIES, PLAYERS, PUBLIC, STAFF, Page, Revision

SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
SLUG_MAX = 60
# addresses of the wiki's own pages, which no page may take
RESERVED_SLUGS = frozenset({"new", "changes"})


class WikiError(ValueError):
    """A save refused: ``field`` is the form field it is about ("" for the whole)."""

    def __init__(self, field: str, message: str):
        super().__init__(message)
        self.field, self.message = field, message


def can_edit(account) -> bool:
    """True for an account the wiki's edit lock lets write pages."""
    return passes(account, setting("FOURFOLD_WIKI_EDIT_LOCK"))


def can_read(access: str, account) -> bool:
    """True when ``account`` (None or an anonymous user for a visitor) may
    read a page of read level ``access``."""
    if access == PUBLIC:
        return True
    if access == PLAYERS:
        return bool(account is not None and getattr(account, "is_authenticated", False))
    if access == STAFF:
        return is_staff(account)
    return False  # an unknown level opens to nobody


def readable_levels(account) -> list[str]:
    return [level for level, _ in ACCESS if can_read(level, account)]


def readable_pages(account):
    """The pages ``account`` may read, by category and title."""
    return Page.objects.filter(access__in=readable_levels(account))


def get_page(slug: str) -> Page | None:
    return Page.objects.filter(slug=str(slug or "")).first()


def revisions(page: Page):
    return page.revisions.all().order_by("number")


def revision(page: Page, number) -> Revision | None:
    try:
        number = int(number)
    except (TypeError, ValueError):
        return None
    return page.revisions.filter(number=number).first()


def current(page: Page) -> Revision | None:
    return page.revisions.order_by("-number").first()


def recent_revisions(account):
    """Every revision of the pages ``account`` may read (by each page's read
    access now, as its own pages decide), newest first."""
    return (Revision.objects.filter(page__access__in=readable_levels(account))
            .select_related("page").order_by("-created", "-id"))


def search_pages(account, query: str, limit: int | None = None) -> list[Page]:
    """The pages ``account`` may read that ``query`` finds, best first: a
    title that is the query, then titles that start with it, titles that
    hold it, and pages whose title and newest text hold every word of it."""
    query = " ".join(str(query or "").lower().split())
    if not query:
        return []
    words = query.split()
    newest = (Revision.objects.filter(page__access__in=readable_levels(account),
                                      number=F("page__revisions_count"))
              .select_related("page").order_by("page__title", "page__id"))
    ranked = []
    for revision in newest:
        page, title = revision.page, revision.page.title.lower()
        if title == query or page.slug == query:
            rank = 0
        elif title.startswith(query):
            rank = 1
        elif query in title:
            rank = 2
        elif all(w in f"{title}\n{revision.text.lower()}" for w in words):
            rank = 3
        else:
            continue
        ranked.append((rank, page))
    ranked.sort(key=lambda pair: pair[0])  # stable: by title within a rank
    if limit is None:
        limit = setting("FOURFOLD_HELP_SEARCH_MAX")
    return [page for _, page in ranked[:limit]]


def _checked(slug, title, text, category, access, note):
    title = " ".join(str(title or "").split())
    text = str(text or "").replace("\r\n", "\n").replace("\r", "\n")
    note = " ".join(str(note or "").split())
    title_max = setting("FOURFOLD_WIKI_TITLE_MAX")
    text_max = setting("FOURFOLD_WIKI_TEXT_MAX")
    note_max = setting("FOURFOLD_WIKI_NOTE_MAX")
    if slug is not None:
        if not SLUG.match(slug) or len(slug) > SLUG_MAX:
            raise WikiError("slug", f"The address is 1 to {SLUG_MAX} lower-case letters, digits and "
                                    "single dashes between them (for example house-rules).")
        if slug in RESERVED_SLUGS:
            raise WikiError("slug", f"The address '{slug}' is the wiki's own; choose another.")
    if not title:
        raise WikiError("title", "A page needs a title.")
    if len(title) > title_max:
        raise WikiError("title", f"A title is at most {title_max} characters (this one has {len(title)}).")
    if not text.strip():
        raise WikiError("text", "A page needs some text.")
    if len(text) > text_max:
        raise WikiError("text", f"A page is at most {text_max} characters (this one has {len(text)}).")
    if category not in dict(CATEGORIES):
        raise WikiError("category", "Choose one of the categories listed.")
    if access not in dict(ACCESS):
        raise WikiError("access", "Choose who may read the page from the list.")
    if len(note) > note_max:
        raise WikiError("note", f"A note is at most {note_max} characters.")
    return title, text, note


def _author(account) -> tuple[int | None, str]:
    return getattr(account, "id", None), str(getattr(account, "username", "") or account or "")


def create_page(account, slug, title, text, category, access, note="") -> Revision:
    """A new page at ``slug`` with its first revision."""
    if not can_edit(account):
        raise WikiError("", "Only staff write wiki pages.")
    slug = str(slug or "").strip().lower()
    title, text, note = _checked(slug, title, text, category, access, note)
    now = timezone.now()
    with transaction.atomic():
        if Page.objects.filter(slug=slug).exists():
            raise WikiError("slug", f"There is a page at '{slug}' already: change that one instead.")
        page = Page.objects.create(slug=slug, title=title, category=category, access=access,
                                   revisions_count=1, created=now, updated=now)
        author_id, author_name = _author(account)
        saved = Revision.objects.create(page=page, number=1, title=title, category=category,
                                        access=access, text=text, note=note, author_id=author_id,
                                        author_name=author_name, created=now)
    _log(account, saved)
    return saved


def revise_page(account, page: Page, title, text, category, access, note="", base=None) -> Revision:
    """A new revision of ``page``. ``base`` is the revision number the editor
    started from: when someone saved since, nothing is saved and the editor
    is told, so no one's change is lost unseen."""
    if not can_edit(account):
        raise WikiError("", "Only staff write wiki pages.")
    title, text, note = _checked(None, title, text, category, access, note)
    now = timezone.now()
    with transaction.atomic():
        page = Page.objects.select_for_update().get(pk=page.pk)
        latest = page.revisions.order_by("-number").first()
        if base is not None and latest is not None and int(base) != latest.number:
            raise WikiError("", f"Revision {latest.number} was saved while you edited revision {base}: "
                                "look at the history, then make your change again.")
        if latest is not None and (latest.title, latest.text, latest.category, latest.access) == \
                (title, text, category, access):
            raise WikiError("text", "Nothing has changed since the last revision.")
        number = (latest.number if latest else 0) + 1
        author_id, author_name = _author(account)
        saved = Revision.objects.create(page=page, number=number, title=title, category=category,
                                        access=access, text=text, note=note, author_id=author_id,
                                        author_name=author_name, created=now)
        Page.objects.filter(pk=page.pk).update(title=title, category=category, access=access,
                                               revisions_count=number, updated=now)
    _log(account, saved)
    return saved


def _log(account, saved: Revision) -> None:
    from evennia.utils import logger

    logger.log_info(f"Wiki: {_author(account)[1]} saved '{saved.page.slug}' revision {saved.number} "
                    f"({saved.access}).")
