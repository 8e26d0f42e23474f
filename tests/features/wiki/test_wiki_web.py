"""The wiki's web pages (features/wiki/web/): reading by read level, staff
writing a page and a second revision, the history and the diff, preview,
and bad input answered on the form with nothing saved."""

import re

from django.test import Client
from evennia.utils import create
from evennia.utils.test_resources import EvenniaTestCase

from features.wiki import store
from features.wiki.models import Page, Revision


class WikiWebTest(EvenniaTestCase):
    def setUp(self):
        super().setUp()
        self.player = create.create_account("Reader", email="r@example.com", password="lantern-quay-77")
        self.staff = create.create_account("Editor", email="e@example.com", password="copper-kettle-31")
        self.staff.permissions.add("Builder")
        store.create_page(self.staff, "city", "The city", "# Harbour\n\nFog <b>always</b>.", "theme", "public")
        store.create_page(self.staff, "conduct", "Conduct", "Be kind.", "policy", "players")
        store.create_page(self.staff, "plots", "Plot notes", "The duke is a fox.", "help", "staff")

    def tearDown(self):
        for acc in (self.player, self.staff):
            acc.delete()
        super().tearDown()

    def client_for(self, account=None, **kw):
        client = Client(**kw)
        if account is not None:
            client.force_login(account)
        return client

    def counts(self):
        return Page.objects.count(), Revision.objects.count()


class TestReading(WikiWebTest):
    def test_the_index_lists_what_each_may_read(self):
        anonymous = self.client_for().get("/wiki/")
        self.assertContains(anonymous, "The city")
        self.assertNotContains(anonymous, "Conduct")
        self.assertNotContains(anonymous, "Plot notes")
        self.assertNotContains(anonymous, "New page")
        player = self.client_for(self.player).get("/wiki/")
        self.assertContains(player, "Conduct")
        self.assertNotContains(player, "Plot notes")
        staff = self.client_for(self.staff).get("/wiki/")
        self.assertContains(staff, "Plot notes")
        self.assertContains(staff, 'id="wiki-new"')

    def test_a_page_shows_its_markdown_as_safe_html(self):
        page = self.client_for().get("/wiki/city/")
        self.assertContains(page, "<h1>Harbour</h1>", html=False)
        self.assertContains(page, "Fog &lt;b&gt;always&lt;/b&gt;.")
        self.assertNotContains(page, "<b>always</b>")
        self.assertNotContains(page, 'id="wiki-edit-link"')
        self.assertContains(self.client_for(self.staff).get("/wiki/city/"), 'id="wiki-edit-link"')

    def test_read_locks_anonymous_to_login_player_403_unknown_404(self):
        for path in ("/wiki/conduct/", "/wiki/conduct/history/", "/wiki/conduct/revisions/1/",
                     "/wiki/plots/", "/wiki/plots/history/", "/wiki/plots/diff/?from=1&to=1"):
            answer = self.client_for().get(path)
            self.assertEqual(answer.status_code, 302, path)
            self.assertIn("/auth/login/", answer["Location"])
        self.assertContains(self.client_for(self.player).get("/wiki/conduct/"), "Be kind.")
        for path in ("/wiki/plots/", "/wiki/plots/history/", "/wiki/plots/revisions/1/",
                     "/wiki/plots/diff/?from=1&to=2"):
            answer = self.client_for(self.player).get(path)
            self.assertEqual(answer.status_code, 403, path)
            self.assertNotIn(b"duke", answer.content)
        self.assertContains(self.client_for(self.staff).get("/wiki/plots/"), "The duke is a fox.")
        for path in ("/wiki/nowhere/", "/wiki/city/revisions/9/"):
            self.assertEqual(self.client_for(self.staff).get(path).status_code, 404, path)


class TestWriting(WikiWebTest):
    def post_new(self, client, **fields):
        data = {"slug": "guilds", "title": "Guilds", "category": "theme", "access": "public",
                "text": "The **guilds** rule.", "note": "", "save": "1", **fields}
        return client.post("/wiki/new/", data)

    def test_staff_write_a_page_and_a_second_revision_and_the_diff_shows(self):
        client = self.client_for(self.staff)
        form = client.get("/wiki/new/")
        self.assertContains(form, 'name="csrfmiddlewaretoken"')
        answer = self.post_new(client)
        self.assertRedirects(answer, "/wiki/guilds/", fetch_redirect_response=False)
        self.assertContains(client.get("/wiki/guilds/"), "<strong>guilds</strong>", html=False)
        edit = client.get("/wiki/guilds/edit/")
        self.assertContains(edit, "The **guilds** rule.")
        self.assertContains(edit, 'name="base" value="1"', html=False)
        answer = client.post("/wiki/guilds/edit/", {
            "title": "Guilds", "category": "theme", "access": "public", "base": "1",
            "text": "The **guilds** rule.\n\nThe <i>dockers</i> strike.", "note": "the strike", "save": "1"})
        self.assertRedirects(answer, "/wiki/guilds/", fetch_redirect_response=False)
        history = client.get("/wiki/guilds/history/")
        self.assertContains(history, "Revision 2")
        self.assertContains(history, "the strike")
        diff = client.get("/wiki/guilds/diff/?from=1&to=2")
        self.assertEqual(diff.status_code, 200)
        self.assertContains(diff, "<ins>The &lt;i&gt;dockers&lt;/i&gt; strike.</ins>", html=False)
        self.assertContains(client.get("/wiki/guilds/diff/?from=2&to=1"), "dockers")  # either order
        old = client.get("/wiki/guilds/revisions/1/")
        self.assertNotContains(old, "dockers")
        self.assertContains(old, "an old revision")

    def test_preview_shows_the_text_and_saves_nothing(self):
        client = self.client_for(self.staff)
        before = self.counts()
        answer = self.post_new(client, preview="1", save="", text="*Soon* <script>alert(1)</script>")
        self.assertEqual(answer.status_code, 200)
        self.assertContains(answer, "<em>Soon</em>", html=False)
        self.assertContains(answer, "&lt;script&gt;alert(1)&lt;/script&gt;")
        self.assertNotContains(answer, "<script>alert")
        self.assertEqual(self.counts(), before)

    def test_bad_input_is_answered_on_the_form_and_nothing_changes(self):
        client = self.client_for(self.staff)
        before = self.counts()
        cases = [({"slug": "Bad Address!"}, "error-slug", "lower-case letters"),
                 ({"slug": "city"}, "error-slug", "There is a page at"),
                 ({"slug": "new"}, "error-slug", "the wiki&#x27;s own"),
                 ({"title": ""}, "error-title", "needs a title"),
                 ({"text": "  "}, "error-text", "needs some text"),
                 ({"text": "x" * 40001}, "error-text", "at most 40000"),
                 ({"category": "lore"}, "error-category", "Choose one of the categories"),
                 ({"access": "everyone"}, "error-access", "Choose who may read")]
        for fields, error_id, words in cases:
            answer = self.post_new(client, **fields)
            self.assertEqual(answer.status_code, 400, fields)
            self.assertContains(answer, f'id="{error_id}"', status_code=400)
            self.assertContains(answer, words, status_code=400)
            if "title" not in fields:
                self.assertContains(answer, 'value="Guilds"', status_code=400)  # what was typed stays
        self.assertEqual(self.counts(), before)
        stale = client.post("/wiki/city/edit/", {"title": "The city", "category": "theme", "access": "public",
                                                "text": "Mine.", "base": "0", "save": "1"})
        self.assertContains(stale, "was saved while you edited", status_code=400)
        same = client.post("/wiki/city/edit/", {"title": "The city", "category": "theme", "access": "public",
                                               "text": "# Harbour\n\nFog <b>always</b>.", "base": "1"})
        self.assertContains(same, "Nothing has changed", status_code=400)
        broken = client.post("/wiki/city/edit/", {"title": "The city", "category": "theme", "access": "public",
                                                 "text": "New.", "base": "x"})
        self.assertContains(broken, "lost track of the revision", status_code=400)
        self.assertEqual(self.counts(), before)

    def test_a_bad_compare_is_answered_on_the_history_form(self):
        client = self.client_for(self.player)
        for query in ("", "?from=1", "?from=1&to=9", "?from=a&to=b", "?from=1&to=1"):
            answer = client.get(f"/wiki/city/diff/{query}")
            self.assertEqual(answer.status_code, 400, query)
            self.assertContains(answer, 'id="wiki-compare-error"', status_code=400)
            self.assertTrue(re.search(rb"Choose two (different )?revisions", answer.content), query)
