"""The character sheet pages: the logged-in account's characters, and one
character's sheet with a section per installed ruleset (each ruleset draws
its own: ``Ruleset.sheet_section`` and ``sheet_template``) and the scenes it
was in. Thin views: find the character, check who may look (the same staff
lock as in the game, web/website/access.py), render what
web.website.sheet_data shapes.

Anonymous visitors are sent to the login page; a logged-in account that may
not look gets 403; an unknown id gets 404.
"""

from django.http import Http404
from django.shortcuts import render

from web.website import access, ruleset_pages, sheet_data


def my_sheets(request):
    """The logged-in account's characters, each with the rulesets it has a
    sheet in and links to its sheet, profile and scenes."""
    refused = access.private_page(request, True)
    if refused:
        return refused
    from features.scenes.web.views import scenes_of_character

    characters = [{"char": char, "rulesets": sheet_data.rulesets_of(char),
                   "scenes": len(scenes_of_character(request.user, char))}
                  for char in access.characters_of(request.user)]
    return render(request, "website/fourfold/my_sheets.html",
                  {"characters": characters,
                   "ruleset_links": ruleset_pages.installed_links(), "page_title": "Your sheets"})


def character_sheet(request, char_id: int):
    from typeclasses.characters import Character

    char = Character.objects.filter_family(id=char_id).first()
    if char is None:
        raise Http404("No such character.")
    refused = access.private_page(request, access.may_see_sheet(request.user, char))
    if refused:
        return refused
    context = sheet_data.sheet_context(char)
    context["page_title"] = f"{char.key}'s sheet"
    from features.scenes.web.views import scenes_of_character

    context["scenes"] = scenes_of_character(request.user, char)
    return render(request, "website/fourfold/sheet.html", context)
