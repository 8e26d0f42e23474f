"""A newcomer without a MUD client: registering on the website (Evennia's
page, now counting the visitor's address against the account-creation
throttle, and shut when registration is off) and making characters on
the character create page, within FOURFOLD_MAX_CHARACTERS."""

from unittest import mock

from django.conf import settings
from django.test import Client, override_settings
from django.urls import reverse
from evennia.accounts.models import AccountDB
from evennia.objects.models import ObjectDB

from tests.helpers.web import WebTest

FORM = {"username": "Newcomer", "email": "", "password1": "a-long-fresh-pw-77",
        "password2": "a-long-fresh-pw-77"}


class RegisterTest(WebTest):
    def test_registering_makes_an_account_that_can_log_in(self):
        page = Client().post(reverse("register"), FORM)
        self.assertEqual(page.status_code, 302)
        account = AccountDB.objects.get(username="Newcomer")
        self.assertTrue(account.check_password(FORM["password1"]))
        self.addCleanup(account.delete)

    def test_registering_signs_in_and_goes_to_the_character_page_with_no_character_made(self):
        client = Client()
        page = client.post(reverse("register"), FORM, follow=True)
        account = AccountDB.objects.get(username="Newcomer")
        self.addCleanup(account.delete)
        self.assertEqual(page.redirect_chain, [(reverse("character-create"), 302)])
        self.assertEqual(page.status_code, 200)
        self.assertContains(page, "you are signed in. Now make your character.")
        # signed in through the login page's backend
        self.assertEqual(int(client.session["_auth_user_id"]), account.id)
        self.assertEqual(client.session["_auth_user_backend"], "web.website.login.ThrottledModelBackend")
        self.assertEqual(page.wsgi_request.user, account)
        # no character of the account's name, nor any other
        self.assertEqual(list(account.characters.all()), [])
        self.assertFalse(ObjectDB.objects.filter(db_key__iexact="Newcomer").exists())
        # the character page makes the one they name
        client.post(reverse("character-create"), {"db_key": "Nell", "desc": "New here."})
        self.assertEqual([c.key for c in account.characters.all()], ["Nell"])
        for char in account.characters.all():
            self.addCleanup(char.delete)

    def test_a_refused_registration_signs_nobody_in(self):
        client = Client()
        page = client.post(reverse("register"), {**FORM, "password2": "something-else-88"})
        self.assertEqual(page.status_code, 200)
        self.assertNotIn("_auth_user_id", client.session)
        self.assertFalse(AccountDB.objects.filter(username="Newcomer").exists())

    def test_the_visitors_address_goes_to_the_creation_throttle(self):
        from typeclasses.accounts import Account

        with mock.patch.object(Account, "create", return_value=(None, ["Too many accounts."])) as made:
            page = Client(REMOTE_ADDR="203.0.113.9").post(reverse("register"), FORM)
        self.assertEqual(made.call_args.kwargs["ip"], "203.0.113.9")
        self.assertContains(page, "Too many accounts.")
        self.assertFalse(AccountDB.objects.filter(username="Newcomer").exists())

    def test_the_game_keeps_its_creation_throttle(self):
        # the unit test settings turn it off; the game's settings keep Evennia's
        from server.conf import settings as game_settings

        self.assertIsNone(settings.CREATION_THROTTLE_LIMIT)
        self.assertEqual(getattr(game_settings, "CREATION_THROTTLE_LIMIT", 2), 2)
        self.assertTrue(game_settings.NEW_ACCOUNT_REGISTRATION_ENABLED)

    @override_settings(NEW_ACCOUNT_REGISTRATION_ENABLED=False)
    def test_no_account_is_made_while_registration_is_off(self):
        page = Client().post(reverse("register"), FORM)
        self.assertEqual(page.status_code, 403)
        self.assertFalse(AccountDB.objects.filter(username="Newcomer").exists())

    def test_the_page_follows_the_setting_as_it_is_now(self):
        # Evennia's context processor keeps the value it saw when first
        # imported; the page must not show that stale copy either way.
        from evennia.web.utils import general_context

        with mock.patch.object(general_context, "REGISTER_ENABLED", False):
            self.assertContains(Client().get(reverse("register")), 'id="menu-register"')
        with mock.patch.object(general_context, "REGISTER_ENABLED", True), \
                override_settings(NEW_ACCOUNT_REGISTRATION_ENABLED=False):
            page = Client().get(reverse("register"))
        self.assertContains(page, "does not take new accounts on the web")
        self.assertNotContains(page, 'id="menu-register"')


class CharacterCreateTest(WebTest):
    def make(self, client, name):
        return client.post(reverse("character-create"), {"db_key": name, "desc": "A newcomer."})

    def test_an_account_makes_characters_up_to_its_limit(self):
        client = self.client_for(self.other)
        for n in range(settings.FOURFOLD_MAX_CHARACTERS + 1):
            self.make(client, f"Alt{n}")
        made = [c.key for c in self.other.characters.all()]
        self.assertEqual(len(made), settings.FOURFOLD_MAX_CHARACTERS)
        self.assertNotIn(f"Alt{settings.FOURFOLD_MAX_CHARACTERS}", made)
        page = client.get(reverse("fourfold-chargen"))
        self.assertContains(page, "as many characters as it may")
        first = self.other.characters.all()[0]
        self.assertContains(page, reverse("fourfold-chargen-sheet", args=[first.id, "pbta"]))
        for char in self.other.characters.all():
            char.delete()

    def test_anonymous_visitors_make_no_character(self):
        page = self.make(Client(), "Stranger")
        self.assertEqual(page.status_code, 302)
        self.assertFalse(ObjectDB.objects.filter(db_key="Stranger").exists())
