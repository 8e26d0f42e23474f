"""Wiki Markdown to safe HTML.

Staff write pages in Markdown (CommonMark with tables and strikethrough,
by markdown-it-py). Raw HTML in the source is never passed through: the
parser escapes it as text (``html`` off), and the HTML it makes is then
cleaned by nh3 (the Ammonia sanitiser) against a short allow-list of tags
and attributes, with links only to http, https, mailto and addresses on
this site. So no ``<script>``, no ``javascript:`` or ``data:`` link, no
event attribute (``onclick``...) and no inline ``style`` survive, whatever
the source holds. Table alignment, which markdown-it writes as a style
attribute (the site's Content-Security-Policy allows none), becomes a class.
"""

from __future__ import annotations

import nh3
from markdown_it import MarkdownIt

TAGS = {"p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "strong", "em", "s", "code", "pre",
        "blockquote", "ul", "ol", "li", "a", "img", "table", "thead", "tbody", "tr", "th", "td"}
ATTRIBUTES = {"a": {"href", "title"}, "img": {"src", "alt", "title"}, "ol": {"start"}}
ALIGN_CLASSES = {"text-align:left": "ff-left", "text-align:right": "ff-right",
                 "text-align:center": "ff-center"}
URL_SCHEMES = {"http", "https", "mailto"}

_PARSER = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False}) \
    .enable(["table", "strikethrough"])


def _aligned_by_class(tokens) -> None:
    for token in tokens:
        if token.type in ("th_open", "td_open") and token.attrs.get("style"):
            css = ALIGN_CLASSES.get(str(token.attrs.pop("style")).replace(" ", ""))
            if css:
                token.attrs["class"] = css


def render(source: str) -> str:
    """The HTML of Markdown ``source``, cleaned: safe to put in a page as is."""
    tokens = _PARSER.parse(source or "")
    _aligned_by_class(tokens)
    html = _PARSER.renderer.render(tokens, _PARSER.options, {})
    return clean(html)


def clean(html: str) -> str:
    """``html`` with every tag, attribute and address outside the allow-list gone."""
    return nh3.clean(html, tags=TAGS, clean_content_tags={"script", "style"}, attributes=ATTRIBUTES,
                     url_schemes=URL_SCHEMES, link_rel="nofollow noopener noreferrer",
                     allowed_classes={"th": set(ALIGN_CLASSES.values()),
                                      "td": set(ALIGN_CLASSES.values())},
                     strip_comments=True)
