"""The character gallery (features/community/web/gallery.py): approved
characters only, with their profile (escaped, colour codes left out), the
rulesets of their sheets and their shared scenes linked; a private scene
and a player's alts (+alts/public off) stay out of it."""

from django.test import Client

from features.community import alts, profile
from tests.helpers.community_web import CommunityWebTest
from tests.helpers.web import SceneWebTest


class GalleryTest(CommunityWebTest):
    def setUp(self):
        super().setUp()
        from rulesets.fs3.catalogue import catalogue

        for char in (self.char2, self.tomas):
            char.fs3.set_rating(catalogue().find("Wit"), 3)
        self.char2.fs3.approved = True
        profile.set_field(self.char2, "position", "|rFerry<b>man</b>|n")

    def test_approved_characters_with_their_profile_and_rulesets(self):
        page = Client().get("/characters/gallery/")
        self.assertEqual(page.status_code, 200)
        html = page.content.decode()
        self.assertIn(f'href="/characters/{self.char2.id}/profile/"', html)
        self.assertIn("Ferry&lt;b&gt;man&lt;/b&gt;", html)
        self.assertNotIn("|r", html)
        self.assertIn("FS3", html)  # the ruleset's own title, not its key
        self.assertNotIn(">Tomas<", html)  # a sheet, not approved

    def test_alts_stay_private_unless_shared(self):
        from evennia.utils import create

        wren = create.create_object("typeclasses.characters.Character", key="Wren",
                                    location=self.room1, home=self.room1)
        self.account2.characters.add(wren)
        self.assertNotIn("Wren", Client().get("/characters/gallery/").content.decode())
        alts.set_public(self.account2, True)
        self.assertIn("Wren", Client().get("/characters/gallery/").content.decode())


class GalleryScenesTest(SceneWebTest):
    def test_shared_scenes_are_linked_and_private_ones_left_out(self):
        from rulesets.fs3.catalogue import catalogue

        self.char.fs3.set_rating(catalogue().find("Wit"), 3)
        self.char.fs3.approved = True
        secret = self.make_scene("The quiet deal", [("pose", "Mara whispers.", False)], private=True)
        html = Client().get("/characters/gallery/").content.decode()
        self.assertIn(f'href="/scenes/{self.scene.id}/"', html)
        self.assertIn("The bandit road", html)
        self.assertNotIn(f"/scenes/{secret.id}/", html)
