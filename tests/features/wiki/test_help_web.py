"""The game's help on the web site (features/wiki/web/help_pages.py): the
same entries as the game's help, by category with the game's spelling,
searchable, in place of Evennia's stock help pages, and only what the
visitor's locks allow."""

from django.test import Client, override_settings
from django.urls import resolve, reverse
from evennia.utils import create
from evennia.utils.test_resources import EvenniaTestCase


class HelpWebTest(EvenniaTestCase):
    def setUp(self):
        super().setUp()
        self.player = create.create_account("Reader", email="r@example.com", password="lantern-quay-77")
        self.staff = create.create_account("Editor", email="e@example.com", password="copper-kettle-31")
        self.staff.permissions.add("Builder")

    def tearDown(self):
        for acc in (self.player, self.staff):
            acc.delete()
        super().tearDown()

    def client_for(self, account=None):
        client = Client()
        if account is not None:
            client.force_login(account)
        return client

    def test_ours_take_evennias_addresses_and_names(self):
        from features.wiki.web import help_pages

        self.assertEqual(reverse("help"), "/help/")
        self.assertEqual(reverse("help-entry-detail", args=["fs3", "+roll"]), "/help/fs3/+roll/")
        self.assertIs(resolve("/help/").func, help_pages.help_list)
        self.assertIs(resolve("/help/fs3/+roll/").func, help_pages.help_entry)

    def test_the_index_groups_by_category_as_the_game_spells_them(self):
        page = self.client_for().get("/help/")
        self.assertEqual(page.status_code, 200)
        headings = [name for name, _, _ in page.context["groups"]]
        for name in ("FS3", "MW", "PbtA", "Muse", "General", "Community"):
            self.assertIn(name, headings)
        for wrong in ("Fs3", "fs3", "Pbta", "Mw"):
            self.assertNotIn(wrong, headings)
        self.assertContains(page, '<h2 id="cat-fs3">FS3</h2>', html=False)
        self.assertContains(page, 'href="/help/fs3/+roll/"', html=False)
        self.assertContains(page, 'href="/help/community/wiki/"', html=False)

    def test_an_entry_shows_its_text_without_colour_or_link_codes(self):
        page = self.client_for().get("/help/fs3/+roll/")
        self.assertEqual(page.status_code, 200)
        self.assertContains(page, "+roll &lt;ability&gt;")  # syntax escaped, not markup
        text = page.context["item"].text
        self.assertNotIn("|w", text)
        self.assertNotIn("|lc", text)
        self.assertTrue(text.startswith("Roll dice"))
        topic = self.client_for().get("/help/fs3/fs3 combat/")
        self.assertEqual(topic.status_code, 200)
        self.assertEqual(topic.context["item"].kind, "topic")
        # Evennia's own addresses (slugs) still find the entry
        self.assertEqual(self.client_for().get("/help/fs3/roll/").context["item"].key, "+roll")
        self.assertEqual(self.client_for().get("/help/fs3/nothing-here/").status_code, 404)

    def test_staff_entries_are_for_staff_only(self):
        for who in (None, self.player):
            page = self.client_for(who).get("/help/")
            headings = [name for name, _, _ in page.context["groups"]]
            self.assertNotIn("Building", headings)
            self.assertNotContains(page, "+approve")
            self.assertEqual(self.client_for(who).get("/help/building/@dig/").status_code, 404)
            self.assertEqual(self.client_for(who).get("/help/fs3/+approve/").status_code, 404)
        page = self.client_for(self.staff).get("/help/")
        self.assertIn("Building", [name for name, _, _ in page.context["groups"]])
        self.assertEqual(self.client_for(self.staff).get("/help/building/@dig/").status_code, 200)
        self.assertEqual(self.client_for(self.staff).get("/help/fs3/+approve/").status_code, 200)

    def test_search_finds_names_first_then_texts(self):
        page = self.client_for(self.player).get("/help/", {"q": "roll"})
        found = page.context["found"]
        self.assertEqual(found[0].key, "+roll")
        self.assertContains(page, 'id="help-results"')
        keys = [item.key for item in found]
        self.assertIn("+rolls", keys)
        self.assertEqual(self.client_for().get("/help/", {"q": "+scene"}).context["found"][0].key, "+scene")
        none = self.client_for().get("/help/", {"q": "zzqx"})
        self.assertEqual(none.context["found"], [])
        self.assertContains(none, "Nothing found")
        self.assertNotIn("+approve", [i.key for i in self.client_for(self.player).get(
            "/help/", {"q": "approve"}).context["found"]])

    def test_a_bad_search_is_answered_on_the_form(self):
        for query in ("   ", "x" * 101):
            page = self.client_for().get("/help/", {"q": query})
            self.assertEqual(page.status_code, 400)
            self.assertContains(page, 'id="help-search-error"', status_code=400)
        hostile = self.client_for().get("/help/", {"q": "<script>alert(1)</script>"})
        self.assertContains(hostile, "&lt;script&gt;alert(1)&lt;/script&gt;")
        self.assertNotContains(hostile, "<script>alert(1)")

    @override_settings(FOURFOLD_HELP_CATEGORY_NAMES={"fs3": "Eff Ess Three"})
    def test_the_spelling_follows_the_setting(self):
        headings = [name for name, _, _ in self.client_for().get("/help/").context["groups"]]
        self.assertIn("Eff Ess Three", headings)

    def test_every_listed_entry_opens(self):
        from features.wiki.web import help_index

        items = help_index.entries_for(self.staff)
        self.assertGreater(len(items), 150)
        client = self.client_for(self.staff)
        for item in items[::15]:
            url = reverse("help-entry-detail", args=[item.category_slug, item.key])
            self.assertEqual(client.get(url).context["item"], item, url)
        self.assertFalse([i.key for i in items if "/" in i.key])
