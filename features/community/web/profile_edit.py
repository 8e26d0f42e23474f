"""A character's profile and description, edited on the web.

The form holds what ``+finger/set`` sets (full name, position, timezone, RP
hooks) and the description ``look`` shows (what ``desc`` sets), each
checked by the same functions as in the game (profile.check_field,
profile.check_desc). "Preview" draws the texts with their colour codes
(features/community/web/colour.py) and stores nothing; "Save" stores every
field or, when one is refused, none (each refusal beside its field).
The descriptions kept with ``+desc/save`` are listed, and one may be worn
from here as ``+desc/wear`` does.

Only the character's own account and staff may open the form: anonymous
visitors go to the login page, anyone else gets 403, as for a sheet.
"""

from __future__ import annotations

from django.http import Http404, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from evennia.utils import logger

from core.text.mush_subs import mush_subs
from features.community import descs, profile
from features.community.web import form_rate
from features.community.web.colour import colour_html
from web.website import access

FIELDS = ("fullname", "position", "timezone", "shortdesc", "hooks")
HINTS = {"fullname": "One line.", "position": "One line: what they do, where they stand.",
         "timezone": "A tz database name such as Europe/Paris, America/New_York or UTC.",
         "shortdesc": "One short line others see when they +glance at the room.",
         "hooks": "One line: what others can build a scene on.",
         "desc": "What others see when they look at the character. Colour codes such as |g "
                 "are allowed; |/ starts a new line."}


def _character(char_id: int):
    from typeclasses.characters import Character

    char = Character.objects.filter_family(id=char_id).first()
    if char is None:
        raise Http404("No such character.")
    return char


def _stored(char) -> dict:
    values = {f: profile.get(char, f) or "" for f in FIELDS}
    values["desc"] = profile.desc(char) or ""
    return values


def _posted(request) -> dict:
    values = {f: request.POST.get(f, "") for f in FIELDS}
    values["desc"] = mush_subs(request.POST.get("desc", "").replace("\r\n", "\n").replace("\r", "\n").strip())
    return values


def _checked(values: dict):
    """(the values as they would be stored, {field: why refused})."""
    cleaned, errors = {}, {}
    for field in FIELDS:
        try:
            cleaned[field] = profile.check_field(field, values[field])
        except profile.ProfileError as err:
            errors[field] = err.message
    try:
        cleaned["desc"] = profile.check_desc(values["desc"])
    except profile.ProfileError as err:
        errors["desc"] = err.message
    return cleaned, errors


def _save(request, char, cleaned: dict) -> None:
    for field in FIELDS:
        profile.set_field(char, field, cleaned[field] or None)
    profile.set_desc(char, cleaned["desc"] or None)
    if not access.owns(request.user, char):  # staff changing someone's profile
        logger.log_info(f"Fourfold: {request.user.username} changed the profile of {char.key} "
                        f"(#{char.id}) on the web.")


def _wear(request, char, errors: dict) -> bool:
    try:
        descs.wear(char, request.POST.get("name", ""))
    except descs.DescError as err:
        errors["wear"] = str(err)
        return False
    return True


def profile_edit(request, char_id: int):
    char = _character(char_id)
    refused = access.private_page(request, access.may_see_sheet(request.user, char))
    if refused:
        return refused
    values, errors, preview, why = _stored(char), {}, None, None
    if request.method == "POST":
        action = request.POST.get("action", "")
        if action == "wear":
            values = _stored(char)
        else:
            values = _posted(request)
        why = form_rate.refusal(request.user) if action in ("save", "wear") else None
        if why:
            errors["form"] = why
        elif action == "wear":
            if _wear(request, char, errors):
                form_rate.record(request.user)
                return HttpResponseRedirect(reverse("fourfold-profile-edit", args=[char.id]) + "?saved=worn")
        elif action in ("save", "preview"):
            cleaned, errors = _checked(values)
            if not errors and action == "save":
                _save(request, char, cleaned)
                form_rate.record(request.user)
                return HttpResponseRedirect(reverse("fourfold-profile-edit", args=[char.id]) + "?saved=1")
            if not errors:
                preview = [(profile.LABELS[f], colour_html(cleaned[f])) for f in (*FIELDS, "desc")]
        else:
            errors["form"] = "Choose Preview or Save."
    fields = [{"name": f, "label": profile.LABELS[f], "value": values[f], "hint": HINTS[f],
               "error": errors.get(f, ""), "limit": profile.field_length(f)} for f in FIELDS]
    context = {
        "character": char, "fields": fields, "page_title": f"Edit {char.key}'s profile",
        "desc": {"value": values["desc"], "hint": HINTS["desc"], "error": errors.get("desc", ""),
                 "limit": profile.desc_length()},
        "errors": errors, "preview": preview, "saved": request.GET.get("saved", ""),
        "stored": [name for name, _text in descs.stored(char)], "worn": descs.worn_name(char),
    }
    return render(request, "community/profile_edit.html", context, status=429 if why else 200)
