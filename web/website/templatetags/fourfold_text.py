"""Template filters for a player's text on the site, registered as the
``fourfold_text`` library in server/conf/settings.py. The game's colour
codes never show raw on a page: they are drawn, or taken out.

    {% load fourfold_text %}
    <div class="ff-ansi">{{ char.db.desc|colour }}</div>
        the colours drawn as the web client draws them (Evennia's colour
        classes; the page links community/colours.css, scoped to .ff-ansi),
        |/ as a line break; everything typed is escaped first
        (features/community/web/colour.py)
    {{ scene.title|plain }}
        the codes taken out (|/ a line break, |- a tab), then escaped as
        any value is: for one-line names, titles and summaries
"""

from __future__ import annotations

from django import template

register = template.Library()


@register.filter
def colour(text):
    """``text`` with its colour codes drawn, as safe (escaped) HTML."""
    from features.community.web.colour import colour_html

    return colour_html(str(text or ""))


@register.filter(name="plain")
def without_codes(text):
    """``text`` without colour codes (still to be escaped: not marked safe):
    core/text/plain.py's, under the name the templates use."""
    from core.text.plain import plain_with_breaks

    return plain_with_breaks(str(text if text is not None else ""))
