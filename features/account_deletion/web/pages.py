"""``/account/delete/``: a signed-in player deletes their own account.

The page says what goes and what stays and asks for the password; a right
password and a ticked box call features/account_deletion/deletion.py
``delete_account`` (the same function as ``+account/delete``), sign this
browser out and show that it is done. A wrong password, an unticked box
or an account already deleted change nothing and say why. Visitors who
are not signed in are sent to sign in; the form takes POST with Django's
CSRF check. Staff delete others' accounts in the game, where a reason is
recorded (``+account/delete <name>=<reason>``).
"""

from __future__ import annotations

from django.contrib.auth import logout
from django.shortcuts import render
from django.views.decorators.http import require_http_methods

from core.game_settings import setting
from features.account_deletion import deletion
from web.website import access

TEMPLATE = "account_deletion/delete.html"


def _context(request, error: str = "") -> dict:
    return {"page_title": "Delete your account", "error": error,
            "characters": [c.key for c in access.characters_of(request.user)],
            "backup_note": deletion.backup_note(),
            "poses_former": deletion.policy() == "former", "former_name": deletion.FORMER_NAME}


@require_http_methods(["GET", "POST"])
def delete_page(request):
    refused = access.private_page(request, True)
    if refused:
        return refused
    account = request.user
    if request.method == "GET":
        return render(request, TEMPLATE, _context(request))
    password = request.POST.get("password", "")
    if len(password) > int(setting("FOURFOLD_TEXT_MAX")) or not account.check_password(password):
        return render(request, TEMPLATE, _context(request, "That is not this account's password. "
                                                          "Nothing was changed."), status=400)
    if request.POST.get("understood") != "yes":
        return render(request, TEMPLATE, _context(request, "Tick the box to say you understand that "
                                                           "this cannot be undone. Nothing was changed."),
                      status=400)
    try:
        deletion.delete_account(account, account)
    except deletion.DeletionError as err:
        return render(request, TEMPLATE, _context(request, f"{err.message} Nothing was changed."),
                      status=400)
    logout(request)
    return render(request, "account_deletion/deleted.html",
                  {"page_title": "Account deleted", "backup_note": deletion.backup_note()})
