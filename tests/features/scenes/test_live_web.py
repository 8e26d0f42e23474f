"""A running scene's page is live (features/scenes/web/live.py): the latest
entries only however long the log, earlier ones and missed ones as JSON a
page at a time, a composer for its participants, what the script needs to
reach the websocket with the website's sign-in, and who may see it."""

import json

from django.test import override_settings

from tests.helpers.paged_reads import reads_a_page_at_a_time
from tests.helpers.web import SceneWebTest


@override_settings(FOURFOLD_SCENE_LIVE_PAGE=100, FOURFOLD_SCENE_REPOSE=10)
class TestLivePage(SceneWebTest):
    def setUp(self):
        super().setUp()
        self.running = self.make_scene("Tonight", [("pose", f"Mara poses line {n}.", False)
                                                   for n in range(1, 5001)], finished=False)
        self.url = f"/scenes/{self.running.id}/"

    def test_a_5000_entry_scene_shows_only_its_latest_entries(self):
        client = self.client_for(self.owner)
        client.get(self.url)  # templates compiled, the session made
        with reads_a_page_at_a_time(self):  # (how long it takes: bench/scene_pages.py)
            response = client.get(self.url)
        page = response.content.decode()
        self.assertEqual(page.count('class="ff-entry"'), 100)
        self.assertIn("Mara poses line 5000.", page)
        self.assertIn("Mara poses line 4901.", page)
        self.assertNotIn("Mara poses line 4900.", page)
        self.assertIn('data-first-seq="4901"', page)
        self.assertNotIn('id="ff-live-earlier" hidden', page)  # there is more to load
        # the repose: the last 10 entries are marked, as the game shows them on joining
        self.assertLess(page.index('id="ff-repose"'), page.index("Mara poses line 4991."))
        self.assertGreater(page.index('id="ff-repose"'), page.index("Mara poses line 4990."))

    def test_earlier_and_later_entries_come_a_page_at_a_time(self):
        client = self.client_for(self.owner)
        with reads_a_page_at_a_time(self):
            found = json.loads(client.get(f"{self.url}entries/?before=4901").content)
        self.assertEqual((found["first"], found["last"], found["more"]), (4801, 4900, True))
        self.assertIn("Mara poses line 4801.", found["html"])
        found = json.loads(client.get(f"{self.url}entries/?before=50").content)
        self.assertEqual((found["first"], found["last"], found["more"]), (1, 49, False))
        found = json.loads(client.get(f"{self.url}entries/?after=4990").content)
        self.assertEqual((found["first"], found["last"], found["more"]), (4991, 5000, False))
        found = json.loads(client.get(f"{self.url}entries/?before=x&after=;drop").content)
        self.assertEqual(found["last"], 5000)  # nonsense numbers: the latest page

    def test_participants_get_a_composer_and_the_websocket_details(self):
        client = self.client_for(self.owner)
        page = client.get(self.url).content.decode()
        self.assertIn('id="ff-live-composer"', page)
        self.assertIn("Post as Mara", page)
        self.assertIn(f'data-csessid="{client.session.session_key}"', page)
        self.assertIn("scenes/js/live_scene.js", page)
        self.assertIn('aria-live="polite"', page)
        self.assertNotIn("<script>", page)  # no inline script (the CSP)

    def test_a_character_out_of_play_still_posts_from_the_page(self):
        # Evennia unlinks a character from its account when nobody plays it;
        # the account's list of characters still names it
        self.char.db_account = None
        self.char.save()
        page = self.get(self.url, self.owner).content.decode()
        self.assertIn("Post as Mara", page)

    def test_an_open_running_scene_is_for_any_signed_in_player_without_a_composer(self):
        page = self.get(self.url, self.other)
        self.assertEqual(page.status_code, 200)
        self.assertNotIn('id="ff-live-composer"', page.content.decode())
        self.assertIn("+scene/join", page.content.decode())

    def test_anonymous_visitors_sign_in_and_a_private_scene_is_refused_to_others(self):
        for url in (self.url, f"{self.url}entries/"):
            with self.subTest(url=url):
                self.assertEqual(self.get(url).status_code, 302)
        self.running.private = True
        self.running.save()
        for url in (self.url, f"{self.url}entries/?before=100"):
            with self.subTest(url=url):
                self.assertEqual(self.get(url, self.other).status_code, 403)
                self.assertEqual(self.get(url, self.staff).status_code, 200)

    def test_private_rolls_stay_out_for_players(self):
        secret = self.make_scene("Hush", [("roll", "Mara rolls in secret", True),
                                          ("pose", "Mara smiles.", False)], finished=False)
        page = self.get(f"/scenes/{secret.id}/", self.owner).content.decode()
        self.assertNotIn("in secret", page)
        self.assertIn("in secret", self.get(f"/scenes/{secret.id}/", self.staff).content.decode())
        found = json.loads(self.get(f"/scenes/{secret.id}/entries/?after=0", self.owner).content)
        self.assertNotIn("in secret", found["html"])
