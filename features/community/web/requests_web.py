"""Requests to staff on the web, as ``+request`` and ``+job``/``+jobs`` in
the game, through the same storage (features/community/requests.py).

A player files a request as one of their characters, follows their own
(another's is "no such request", 404, as in the game) and comments on it;
staff also see the queue (open, or every request), comment for the
requester or as a staff-only note, assign and close. The requester hears of
a staff answer in the game at once, or at their next login, exactly as from
``+job/comment``. A player never gets a staff-only comment.

Every form is a POST with Django's CSRF check; a refused form changes
nothing and is answered on the page (400, or 429 over the web form rate
limit, features/community/web/form_rate.py); a done one redirects back.
"""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.http import Http404
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

from core.errors import RulesError  # (the web reaches the rules only through core and the registry)
from core.lookup import characters as lookup
from core.staff import is_staff
from core.text.controls import strip_controls
from core.text.plain import plain
from features.community import requests as store
from features.community import texts
from features.community.models import Request
from features.community.web import acting, form_rate
from web.website.access import private_page

PAGES = "community/requests/"


def _posted(request, name: str) -> str:
    return strip_controls(request.POST.get(name, ""))


def _when(moment, tz) -> str:
    return moment.astimezone(tz).strftime("%Y-%m-%d %H:%M") if moment else "-"


def _row(req, tz) -> dict:
    return {"id": req.id, "title": plain(req.title), "status": req.status,
            "requester": req.requester_name, "assigned": req.assigned_name,
            "category": req.category, "updated": _when(req.updated, tz),
            "news": req.requester_news}


def request_list(request):
    """The account's own requests and, for staff, the queue."""
    refused = private_page(request, True)
    if refused:
        return refused
    account = request.user
    tz, tz_name = acting.viewer_tz(account)
    mine = Request.objects.filter(requester_id__in=acting.character_ids(account))
    context = {"mine": [_row(r, tz) for r in mine], "staff": is_staff(account),
               "tz_name": tz_name, "page_title": "Requests"}
    if context["staff"]:
        show_all = request.GET.get("all") == "1"
        queue = Request.objects.all() if show_all else Request.objects.filter(status=Request.OPEN)
        context.update(show_all=show_all, queue=[_row(r, tz) for r in queue])
    return render(request, PAGES + "list.html", context)


def request_new(request):
    """File a request (``+request <title>=<text>``)."""
    refused = private_page(request, True)
    if refused:
        return refused
    account = request.user
    chars = acting.characters(account)
    form = {"title": "", "text": "", "character": ""}
    errors, status = {}, 200
    if request.method == "POST" and chars:
        form = {key: _posted(request, key) for key in form}
        why = form_rate.refusal(account)
        if why:
            errors["form"], status = why, 429
        else:
            char = acting.chosen_character(account, form["character"])
            if char is None:
                errors["character"] = "Choose one of your characters."
            for field, check in (("title", texts.check_title), ("text", texts.check_text)):
                try:
                    check(form[field])
                except RulesError as err:
                    errors[field] = err.message
            if not errors:
                req = store.file_checked(char, form["title"], form["text"])
                form_rate.record(account)
                messages.success(request, f"Request #{req.id} is filed; staff have been told.")
                return redirect("fourfold-request", req.id)
            status = 400
    context = {"form": form, "errors": errors, "characters": chars, "page_title": "New request"}
    return render(request, PAGES + "new.html", context, status=status)


def _visible(request, number: int):
    """(request, staff?, the viewer's own?) or 404 when it is not theirs to see."""
    account = request.user
    found = store.get(number)
    staff = is_staff(account)
    own = found is not None and found.requester_id in acting.character_ids(account)
    if found is None or not (own or staff):
        raise Http404("You have no such request.")
    return found, staff, own


def _detail(request, req, staff, own, errors=None, form=None, status=200):
    tz, tz_name = acting.viewer_tz(request.user)
    comments = [{"author": c.author_name, "created": _when(c.created, tz), "text": plain(c.text),
                 "staff_only": c.staff_only} for c in store.comments(req, staff)]
    context = {"req": req, "title": plain(req.title), "text": plain(req.text), "own": own,
               "staff": staff, "created": _when(req.created, tz), "comments": comments,
               "tz_name": tz_name, "errors": errors or {}, "form": form or {},
               "page_title": f"Request #{req.id}"}
    return render(request, PAGES + "detail.html", context, status=status)


def request_detail(request, number: int):
    """One request: the requester sees the answers meant for them; staff
    see every comment, staff notes marked, and the staff forms."""
    refused = private_page(request, True)
    if refused:
        return refused
    req, staff, own = _visible(request, number)
    if own:
        store.seen_by_requester(req)  # as +request <number> does
    return _detail(request, req, staff, own)


def _act(request, number, staff_only_action, action, form_keys, done):
    """Run one POSTed action on request ``number``: the checks every form
    shares, then ``action(req, staff, own, form)`` (which raises a
    RulesError to refuse), then the redirect with ``done``."""
    refused = private_page(request, True)
    if refused:
        return refused
    account = request.user
    if staff_only_action and not is_staff(account):
        raise PermissionDenied("That is for staff only.")
    req, staff, own = _visible(request, number)
    form = {key: _posted(request, key) for key in form_keys}
    why = form_rate.refusal(account)
    if why:
        return _detail(request, req, staff, own, {"form": why}, form, status=429)
    try:
        action(req, staff, own, form)
    except RulesError as err:
        return _detail(request, req, staff, own, {form_keys[0]: err.message}, form, status=400)
    form_rate.record(account)
    messages.success(request, done.format(id=req.id))
    return redirect("fourfold-request", req.id)


@require_POST
def request_comment(request, number: int):
    """A comment: the requester's own (``+request/comment``), or staff's for
    the requester (``+job/comment``) or staff only (``+job/note``)."""
    def action(req, staff, own, form):
        staff_only = form["visibility"] == "staff"
        if staff:
            store.staff_comment(req, acting.author_for(request.user), form["text"], staff_only)
        elif staff_only:
            raise PermissionDenied("Staff notes are for staff only.")
        else:
            store.requester_comment(req, req.requester, form["text"])
    return _act(request, number, False, action, ("text", "visibility"), "Your comment is on request #{id}.")


def _staff_member(name: str):
    name = name.strip()
    if not name:
        raise store.RequestRefused("Name a staff member.")
    found = lookup.search_anywhere(name)
    if not found:
        raise store.RequestRefused(f"There is no character called '{name}'.")
    if len(found) > 1:
        exact = [c for c in found if c.key.lower() == name.lower()]
        if len(exact) != 1:
            names = ", ".join(sorted(c.key for c in found)[:8])
            raise store.RequestRefused(f"'{name}' could be {names}: give more of the name.")
        found = exact
    return found[0]


@require_POST
def request_assign(request, number: int):
    """``+job/assign``: staff only."""
    def action(req, staff, own, form):
        store.assign_checked(req, _staff_member(form["staff"]), by=acting.author_for(request.user))
    return _act(request, number, True, action, ("staff",), "Request #{id} is assigned.")


@require_POST
def request_close(request, number: int):
    """``+job/close``: staff only; the optional text is a last answer the requester sees."""
    def action(req, staff, own, form):
        store.close_checked(req, acting.author_for(request.user), form["closing"])
    return _act(request, number, True, action, ("closing",), "Request #{id} is closed.")
