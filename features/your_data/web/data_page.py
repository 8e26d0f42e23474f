"""``/account/data/``: a player makes and downloads their own data file.

The page and its download are for a logged-in account and only ever about
that account: no address names another, so nobody fetches someone else's
file. Making the file is a POST (with Django's CSRF check) through
personal.make, as ``+data/export`` does, and counts against the web form
limit (``FOURFOLD_WEB_WRITE_RATE``) as other forms that change something.
"""

from __future__ import annotations

from datetime import UTC, datetime

from django.http import FileResponse, Http404, HttpResponseNotAllowed, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse

from core.errors import StorageError
from features.community.web import form_rate
from features.your_data import personal
from web.website import access


def _file_facts(path) -> dict | None:
    if path is None:
        return None
    stat = path.stat()
    return {"name": path.name, "size_kb": max(1, round(stat.st_size / 1024)),
            "made": datetime.fromtimestamp(stat.st_mtime, UTC).strftime("%Y-%m-%d %H:%M UTC")}


def data_page(request):
    refused = access.private_page(request, True)
    if refused is not None:
        return refused
    account = request.user
    error = ""
    if request.method == "POST":
        error = form_rate.refusal(account)
        if not error:
            try:
                personal.make(account)
            except StorageError as err:
                error = str(err)
            else:
                form_rate.record(account)
                return HttpResponseRedirect(reverse("fourfold-your-data") + "?made=1")
    elif request.method != "GET":
        return HttpResponseNotAllowed(["GET", "POST"])
    context = {"page_title": "Your data", "file": _file_facts(personal.latest(account)),
               "made": request.GET.get("made") == "1" and not error, "error": error}
    return render(request, "your_data/data.html", context, status=400 if error else 200)


def download(request):
    refused = access.private_page(request, True)
    if refused is not None:
        return refused
    if request.method != "GET":
        return HttpResponseNotAllowed(["GET"])
    path = personal.latest(request.user)
    if path is None:
        raise Http404("You have no data file yet.")
    response = FileResponse(path.open("rb"), as_attachment=True, filename=path.name,
                            content_type="application/zip")
    response["Cache-Control"] = "private, no-store"
    return response
