"""Players' text sent from the website is treated as typed text is: link
codes are removed before any view, form or storage sees it.

Telnet and the web client pass every typed line through
``core.text.player.strip_links`` (server/conf/inputfuncs.py); this
middleware does the same for every field of a form posted to the website
(a character's description, and every form the site will gain), so that a
player's text cannot become a clickable link in another player's client
by way of a web page. Colour codes are kept, as in the game.
"""

from __future__ import annotations

from core.text.player import strip_links


class StripLinksMiddleware:
    """Settings' MIDDLEWARE: remove link codes from posted form fields."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if request.method in ("POST", "PUT", "PATCH"):
            content_type = request.META.get("CONTENT_TYPE", "")
            if content_type.startswith(("application/x-www-form-urlencoded", "multipart/form-data")):
                post = request.POST
                if any("|l" in value for values in post.lists() for value in values[1]
                       if isinstance(value, str)):
                    cleaned = post.copy()
                    for key, values in post.lists():
                        cleaned.setlist(key, [strip_links(v) for v in values])
                    cleaned._mutable = False
                    request.POST = cleaned
        return self.get_response(request)
