"""``/staff/settings/``: Admins see and change the game's settings.

Each setting the console edits (features/staff_console/editable.py) is a
field with its value in use; one form posts them all (with Django's CSRF
check), and features/staff_console/store.py ``change`` saves the changed
ones only when every value is good; otherwise each bad value's error is
shown beside its field and nothing is saved. A setting the settings file
sets is shown read-only with a note that the file wins. The record of
changes (who, when, old and new value) is listed below the form.

Who may: the lock ``perm(Admin)``, the same as the game's admin commands.
A visitor is sent to sign in; a signed-in player or Builder gets 403 and
nothing changes.
"""

from __future__ import annotations

from django.shortcuts import render
from django.views.decorators.http import require_http_methods

from core.staff import passes
from features.staff_console import store
from features.staff_console.editable import BY_NAME, EDITABLE
from web.website import access

ADMIN_LOCK = "perm(Admin)"
TEMPLATE = "staff_console/settings.html"


def _fields(typed: dict | None = None, errors: dict | None = None) -> list[dict]:
    typed, errors = typed or {}, errors or {}
    fields = []
    for entry in EDITABLE:
        value = store.current(entry)
        fields.append({"entry": entry, "value": typed.get(entry.name, entry.shown(value)),
                       "error": errors.get(entry.name, ""), "file_wins": store.file_wins(entry)})
    return fields


def _sections(fields: list[dict]) -> list[tuple[str, list[dict]]]:
    sections: list[tuple[str, list[dict]]] = []
    for field in fields:
        if not sections or sections[-1][0] != field["entry"].section:
            sections.append((field["entry"].section, []))
        sections[-1][1].append(field)
    return sections


def _show(request, fields, *, saved=(), status=200):
    return render(request, TEMPLATE, {
        "page_title": "Game settings", "sections": _sections(fields),
        "has_errors": any(f["error"] for f in fields),
        "saved": [BY_NAME[e.name].label for e in saved],
        "needs_reload": [BY_NAME[e.name].label for e in saved if BY_NAME[e.name].reload],
        "changes": [{"change": c, "label": BY_NAME[c.name].label if c.name in BY_NAME else c.name}
                    for c in store.history()],
    }, status=status)


@require_http_methods(["GET", "POST"])
def settings_page(request):
    refused = access.private_page(request, passes(request.user, ADMIN_LOCK))
    if refused:
        return refused
    if request.method == "GET":
        return _show(request, _fields())
    typed = {e.name: request.POST[e.name] for e in EDITABLE if e.name in request.POST}
    errors, saved = store.change(typed, request.user)
    if errors:
        return _show(request, _fields(typed, errors), status=400)
    return _show(request, _fields(), saved=saved)


BUILDER_LOCK = "perm(Builder)"
LOG_PAGE = 50


@require_http_methods(["GET"])
def status_page(request):
    """``/staff/``: the game's state at a glance, for Builders and Admins."""
    from features.staff_console import activity, status

    refused = access.private_page(request, passes(request.user, BUILDER_LOCK))
    if refused:
        return refused
    recent, problem_count = status.problems()
    return render(request, "staff_console/status.html", {
        "page_title": "Staff console", "uptime": status.uptimes(), "connections": status.connections(),
        "memory": status.memory(), "backups": status.backups(), "problems": recent,
        "problem_count": problem_count, "is_admin": passes(request.user, ADMIN_LOCK),
        "commands_a_minute": activity.last_minute(),
    })


def _choice(value: str, allowed, default: str) -> str:
    return value if value in allowed else default


@require_http_methods(["GET"])
def logs_page(request):
    """``/staff/logs/``: the end of the Server's or the Portal's log, newest
    first, filtered by level and text and cut into pages; Admins only. Every
    line is shown as text (the template escapes it)."""
    from features.staff_console import logs

    refused = access.private_page(request, passes(request.user, ADMIN_LOCK))
    if refused:
        return refused
    log = _choice(request.GET.get("log", ""), logs.LOGS, "server")
    level = _choice(request.GET.get("level", ""), ("all", "warning", "error"), "all")
    text = request.GET.get("q", "")[:200]
    try:
        number = max(1, min(int(request.GET.get("page", "1")), 100000))
    except ValueError:
        number = 1
    found = logs.read(log, level, text)
    pages = max(1, -(-len(found) // LOG_PAGE))
    number = min(number, pages)
    shown = found[(number - 1) * LOG_PAGE:number * LOG_PAGE]
    return render(request, "staff_console/logs.html", {
        "page_title": "Logs", "log": log, "level": level, "q": text, "entries": shown,
        "number": number, "pages": pages, "total": len(found),
        "previous": number - 1 if number > 1 else None, "next": number + 1 if number < pages else None,
    })


@require_http_methods(["GET", "POST"])
def people_page(request):
    """``/staff/people/``: who is online, with boot; bans with ban and
    unban; a player's history (``?who=<account>``). Admins only; every
    action is a POST with Django's CSRF check and leaves a record."""
    from features.staff_console import people

    refused = access.private_page(request, passes(request.user, ADMIN_LOCK))
    if refused:
        return refused
    message, error, status = "", "", 200
    if request.method == "POST":
        action = request.POST.get("action", "")
        try:
            if action == "boot":
                name = people.boot(request.POST.get("sessid"), request.POST.get("reason", ""), request.user)
                message = f"{name} was disconnected."
            elif action == "ban":
                name = people.ban(request.POST.get("target", ""), request.POST.get("reason", ""), request.user)
                message = f"{name} is banned."
            elif action == "unban":
                name = people.unban(request.POST.get("target", ""), request.user)
                message = f"The ban on {name} is lifted."
            else:
                raise people.Refused("That is not something this page does.")
        except people.Refused as err:
            error, status = f"{err} Nothing was changed.", 400
    who = request.GET.get("who", "")[:80]
    found = people.history(who) if who else None
    return render(request, "staff_console/people.html", {
        "page_title": "People", "online": people.online(), "bans": [(b[0] or b[1], b[3], b[4]) for b in people.bans()],
        "who": who, "found": found, "message": message, "error": error,
        "typed_target": request.POST.get("target", "") if error else "",
        "actions": people.recent_actions(),
    }, status=status)


@require_http_methods(["POST"])
def reload_game(request):
    """``/staff/reload/``: reload the game's Server (players stay connected,
    the Portal holds their connections), as the ``reload`` command does,
    once the box saying so is ticked. Admins only; leaves a record."""
    import evennia
    from django.utils import timezone

    from features.staff_console.models import StaffAction

    refused = access.private_page(request, passes(request.user, ADMIN_LOCK))
    if refused:
        return refused
    if request.POST.get("confirm") != "yes":
        return render(request, "staff_console/reload.html",
                      {"page_title": "Reload the game", "error": "Tick the box to confirm the reload. "
                                                                  "Nothing was done."}, status=400)
    StaffAction.objects.create(action="reload", by_id=request.user.id, by_name=request.user.username,
                               when=timezone.now())
    evennia.SESSION_HANDLER.announce_all(f"The game is reloading (asked by {request.user.username} "
                                         "on the staff console); you stay connected.")
    evennia.SESSION_HANDLER.portal_restart_server()
    return render(request, "staff_console/reload.html", {"page_title": "Reload the game", "done": True})
