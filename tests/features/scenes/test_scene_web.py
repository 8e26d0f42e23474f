"""The scene archive on the web: /scenes/ (shared scenes, search), a scene's
page (poses and the game's lines set apart, paged), the plain-text and
Markdown downloads, 403 for a private scene to others, and the scenes a
character took part in on their sheet page."""


from django.test import override_settings

from features.scenes.models import Scene
from tests.helpers.paged_reads import reads_a_page_at_a_time
from tests.helpers.web import SceneWebTest  # noqa: F401


class TestArchive(SceneWebTest):
    def test_the_archive_lists_shared_scenes_and_searches(self):
        self.make_scene("Secret meeting", [], private=True)
        self.make_scene("Still going", [], finished=False)
        page = self.get("/scenes/").content.decode()
        self.assertIn("The bandit road", page)
        self.assertNotIn("Secret meeting", page)
        self.assertNotIn("Still going", page)
        self.assertIn("The bandit road", self.get("/scenes/?title=bandit").content.decode())
        self.assertNotIn("The bandit road", self.get("/scenes/?title=market").content.decode())
        self.assertIn("The bandit road", self.get("/scenes/?who=mar").content.decode())
        self.assertNotIn("The bandit road", self.get("/scenes/?who=zed").content.decode())
        # the day the scene started (an hour ago: yesterday, just after midnight)
        day = Scene.objects.get(id=self.scene.id).started.date().isoformat()
        self.assertIn("The bandit road", self.get(f"/scenes/?date={day}").content.decode())
        self.assertEqual(self.get("/scenes/?date=not-a-date&page=x").status_code, 200)

    def test_a_scene_page_sets_the_game_lines_apart_and_hides_private_rolls(self):
        page = self.get(f"/scenes/{self.scene.id}/").content.decode()
        self.assertIn('<p class="ff-pose"', page)
        self.assertIn("Mara draws her blade.", page)
        self.assertIn('<div class="ff-game">', page)
        self.assertIn("Mara rolls Alertness: [8] 4 -&gt; 1 hit, Success", page)  # colour stripped
        self.assertIn("&lt;b&gt;Stand&lt;/b&gt;", page)  # a player's text is never HTML
        self.assertNotIn("in secret", page)
        self.assertIn("in secret", self.get(f"/scenes/{self.scene.id}/", self.staff).content.decode())
        self.assertLess(page.index("blade"), page.index("Alertness"))
        self.assertLess(page.index("Alertness"), page.index("Combat turn 1"))

    def test_downloads(self):
        text = self.get(f"/scenes/{self.scene.id}/log.txt")
        self.assertEqual(text["Content-Type"], "text/plain; charset=utf-8")
        body = text.content.decode()
        self.assertIn("Scene", body)
        self.assertIn("<roll> Mara rolls Alertness: [8] 4 -> 1 hit, Success", body)
        self.assertNotIn("|g", body)
        self.assertNotIn("in secret", body)
        md = self.get(f"/scenes/{self.scene.id}/log.md").content.decode()
        self.assertTrue(md.startswith("# Scene"), md[:40])
        self.assertIn("> ```", md)
        self.assertIn("Mara draws her blade.", md)

    def test_private_scene_is_for_participants_and_staff(self):
        secret = self.make_scene("Secret meeting", [("pose", "Mara whispers.", False)], private=True)
        for url in (f"/scenes/{secret.id}/", f"/scenes/{secret.id}/log.txt", f"/scenes/{secret.id}/log.md"):
            with self.subTest(url=url):
                self.assertEqual(self.get(url, self.other).status_code, 403)
                self.assertEqual(self.get(url).status_code, 302)  # to the login page
                self.assertEqual(self.get(url, self.owner).status_code, 200)
                self.assertEqual(self.get(url, self.staff).status_code, 200)

    def test_unknown_scene_is_404(self):
        self.assertEqual(self.get("/scenes/999999/").status_code, 404)
        self.assertEqual(self.get("/scenes/999999/log.txt").status_code, 404)

    def test_the_sheet_page_lists_the_characters_scenes(self):
        secret = self.make_scene("Secret meeting", [], private=True)
        page = self.get(f"/characters/{self.char.id}/sheet/", self.owner).content.decode()
        self.assertIn("The bandit road", page)
        self.assertIn("Secret meeting", page)
        self.assertIn(f"/scenes/{secret.id}/", page)


@override_settings(FOURFOLD_SCENE_WEB_PAGE=500)
class TestLongLog(SceneWebTest):
    def test_the_check_catches_a_read_of_the_whole_log(self):
        from features.scenes.models import SceneEntry

        with self.assertRaises(AssertionError):
            with reads_a_page_at_a_time(self):
                list(SceneEntry.objects.filter(scene=self.scene))

    def test_a_5000_pose_log_opens_a_page_at_a_time(self):
        rows = [("pose", f"Mara poses line {n}.", False) for n in range(1, 5001)]
        long = self.make_scene("Marathon", rows)
        client = self.client_for()
        client.get(f"/scenes/{long.id}/")  # templates compiled
        with reads_a_page_at_a_time(self):  # (how long it takes: bench/scene_pages.py)
            response = client.get(f"/scenes/{long.id}/")
        page = response.content.decode()
        self.assertIn("Mara poses line 500.", page)
        self.assertNotIn("Mara poses line 501.", page)
        self.assertIn("Page 1 of 10", page)
        last = client.get(f"/scenes/{long.id}/?page=10").content.decode()
        self.assertIn("Mara poses line 5000.", last)
