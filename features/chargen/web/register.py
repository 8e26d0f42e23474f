"""Registering on the website: Evennia's page, with the account-creation
throttle telnet's ``create`` has.

Evennia's view creates the account without the visitor's address, so its
creation throttle (CREATION_THROTTLE_LIMIT accounts per address in
CREATION_THROTTLE_TIMEOUT seconds) never counted web sign-ups. This one
passes the address (web/website/login.py's, from X-Forwarded-For as the
Portal sets it), and refuses a sign-up outright while
NEW_ACCOUNT_REGISTRATION_ENABLED is off (Evennia's only hid the form).
"""

from __future__ import annotations

from django.conf import settings
from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.http import HttpResponseRedirect
from evennia.web.website.views.accounts import AccountCreateView

from web.website.login import client_address


class RegisterView(AccountCreateView):
    def post(self, request, *args, **kwargs):
        if not settings.NEW_ACCOUNT_REGISTRATION_ENABLED:
            raise PermissionDenied("Registration is closed.")
        return super().post(request, *args, **kwargs)

    def form_valid(self, form):
        account, errors = self.typeclass.create(
            username=form.cleaned_data["username"], password=form.cleaned_data["password1"],
            email=form.cleaned_data.get("email", ""), ip=client_address(self.request))
        if not account:
            form.add_error("username", " ".join(errors))
            return self.form_invalid(form)
        messages.success(self.request, f"Your account '{account.name}' is made: log in to "
                                       f"make a character.")
        return HttpResponseRedirect(self.success_url)
