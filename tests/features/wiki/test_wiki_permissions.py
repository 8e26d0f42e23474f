"""Every wiki form tried as the wrong person: a visitor who is not logged in
(sent to log in), a player (403), a staff member's browser without the CSRF
token (403); in every case nothing is saved. And staff whose edit lock
passes but who may not read a page may not change it either."""

from django.test import Client, override_settings
from evennia.utils import create
from evennia.utils.test_resources import EvenniaTestCase

from features.wiki import store
from features.wiki.models import Page, Revision

NEW = {"slug": "forged", "title": "Forged", "category": "theme", "access": "public",
       "text": "Nobody wrote this.", "save": "1"}
EDIT = {"title": "Forged", "category": "theme", "access": "public", "text": "Nobody wrote this.",
        "base": "1", "save": "1"}
# (method, address, posted data)
FORMS = [("get", "/wiki/new/", None), ("post", "/wiki/new/", NEW),
         ("get", "/wiki/city/edit/", None), ("post", "/wiki/city/edit/", EDIT),
         ("post", "/wiki/city/edit/", {**EDIT, "preview": "1"}),
         ("get", "/wiki/plots/edit/", None), ("post", "/wiki/plots/edit/", EDIT)]


class WikiPermissionTest(EvenniaTestCase):
    def setUp(self):
        super().setUp()
        self.player = create.create_account("Reader", email="r@example.com", password="lantern-quay-77")
        self.staff = create.create_account("Editor", email="e@example.com", password="copper-kettle-31")
        self.staff.permissions.add("Builder")
        store.create_page(self.staff, "city", "The city", "Fog.", "theme", "public")
        store.create_page(self.staff, "plots", "Plot notes", "The duke is a fox.", "help", "staff")

    def tearDown(self):
        for acc in (self.player, self.staff):
            acc.delete()
        super().tearDown()

    def state(self):
        return (Page.objects.count(), Revision.objects.count(),
                sorted(Revision.objects.values_list("text", flat=True)))

    def tried(self, client, method, path, data):
        return client.get(path) if method == "get" else client.post(path, data)

    def test_a_visitor_is_sent_to_log_in_and_nothing_changes(self):
        before = self.state()
        for method, path, data in FORMS:
            answer = self.tried(Client(), method, path, data)
            self.assertEqual(answer.status_code, 302, (method, path))
            self.assertIn("/auth/login/", answer["Location"])
        self.assertEqual(self.state(), before)

    def test_a_player_is_refused_every_form_and_nothing_changes(self):
        client = Client()
        client.force_login(self.player)
        before = self.state()
        for method, path, data in FORMS:
            answer = self.tried(client, method, path, data)
            self.assertEqual(answer.status_code, 403, (method, path))
            self.assertNotIn(b"duke", answer.content)
        self.assertEqual(self.state(), before)

    def test_a_post_without_the_csrf_token_is_refused_and_nothing_changes(self):
        client = Client(enforce_csrf_checks=True)
        client.force_login(self.staff)
        before = self.state()
        for method, path, data in FORMS:
            if method == "post":
                self.assertEqual(client.post(path, data).status_code, 403, path)
        self.assertEqual(self.state(), before)
        # the same browser with the form's token goes through
        form = client.get("/wiki/new/")
        token = form.context["csrf_token"]
        answer = client.post("/wiki/new/", {**NEW, "csrfmiddlewaretoken": str(token)})
        self.assertEqual(answer.status_code, 302)
        self.assertEqual(Page.objects.count(), before[0] + 1)

    @override_settings(FOURFOLD_STAFF_LOCK="perm(Admin)")
    def test_an_editor_who_may_not_read_a_page_may_not_change_it(self):
        client = Client()
        client.force_login(self.staff)  # a Builder: may edit, but staff is Admin here
        before = self.state()
        self.assertEqual(client.get("/wiki/plots/edit/").status_code, 403)
        self.assertEqual(client.post("/wiki/plots/edit/", EDIT).status_code, 403)
        self.assertEqual(self.state(), before)
        self.assertEqual(client.get("/wiki/city/edit/").status_code, 200)
