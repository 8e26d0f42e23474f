"""Shared set-up for the community's web form tests: char2 ("Char2") is a
plain player's character on account2, "Tomas" another player's (account3),
char1 ("Char") a staff member's (account, Developer); each account holds
its character as the site sees it (``account.characters``). ``client_for``
logs a client in; ``post`` sends a form with its CSRF token, as a browser
does (the client enforces CSRF checks)."""

from django.conf import settings
from django.test import Client
from evennia.utils import create

from tests.helpers.mail_boards import CommunityTest

ACCOUNT = "typeclasses.accounts.Account"
TOKEN = "t" * 32  # a CSRF secret of the length Django makes


class CommunityWebTest(CommunityTest):
    def setUp(self):
        super().setUp()
        self.account.characters.add(self.char1)
        self.account2.characters.add(self.char2)
        self.account3 = create.create_account("Thirdplayer", email="t@example.com",
                                              password="pw-third-9", typeclass=ACCOUNT)
        self.addCleanup(self.account3.delete)
        self.tomas = self.make_char("Tomas")
        self.account3.characters.add(self.tomas)

    def client_for(self, account=None):
        client = Client(enforce_csrf_checks=True)
        if account is not None:
            client.force_login(account)
        return client

    def post(self, client, url, data):
        """POST ``data`` to ``url`` with a valid CSRF token (the cookie and
        the form field agree, as after any page with a form), so that only
        the page's own checks can refuse it."""
        client.cookies[settings.CSRF_COOKIE_NAME] = TOKEN
        return client.post(url, {**data, "csrfmiddlewaretoken": TOKEN})
