"""Mail on the web: the mailbox, a letter, writing, answering and deleting,
on the game's own mail (features/community/mail.py, the mail contrib's
storage): a letter written here is the one ``mail`` reads in the game, and
the other way round.

A player reads as one of their characters (acting.py); the mailbox is that
character's, with the letters its account holds (a character that moved
to another player left its old mail there). Letters are named by their id,
and one that is not in the account's characters' mailboxes is "not found"
(404), whoever asks: staff included, as ``mail`` shows nobody's but one's
own. A letter goes through mail.deliver, the function ``mail`` calls: a
player who blocked the sender (any of the sender's characters) does not
get it and the sender reads the neutral line ``mail`` gives; a recipient
who is online is told at once in the game, and the mail page and
``{% unread_mail %}`` (templatetags/community_mail.py) count what is new.
"""

from __future__ import annotations

from django.http import Http404, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse

from core.errors import StorageError
from core.text.mush_subs import mush_subs
from core.text.plain import plain
from features.community import mail, profile, texts
from features.community.web import acting, form_rate
from web.website.access import private_page


def _letter(request, msg_id: int):
    """(the character whose mailbox holds letter ``msg_id``, the letter);
    404 when none of the account's characters has it."""
    char = acting.acting_character(request)
    if char is None:
        raise Http404("No such letter.")
    for who in [char, *acting.others(request, char)]:
        found = next((m for m in mail.inbox(who, request.user) if m.id == msg_id), None)
        if found is not None:
            return who, found
    raise Http404("No such letter.")


def _text(request, name: str) -> str:
    return request.POST.get(name, "").replace("\r\n", "\n").replace("\r", "\n")


def _sent_line(to, refused) -> str:
    line = f"Sent to {', '.join(c.key for c in to)}."
    return " ".join([line, *(mail.not_taking(c) for c in refused)])


def _when(moment, char) -> str:
    """``moment`` in the reader's timezone (``char``'s +finger timezone: the
    one ``mail`` shows it in the game)."""
    return moment.astimezone(profile.tzinfo(char)).strftime("%Y-%m-%d %H:%M") if moment else "-"


def _context(request, char, **more) -> dict:
    return {"acting": char, "others": acting.others(request, char) if char else [], **more}


def inbox(request):
    refused = private_page(request, True)
    if refused:
        return refused
    char = acting.acting_character(request)
    letters = []
    if char is not None:
        letters = [{"n": n, "id": m.id, "sender": mail.sender_name(m), "subject": plain(m.header or ""),
                    "sent": _when(m.db_date_created, char), "new": mail.is_new(m)}
                   for n, m in enumerate(mail.inbox(char, request.user), 1)]
    counts = [(c, mail.unread_count(c, request.user)) for c in acting.others(request, char)] if char else []
    return render(request, "community/mail_inbox.html", _context(
        request, char, letters=letters, unread=sum(1 for row in letters if row["new"]),
        other_counts=counts, page_title="Mail", here=reverse("fourfold-mail"),
        tz_name=profile.tz_name(char) if char else profile.DEFAULT_TZ,
        done=request.session.pop("fourfold_mail_done", "")))


def _finish(request, line: str):
    request.session["fourfold_mail_done"] = line
    return HttpResponseRedirect(reverse("fourfold-mail"))


def write(request):
    refused = private_page(request, True)
    if refused:
        return refused
    char = acting.acting_character(request)
    form = {"to": request.GET.get("to", "")[:200], "subject": "", "text": "", "error": ""}
    status = 200
    if request.method == "POST":
        form.update(to=request.POST.get("to", ""), subject=request.POST.get("subject", ""),
                    text=_text(request, "text"))
        why = form_rate.refusal(request.user)
        if char is None:
            form["error"] = "Make a character first: letters are signed by a character."
        elif why:
            form["error"], status = why, 429
        else:
            try:
                subject = texts.check_title(form["subject"], "subject")
                body = mush_subs(texts.check_text(form["text"]))
                to, refusers = mail.deliver(char, mail.find_recipients(form["to"]), subject, body,
                                            account=request.user)
            except StorageError as err:
                form["error"] = err.message
            else:
                form_rate.record(request.user)
                return _finish(request, _sent_line(to, refusers))
    return render(request, "community/mail_write.html", _context(
        request, char, form=form, page_title="Write a letter", here=reverse("fourfold-mail-write"),
        most=mail.recipients_limit()), status=status)


def read(request, msg_id: int):
    refused = private_page(request, True)
    if refused:
        return refused
    char, letter = _letter(request, msg_id)
    form = {"text": "", "everyone": False, "error": ""}
    status = 200
    if request.method == "POST":
        form.update(text=_text(request, "text"), everyone=request.POST.get("everyone") == "1")
        why = form_rate.refusal(request.user)
        if why:
            form["error"], status = why, 429
        else:
            try:
                body = texts.check_text(form["text"])
                to, refusers, _subject = mail.answer(char, letter, body, everyone=form["everyone"],
                                                     account=request.user)
            except StorageError as err:
                form["error"] = err.message
            else:
                form_rate.record(request.user)
                return _finish(request, _sent_line(to, refusers))
    if request.method == "GET":
        mail.mark_read(letter)  # as mail <number> does (a refused answer changes nothing)
    sender = mail.sender_of(letter)
    return render(request, "community/mail_read.html", _context(
        request, char, letter=letter, sender=mail.sender_name(letter), subject=plain(letter.header or ""),
        sent=_when(letter.db_date_created, char), tz_name=profile.tz_name(char),
        text=plain(letter.message or ""),
        may_answer=sender is not None, form=form, page_title=plain(letter.header or "") or "A letter",
        here=reverse("fourfold-mail")), status=status)


def delete(request, msg_id: int):
    refused = private_page(request, True)
    if refused:
        return refused
    if request.method != "POST":
        return HttpResponseRedirect(reverse("fourfold-mail-read", args=[msg_id]))
    _char, letter = _letter(request, msg_id)
    subject = letter.header or ""
    mail.delete(letter)
    return _finish(request, f"Deleted: {subject}")
