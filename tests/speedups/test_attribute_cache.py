"""speedups/attribute_cache.py: once an object's Attributes have all been
read, a missing key costs no query, and every read gives what Evennia's own
backend gives, through adds, changes and removals."""

from django.db import connection
from django.test import override_settings
from django.test.utils import CaptureQueriesContext
from evennia.typeclasses.attributes import AttributeHandler, ModelAttributeBackend

from speedups.attribute_cache import CompleteCacheBackend
from speedups.testing import unpatched
from tests.helpers.game import FourfoldCommandTest

# (key, category) pairs read in the comparisons: present, missing, odd case,
# no category, and a category only some keys have
READS = [("ratings", "fs3"), ("luck", "fs3"), ("wounds", "fs3"), ("aid_received", "fs3"),
         ("RATINGS", "FS3"), ("note", None), ("note", "fs3"), ("colour", None),
         ("gone", None), ("Luck", "muse")]


class AttributeCacheTest(FourfoldCommandTest):
    def setUp(self):
        super().setUp()
        attrs = self.char1.attributes
        attrs.add("ratings", {"Alertness": 3}, category="fs3")
        attrs.add("luck", 2, category="fs3")
        attrs.add("note", "hello")
        attrs.add("gone", "soon")

    def evennias(self, obj, key, category):
        """What a fresh handler with Evennia's own backend reads."""
        with unpatched():
            return AttributeHandler(obj, ModelAttributeBackend).get(key, default="<missing>",
                                                                    category=category)

    def assert_reads_as_evennia(self, obj):
        for key, category in READS:
            ours = obj.attributes.get(key, default="<missing>", category=category)
            self.assertEqual(ours, self.evennias(obj, key, category), (key, category))

    def queries(self, func):
        with CaptureQueriesContext(connection) as captured:
            func()
        return len(captured.captured_queries)

    def test_characters_and_accounts_use_it(self):
        self.assertIsInstance(self.char1.attributes.backend, CompleteCacheBackend)
        self.assertIsInstance(self.room1.attributes.backend, CompleteCacheBackend)
        self.assertIsInstance(self.account.attributes.backend, CompleteCacheBackend)

    def test_after_reading_everything_a_missing_key_costs_no_query(self):
        attrs = self.char1.attributes
        attrs.reset_cache()
        self.assertEqual(self.queries(attrs.all), 1)
        self.assertEqual(self.queries(lambda: attrs.get("wounds", category="fs3")), 0)
        self.assertEqual(self.queries(lambda: attrs.get("luck", category="fs3")), 0)
        self.assertIsNone(attrs.get("wounds", category="fs3"))
        self.assertEqual(attrs.get("luck", category="fs3"), 2)

    def test_a_key_found_is_read_in_one_query(self):
        attrs = self.char1.attributes
        attrs.reset_cache()
        self.assertEqual(self.queries(lambda: attrs.get("luck", category="fs3")), 1)
        self.assertEqual(attrs.get("luck", category="fs3"), 2)

    def test_without_reading_everything_it_is_evennias(self):
        attrs = self.char1.attributes
        attrs.reset_cache()
        self.assertEqual(self.queries(lambda: attrs.get("wounds", category="fs3")), 1)
        self.assert_reads_as_evennia(self.char1)

    def test_reads_match_evennias_through_changes(self):
        attrs = self.char1.attributes
        attrs.reset_cache()
        attrs.all()
        self.assert_reads_as_evennia(self.char1)
        attrs.add("wounds", [{"severity": "Light"}], category="fs3")  # was missing
        self.assert_reads_as_evennia(self.char1)
        self.assertEqual(attrs.get("wounds", category="fs3"), [{"severity": "Light"}])
        attrs.all()
        attrs.remove("gone")
        self.assert_reads_as_evennia(self.char1)
        self.assertIsNone(attrs.get("gone"))
        attrs.all()
        attrs.add("luck", 1, category="fs3")
        self.assert_reads_as_evennia(self.char1)
        attrs.all()
        attrs.add("colour", "red")
        self.assertEqual(attrs.get("colour"), "red")
        attrs.all()
        attrs.clear(category="fs3")
        self.assert_reads_as_evennia(self.char1)

    def test_puppeting_reads_every_attribute_at_once(self):
        self.char1.attributes.reset_cache()
        self.char1.at_post_puppet()
        self.assertEqual(self.queries(lambda: self.char1.fs3.wound_penalty()), 0)
        self.assertEqual(self.queries(lambda: self.char1.fs3.aid_received), 0)
        self.assertEqual(self.queries(lambda: self.char1.fs3.luck), 0)

    def test_logging_in_reads_the_accounts_attributes(self):
        self.account.attributes.reset_cache()
        self.account.at_post_login(session=self.session)
        self.assertEqual(self.queries(lambda: self.account.attributes.get("never_set")), 0)

    @override_settings(FOURFOLD_ATTRIBUTE_PRELOAD=False)
    def test_the_setting_turns_the_preload_off(self):
        self.char1.attributes.reset_cache()
        self.char1.at_post_puppet()
        self.assertFalse(self.char1.attributes.backend._cache_complete)
