"""The character gallery: every approved player character (a sheet staff
approved in any ruleset) with what its profile shows (+finger's fields,
colour codes removed and escaped), the rulesets it has sheets in and the
shared scenes it took part in, each linked to its page. Anyone may look,
as at a profile. Alts are shown only as +finger shows them (their player's
+alts/public; off unless turned on): profile.profile_data decides.
"""

from __future__ import annotations

from django.core.paginator import Paginator
from django.shortcuts import render

from core.text.plain import plain
from features.community import profile

PAGE = 30
SCENES_SHOWN = 5


def approved_characters() -> list:
    """Approved player characters, by name, leaving out those withdrawn
    (their player deleted their account)."""
    from core.lookup.player_characters import is_player_character
    from typeclasses.characters import Character

    found = [c for c in Character.objects.filter_family().order_by("db_key")
             if is_player_character(c) and not profile.is_withdrawn(c) and any(ok for _key, ok in profile.sheets(c))]
    return found


def _shared_scenes(ids: list[int]) -> dict[int, list]:
    """Shared (public) scenes of each character id, newest first: one query."""
    from features.scenes.models import Participant

    out: dict[int, list] = {}
    rows = (Participant.objects.filter(char_id__in=ids, scene__shared=True)
            .select_related("scene").order_by("-scene__started"))
    for row in rows:
        out.setdefault(row.char_id, []).append(row.scene)
    return out


def ruleset_title(key: str) -> str:
    from rulesets.registry import get

    found = get(key)
    return (getattr(found, "sheet_title", "") or getattr(found, "name", "") or key) if found else key


def card(char, scenes: list) -> dict:
    data = profile.profile_data(char)
    return {
        "id": char.id, "name": char.key,
        "fields": [(label, plain(value)) for label, value in data["fields"]
                   if value and label != profile.LABELS["desc"]],
        "sheets": [{"title": ruleset_title(s["ruleset"]), "approved": s["approved"]}
                   for s in data["sheets"]],
        "scenes": scenes[:SCENES_SHOWN], "scene_count": len(scenes),
    }


def gallery(request):
    page = Paginator(approved_characters(), PAGE).get_page(request.GET.get("page"))
    chars = list(page.object_list)
    scenes = _shared_scenes([c.id for c in chars])
    return render(request, "community/gallery.html", {
        "page_title": "Characters", "page": page,
        "cards": [card(c, scenes.get(c.id, [])) for c in chars]})
