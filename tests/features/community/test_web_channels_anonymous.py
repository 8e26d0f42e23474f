"""/channels/ and /channels/<name>/ on the web: for players only unless
FOURFOLD_WEB_CHANNELS_ANONYMOUS is True (off by default: a visitor who is
not logged in is sent to the login page and back); a player sees the
channels their listen lock allows, as before."""

from django.conf import settings
from django.test import override_settings
from evennia.utils import create

from tests.helpers.web import WebTest


class ChannelPagesTest(WebTest):
    def setUp(self):
        super().setUp()
        self.public = create.create_channel("Public", locks="listen:all();send:all();control:perm(Admin)")
        self.hidden = create.create_channel("StaffRoom", locks="listen:perm(Admin);send:perm(Admin);"
                                                                "control:perm(Admin)")
        self.addCleanup(self.public.delete)
        self.addCleanup(self.hidden.delete)

    def get(self, url, account=None):
        client = self.client_for(account)
        client.raise_request_exception = False
        return client.get(url)

    def test_off_by_default(self):
        self.assertIs(settings.FOURFOLD_WEB_CHANNELS_ANONYMOUS, False)

    @override_settings(FOURFOLD_WEB_CHANNELS_ANONYMOUS=False)
    def test_visitors_are_sent_to_log_in(self):
        for url in ("/channels/", "/channels/public/", "/channels/staffroom/", "/channels/nosuch/"):
            with self.subTest(url=url):
                response = self.get(url)
                self.assertEqual(response.status_code, 302)
                self.assertEqual(response["Location"], f"/auth/login/?next={url}")
        self.assertNotContains(self.get("/channels/public/"), "Public", status_code=302)

    @override_settings(FOURFOLD_WEB_CHANNELS_ANONYMOUS=True)
    def test_the_setting_lets_visitors_read_public_channels(self):
        listing = self.get("/channels/")
        self.assertContains(listing, "Public")
        self.assertNotContains(listing, "StaffRoom")
        self.assertEqual(self.get("/channels/public/").status_code, 200)
        self.assertEqual(self.get("/channels/staffroom/").status_code, 404)

    def test_players_see_what_their_locks_allow_either_way(self):
        for value in (False, True):
            with self.subTest(anonymous=value), override_settings(FOURFOLD_WEB_CHANNELS_ANONYMOUS=value):
                listing = self.get("/channels/", self.owner)
                self.assertContains(listing, "Public")
                self.assertNotContains(listing, "StaffRoom")
                self.assertEqual(self.get("/channels/public/", self.owner).status_code, 200)
                self.assertEqual(self.get("/channels/staffroom/", self.owner).status_code, 404)
