"""The community web pages: a character's public profile (what +finger
shows, colour codes removed, HTML escaped) and the upcoming events."""

import time

from django.test import Client
from evennia.utils import create
from evennia.utils.test_resources import EvenniaTestCase

from features.community import events, profile

CHAR = "typeclasses.characters.Character"
ROOM = "typeclasses.rooms.Room"


class CommunityWebTest(EvenniaTestCase):
    def setUp(self):
        super().setUp()
        self.room = create.create_object(ROOM, key="Arena")
        self.owner = create.create_account("Owner", email="o@example.com", password="pw-owner-1")
        self.char = create.create_object(CHAR, key="Mara", location=self.room, home=self.room)
        self.char.db_account = self.owner
        self.char.save()
        self.owner.characters.add(self.char)

    def tearDown(self):
        for obj in (self.char, self.room):
            obj.delete()
        self.owner.delete()
        super().tearDown()


class ProfilePageTest(CommunityWebTest):
    def test_anyone_reads_the_profile(self):
        from rulesets.fs3.catalogue import catalogue

        profile.set_field(self.char, "fullname", "|rMara <b>Vell</b>|n")
        profile.set_field(self.char, "timezone", "Europe/Paris")
        profile.set_field(self.char, "hooks", "Owes a debt.")
        self.char.fs3.set_rating(catalogue().find("Wit"), 3)
        page = Client().get(f"/characters/{self.char.id}/profile/").content.decode()
        self.assertIn("Mara &lt;b&gt;Vell&lt;/b&gt;", page)
        self.assertNotIn("|r", page)
        self.assertIn("Europe/Paris", page)
        self.assertIn("Owes a debt.", page)
        self.assertIn("FS3 (not approved)", page)
        self.assertIn("never", page)
        self.assertNotIn(f"/characters/{self.char.id}/sheet/", page)  # the sheet stays private

    def test_owner_gets_a_link_to_the_sheet(self):
        client = Client()
        client.force_login(self.owner)
        page = client.get(f"/characters/{self.char.id}/profile/").content.decode()
        self.assertIn(f"/characters/{self.char.id}/sheet/", page)

    def test_the_sheet_page_links_to_the_profile(self):
        client = Client()
        client.force_login(self.owner)
        page = client.get(f"/characters/{self.char.id}/sheet/").content.decode()
        self.assertIn(f"/characters/{self.char.id}/profile/", page)

    def test_unknown_character_is_404(self):
        self.assertEqual(Client().get("/characters/999999/profile/").status_code, 404)


class EventsPageTest(CommunityWebTest):
    def test_upcoming_events_listed(self):
        events.add_event(self.char, time.time() + 86400, "|gFeast", "Bring <food>.")
        events.add_event(self.char, time.time() - 86400, "Old news", "")
        page = Client().get("/events/").content.decode()
        self.assertIn("Feast", page)
        self.assertIn("Bring &lt;food&gt;.", page)
        self.assertNotIn("Old news", page)
        self.assertNotIn("|g", page)

    def test_nothing_planned(self):
        page = Client().get("/events/").content.decode()
        self.assertIn("Nothing is planned yet.", page)
