"""The muse handler: Attributes in category muse, round-tripping the rules'
records, apart from the fs3 sheet."""

from rules.dice import ScriptedRng
from rules.muse.overexert import RollRecord
from rules.muse.roll import build_pool, roll_pool
from rules.muse.sheet import Penalty
from rules.muse.tribulations import impose
from tests.helpers.muse import MuseCommandTest


class TestMuseHandler(MuseCommandTest):
    def test_defaults(self):
        h = self.char1.muse
        self.assertFalse(h.has_sheet)
        self.assertEqual(h.rating("Might"), 1)
        self.assertEqual(h.level, 1)
        self.assertEqual(h.max_life, 11)
        self.assertEqual(h.life_points, 11)
        self.assertIsNone(h.key_trait)
        self.assertEqual(h.tribulations, {})
        self.assertEqual(h.penalties(), [])
        self.assertIsNone(h.last_roll)

    def test_fields_round_trip(self):
        h = self.char1.muse
        h.set_rating("endur", 4)
        h.path = "Warden"
        h.key_trait = "mig"
        h.level = 12
        self.assertEqual(h.key_trait, "Might")
        self.assertEqual(h.max_life, 14)
        h.life_points = 3
        h.max_life_override = 20
        self.assertEqual((h.life_points, h.max_life), (3, 20))
        h.tribulations = impose({}, "Bleeding")
        self.assertIn("Bleeding", self.char1.muse.tribulations)
        sheet = h.sheet()
        self.assertEqual(sheet.rating("Endurance"), 4)
        self.assertEqual(sheet.level, 12)
        h.save_sheet(sheet.with_rating("Sage", 6))
        self.assertEqual(h.rating("Sage"), 6)
        self.assertTrue(h.has_sheet)
        self.assertEqual(self.char1.fs3.ratings, {})

    def test_penalties_expire_and_session_end(self):
        h = self.char1.muse
        h.add_penalty(Penalty("Might", 1, None))
        h.add_penalty(Penalty("Sage", 1, 9e12))
        self.assertEqual(len(h.penalties(now=500.0)), 2)
        self.assertEqual(h.penalty_dice("Might", now=2000.0), 1)
        self.assertEqual(len(h.penalties(now=1e13)), 1)  # the Sage one is pruned
        self.assertEqual(h.end_session(), 1)
        self.assertEqual(h.penalties(), [])

    def test_last_roll_and_assists(self):
        h = self.char1.muse
        roll = roll_pool(build_pool("Might", 2), ScriptedRng([4, 1]))
        h.last_roll = RollRecord(self.char1.dbref, roll, 100.0)
        self.assertEqual(h.last_roll.roll.faces, (4, 1))
        h.add_assist(self.char2, now=0.0)
        h.add_assist(self.char2, now=10.0)
        self.assertEqual(len(h.assists(now=20.0)), 1)
        self.assertEqual(h.assists(now=10000.0), [])
        h.add_assist(self.char2, now=0.0)
        self.assertEqual([a["name"] for a in h.take_assists(now=1.0)], [self.char2.key])
        self.assertEqual(h.assists(now=1.0), [])
