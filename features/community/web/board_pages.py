"""The bulletin boards on the web: the boards, a board's posts and a post's
thread, with posting and replying, as +bbread, +bbpost and +bbreply do.

A player reads and writes as one of their characters (acting.py): unread
marks are that character's, the same read records +bbnew and +bbread keep
(reading a thread here marks it read in the game too), and a post or reply
goes through boards.new_post / new_reply, the functions the commands call
(the board's post lock, the game's title and text limits). Each board is
shown to whoever its read lock lets in, checked against the account and
the character (boards.may_read). Anonymous visitors go to the login page;
a board one may not read is 403, an unknown number 404. A refused post is
answered on its form, with what was typed kept and nothing stored.
"""

from __future__ import annotations

from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse

from core.errors import StorageError
from core.text.plain import plain
from features.community import boards
from features.community.models import Board
from features.community.web import acting, form_rate
from web.website.access import private_page


def _holders(request, char) -> tuple:
    return (request.user, char)


def _board(request, number, char):
    board = Board.objects.filter(number=number).first()
    if board is None:
        raise Http404("No such board.")
    if not boards.may_read(board, *_holders(request, char)):
        raise PermissionDenied("That board is not open to you.")
    return board


def _base(request, char, **more) -> dict:
    return {"acting": char, "others": acting.others(request, char) if char else [], **more}


def _write(request, char, board, do) -> tuple:
    """Run ``do()`` (a post or reply) unless the account writes too fast;
    returns (the post written or None, the refusal or "", HTTP status)."""
    if char is None:
        return None, "Make a character first: posts are signed by a character.", 200
    why = form_rate.refusal(request.user)
    if why:
        return None, why, 429
    try:
        written = do()
    except StorageError as err:  # the lock, the title or the text
        return None, err.message, 200
    form_rate.record(request.user)
    return written, "", 200


def board_list(request):
    refused = private_page(request, True)
    if refused:
        return refused
    char = acting.acting_character(request)
    holders = _holders(request, char)
    rows = [{"number": b.number, "name": b.name, "description": plain(b.description),
             "posts": b.posts.filter(parent=None).count(),
             "unread": boards.unread_count(b, char) if char else 0,
             "may_post": boards.may_post(b, *holders)}
            for b in Board.objects.all() if boards.may_read(b, *holders)]
    return render(request, "community/boards.html",
                  _base(request, char, boards=rows, page_title="Boards", here=reverse("fourfold-boards")))


def board_posts(request, number: int):
    refused = private_page(request, True)
    if refused:
        return refused
    char = acting.acting_character(request)
    board = _board(request, number, char)
    form = {"title": "", "text": "", "error": ""}
    status = 200
    if request.method == "POST":
        form.update(title=request.POST.get("title", ""), text=_text(request))
        post, form["error"], status = _write(request, char, board, lambda: boards.new_post(
            board, char, form["title"], form["text"], holders=(request.user,)))
        if post is not None:
            return HttpResponseRedirect(reverse("fourfold-board-post",
                                                args=[board.number, boards.number_of(post)]))
    posts = [{"n": n, "title": plain(p.title), "author": p.author_name, "created": p.created,
              "replies": p.replies.count(), "unread": bool(char) and boards.is_unread(p, char)}
             for n, p in enumerate(boards.posts(board), 1)]
    return render(request, "community/board.html", _base(
        request, char, board=board, posts=posts, page_title=board.name, form=form,
        may_post=boards.may_post(board, *_holders(request, char)),
        here=reverse("fourfold-board", args=[board.number])), status=status)


def _text(request) -> str:
    return request.POST.get("text", "").replace("\r\n", "\n").replace("\r", "\n")


def board_post(request, number: int, post: int):
    refused = private_page(request, True)
    if refused:
        return refused
    char = acting.acting_character(request)
    board = _board(request, number, char)
    try:
        found = boards.find_post(board, post)
    except boards.BoardError:
        raise Http404("No such post.") from None
    form = {"text": "", "error": ""}
    status = 200
    if request.method == "POST":
        form["text"] = _text(request)
        reply, form["error"], status = _write(request, char, board, lambda: boards.new_reply(
            board, found, char, form["text"], holders=(request.user,)))
        if reply is not None:
            return HttpResponseRedirect(reverse("fourfold-board-post", args=[board.number, post])
                                        + f"#reply-{reply.id}")
    thread = [{"id": p.id, "title": plain(p.title), "author": p.author_name, "created": p.created,
               "text": plain(p.text)} for p in [found] + boards.replies(found)]
    if char is not None and request.method == "GET":
        boards.mark_read(found, char)  # as +bbread <board>/<n> does (a refused reply changes nothing)
    return render(request, "community/board_post.html", _base(
        request, char, board=board, n=post, thread=thread, page_title=thread[0]["title"], form=form,
        may_post=boards.may_post(board, *_holders(request, char)),
        here=reverse("fourfold-board-post", args=[board.number, post])), status=status)
