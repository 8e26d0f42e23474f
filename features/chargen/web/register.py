"""Registering on the website: Evennia's page, with the account-creation
throttle telnet's ``create`` has, signing the new player in and sending
them to make their character.

Evennia's view creates the account without the visitor's address, so its
creation throttle (CREATION_THROTTLE_LIMIT accounts per address in
CREATION_THROTTLE_TIMEOUT seconds) never counted web sign-ups. This one
passes the address (web/website/login.py's, from X-Forwarded-For as the
Portal sets it), and refuses a sign-up outright while
NEW_ACCOUNT_REGISTRATION_ENABLED is off (Evennia's only hid the form).

The account comes with no character (AUTO_CREATE_CHARACTER_WITH_ACCOUNT is
off; telnet's ``create`` makes its own): the new player is signed in with
Django's login through the backend the login page uses and lands on the
character page, where they name their character.
"""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth import login
from django.core.exceptions import PermissionDenied
from django.http import HttpResponseRedirect
from django.urls import reverse
from evennia.web.website.views.accounts import AccountCreateView

from core.registration import registration_open
from web.website.login import BACKEND, client_address


class RegisterView(AccountCreateView):
    def post(self, request, *args, **kwargs):
        if not registration_open():
            raise PermissionDenied("Registration is closed.")
        return super().post(request, *args, **kwargs)

    def form_valid(self, form):
        account, errors = self.typeclass.create(
            username=form.cleaned_data["username"], password=form.cleaned_data["password1"],
            email=form.cleaned_data.get("email", ""), ip=client_address(self.request))
        if not account:
            form.add_error("username", " ".join(errors))
            return self.form_invalid(form)
        login(self.request, account, backend=BACKEND)
        messages.success(self.request, f"Your account '{account.name}' is made and you are signed "
                                       f"in. Now make your character.")
        return HttpResponseRedirect(reverse("character-create"))
