"""The community's web pages: the bulletin boards (each board shown to an
account its read lock lets in, as in the game) and, for staff, the open
requests. Anonymous visitors go to the login page; a logged-in account
that may not look gets 403; unknown numbers get 404."""

from django.core.exceptions import PermissionDenied
from django.http import Http404
from django.shortcuts import render

from core.text.plain import plain
from features.community import boards, requests
from features.community.models import Board, Request
from features.community.staff import is_staff
from web.website.access import private_page


def _board(request, number):
    board = Board.objects.filter(number=number).first()
    if board is None:
        raise Http404("No such board.")
    if not boards.can_read(board, request.user):
        raise PermissionDenied("That board is not open to you.")
    return board


def board_list(request):
    refused = private_page(request, True)
    if refused:
        return refused
    rows = [{"number": b.number, "name": b.name, "description": plain(b.description),
             "posts": b.posts.filter(parent=None).count()}
            for b in boards.readable_boards(request.user)]
    return render(request, "community/boards.html", {"boards": rows, "page_title": "Boards"})


def board_posts(request, number: int):
    refused = private_page(request, True)
    if refused:
        return refused
    board = _board(request, number)
    posts = [{"n": n, "title": plain(p.title), "author": p.author_name, "created": p.created,
              "replies": p.replies.count()} for n, p in enumerate(boards.posts(board), 1)]
    return render(request, "community/board.html",
                  {"board": board, "posts": posts, "page_title": board.name})


def board_post(request, number: int, post: int):
    refused = private_page(request, True)
    if refused:
        return refused
    board = _board(request, number)
    try:
        found = boards.find_post(board, post)
    except boards.BoardError:
        raise Http404("No such post.") from None
    thread = [{"title": plain(p.title), "author": p.author_name, "created": p.created,
               "text": plain(p.text)} for p in [found] + boards.replies(found)]
    return render(request, "community/board_post.html",
                  {"board": board, "n": post, "thread": thread, "page_title": thread[0]["title"]})


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
