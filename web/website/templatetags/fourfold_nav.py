"""Template tags for the site's menu (web/templates/website/_menu.html),
registered as the ``fourfold_nav`` library in server/conf/settings.py.

    {% load fourfold_nav %}
    {% nav_item "Wiki" "fourfold-wiki" %}       a menu item, or nothing
    {% nav_item "Help" "fourfold-help" "help" %} the first name that exists
    {% nav_item "Mail" "fourfold-mail" %}        with a count of what is new,
                                                when FOURFOLD_NAV_COUNTS names one
    {% optional_url "fourfold-wiki" as wiki %}  the address, or None
    {% if user|game_staff %}                   staff by the game's lock

A name that does not resolve gives no link at all (web/website/nav.py), so
a page merged later shows up in the menu without touching the template.
"""

from __future__ import annotations

from django import template
from django.utils.html import format_html
from django.utils.module_loading import import_string
from django.utils.safestring import mark_safe

from core.game_settings import setting
from web.website.nav import is_current
from web.website.nav import optional_url as _optional_url

register = template.Library()


@register.simple_tag
def optional_url(*candidates):
    """The address of the first URL name (or path) in ``candidates`` that
    this site serves, or None."""
    return _optional_url(*candidates)


@register.simple_tag(takes_context=True)
def nav_item(context, label, *candidates, item_id=""):
    """One ``<li>`` of the menu linking ``label`` to the first of
    ``candidates`` that resolves, marked ``aria-current="page"`` on that
    page (or one of its own pages); an empty string when none resolves."""
    url = _optional_url(*candidates)
    if url is None:
        return ""
    request = context.get("request")
    current = is_current(url, getattr(request, "path", ""))
    new = _count(candidates, request)
    return format_html(
        '<li class="nav-item{}"><a class="nav-link" href="{}"{}{}>{}{}</a></li>',
        " active" if current else "", url,
        format_html(' id="{}"', item_id) if item_id else "",
        mark_safe(' aria-current="page"') if current else "", label,
        format_html(' <span class="badge ff-badge">{}<span class="sr-only"> new</span></span>', new)
        if new else "")


def _count(candidates, request) -> int:
    """What is new behind a menu item: the function FOURFOLD_NAV_COUNTS
    names for one of its URL names (a feature's, given the request), else 0."""
    counts = setting("FOURFOLD_NAV_COUNTS") or {}
    for name in candidates:
        if name in counts:
            return int(import_string(counts[name])(request) or 0)
    return 0


@register.filter
def game_staff(user) -> bool:
    """Whether ``user`` is staff by the game's staff lock (Builder and up,
    core/staff.py), as the staff pages themselves decide."""
    from core.staff import is_staff

    return is_staff(user)
