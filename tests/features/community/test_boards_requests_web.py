"""The community's web pages: boards (read where the account's read lock
lets it) and the staff's request queue."""

from django.test import Client
from evennia.utils import create
from evennia.utils.test_resources import EvenniaTestCase

from features.community import boards, requests

CHAR = "typeclasses.characters.Character"
ROOM = "typeclasses.rooms.Room"


class CommunityWebTest(EvenniaTestCase):
    def setUp(self):
        super().setUp()
        self.room = create.create_object(ROOM, key="Hall")
        self.player = create.create_account("Player", email="p@example.com", password="pw-reader-9")
        self.staff = create.create_account("Staffer", email="s@example.com", password="pw-staff-1")
        self.staff.permissions.add("Builder")
        self.char = create.create_object(CHAR, key="Mara", location=self.room, home=self.room)
        self.public = boards.create_board("Public")
        self.secret = boards.create_board("Staff", "perm(Builder)", "perm(Builder)")
        boards.write(self.public, self.char, "Scene <b>tonight</b>", "Who is |rin|n?")
        post = boards.posts(self.public)[0]
        boards.write(self.public, None, "Re: x", "Count me in.", parent=post, author_name="Dee")
        boards.write(self.secret, None, "Hidden plot", "Shh.", author_name="Admin")
        self.req = requests.file_request(self.char, "Name change", "Please rename me.")
        requests.add_comment(self.req, None, "Private thoughts", staff_only=True)

    def tearDown(self):
        for obj in (self.char, self.room):
            obj.delete()
        for acc in (self.player, self.staff):
            acc.delete()
        super().tearDown()

    def client_for(self, account=None):
        client = Client()
        if account is not None:
            client.force_login(account)
        return client


class TestBoardPages(CommunityWebTest):
    def test_player_sees_readable_boards_only(self):
        page = self.client_for(self.player).get("/boards/")
        self.assertEqual(page.status_code, 200)
        self.assertContains(page, "Public")
        self.assertNotContains(page, "Staff</a>")

    def test_posts_and_thread(self):
        client = self.client_for(self.player)
        page = client.get(f"/boards/{self.public.number}/")
        self.assertContains(page, "Scene &lt;b&gt;tonight&lt;/b&gt;")  # escaped, never markup
        page = client.get(f"/boards/{self.public.number}/1/")
        self.assertContains(page, "Who is in?")  # colour codes stripped
        self.assertContains(page, "Count me in.")
        self.assertContains(page, "By Dee")

    def test_locked_board_is_403_for_a_player_and_open_to_staff(self):
        self.assertEqual(self.client_for(self.player).get(f"/boards/{self.secret.number}/").status_code, 403)
        self.assertEqual(self.client_for(self.player).get(f"/boards/{self.secret.number}/1/").status_code, 403)
        page = self.client_for(self.staff).get(f"/boards/{self.secret.number}/1/")
        self.assertContains(page, "Hidden plot")

    def test_anonymous_goes_to_login_and_unknown_is_404(self):
        page = self.client_for().get("/boards/")
        self.assertEqual(page.status_code, 302)
        self.assertIn("login", page["Location"])
        self.assertEqual(self.client_for(self.player).get("/boards/99/").status_code, 404)
        self.assertEqual(self.client_for(self.player).get(f"/boards/{self.public.number}/7/").status_code, 404)


class TestRequestPages(CommunityWebTest):
    def test_staff_see_open_requests_and_notes(self):
        client = self.client_for(self.staff)
        page = client.get("/requests/")
        self.assertContains(page, "Name change")
        self.assertContains(page, "Mara")
        page = client.get(f"/requests/{self.req.id}/")
        self.assertContains(page, "Please rename me.")
        self.assertContains(page, "Private thoughts")
        requests.close(self.req, None)
        self.assertNotContains(client.get("/requests/"), "Name change")
        self.assertContains(client.get("/requests/?all=1"), "Name change")

    def test_players_see_only_their_own_and_anonymous_sent_to_login(self):
        # (requests_web.py: a player's own requests; tests/features/community/test_requests_web.py)
        self.assertNotContains(self.client_for(self.player).get("/requests/"), "Name change")
        self.assertEqual(self.client_for(self.player).get(f"/requests/{self.req.id}/").status_code, 404)
        page = self.client_for().get("/requests/")
        self.assertEqual(page.status_code, 302)
        self.assertIn("login", page["Location"])
        self.assertEqual(self.client_for(self.staff).get("/requests/9999/").status_code, 404)
