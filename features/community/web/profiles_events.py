"""A character's public profile page (what +finger shows). Anyone may read
it, as on a MUSH's web portal (the events pages are events_web.py)."""

from django.http import Http404
from django.shortcuts import render

from web.website import access


def character_profile(request, char_id: int):
    from features.community import profile
    from typeclasses.characters import Character

    char = Character.objects.filter_family(id=char_id).first()
    if char is None:
        raise Http404("No such character.")
    from core.text.plain import plain

    data = profile.profile_data(char)
    data["fields"] = [(label, plain(value)) for label, value in data["fields"]]
    from web.website.sheet_data import rulesets_of

    data["sheets"] = rulesets_of(char)  # by their names ("Stone Age (pbta)"), never a bare key
    account = request.user if request.user.is_authenticated else None
    from features.scenes.web.views import scenes_of_character

    context = {"character": char, "profile": data, "page_title": f"{char.key}'s profile",
               "may_see_sheet": access.may_see_sheet(account, char),
               # the same people may edit it (features/community/web/profile_edit.py)
               "may_edit": access.may_see_sheet(account, char),
               "scenes": scenes_of_character(account, char)}
    return render(request, "community/profile.html", context)

