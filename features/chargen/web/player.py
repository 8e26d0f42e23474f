"""A player's chargen on the web: their characters and where each sheet
stands, and one sheet's form (built by the ruleset's ``web_chargen`` part),
with its sample character in one click, a roll preview, submitting, and the
staff's answer.

Every action takes the game's steps: saving through the part (the rules
code +stat uses; a refused field is answered beside it and nothing is
stored; a change takes back a submission, as +stat does), the template
through features/demo/templates.py (+template/apply's), submitting and
replying through features/chargen/review.py (+chargen/submit's). Only the
character's own player may use these pages.
"""

from __future__ import annotations

from django.contrib import messages
from django.http import JsonResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_POST

from core.errors import RulesError
from core.numbers import parse_int
from core.rolls import ratelimit
from features.chargen import review
from features.chargen.web import common
from features.demo.templates import apply_template, template_for
from web.website import access

LOCKED = "Your sheet is approved and locked; ask staff to change it."


def _mine(request, char_id: int):
    """(refusal response or None, char)."""
    char = common.character(char_id)
    return common.refused(request, common.owns(request, char)), char


def index(request):
    """The account's characters and the state of each web chargen sheet."""
    refusal = common.refused(request, True)
    if refusal:
        return refusal
    rows = [{"char": c, "sheets": common.states(c)} for c in access.characters_of(request.user)]
    slots = request.user.get_available_character_slots()
    return render(request, "chargen/index.html",
                  {"rows": rows, "may_create": slots is None or slots > 0,
                   "staff": common.is_staff(request), "page_title": "Make a character"})


def _page(request, char, key, posted=None, errors=None, preview=None, preview_error="", status=200):
    ruleset, part, words = common.ruleset(key)
    template = template_for(key)
    state = review.state(char, key)
    latest = review.latest_request(char, words["label"])
    context = {
        "char": char, "ruleset": ruleset, "key": key, "label": words["label"], "state": state,
        "form": part.form(char, posted, errors), "template": template,
        "template_values": (ruleset.load("demo").template_values(template) if template else {}),
        "request_row": latest, "comments": common.comments(latest, staff=False),
        "unspent": review.unspent(char, key) if state == "open" else "",
        "preview": preview, "preview_error": preview_error,
        "page_title": f"{char.key}: {ruleset.name} chargen",
    }
    return render(request, "chargen/sheet.html", context, status=status)


def _posted(request) -> dict:
    return {k: v for k, v in request.POST.items() if k != "csrfmiddlewaretoken"}


def sheet(request, char_id: int, key: str):
    """GET: the form (and, with ?roll=, the preview of the stored sheet);
    POST: save the form."""
    refusal, char = _mine(request, char_id)
    if refusal:
        return refusal
    _ruleset, part, _words = common.ruleset(key)
    if request.method == "POST":
        if review.state(char, key) == "approved":
            messages.error(request, LOCKED)
            return redirect("fourfold-chargen-sheet", char.id, key)
        errors, changed = part.save(char, _posted(request))
        if errors:
            return _page(request, char, key, posted=_posted(request), errors=errors, status=400)
        note = ""
        if changed and review.withdraw(review.handler_of(char, key)):
            note = " Your submission is withdrawn; submit again when ready."
        messages.success(request, ("Saved." if changed else "Nothing changed.") + note)
        return redirect("fourfold-chargen-sheet", char.id, key)
    preview, preview_error = None, ""
    if request.GET.get("roll"):
        preview, preview_error = _preview(char, part, {}, request.GET)
    return _page(request, char, key, preview=preview, preview_error=preview_error)


def _preview(char, part, posted, query):
    """(Preview or None, reason): through the roll rate limit, as +odds."""
    refused = ratelimit.refusal(char)
    if refused:
        return None, refused
    try:
        modifier = parse_int(query.get("modifier") or "0", -10, 10, "a modifier")
        found = part.preview(char, posted, str(query.get("roll", "")), modifier)
    except RulesError as err:
        return None, err.message
    ratelimit.record_for(char)
    return found, ""


@require_GET
def odds(request, char_id: int, key: str):
    """JSON: the exact odds of ``roll`` with the form's values as they stand
    (nothing stored): {"title", "rows": [{"outcome", "percent"}]} or {"error"}."""
    refusal, char = _mine(request, char_id)
    if refusal:
        return JsonResponse({"error": "Log in as this character's player."}, status=403)
    _ruleset, part, _words = common.ruleset(key)
    posted = {k: v for k, v in request.GET.items() if k not in ("roll", "modifier")}
    found, error = _preview(char, part, posted, request.GET)
    if error:
        return JsonResponse({"error": error}, status=429 if error.startswith("Too many") else 400)
    rows = [{"outcome": label, "percent": chance} for label, chance in found.percents]
    return JsonResponse({"title": found.title, "rows": rows, "note": found.note})


@require_POST
def use_template(request, char_id: int, key: str):
    refusal, char = _mine(request, char_id)
    if refusal:
        return refusal
    common.ruleset(key)
    template = template_for(key)
    if template is None:
        messages.error(request, f"The {key} ruleset has no sample character.")
        return redirect("fourfold-chargen-sheet", char.id, key)
    try:
        withdrawn = apply_template(char, key, template)
    except RulesError as err:
        messages.error(request, err.message)
    else:
        note = " Your submission is withdrawn; submit again when ready." if withdrawn else ""
        messages.success(request, f"Copied {template['name']} onto your sheet: adjust anything "
                                  f"you like, then submit it.{note}")
    return redirect("fourfold-chargen-sheet", char.id, key)


@require_POST
def submit(request, char_id: int, key: str):
    refusal, char = _mine(request, char_id)
    if refusal:
        return refusal
    _ruleset, _part, words = common.ruleset(key)
    try:
        review.submit(char, key, words["label"])
    except RulesError as err:
        messages.error(request, err.message)
    else:
        messages.success(request, f"Submitted. Staff have been told; {words['still_open']}.")
        unspent = review.unspent(char, key)
        if unspent:
            # a warning, not a refusal: the player may mean to leave them
            messages.warning(request, f"Note: {unspent} Staff will see the sheet as it is; to spend "
                                      f"them, change it and submit again.")
    return redirect("fourfold-chargen-sheet", char.id, key)


@require_POST
def reply(request, char_id: int, key: str):
    """The player's comment on their waiting sheet's request."""
    refusal, char = _mine(request, char_id)
    if refusal:
        return refusal
    _ruleset, _part, words = common.ruleset(key)
    try:
        review.comment(char, words["label"], char, request.POST.get("text", ""))
    except RulesError as err:
        messages.error(request, err.message)
    else:
        messages.success(request, "Your comment is with staff.")
    return redirect("fourfold-chargen-sheet", char.id, key)
