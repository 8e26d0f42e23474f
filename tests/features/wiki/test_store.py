"""The wiki's storage rules (features/wiki/store.py): who reads and writes,
numbered revisions, and refusals that change nothing."""

from django.contrib.auth.models import AnonymousUser
from django.test import override_settings
from evennia.utils import create
from evennia.utils.test_resources import EvenniaTestCase

from features.wiki import store
from features.wiki.models import Page, Revision


class WikiStoreTest(EvenniaTestCase):
    def setUp(self):
        super().setUp()
        self.player = create.create_account("Reader", email="r@example.com", password="lantern-quay-77")
        self.staff = create.create_account("Editor", email="e@example.com", password="copper-kettle-31")
        self.staff.permissions.add("Builder")

    def tearDown(self):
        for acc in (self.player, self.staff):
            acc.delete()
        super().tearDown()

    def new(self, slug="house-rules", **kw):
        args = {"title": "House rules", "text": "# Be kind\n\nNo spoilers.", "category": "policy",
                "access": "public", **kw}
        return store.create_page(self.staff, slug, args["title"], args["text"], args["category"],
                                 args["access"])

    def counts(self):
        return Page.objects.count(), Revision.objects.count()

    def test_a_page_and_its_revisions_are_numbered_and_kept(self):
        first = self.new()
        self.assertEqual((first.number, first.author_name, first.page.revisions_count), (1, "Editor", 1))
        second = store.revise_page(self.staff, first.page, "House rules", "# Be kind\n\nNo spoilers, ever.",
                                   "policy", "players", note="stricter", base=1)
        page = store.get_page("house-rules")
        self.assertEqual((second.number, page.revisions_count, page.access), (2, 2, "players"))
        self.assertEqual([r.text for r in store.revisions(page)],
                         ["# Be kind\n\nNo spoilers.", "# Be kind\n\nNo spoilers, ever."])
        self.assertEqual(store.revision(page, "1").text, "# Be kind\n\nNo spoilers.")
        self.assertIsNone(store.revision(page, "x"))
        self.assertIsNone(store.revision(page, 9))

    def test_read_levels(self):
        anonymous = AnonymousUser()
        for who, levels in ((None, ["public"]), (anonymous, ["public"]), (self.player, ["public", "players"]),
                            (self.staff, ["public", "players", "staff"])):
            self.assertEqual(store.readable_levels(who), levels, who)
        self.assertFalse(store.can_read("secret", self.staff))  # an unknown level opens to nobody

    def test_only_the_edit_lock_writes(self):
        self.assertTrue(store.can_edit(self.staff))
        self.assertFalse(store.can_edit(self.player))
        self.assertFalse(store.can_edit(AnonymousUser()))
        with self.assertRaises(store.WikiError):
            store.create_page(self.player, "mine", "Mine", "text", "theme", "public")
        page = self.new().page
        with self.assertRaises(store.WikiError):
            store.revise_page(self.player, page, "Hacked", "text", "theme", "public")
        with override_settings(FOURFOLD_WIKI_EDIT_LOCK="perm(Admin)"):
            self.assertFalse(store.can_edit(self.staff))
        self.assertEqual(self.counts(), (1, 1))
        self.assertEqual(store.current(page).title, "House rules")

    def test_bad_input_is_refused_by_field_and_changes_nothing(self):
        page = self.new().page
        before = self.counts()
        bad_new = [("slug", "Bad Slug"), ("slug", "-x"), ("slug", "a--b"), ("slug", "x" * 61), ("slug", "new"),
                   ("slug", "house-rules")]
        for field, slug in bad_new:
            with self.assertRaises(store.WikiError) as caught:
                self.new(slug)
            self.assertEqual(caught.exception.field, field)
        bad = [("title", {"title": "   "}), ("title", {"title": "x" * 81}), ("text", {"text": " \n "}),
               ("text", {"text": "x" * 40001}), ("category", {"category": "lore"}),
               ("access", {"access": "everyone"})]
        for field, change in bad:
            args = {"title": "T", "text": "t", "category": "theme", "access": "public", **change}
            with self.assertRaises(store.WikiError) as caught:
                store.revise_page(self.staff, page, args["title"], args["text"], args["category"], args["access"])
            self.assertEqual(caught.exception.field, field, change)
        with self.assertRaises(store.WikiError) as caught:
            store.revise_page(self.staff, page, "T", "t", "theme", "public", note="n" * 201)
        self.assertEqual(caught.exception.field, "note")
        self.assertEqual(self.counts(), before)

    def test_a_save_over_a_newer_revision_or_with_no_change_is_refused(self):
        page = self.new().page
        store.revise_page(self.staff, page, "House rules", "Second.", "policy", "public", base=1)
        with self.assertRaises(store.WikiError) as caught:
            store.revise_page(self.staff, page, "House rules", "Mine.", "policy", "public", base=1)
        self.assertIn("Revision 2 was saved", caught.exception.message)
        with self.assertRaises(store.WikiError) as caught:
            store.revise_page(self.staff, page, "House rules", "Second.", "policy", "public", base=2)
        self.assertIn("Nothing has changed", caught.exception.message)
        self.assertEqual(self.counts(), (1, 2))

    def test_readable_pages_follow_the_levels(self):
        self.new("open")
        self.new("members", access="players")
        self.new("backstage", access="staff")
        slugs = lambda who: sorted(p.slug for p in store.readable_pages(who))  # noqa: E731
        self.assertEqual(slugs(None), ["open"])
        self.assertEqual(slugs(self.player), ["members", "open"])
        self.assertEqual(slugs(self.staff), ["backstage", "members", "open"])


class TestMigrationsMatchTheModels(EvenniaTestCase):
    def test_no_missing_migration(self):
        from io import StringIO

        from django.core.management import call_command

        out = StringIO()
        call_command("makemigrations", "wiki", "--check", "--dry-run", stdout=out)
        self.assertIn("No changes detected", out.getvalue())
