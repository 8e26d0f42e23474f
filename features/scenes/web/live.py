"""A running scene's page, live: the latest entries (FOURFOLD_SCENE_LIVE_PAGE
of them, however long the log), earlier ones a page at a time on demand
(:func:`entries_json`), and what features/scenes/static/scenes/js/live_scene.js
needs to follow it over the web client's websocket and post into it (the
protocol: docs/live_protocol.md). The website's sign-in carries to the
websocket through the browser session's key (``csessid``), as Evennia's web
client page does (web/templates/webclient/base.html).
"""

from __future__ import annotations

from django.conf import settings
from django.http import JsonResponse
from django.shortcuts import render
from django.utils.safestring import mark_safe

from core.text.plain import plain
from features.scenes import access
from features.scenes import store as scene_store
from features.scenes import text as scene_text

MAX_SEQ = 10**9


def page_size() -> int:
    return max(1, int(settings.FOURFOLD_SCENE_LIVE_PAGE))


def entry_html(entry) -> str:
    """One entry for the live page: the archive's HTML in a block that
    carries its number (the page orders and fills in by it)."""
    return (f'<div class="ff-entry" data-seq="{int(entry.seq)}">'
            f"{scene_text.html_entry(entry)}</div>")


def _seq(value) -> int | None:
    text = str(value or "").strip()
    if not text.isascii() or not text.isdigit() or len(text) > 9:
        return None
    return int(text)


def live_page(request, scene, rows, fights=()):
    """The page of a running (or paused) scene (``fights``: the fights
    that were part of it, features/scenes/web/views.py ``fight_links``)."""
    size = page_size()
    latest = list(rows.order_by("-seq")[:size + 1])
    more = len(latest) > size
    latest = latest[:size][::-1]
    repose = max(0, len(latest) - int(settings.FOURFOLD_SCENE_REPOSE))
    parts = [entry_html(e) for e in latest]
    if latest and repose < len(parts):
        parts.insert(repose, '<p class="ff-repose-mark" id="ff-repose">Repose: the last '
                             f"{len(latest) - repose} entries.</p>")
    account = request.user
    poster = access.poster(account, scene) if account.is_authenticated else None
    return render(request, "scenes/live.html", {
        "page_title": plain(scene.title) or f"Scene {scene.id}", "scene": scene,
        "log_html": mark_safe("\n".join(parts)), "more": more,
        "first_seq": latest[0].seq if latest else 0, "last_seq": latest[-1].seq if latest else 0,
        "names": [p.name for p in scene_store.participants(scene)],
        "poster": poster, "browser_sessid": request.session.session_key or "",
        "fights": list(fights)})


def entries_json(request, rows):
    """``{"html", "first", "last", "more"}`` for the entries before or after a seq."""
    size = page_size()
    before, after = _seq(request.GET.get("before")), _seq(request.GET.get("after"))
    if after is not None:
        found = list(rows.filter(seq__gt=after).order_by("seq")[:size + 1])
        more = len(found) > size
        found = found[:size]
    else:
        found = list(rows.filter(seq__lt=before if before is not None else MAX_SEQ)
                     .order_by("-seq")[:size + 1])
        more = len(found) > size
        found = found[:size][::-1]
    return JsonResponse({
        "html": "\n".join(entry_html(e) for e in found), "more": more,
        "first": found[0].seq if found else None, "last": found[-1].seq if found else None})
