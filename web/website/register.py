"""The website's registration, with the visitor's address: Evennia's page
makes the account without one, so a site lock that forbids new accounts
from an address (features/moderation) could not see it. Here the account's
``create`` gets the address as telnet's ``create`` does
(web/website/login.py ``client_address``)."""

from django.contrib import messages
from django.http import HttpResponseRedirect
from evennia.web.website.views.accounts import AccountCreateView

from web.website.login import client_address


class RegisterView(AccountCreateView):
    """Evennia's registration page; the account is made with the address."""

    def form_valid(self, form):
        account, errs = self.typeclass.create(
            username=form.cleaned_data["username"], password=form.cleaned_data["password1"],
            email=form.cleaned_data.get("email", ""), ip=client_address(self.request))
        if not account:
            form.add_error("username", ", ".join(errs))
            return self.form_invalid(form)
        messages.success(self.request, f"Your account '{account.name}' was successfully created!")
        return HttpResponseRedirect(self.success_url)
