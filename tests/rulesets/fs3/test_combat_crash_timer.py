"""After a crash (the Server killed, not reloaded) an fs3 fight's turn timer
runs again: Evennia resumes only Scripts that a clean shutdown paused, so
FS3CombatScript.at_server_start re-arms a timer it finds stopped, and the
Script stays marked active (fs3_combats() and +damage's organizer check
skip inactive fights). tests/e2e/test_crash_recovery.py does it for real."""

from evennia.scripts.models import ScriptDB

from rulesets.fs3.combat_script import FS3CombatScript
from rulesets.fs3.commands.damage import fs3_combats
from tests.helpers.trust import TrustTest


class TestTimerAfterCrash(TrustTest):
    def test_a_crash_restart_rearms_the_turn_timer(self):
        script = FS3CombatScript.begin(self.room1, self.char1)
        self.assertTrue(script.is_active)
        self.assertTrue(script.ndb._task and script.ndb._task.running)
        # what a SIGKILL leaves: the database says active, no timer runs
        script.ndb._task.stop()
        script.ndb._task = None
        self.assertIsNone(script.time_until_next_repeat())
        ScriptDB.objects.update_scripts_after_server_start()
        self.assertTrue(script.ndb._task and script.ndb._task.running)
        self.assertIsNotNone(script.time_until_next_repeat())
        self.assertTrue(script.is_active)
        self.assertEqual(fs3_combats(self.room1), [script])
        script.delete()

    def test_a_reloaded_fight_keeps_its_timer(self):
        script = FS3CombatScript.begin(self.room1, self.char1)
        task = script.ndb._task
        script.at_server_start()  # a running timer is left alone
        self.assertIs(script.ndb._task, task)
        script.delete()


from tests.helpers.muse_combat import MuseCombatTest  # noqa: E402


class TestMuseReactionTimerAfterCrash(MuseCombatTest):
    def test_a_crash_restart_rearms_the_reaction_timer(self):
        script = self.begin()
        self.combat("/attack Char2=damage/ranged", faces=(5, 4, 2, 2))
        self.assertIsNotNone(script.pending)
        # what a SIGKILL leaves: marked active, no timer running
        script.ndb._task.stop()
        script.ndb._task = None
        self.assertTrue(script.is_active)
        ScriptDB.objects.update_scripts_after_server_start()
        self.assertTrue(script.ndb._task and script.ndb._task.running)
        self.assertLessEqual(script.time_until_next_repeat(), 61)
        self.assertIsNotNone(script.pending)
