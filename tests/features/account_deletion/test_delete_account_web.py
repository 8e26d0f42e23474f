"""The ``/account/delete/`` page: a signed-in player deletes their own
account with their password and a ticked box, through the same function as
``+account/delete``; a wrong password, no tick, no CSRF token or an
anonymous visitor change nothing. The page says what goes and what stays,
and that backups keep the data until they rotate out."""

from unittest import mock

from django.test import Client, override_settings
from evennia.accounts.models import AccountDB

from features.account_deletion import deletion
from features.account_deletion.models import Deletion
from features.community import profile
from features.roster import store
from tests.helpers.community_web import CommunityWebTest

URL = "/account/delete/"


class DeletePageTest(CommunityWebTest):
    def setUp(self):
        super().setUp()
        self.disconnect = self._start(mock.patch.object(deletion, "_disconnect"))
        profile.set_field(self.char2, "fullname", "Char the Second")

    def whole(self):
        return (sorted(AccountDB.objects.values_list("id", "username", "email", "is_active", "password")),
                Deletion.objects.count(), store.state(self.char2), profile.get(self.char2, "fullname"),
                self.state())

    def test_the_page_says_what_goes_and_what_stays(self):
        page = self.client_for(self.account2).get(URL)
        self.assertContains(page, "Delete your account")
        self.assertContains(page, "Char2")  # the characters that retire
        self.assertContains(page, "They keep your character's name.")
        self.assertContains(page, "until they rotate out")
        self.assertContains(page, 'name="csrfmiddlewaretoken"')
        self.assertContains(page, 'type="password"')
        with override_settings(FOURFOLD_DELETED_POSES_NAME="former"):
            self.assertContains(self.client_for(self.account2).get(URL), "&ldquo;a former player&rdquo;")

    def test_happy_path(self):
        client = self.client_for(self.account2)
        page = self.post(client, URL, {"password": "testpassword", "understood": "yes"})
        self.assertContains(page, "Your account is deleted and you are signed out.")
        self.assertContains(page, "rotate out")
        self.account2.refresh_from_db()
        self.assertEqual((self.account2.username, self.account2.is_active),
                         (f"deleted#{self.account2.id}", False))
        self.assertEqual(store.state(self.char2), store.RETIRED)
        self.assertIsNone(profile.get(self.char2, "fullname"))
        record = Deletion.objects.get()
        self.assertEqual((record.account_id, record.by_staff), (self.account2.id, False))
        self.disconnect.assert_called_once()
        # this browser is signed out, and the old name and password sign nobody in
        self.assertIn("/auth/login", client.get(URL)["Location"])
        self.assertFalse(self.client_for().login(username="TestAccount2", password="testpassword"))

    def test_bad_input_changes_nothing(self):
        client = self.client_for(self.account2)
        before = self.whole()
        for data, why in (({"password": "wrong", "understood": "yes"}, "not this account&#x27;s password"),
                          ({"understood": "yes"}, "not this account&#x27;s password"),
                          ({"password": "x" * 100000, "understood": "yes"}, "not this account&#x27;s password"),
                          ({"password": "testpassword"}, "Tick the box"),
                          ({"password": "testpassword", "understood": "no"}, "Tick the box")):
            page = self.post(client, URL, data)
            self.assertContains(page, why, status_code=400)
            self.assertContains(page, "Nothing was changed.", status_code=400)
        self.assertEqual(self.whole(), before)
        self.disconnect.assert_not_called()

    def test_permissions_and_csrf(self):
        before = self.whole()
        anonymous = self.client_for()
        self.assertIn("/auth/login", anonymous.get(URL)["Location"])
        self.assertIn("/auth/login", self.post(anonymous, URL, {"password": "testpassword",
                                                               "understood": "yes"})["Location"])
        # the player's own form without its CSRF token
        no_token = self.client_for(self.account2).post(URL, {"password": "testpassword", "understood": "yes"})
        self.assertEqual(no_token.status_code, 403)
        # another player's password deletes nobody: the page only ever deletes its own account
        page = self.post(self.client_for(self.account3), URL, {"password": "testpassword", "understood": "yes"})
        self.assertEqual(page.status_code, 400)
        lax = Client()  # no CSRF check: the method alone is refused
        lax.force_login(self.account2)
        self.assertEqual(lax.put(URL).status_code, 405)
        self.assertEqual(self.whole(), before)
