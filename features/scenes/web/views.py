"""The scene archive on the web: /scenes/ lists first the scenes going on
now that the visitor may watch (features/scenes/access.py: an open one for
any signed-in player, a private one for its participants and staff) or has
been invited to join, then the finished, shared scenes newest first (one
search by title, participant and date for both); a scene's page
shows its log a page at a time, poses as paragraphs and the game's lines
(rolls, combat turns) set apart, an edited pose marked (with its earlier
text for staff), its content warning, the plots it belongs to and the
fights that were part of it (each linked to its turn log for those who may
read that: its fighters, organizers and staff); the log downloads as plain
text or Markdown. Plots are in features/scenes/web/plots.py.

Who may read a scene is features/scenes/access.py: a shared scene is for
everyone, one still going and not private for any signed-in player, a
private one for its participants and staff; anonymous visitors go to the
login page, anyone else gets 403, as for sheets. Private rolls in a log are
shown to staff only. A running scene's page is live
(features/scenes/web/live.py).
"""

from __future__ import annotations

from datetime import date

from django.conf import settings
from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.core.paginator import Paginator
from django.http import Http404, HttpResponse
from django.shortcuts import render
from django.utils.safestring import mark_safe

from core.staff import is_staff
from core.text.plain import plain
from features.scenes import fights as scene_fights
from features.scenes import plots as scene_plots
from features.scenes import store as scene_store
from features.scenes import text as scene_text
from features.scenes import tools as scene_tools
from features.scenes.access import may_read, may_read_fight
from features.scenes.web import live as live_views

LIST_PAGE = 50
RUNNING_MAX = 200  # running scenes looked at for /scenes/ (a game has a handful)


def _scene_or_refuse(request, scene_id: int):
    scene = scene_store.get(scene_id)
    if scene is None:
        raise Http404("No such scene.")
    if not may_read(request.user, scene):
        if not request.user.is_authenticated:
            return scene, redirect_to_login(request.get_full_path())
        raise PermissionDenied("That scene is private: for its participants and staff.")
    return scene, None


def _searched(scenes, title: str, who: str, day):
    if title:
        scenes = scenes.filter(title__icontains=title)
    if who:
        scenes = scenes.filter(participants__name__icontains=who).distinct()
    if day:
        scenes = scenes.filter(started__date=day)
    return scenes


def running_for(account, scenes) -> list[dict]:
    """Of ``scenes`` (running or paused), those ``account`` may watch
    (``watch``: its live page opens to them) or join (invited to a private
    one), newest first."""
    from features.scenes.access import char_ids, signed_in
    from features.scenes.models import SceneInvite

    if not signed_in(account):
        return []
    scenes = list(scenes.order_by("-started", "-id")[:RUNNING_MAX])
    private = [s.id for s in scenes if s.private]
    invited = set(SceneInvite.objects.filter(scene_id__in=private, char_id__in=char_ids(account))
                  .values_list("scene_id", flat=True)) if private else set()
    shown = []
    for scene in scenes:
        watch = may_read(account, scene)
        if watch or scene.id in invited:
            shown.append({"scene": scene, "watch": watch})
    return shown


def scene_list(request):
    from features.scenes.models import FINISHED, Scene

    title = (request.GET.get("title") or "").strip()[:100]
    who = (request.GET.get("who") or "").strip()[:100]
    day = (request.GET.get("date") or "").strip()[:10]
    try:
        when = date.fromisoformat(day) if day else None
    except ValueError:
        day, when = "", None
    scenes = _searched(Scene.objects.filter(shared=True), title, who, when).order_by("-finished", "-id")
    page = Paginator(scenes, LIST_PAGE).get_page(request.GET.get("page"))
    running = running_for(request.user, _searched(Scene.objects.exclude(state=FINISHED),
                                                  title, who, when)) if page.number == 1 else []
    return render(request, "scenes/list.html", {
        "page_title": "Scenes", "page": page, "running": running, "title": title, "who": who,
        "date": day})


def _entries(request, scene):
    staff = is_staff(request.user)
    rows = scene.entries.order_by("seq")
    return rows if staff else rows.filter(private=False)


def fight_links(account, scene) -> list[dict]:
    """The fights that were part of ``scene``: number, whether it is over,
    and the address of its turn log when ``account`` may read it (a running
    fight's page says itself who may: the scene cannot tell)."""
    from django.urls import NoReverseMatch, reverse

    links = []
    for fight in scene_fights.of_scene(scene):
        url = None
        if fight.ended is None or may_read_fight(account, fight.readers):
            try:
                url = reverse(fight.log_url, args=[fight.number]) if fight.log_url else None
            except NoReverseMatch:  # its ruleset is not installed now
                url = None
        links.append({"number": fight.number, "over": fight.ended is not None, "url": url})
    return links


def scene_page(request, scene_id: int):
    scene, refused = _scene_or_refuse(request, scene_id)
    if refused:
        return refused
    if scene.active:
        return live_views.live_page(request, scene, _entries(request, scene),
                                    fights=fight_links(request.user, scene))
    size = max(1, int(settings.FOURFOLD_SCENE_WEB_PAGE))
    page = Paginator(_entries(request, scene), size).get_page(request.GET.get("page"))
    # Built here rather than in a template loop: 500 entries through Django's
    # template engine took most of the page's time.
    rows = list(page.object_list)
    # staff see what an edited pose said before; everyone sees it was edited
    edits = scene_tools.earlier_texts(e.id for e in rows if e.edited_at) \
        if is_staff(request.user) else {}
    log_html = mark_safe("\n".join(scene_text.html_entry(e, edits.get(e.id, ())) for e in rows))
    return render(request, "scenes/scene.html", {
        "page_title": plain(scene.title) or f"Scene {scene.id}", "scene": scene, "page": page,
        "log_html": log_html, "names": [p.name for p in scene_store.participants(scene)],
        "plots": scene_plots.plots_of(scene), "fights": fight_links(request.user, scene)})


def scene_entries(request, scene_id: int):
    """A page of a running scene's entries as JSON, for its live page:
    ``?before=<seq>`` the ones before (earlier entries, on demand),
    ``?after=<seq>`` the ones after (what a reconnecting page missed)."""
    scene, refused = _scene_or_refuse(request, scene_id)
    if refused:
        return refused
    return live_views.entries_json(request, _entries(request, scene))


def _download(request, scene_id: int, markdown: bool):
    scene, refused = _scene_or_refuse(request, scene_id)
    if refused:
        return refused
    names = [p.name for p in scene_store.participants(scene)]
    rows = _entries(request, scene)
    if markdown:
        body, kind, ext = scene_text.as_markdown(scene, names, rows), "text/markdown", "md"
    else:
        body, kind, ext = scene_text.as_text(scene, names, rows), "text/plain", "txt"
    response = HttpResponse(body, content_type=f"{kind}; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="scene-{scene.id}.{ext}"'
    return response


def scene_text_download(request, scene_id: int):
    return _download(request, scene_id, markdown=False)


def scene_markdown_download(request, scene_id: int):
    return _download(request, scene_id, markdown=True)


def scenes_of_character(account, char) -> list:
    """The scenes ``char`` took part in that ``account`` may read (for the
    sheet page), newest first."""
    from features.scenes.models import Scene

    found = Scene.objects.filter(participants__char_id=char.id).distinct().order_by("-started")
    return [s for s in found[:200] if may_read(account, s)]
