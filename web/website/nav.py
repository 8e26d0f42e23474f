"""The site's menu: links to pages that may or may not exist on this game.

Several parts of the site arrive on their own (the wiki, the play page, the
help pages...). The menu names each page by its URL name and shows the link
only once that name resolves, so a page that is merged later appears in the
menu with no change to the template, and a page that is switched off (or not
there yet) never leaves a dead link.

:func:`optional_url` does the lookup; the template tags that use it are in
web/website/templatetags/fourfold_nav.py.
"""

from __future__ import annotations

from django.urls import NoReverseMatch, Resolver404, resolve, reverse


def optional_url(*candidates: str) -> str | None:
    """The first of ``candidates`` (URL names, or paths starting with '/')
    that this site serves, or None when none does."""
    for candidate in candidates:
        if not candidate:
            continue
        try:
            if candidate.startswith("/"):
                resolve(candidate)
                return candidate
            return reverse(candidate)
        except (NoReverseMatch, Resolver404):
            continue
    return None


def is_current(url: str, path: str) -> bool:
    """Whether the page at ``path`` is the menu item ``url`` or one of its
    pages (``/boards/3/`` is under Boards); the home page only for itself."""
    if not url or not path:
        return False
    if url == "/":
        return path == "/"
    return path == url or path.startswith(url.rstrip("/") + "/")
