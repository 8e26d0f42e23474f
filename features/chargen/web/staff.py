"""Staff's review of submitted sheets on the web: the sheets waiting, one
sheet with its request's comments (staff notes too), and commenting,
approving, sending back with a comment and reopening, through
features/chargen/review.py, the steps +approve, +approve/return and
+unapprove take (the same staff lock, the same notices to the
player). Only staff (the game's staff lock) may use these pages.
"""

from __future__ import annotations

from django.contrib import messages
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

from core.errors import RulesError
from features.chargen import review
from features.chargen.web import common
from features.community.models import Request


def _staff_only(request):
    return common.refused(request, common.is_staff(request))


def waiting(request):
    """Every sheet submitted and not yet approved, oldest request first:
    one row a sheet, even where an older game left two open requests."""
    refusal = _staff_only(request)
    if refusal:
        return refusal
    rows, seen = [], set()
    words = {key: common.ruleset(key)[2] for key in common.web_rulesets()}
    titles = {review.request_title(w["label"]): key for key, w in words.items()}
    for row in Request.objects.filter(category=review.CATEGORY, status=Request.OPEN).order_by("id"):
        key = titles.get(row.title)
        char = row.requester
        if key is None or char is None or (char.id, key) in seen \
                or review.state(char, key) != "submitted":
            continue
        seen.add((char.id, key))
        rows.append({"char": char, "key": key, "request": row})
    return render(request, "chargen/review_list.html",
                  {"rows": rows, "page_title": "Sheets waiting for staff"})


def sheet(request, char_id: int, key: str):
    refusal = _staff_only(request)
    if refusal:
        return refusal
    char = common.character(char_id)
    ruleset, part, words = common.ruleset(key)
    latest = review.latest_request(char, words["label"])
    return render(request, "chargen/review.html", {
        "char": char, "ruleset": ruleset, "key": key, "label": words["label"],
        "state": review.state(char, key), "form": part.form(char),
        "request_row": latest, "comments": common.comments(latest, staff=True),
        "page_title": f"Review: {char.key}'s {words['label']} sheet"})


def _act(request, char_id, key, action):
    refusal = _staff_only(request)
    if refusal:
        return refusal
    char = common.character(char_id)
    _ruleset, _part, words = common.ruleset(key)
    try:
        said = action(char, words)
    except RulesError as err:
        messages.error(request, err.message)
    else:
        messages.success(request, said)
    return redirect("fourfold-chargen-review", char.id, key)


@require_POST
def approve(request, char_id: int, key: str):
    return _act(request, char_id, key, lambda char, words: review.approve(
        char, key, words["label"], request.user, words["welcome"]))


@require_POST
def unapprove(request, char_id: int, key: str):
    return _act(request, char_id, key, lambda char, words: review.unapprove(
        char, key, words["label"], request.user))


@require_POST
def send_back(request, char_id: int, key: str):
    """The submitted sheet goes back to its player with staff's comment,
    as +approve/return."""
    return _act(request, char_id, key, lambda char, words: review.send_back(
        char, key, words["label"], request.user, request.POST.get("text", "")))


@require_POST
def comment(request, char_id: int, key: str):
    def post(char, words):
        staff_only = request.POST.get("staff_only") == "on"
        review.comment(char, words["label"], request.user, request.POST.get("text", ""),
                       staff_only=staff_only)
        return "Staff note added." if staff_only else f"Comment sent to {char.key}'s player."

    return _act(request, char_id, key, post)
