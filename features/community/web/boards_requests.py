"""The community's web pages for staff: the open requests (the boards'
pages are in board_pages.py). Anonymous visitors go to the login page; a
logged-in account that may not look gets 403; unknown numbers get 404."""

from django.http import Http404
from django.shortcuts import render

from core.text.plain import plain
from features.community import requests
from features.community.models import Request
from features.community.staff import is_staff
from web.website.access import private_page


def request_list(request):
    """Open requests (every request with ?all=1), for staff."""
    refused = private_page(request, is_staff(request.user) if request.user.is_authenticated else False)
    if refused:
        return refused
    show_all = request.GET.get("all") == "1"
    found = Request.objects.all() if show_all else Request.objects.filter(status=Request.OPEN)
    return render(request, "community/requests.html",
                  {"requests": list(found), "show_all": show_all,
                   "page_title": "All requests" if show_all else "Open requests"})


def request_detail(request, number: int):
    refused = private_page(request, is_staff(request.user) if request.user.is_authenticated else False)
    if refused:
        return refused
    found = requests.get(number)
    if found is None:
        raise Http404("No such request.")
    comments = [{"author": c.author_name, "created": c.created, "text": plain(c.text),
                 "staff_only": c.staff_only} for c in requests.comments(found, staff=True)]
    return render(request, "community/request.html",
                  {"req": found, "title": plain(found.title), "text": plain(found.text),
                   "comments": comments, "page_title": f"Request #{found.id}"})
