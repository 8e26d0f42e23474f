"""SheetHandler._get_flat_dict: a sheet's ratings (or Traits) read as a plain
copy of the stored dict. It must always equal what Evennia's own read gives,
see every way the Attribute can be changed, and never let a reader change
what is stored."""

from unittest import mock

from evennia.utils.test_resources import BaseEvenniaTest

from rulesets.fs3.handler import FS3Handler


class FlatReadTest(BaseEvenniaTest):
    character_typeclass = "typeclasses.characters.Character"

    def setUp(self):
        super().setUp()
        self.handler = FS3Handler(self.char1)

    def evennias(self, key):
        return dict(self.char1.attributes.get(key, category="fs3") or {})

    def test_unset_is_empty(self):
        self.assertEqual(self.handler.ratings, {})
        self.assertEqual(self.handler._get_flat_dict("nothing"), {})

    def test_set_and_changed_ratings_read_back(self):
        self.char1.attributes.add("ratings", {"Alertness": 4, "Wit": 3}, category="fs3")
        self.assertEqual(self.handler.ratings, {"Alertness": 4, "Wit": 3})
        # changed in place through Evennia's saving dict
        self.char1.attributes.get("ratings", category="fs3")["Alertness"] = 2
        self.assertEqual(self.handler.ratings, {"Alertness": 2, "Wit": 3})
        # and through the handler
        catalogue_ability = mock.Mock()
        catalogue_ability.name = "Stealth"
        self.handler.set_rating(catalogue_ability, 5)
        self.assertEqual(self.handler.ratings, {"Alertness": 2, "Wit": 3, "Stealth": 5})
        self.assertEqual(self.handler.ratings, self.evennias("ratings"))

    def test_a_fresh_read_from_the_database_agrees(self):
        self.char1.attributes.add("ratings", {"Alertness": 4}, category="fs3")
        self.char1.attributes.reset_cache()
        self.assertEqual(self.handler.ratings, {"Alertness": 4})

    def test_the_copy_is_the_readers_own(self):
        self.char1.attributes.add("ratings", {"Alertness": 4}, category="fs3")
        mine = self.handler.ratings
        mine["Alertness"] = 9
        mine["Wit"] = 8
        self.assertEqual(self.handler.ratings, {"Alertness": 4})
        self.assertEqual(self.evennias("ratings"), {"Alertness": 4})

    def test_it_skips_evennias_wrapping_for_plain_dicts(self):
        self.char1.attributes.add("ratings", {"Alertness": 4, "Wit": 3}, category="fs3")
        with mock.patch("evennia.typeclasses.attributes.from_pickle") as unwrap:
            self.assertEqual(self.handler.ratings, {"Alertness": 4, "Wit": 3})
        unwrap.assert_not_called()

    def test_anything_else_is_read_evennias_way(self):
        odd = {
            "nested": {"a": [1, 2]},
            "list": [1, 2, 3],
            "who": self.char2,  # stored as a packed reference
        }
        self.char1.attributes.add("odd", odd, category="fs3")
        got = self.handler._get_flat_dict("odd")
        self.assertEqual(got, self.evennias("odd"))
        self.assertEqual(got["who"], self.char2)
        self.assertEqual(got["nested"], {"a": [1, 2]})

    def test_a_stored_non_dict_reads_as_evennia_would(self):
        self.char1.attributes.add("ratings", None, category="fs3")
        self.assertEqual(self.handler.ratings, {})
        self.char1.attributes.add("ratings", [("Alertness", 4)], category="fs3")
        self.assertEqual(self.handler.ratings, {"Alertness": 4})
