"""/scenes/ lists the scenes going on now first: those the viewer
may watch live (an open one for any signed-in player, a private one for its
participants and staff, as the live page decides: features/scenes/access.py)
or may join (invited to a private one), then the finished, shared ones. A
visitor who is not signed in is told to sign in; a private running scene is
never shown to anyone else."""

from evennia.utils import create

from features.scenes.models import PAUSED, SceneInvite
from features.scenes.web.views import running_for
from tests.helpers.web import CHAR, SceneWebTest


class RunningScenesFirstTest(SceneWebTest):
    def setUp(self):
        super().setUp()
        self.going = self.make_scene("Market brawl", [], finished=False)
        self.secret = self.make_scene("Council in camera", [], private=True, finished=False)

    def page(self, account=None, query=""):
        response = self.get(f"/scenes/{query}", account)
        self.assertEqual(response.status_code, 200)
        return response.content.decode()

    def test_a_running_scene_comes_before_the_finished_ones(self):
        page = self.page(self.other)
        self.assertIn(f'<a class="running-scene-link" href="/scenes/{self.going.id}/">Market brawl</a>', page)
        self.assertLess(page.index("Going on now"), page.index("Finished"))
        self.assertLess(page.index("Market brawl"), page.index("The bandit road"))

    def test_a_private_running_scene_is_not_shown_to_others(self):
        self.assertNotIn("Council in camera", self.page(self.other))
        self.assertEqual(self.get(f"/scenes/{self.secret.id}/", self.other).status_code, 403)

    def test_a_private_running_scene_is_shown_to_its_participants_and_staff(self):
        for account in (self.owner, self.staff):
            with self.subTest(account=account.key):
                page = self.page(account)
                self.assertIn(f'href="/scenes/{self.secret.id}/">Council in camera</a>', page)
                self.assertIn("(private)", page)

    def test_one_invited_sees_it_to_join_but_no_link_to_watch(self):
        guest = create.create_object(CHAR, key="Guest", location=self.room, home=self.room)
        self.other.characters.add(guest)
        self.addCleanup(guest.delete)
        SceneInvite.objects.create(scene=self.secret, char_id=guest.id, name="Guest",
                                   invited=self.secret.started)
        page = self.page(self.other)
        self.assertIn("Council in camera", page)
        self.assertIn(f"+scene/join {self.secret.id}", page)
        self.assertNotIn(f'href="/scenes/{self.secret.id}/"', page)  # watching takes joining

    def test_a_visitor_sees_no_running_scene_and_is_asked_to_sign_in(self):
        page = self.page()
        self.assertNotIn("Market brawl", page)
        self.assertNotIn("Council in camera", page)
        self.assertIn("Sign in to see the scenes going on now.", page)
        self.assertIn("The bandit road", page)

    def test_a_paused_scene_is_listed_as_paused(self):
        self.going.state = PAUSED
        self.going.save()
        self.assertIn("(paused)", self.page(self.other))

    def test_the_search_narrows_the_running_scenes_too(self):
        self.assertNotIn("Market brawl", self.page(self.other, "?title=bandit"))
        self.assertIn("Market brawl", self.page(self.other, "?title=brawl"))
        self.assertNotIn("Market brawl", self.page(self.other, "?who=zed"))
        self.assertIn("Market brawl", self.page(self.other, "?date=not-a-date"))  # bad date: ignored

    def test_only_the_first_page_lists_them(self):
        from unittest import mock

        from features.scenes.web import views

        self.make_scene("The ford", [])
        with mock.patch.object(views, "LIST_PAGE", 1):
            self.assertIn("Market brawl", self.page(self.other))
            self.assertNotIn("Market brawl", self.page(self.other, "?page=2"))
            self.assertIn("Market brawl", self.page(self.other, "?page=x"))  # read as the first

    def test_it_agrees_with_who_may_watch(self):
        from features.scenes.access import may_read
        from features.scenes.models import FINISHED, Scene

        for account in (self.owner, self.other, self.staff):
            shown = {r["scene"].id for r in running_for(account, Scene.objects.exclude(state=FINISHED))
                     if r["watch"]}
            allowed = {s.id for s in Scene.objects.exclude(state=FINISHED) if may_read(account, s)}
            self.assertEqual(shown, allowed, account.key)
