"""Fourfold's own web pages: character sheets, combat logs and the armor
stop-chance chart. Thin views: find the object, check who may look (the
same staff lock as in the game), render what web.website.sheet_data shapes.

Anonymous visitors to a private page are sent to the login page; a logged-in
account that may not look gets 403; an unknown id gets 404.
"""

from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.http import Http404
from django.shortcuts import render

from web.website import sheet_data


def _private(request, allowed: bool):
    """None when the request may go on, else the response to send."""
    if not request.user.is_authenticated:
        return redirect_to_login(request.get_full_path())
    if not allowed:
        raise PermissionDenied("That page is for its player and for staff.")
    return None


def my_sheets(request):
    """The logged-in account's characters, each linked to its sheet."""
    refused = _private(request, True)
    if refused:
        return refused
    characters = sheet_data.characters_of(request.user)
    return render(request, "website/fourfold/my_sheets.html",
                  {"characters": characters, "page_title": "Your sheets"})


def character_sheet(request, char_id: int):
    from typeclasses.characters import Character

    char = Character.objects.filter_family(id=char_id).first()
    if char is None:
        raise Http404("No such character.")
    refused = _private(request, sheet_data.may_see_sheet(request.user, char))
    if refused:
        return refused
    context = sheet_data.sheet_context(char)
    context["page_title"] = f"{char.key}'s sheet"
    from features.scenes.web.views import scenes_of_character

    context["scenes"] = scenes_of_character(request.user, char)
    return render(request, "website/fourfold/sheet.html", context)


def combat_log(request, combat_id: int):
    from rulesets.fs3.combat_script import combat_by_number

    script = combat_by_number(int(combat_id))
    if script is None:
        raise Http404("No such combat.")
    refused = _private(request, sheet_data.may_see_combat(request.user, script))
    if refused:
        return refused
    context = sheet_data.combat_context(script)
    context["page_title"] = f"Combat #{script.id}"
    return render(request, "website/fourfold/combat_log.html", context)


def armor_chart(request):
    context = sheet_data.armor_chart()
    context["page_title"] = "Armor stop chances"
    return render(request, "website/fourfold/armor_chart.html", context)
