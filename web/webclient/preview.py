"""The play page's preview: a text the player is writing, rendered as the
web client will show it, before it is sent (server/conf/inputfuncs.py,
``fourfold_preview``). The same steps as a typed line (control characters
and link codes out: core/command.py, core/text/player.py) and the same
HTML converter as the Portal's (portal/links.py), so the preview cannot
differ from what the room then sees, and a player's text never becomes a
link or markup in it."""

from __future__ import annotations

from django.conf import settings

OOB_NAME = "fourfold_preview"


def render(text) -> str:
    """The HTML of ``text`` as the web client shows it ("" for anything not text)."""
    from core.text.controls import strip_controls
    from core.text.player import strip_links
    from portal import links

    if not isinstance(text, str):
        return ""
    text = text[:int(settings.FOURFOLD_PLAY_PREVIEW_LENGTH)]
    return links.parse_html(strip_links(strip_controls(text)))


def answer(session, *args, **kwargs) -> None:
    """Answer ``session`` with the preview of kwargs["text"] (or the first
    argument), with the asker's ``id`` sent back so that the page shows
    only the newest answer."""
    text = kwargs.get("text", args[0] if args else "")
    ident = kwargs.get("id")
    ident = ident if isinstance(ident, int) and not isinstance(ident, bool) else 0
    session.msg(**{OOB_NAME: ((), {"id": ident, "html": render(text)})})
