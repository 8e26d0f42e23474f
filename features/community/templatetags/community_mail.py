"""``{% load community_mail %}{% unread_mail %}``: how many letters the
logged-in account's characters have not read (what the game's ``mail``
marks NEW), for the site's navbar and any page; 0 for a visitor. One
count query (features/community/mail.py unread_total)."""

from django import template

register = template.Library()


def unread_count(request) -> int:
    """The count for ``request``'s account (FOURFOLD_NAV_COUNTS names it
    for the menu's Mail item)."""
    user = getattr(request, "user", None)
    if user is None or not user.is_authenticated:
        return 0
    from features.community import alts, mail

    return mail.unread_total(alts.characters(user), user)


@register.simple_tag(takes_context=True)
def unread_mail(context) -> int:
    return unread_count(context.get("request"))
