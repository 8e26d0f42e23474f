"""The web never answers 500 for an address that names nothing: unknown or
hidden channels and characters (a wrong name, an unknown number, a number
too big for the database) are 404, through Django's test client."""

from django.test import override_settings
from evennia.utils import create

from tests.helpers.web import WebTest

HUGE = "9" * 30


@override_settings(DEBUG=False)
class BadAddressTest(WebTest):
    def setUp(self):
        super().setUp()
        self.public = create.create_channel("Chatter", locks="listen:all();send:all();control:perm(Admin)")
        self.hidden = create.create_channel("StaffRoom", locks="listen:perm(Admin);send:perm(Admin);"
                                                                "control:perm(Admin)")

    def tearDown(self):
        self.public.delete()
        self.hidden.delete()
        super().tearDown()

    def status(self, url, account=None):
        client = self.client_for(account)
        client.raise_request_exception = False  # a crash is a 500 here, as a visitor sees it
        return client.get(url).status_code

    @override_settings(FOURFOLD_WEB_CHANNELS_ANONYMOUS=True)  # else a visitor is sent to log in
    def test_unknown_and_hidden_channels_are_404(self):
        for who in (None, self.owner):
            with self.subTest(who=who):
                self.assertEqual(self.status("/channels/no-such-channel/", who), 404)
                self.assertEqual(self.status("/channels/staffroom/", who), 404)
                self.assertEqual(self.status(f"/channels/{'x' * 3000}/", who), 404)

    def test_a_channel_one_may_read_still_shows(self):
        self.assertEqual(self.status("/channels/chatter/", self.owner), 200)

    def test_unknown_characters_are_404(self):
        for who in (None, self.owner, self.staff):
            with self.subTest(who=who):
                for view in ("detail", "puppet", "update", "delete"):
                    # a visitor who is not logged in is sent to log in first for all but detail
                    expected = 302 if who is None and view != "detail" else 404
                    for number in (HUGE, "999999", "0"):
                        self.assertEqual(self.status(f"/characters/{view}/mara/{number}/", who), expected)
                self.assertEqual(self.status(f"/characters/detail/someone-else/{self.char.id}/", who), 404)

    def test_a_real_character_still_shows(self):
        self.assertEqual(self.status(f"/characters/detail/mara/{self.char.id}/", self.owner), 200)
