"""The events calendar on the web, as ``+events`` in the game, through the
same storage (features/community/events.py, features/community/event_times.py).

Anyone may read the calendar and each event (as the game's calendar is
open to every player); a logged-in account creates an event, signs up and
cancels its sign-up as one of its characters; the event's creator or staff
edit it (title, text, time: those signed up hear of a new time in the game)
and cancel it. Times are shown and typed in the viewer's timezone: that of
the character the account last played (``+finger/set timezone``), UTC for
visitors who are not logged in. ``events.ics`` is the upcoming events for
calendar apps (features/community/web/ical.py): every event on the calendar
is public, so the feed is public too and needs no token.

Every form is a POST with Django's CSRF check; a refused one changes
nothing and is answered on the page (400; 429 over the web form rate).
"""

from __future__ import annotations

import time
from datetime import datetime

from django.conf import settings
from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.text import slugify
from django.views.decorators.http import require_POST

from core.errors import RulesError  # (the web reaches the rules only through core and the registry)
from core.game_settings import setting
from core.staff import is_staff
from core.text.controls import strip_controls
from core.text.plain import plain
from features.community import event_times, events
from features.community.web import acting, form_rate, ical
from web.website.access import private_page

PAGES = "community/events/"


def _posted(request, name: str) -> str:
    return strip_controls(request.POST.get(name, ""))


def _shown(event: dict, tz, own_ids) -> dict:
    """An event as a page shows it: plain text, time in ``tz``."""
    return {"id": event["id"], "title": plain(event["title"]), "text": plain(event["text"]),
            "creator": event["creator_name"], "when": event_times.when_text(event["when"], tz),
            "signups": events.signup_names(event),
            "mine": [i for i in event["signups"] if i in own_ids]}


def events_list(request):
    """The upcoming events, soonest first."""
    account = request.user
    tz, tz_name = acting.viewer_tz(account)
    own = acting.character_ids(account)
    context = {"events": [_shown(e, tz, own) for e in events.upcoming()], "tz_name": tz_name,
               "logged_in": account.is_authenticated, "page_title": "Upcoming events"}
    return render(request, PAGES + "list.html", context)


def _event(number) -> dict:
    event = events.get_event(number)
    if event is None:
        raise Http404("No such event.")
    return event


def _detail(request, event, errors=None, status=200):
    account = request.user
    tz, tz_name = acting.viewer_tz(account)
    chars = acting.characters(account)
    own = [c.id for c in chars]
    context = {"event": _shown(event, tz, own), "tz_name": tz_name, "errors": errors or {},
               "past": event["when"] < time.time(),
               "logged_in": account.is_authenticated, "characters": chars,
               "may_join": [c for c in chars if c.id not in event["signups"]],
               "may_leave": [c for c in chars if c.id in event["signups"]],
               "may_change": account.is_authenticated
               and events.may_change(event, own, is_staff(account)),
               "page_title": plain(event["title"])}
    return render(request, PAGES + "detail.html", context, status=status)


def event_detail(request, number: int):
    return _detail(request, _event(number))


def _when_field(form, tz, errors):
    """The UTC timestamp the form's date and time mean, or None (errors noted)."""
    if not form["date"]:
        errors["date"] = "Give a date."
    if not form["time"]:
        errors["time"] = "Give a time."
    if errors.get("date") or errors.get("time"):
        return None
    stamp, why = event_times.parse_when(f"{form['date']} {form['time']}", tz)
    if stamp is None:
        errors["time" if "is not a time" in why else "date"] = why
    return stamp


def _title_text(form, errors):
    for field, check in (("title", events.check_title), ("text", events.check_body)):
        try:
            check(form[field])
        except RulesError as err:
            errors[field] = err.message


def _form_page(request, template_form, event=None, characters=(), errors=None, status=200):
    _tz, tz_name = acting.viewer_tz(request.user)
    context = {"form": template_form, "event": event, "characters": characters,
               "errors": errors or {}, "tz_name": tz_name,
               "page_title": f"Edit event #{event['id']}" if event else "New event"}
    return render(request, PAGES + "form.html", context, status=status)


FIELDS = ("title", "text", "date", "time")


def event_new(request):
    """``+event/create``: any logged-in account with a character."""
    refused = private_page(request, True)
    if refused:
        return refused
    account = request.user
    chars = acting.characters(account)
    form = dict.fromkeys(FIELDS + ("character",), "")
    if request.method != "POST" or not chars:
        return _form_page(request, form, characters=chars)
    form = {key: _posted(request, key) for key in form}
    why = form_rate.refusal(account)
    if why:
        return _form_page(request, form, characters=chars, errors={"form": why}, status=429)
    errors = {}
    char = acting.chosen_character(account, form["character"])
    if char is None:
        errors["character"] = "Choose one of your characters."
    _title_text(form, errors)
    stamp = _when_field(form, acting.viewer_tz(account)[0], errors)
    if errors:
        return _form_page(request, form, characters=chars, errors=errors, status=400)
    event = events.create(char, stamp, form["title"], form["text"])
    form_rate.record(account)
    messages.success(request, f"Event #{event['id']} is on the calendar.")
    return redirect("fourfold-event", event["id"])


def _changeable(request, number):
    """(event, the account's character ids, staff?) when the account may
    change event ``number``; 404 for no such event, 403 when not theirs."""
    event = _event(number)
    own, staff = acting.character_ids(request.user), is_staff(request.user)
    if not events.may_change(event, own, staff):
        raise PermissionDenied("Only the event's creator or staff may change it.")
    return event, own, staff


def event_edit(request, number: int):
    """``+event/edit`` and ``/reschedule`` in one form: its creator or staff."""
    refused = private_page(request, True)
    if refused:
        return refused
    account = request.user
    event, own, staff = _changeable(request, number)
    tz = acting.viewer_tz(account)[0]
    moment = datetime.fromtimestamp(event["when"], tz)
    was = {"title": event["title"], "text": event["text"],
           "date": moment.strftime("%Y-%m-%d"), "time": moment.strftime("%H:%M")}
    if request.method != "POST":
        return _form_page(request, was, event)
    form = {key: _posted(request, key) for key in FIELDS}
    why = form_rate.refusal(account)
    if why:
        return _form_page(request, form, event, errors={"form": why}, status=429)
    errors = {}
    _title_text(form, errors)
    same_time = (form["date"], form["time"]) == (was["date"], was["time"])
    stamp = None if same_time else _when_field(form, tz, errors)  # a past event keeps its time
    if errors:
        return _form_page(request, form, event, errors=errors, status=400)
    event, moved = events.edit(number, own, staff, form["title"], form["text"], when=stamp,
                               by=acting.author_for(account))
    form_rate.record(account)
    messages.success(request, f"Event #{event['id']} is changed"
                              + ("; those signed up are told of the new time." if moved else "."))
    return redirect("fourfold-event", event["id"])


def _post_action(request, number, action, done):
    """A POSTed sign-up, cancelled sign-up or cancel: the shared checks, then
    ``action(event)`` (raising RulesError to refuse), then the redirect."""
    refused = private_page(request, True)
    if refused:
        return refused
    event = _event(number)
    why = form_rate.refusal(request.user)
    if why:
        return _detail(request, event, {"form": why}, status=429)
    try:
        target = action(event)
    except RulesError as err:
        return _detail(request, event, {"form": err.message}, status=400)
    form_rate.record(request.user)
    messages.success(request, done.format(id=event["id"]))
    return redirect(target or reverse("fourfold-event", args=[event["id"]]))


def _posted_character(request):
    char = acting.chosen_character(request.user, _posted(request, "character"))
    if char is None:
        raise events.EventRefused("Choose one of your characters.")
    return char


@require_POST
def event_signup(request, number: int):
    """``+event/signup``."""
    def action(event):
        events.signup(event["id"], _posted_character(request))
    return _post_action(request, number, action, "You are signed up for event #{id}.")


@require_POST
def event_unsignup(request, number: int):
    """``+event/unsignup``."""
    def action(event):
        events.unsignup(event["id"], _posted_character(request))
    return _post_action(request, number, action, "You are no longer signed up for event #{id}.")


@require_POST
def event_cancel(request, number: int):
    """``+event/cancel``: its creator or staff; those signed up are told."""
    def action(event):
        _found, own, staff = _changeable(request, number)
        events.cancel(number, own, staff, by=acting.author_for(request.user))
        return reverse("fourfold-events")
    return _post_action(request, number, action, "Event #{id} is cancelled.")


def events_ical(request):
    """The upcoming events as ``text/calendar`` (RFC 5545)."""
    name = f"{getattr(settings, 'SERVERNAME', 'Fourfold')} events"
    domain = (slugify(getattr(settings, "SERVERNAME", "")) or "fourfold") + ".fourfold"
    minutes = int(setting("FOURFOLD_EVENT_ICAL_MINUTES"))
    body = ical.calendar(events.upcoming(), name, domain,
                         lambda e: request.build_absolute_uri(reverse("fourfold-event", args=[e["id"]])),
                         minutes)
    response = HttpResponse(body, content_type="text/calendar; charset=utf-8")
    response["Content-Disposition"] = 'inline; filename="events.ics"'
    return response
