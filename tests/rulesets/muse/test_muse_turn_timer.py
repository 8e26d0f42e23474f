"""The muse turn timer: a turn whose fighters have not finished within
FOURFOLD_MUSE_TURN_TIMER seconds is passed and the room told; a reaction's
deadline comes first; a round with nobody acting makes the fight wait; the
clock survives a reload. Time is injected, never slept."""

from unittest import mock

from django.test import override_settings
from evennia.scripts.models import ScriptDB
from evennia.utils.idmapper.models import flush_cache

from rulesets.muse import combat_script as muse_combat
from tests.helpers.muse_combat import MuseCombatTest


class TestTurnTimer(MuseCombatTest):
    def deadline(self, script=None):
        return float((script or self.fight()).db.turn_deadline)

    def test_a_stalled_turn_is_passed_and_the_room_told(self):
        script = self.begin()
        deadline = self.deadline()
        self.assertAlmostEqual(deadline - muse_combat.time.time(), 300, delta=5)
        self.assertEqual(script.turn_timeout(now=deadline - 10), "", "not yet due")
        self.combat("/move Goblin=close")  # Char uses 1 of 2 actions: the clock runs on
        self.assertEqual(self.deadline(), deadline)
        with mock.patch.object(self.char2, "msg") as m2, self.dice():
            text = script.turn_timeout(now=deadline + 1)
        self.assertIn("Time is up (5 minutes): the rest of the turn of Char is passed.", text)
        self.assertIn("Time is up", m2.call_args[0][0], "the room is told")
        state = script.get_state()
        self.assertEqual(state.current_turn.members, (self.char2.dbref,))
        self.assertGreater(self.deadline(), deadline, "the next turn has its own clock")

    def test_a_reaction_due_is_settled_before_the_turn(self):
        script = self.begin()
        self.combat("/attack Char2=damage/ranged", faces=(5, 4, 2, 2))
        turn_due = self.deadline()
        self.assertEqual(script.turn_timeout(now=turn_due + 1), "", "a reaction is awaited")
        with self.dice(6, 5, 4):  # Char2's default dodge
            text = script.check_timers(now=turn_due + 1)
        self.assertIn("Char2 avoids the attack completely", text)
        self.assertEqual(script.get_state().current_turn.members, (self.char1.dbref,))
        with self.dice():
            text = script.check_timers(now=turn_due + 1)
        self.assertIn("the rest of the turn of Char is passed", text)

    def test_a_round_with_nobody_acting_makes_the_fight_wait(self):
        script = self.begin()
        now = self.deadline()
        for _ in range(3):  # Char, Char2, Goblin
            with self.dice():
                text = script.turn_timeout(now=now + 1)
            now = self.deadline()
        self.assertIn("the turn timer stops here", text)
        turn = script.get_state().current_turn.members
        self.assertEqual(script.turn_timeout(now=now + 10_000), "")
        self.assertEqual(script.get_state().current_turn.members, turn)
        self.assertIsNone(script._next_deadline())
        self.combat("/pass")  # Char acts in round 2: the clock starts again
        self.assertEqual(script.db.idle_turns, 0)
        with self.dice():
            text = script.turn_timeout(now=self.deadline() + 1)
        self.assertIn("the rest of the turn of Char2 is passed", text)

    def test_at_repeat_uses_the_clock(self):
        script = self.begin()
        with mock.patch.object(muse_combat.time, "time", return_value=self.deadline() + 1), \
                self.dice():
            script.at_repeat()
        self.assertIn("Time is up", script.log[-1])
        self.assertEqual(script.get_state().current_turn.members, (self.char2.dbref,))

    @override_settings(FOURFOLD_MUSE_TURN_TIMER=90)
    def test_the_setting_names_the_length(self):
        script = self.begin()
        self.assertAlmostEqual(self.deadline() - muse_combat.time.time(), 90, delta=5)
        with self.dice():
            text = script.turn_timeout(now=self.deadline() + 1)
        self.assertIn("Time is up (90 seconds)", text)

    def test_nothing_before_the_fight_begins(self):
        script = self.gather()
        self.assertIsNone(script.db.turn_deadline)
        self.assertEqual(script.check_timers(now=muse_combat.time.time() + 10_000), "")


class TestTurnTimerAfterRestart(MuseCombatTest):
    def test_a_turn_overdue_after_a_restart_is_passed(self):
        script = self.begin()
        sid, deadline = script.id, float(script.db.turn_deadline)
        flush_cache()
        again = ScriptDB.objects.get(id=sid)
        with mock.patch.object(muse_combat.time, "time", return_value=deadline + 600), \
                self.dice():
            again.at_server_start()
        self.assertIn("the rest of the turn of Char is passed", again.log[-1])
        self.assertEqual(again.get_state().current_turn.members, (self.char2.dbref,))

    def test_a_stopped_timer_is_re_armed_for_the_turn(self):
        script = self.begin()
        script.stop()
        self.assertFalse(script.is_active)
        with mock.patch.object(muse_combat.time, "time",
                               return_value=float(script.db.turn_deadline) - 30):
            script.at_server_start()
        self.assertTrue(script.is_active)
        self.assertEqual(script.interval, 31)
        self.assertEqual(script.get_state().current_turn.members, (self.char1.dbref,))
