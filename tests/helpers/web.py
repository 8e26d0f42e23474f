"""The web tests' set-up: a room, two accounts with characters, a logged-in client; and a scene page's fixtures."""

import time
from datetime import timedelta

from django.test import Client
from evennia.utils import create
from evennia.utils.test_resources import EvenniaTestCase

from features.scenes import log as scene_log
from features.scenes.models import FINISHED, Participant, Scene, SceneEntry

CHAR = "typeclasses.characters.Character"
ROOM = "typeclasses.rooms.Room"



def wound(severity, location="Chest"):
    return {"severity": severity, "location": location, "weapon": "Sword",
            "created_at": time.time(), "healing_points": 0, "description": "",
            "treated": False}


class WebTest(EvenniaTestCase):
    def setUp(self):
        super().setUp()
        self.room = create.create_object(ROOM, key="Arena")
        self.owner = create.create_account("Owner", email="o@example.com", password="pw-owner-1")
        self.other = create.create_account("Other", email="x@example.com", password="pw-other-1")
        self.staff = create.create_account("Staffer", email="s@example.com", password="pw-staff-1")
        self.staff.permissions.add("Builder")
        self.char = create.create_object(CHAR, key="Mara", location=self.room, home=self.room)
        self.char.db_account = self.owner
        self.char.save()
        self.owner.characters.add(self.char)
        self.char.fs3.set_rating(self._ability("Alertness"), 4)
        self.char.fs3.set_rating(self._ability("Wit"), 3)

    def tearDown(self):
        for obj in (self.char, self.room):
            obj.delete()
        for acc in (self.owner, self.other, self.staff):
            acc.delete()
        super().tearDown()

    @staticmethod
    def _ability(name):
        from rulesets.fs3.catalogue import catalogue

        return catalogue().find(name)

    def client_for(self, account=None):
        client = Client()
        if account is not None:
            client.force_login(account)
        return client


class SceneWebTest(WebTest):
    def setUp(self):
        super().setUp()
        scene_log.forget()
        self.addCleanup(scene_log.forget)
        self.scene = self.make_scene("The bandit road", [
            ("pose", "Mara draws her blade.", False),
            ("roll", "Mara rolls Alertness: |g[8]|n 4 -> 1 hit, Success", False),
            ("roll", "Mara rolls Stealth in secret: 4 4", True),
            ("combat", "Combat turn 1\nMara attacks Goon1", False),
            ("say", 'Mara says, "<b>Stand</b> aside."', False),
        ])

    def make_scene(self, title, rows, private=False, who=None, finished=True):
        now = scene_log.now()
        scene = Scene.objects.create(
            room_id=self.room.id, room_name="Arena", title=title, owner_id=self.char.id,
            owner_name="Mara", started=now - timedelta(hours=1), private=private,
            state=FINISHED if finished else "running", finished=now if finished else None,
            shared=finished and not private)
        Participant.objects.create(scene=scene, char_id=(who or self.char).id,
                                   name=(who or self.char).key, joined=now)
        SceneEntry.objects.bulk_create([
            SceneEntry(scene=scene, seq=n, kind=kind, author_id=self.char.id, author_name="Mara",
                       text=text, private=secret, created=now)
            for n, (kind, text, secret) in enumerate(rows, 1)])
        return scene

    def get(self, url, account=None):
        return self.client_for(account).get(url)
