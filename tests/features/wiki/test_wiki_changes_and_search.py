"""The wiki's recent changes (/wiki/changes/: the latest revisions across the
wiki, newest first, with who, when, the note and a link to the diff the
wiki already has; only pages the visitor may read) and the site's help
search finding wiki pages by the wiki's own read access."""

from datetime import timedelta
from unittest import mock

from django.test import Client
from django.utils import dateformat, timezone
from evennia.utils import create
from evennia.utils.test_resources import EvenniaTestCase

from features.wiki import store
from features.wiki.models import Revision


class WikiTest(EvenniaTestCase):
    def setUp(self):
        super().setUp()
        self.player = create.create_account("Reader", email="r@example.com", password="lantern-quay-77")
        self.staff = create.create_account("Editor", email="e@example.com", password="copper-kettle-31")
        self.staff.permissions.add("Builder")
        self.city = store.create_page(self.staff, "city", "The city", "Fog at the harbour.", "theme",
                                      "public").page
        store.create_page(self.staff, "conduct", "Conduct", "Be kind at the harbour.", "policy", "players")
        store.create_page(self.staff, "plots", "Plot notes", "The duke is a fox.", "help", "staff")
        store.revise_page(self.staff, self.city, "The city", "Fog at noon by the harbour.", "theme", "public",
                          note="earlier fog", base=1)
        # one save a minute, in the order made
        start = timezone.now() - timedelta(hours=1)
        for n, rev in enumerate(Revision.objects.order_by("id")):
            Revision.objects.filter(pk=rev.pk).update(created=start + timedelta(minutes=n))

    def tearDown(self):
        for acc in (self.player, self.staff):
            acc.delete()
        super().tearDown()

    def get(self, url, account=None, **params):
        client = Client()
        if account is not None:
            client.force_login(account)
        return client.get(url, params)


class RecentChangesTest(WikiTest):
    def test_newest_first_with_who_when_and_the_diff(self):
        page = self.get("/wiki/changes/", self.staff)
        self.assertEqual(page.status_code, 200)
        text = page.content.decode()
        rows = [r.page.slug for r in page.context["page"].object_list]
        self.assertEqual(rows, ["city", "plots", "conduct", "city"])
        self.assertIn('href="/wiki/city/diff/?from=1&amp;to=2">changes</a>', text)
        self.assertIn('href="/wiki/city/revisions/2/">revision 2</a>', text)
        self.assertIn("by Editor: earlier fog", text)
        self.assertIn("(a new page)", text)
        newest = Revision.objects.get(page__slug="city", number=2).created
        self.assertIn(dateformat.format(newest, "Y-m-d H:i"), text)  # as the template's date filter
        self.assertEqual(self.get("/wiki/city/diff/", self.staff, **{"from": 1, "to": 2}).status_code, 200)

    def test_only_pages_the_visitor_may_read(self):
        visitor = [r.page.slug for r in self.get("/wiki/changes/").context["page"].object_list]
        self.assertEqual(visitor, ["city", "city"])
        player = [r.page.slug for r in self.get("/wiki/changes/", self.player).context["page"].object_list]
        self.assertEqual(player, ["city", "conduct", "city"])
        self.assertNotContains(self.get("/wiki/changes/", self.player), "Plot notes")

    def test_a_page_made_staff_only_leaves_the_list_for_others(self):
        store.revise_page(self.staff, self.city, "The city", "Fog at noon by the harbour.", "theme", "staff",
                          base=2)
        self.assertNotContains(self.get("/wiki/changes/"), "The city")

    def test_linked_from_the_wiki_and_its_pages(self):
        self.assertContains(self.get("/wiki/"), 'href="/wiki/changes/" id="wiki-changes-link"')
        self.assertContains(self.get("/wiki/city/history/"), 'href="/wiki/changes/"')

    def test_pages_of_changes_and_a_bad_page_number(self):
        with mock.patch("features.wiki.web.pages.CHANGES_PAGE", 1):
            first = self.get("/wiki/changes/", self.staff)
            self.assertContains(first, "Page 1 of 4.")
            self.assertContains(first, 'href="?page=2">Older</a>')
            self.assertEqual(self.get("/wiki/changes/", self.staff, page="x").status_code, 200)
            self.assertContains(self.get("/wiki/changes/", self.staff, page="99"), "Page 4 of 4.")

    def test_an_empty_wiki(self):
        from features.wiki.models import Page

        Page.objects.all().delete()
        self.assertContains(self.get("/wiki/changes/"), "No changes yet.")

    def test_no_page_may_take_its_address(self):
        with self.assertRaises(store.WikiError):
            store.create_page(self.staff, "changes", "Changes", "x", "theme", "public")


class HelpSearchFindsWikiTest(WikiTest):
    def found(self, query, account=None):
        page = self.get("/help/", account, q=query)
        self.assertEqual(page.status_code, 200)
        return [p.slug for p in page.context["wiki_found"]], page

    def test_a_title_first_then_the_text(self):
        slugs, page = self.found("harbour", self.player)
        self.assertEqual(slugs, ["conduct", "city"])  # both by their text, by title
        self.assertContains(page, '<a class="help-wiki-result" href="/wiki/city/">The city</a>')
        self.assertContains(page, "In the wiki")
        self.assertEqual(self.found("the city")[0], ["city"])
        self.assertEqual(self.found("noon fog")[0], ["city"])  # every word, in any order
        self.assertEqual(self.found("dusk")[0], [])  # an older revision's text is not searched

    def test_the_wikis_read_access(self):
        self.assertEqual(self.found("harbour")[0], ["city"])  # a visitor: public pages
        self.assertEqual(self.found("duke", self.player)[0], [])
        self.assertEqual(self.found("duke", self.staff)[0], ["plots"])

    def test_commands_and_pages_side_by_side_and_nothing_found(self):
        store.create_page(self.staff, "rolling", "Rolling dice", "How +roll works here.", "help", "public")
        slugs, page = self.found("roll")
        self.assertEqual(page.context["found"][0].key, "+roll")
        self.assertEqual(slugs, ["rolling"])
        none = self.get("/help/", q="zzqx")
        self.assertEqual(none.context["wiki_found"], [])
        self.assertContains(none, "Nothing found")

    def test_a_bad_search_searches_nothing(self):
        page = self.get("/help/", q="   ")
        self.assertEqual(page.status_code, 400)
        self.assertIsNone(page.context["wiki_found"])
        self.assertIsNone(self.get("/help/").context["wiki_found"])
        self.assertEqual(store.search_pages(None, ""), [])

    def test_markup_in_a_title_is_shown_as_text(self):
        store.create_page(self.staff, "odd", "<b>Harbour</b> rules", "x", "policy", "public")
        self.assertContains(self.get("/help/", q="harbour"), "&lt;b&gt;Harbour&lt;/b&gt; rules")
