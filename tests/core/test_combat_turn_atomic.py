"""A combat turn's writes are one transaction: a fault between
any two of them leaves nothing applied (wounds, Life Points, the turn log,
the fight's state, in the database and in memory) and nobody is told; the
turn run again then applies once."""

import random
from unittest import mock

from evennia.typeclasses.attributes import Attribute

import rules.dice
import rulesets.fs3.combat_script as fs3_script
import rulesets.muse.combat_script as muse_script
from tests.helpers.fs3_combat import CombatTest
from tests.helpers.muse_combat import MuseCombatTest


class Killed(Exception):
    """Stands for the Server dying at a fault point."""


def dies_at(point):
    def fault(name):
        if name == point:
            raise Killed(name)
    return fault


def ageless(wounds):
    return [{k: v for k, v in w.items() if k != "created_at"} for w in wounds]


def stored(obj, key, category):
    """An Attribute's value as the database holds it, past every cache."""
    row = Attribute.objects.filter(
        objectdb=obj, db_key=key, db_category=category).values_list("db_value", flat=True)
    return list(row)


class TestFs3TurnIsAtomic(CombatTest):
    def fight_with_hits(self):
        script = self.start_fight(npcs="Goon1")
        self.combat("/attack Goon1=Char2")
        self.combat("/attack Goon1")
        return script

    def turn_with_seed(self, script, seed):
        with mock.patch.object(rules.dice, "_GAME_RNG", random.Random(seed)):
            return script.end_turn()

    def reference(self, seed):
        """What a clean turn with ``seed`` does to Char2 (then undone)."""
        sid = self.fight_with_hits().id
        self.turn_with_seed(self.fight(), seed)
        wounds = list(self.char2.fs3.wounds)
        self.combat("/stop")
        self.char2.fs3.wounds = []
        self.assertNotEqual(sid, None)
        return wounds

    SEED = 3

    def dies_at(self, point):
        seed = next(s for s in range(self.SEED, 80) if self.reference(s))  # a turn that wounds Char2
        expected = self.reference(seed)
        script = self.fight_with_hits()
        with mock.patch.object(fs3_script, "fault_point", side_effect=dies_at(point)), \
                mock.patch.object(self.char2, "msg") as told:
            with self.assertRaises(Killed):
                self.turn_with_seed(script, seed)
        told.assert_not_called()
        # nothing applied: in memory ...
        self.assertEqual(self.char2.fs3.wounds, [])
        self.assertEqual(script.get_state().turn, 1)
        self.assertEqual(script.turn_log, [])
        self.assertIsNotNone(self.fighter("Char").action, "the queued action is kept")
        # ... and in the database
        self.assertFalse(any(stored(self.char2, "wounds", "fs3")))
        # the turn again (after the restart): applied once
        self.turn_with_seed(script, seed)
        self.assertEqual(ageless(self.char2.fs3.wounds), ageless(expected))
        self.assertEqual(script.get_state().turn, 2)
        self.assertEqual([e["turn"] for e in script.turn_log], [1])

    def test_fault_after_wounds_are_written(self):
        self.dies_at("fs3:written back")

    def test_fault_after_the_log_is_written(self):
        self.dies_at("fs3:logged")


class TestMuseStepIsAtomic(MuseCombatTest):
    def test_fault_between_writes_applies_nothing_then_rerun_applies_once(self):
        for point in ("muse:state saved", "muse:written back", "muse:logged"):
            with self.subTest(point=point):
                self.begin()
                script = self.fight()
                life, log = self.char2.muse.life_points, list(script.log)
                with mock.patch.object(muse_script, "fault_point", side_effect=dies_at(point)), \
                        mock.patch.object(self.char2, "msg") as told:
                    with self.assertRaises(Killed):
                        script.gm_damage(self.char2.dbref, 3)
                told.assert_not_called()
                self.assertEqual(self.char2.muse.life_points, life)
                self.assertEqual(self.fighter("Char2").life, life)
                self.assertEqual(script.log, log)
                script.gm_damage(self.char2.dbref, 3)
                self.assertEqual(self.char2.muse.life_points, life - 3)
                self.assertEqual(self.fighter("Char2").life, life - 3)
                self.assertEqual(len(script.log), len(log) + 1)
                self.combat("/stop")
                self.char2.muse.life_points = self.char2.muse.max_life
