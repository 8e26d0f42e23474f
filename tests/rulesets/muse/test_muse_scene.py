"""muse's rules that follow scenes (rulesets/muse/scene_rules.py, +rest in rulesets/muse/commands/scene.py): the end of a
scene that counts as a session (staff ran it, or two participants each
posed: docs/rulings.md, "Scenes") lifts session-long overexertion penalties
and the once-per-scene heal of those in it, settles poison's drain on the
maximum Life Points, and takes Tired off whoever rested through it (+rest).

They run on every ruleset's +scene (features/scenes/commands/scene.py);
/end works as /finish does; a scene by one player alone resets nothing."""

import time

from evennia.commands.default.general import CmdPose

from core.writes import group_commit
from features.scenes import log as scene_log
from features.scenes import store as scene_store
from features.scenes.commands.scene import CmdScene
from rules.muse.sheet import Penalty
from rules.muse.tribulations import TIRED, impose
from rulesets.muse.commands.roll import CmdRoll
from rulesets.muse.commands.scene import CmdRest
from rulesets.muse.commands.sheet import CmdSheet
from rulesets.muse.scene_rules import current_scene, note_participant
from tests.helpers.muse import MuseCommandTest


class SceneMuseTest(MuseCommandTest):
    def setUp(self):
        super().setUp()
        scene_log.forget()
        group_commit.forget()
        self.addCleanup(scene_log.forget)
        self.addCleanup(group_commit.forget)

    def state(self, *extra):
        from features.scenes.models import Participant, Scene, SceneEntry

        out = super().state(*extra)
        out["scenes"] = (list(Scene.objects.values()), list(SceneEntry.objects.values()),
                         sorted(Participant.objects.values_list("scene_id", "char_id")))
        return out

    def start(self, caller=None):
        self.call(CmdScene(), "/start", caller=caller or self.char1)
        return current_scene(self.room1)


class TestScene(SceneMuseTest):
    def test_a_staff_scene_lifts_penalties_and_moves_the_epoch(self):
        scene = self.start()  # Char is staff
        self.char2.muse.add_penalty(Penalty("Might", 1, None))
        self.char2.muse.add_penalty(Penalty("Sage", 1, time.time() + 86400))
        self.assertEqual(scene_store.epoch(self.char2), 0)
        out = self.call(CmdScene(), "/end", f"Char finishes scene {scene.id}.")
        self.assertIn("Overexertion penalties lifted for Char2.", out)
        self.assertIsNone(current_scene(self.room1))
        self.assertEqual([p.trait for p in self.char2.muse.penalties()], ["Sage"])
        self.assertEqual(scene_store.epoch(self.char2), 1)
        self.refuse(CmdScene(), "/end", "No scene is running here.")

    def test_one_player_opening_and_closing_a_scene_resets_nothing(self):
        self.char2.muse.add_penalty(Penalty("Might", 1, None))
        scene = self.start(caller=self.char2)
        self.call(CmdPose(), "stretches.", caller=self.char2)  # one poser is not enough
        out = self.call(CmdScene(), "/finish", f"Char2 finishes scene {scene.id}.", caller=self.char2)
        self.assertNotIn("lifted", out)
        self.assertEqual([p.trait for p in self.char2.muse.penalties()], ["Might"])
        self.assertEqual(scene_store.epoch(self.char2), 0)

    def test_two_players_who_each_posed_reset(self):
        self.char2.muse.add_penalty(Penalty("Might", 1, None))
        scene = self.start(caller=self.char2)
        self.call(CmdPose(), "stretches.", caller=self.char2)
        self.call(CmdPose(), "nods.", caller=self.char1)
        out = self.call(CmdScene(), "/finish", f"Char2 finishes scene {scene.id}.", caller=self.char2)
        self.assertIn("Overexertion penalties lifted for Char2.", out)
        self.assertEqual(self.char2.muse.penalties(), [])

    def test_rollers_join_and_keep_their_place_when_they_leave_the_room(self):
        self.start()
        late = self.make_char("Latecomer", location=self.room2)
        late.move_to(self.room1, quiet=True)
        late.muse.set_rating("Might", 2)
        late.muse.add_penalty(Penalty("Might", 1, None))
        self.roll(CmdRoll(), "Might", [4], caller=late)
        scene = current_scene(self.room1)
        self.assertTrue(scene.participants.filter(char_id=late.id).exists())
        late.move_to(self.room2, quiet=True)  # gone before the end, still in the scene
        out = self.call(CmdScene(), "/end", "Char finishes scene")
        self.assertIn("Overexertion penalties lifted for Latecomer.", out)
        self.assertEqual(late.muse.penalties(), [])

    def test_owner_or_staff_end_it(self):
        self.start(caller=self.char2)
        self.call(CmdScene(), "/end", "Char finishes scene")  # staff
        self.start()
        self.refuse(CmdScene(), "/end", "Only Char, who organizes this scene, or staff can finish it.",
                    caller=self.char2)
        self.assertIsNotNone(current_scene(self.room1))

    def test_no_scene_no_participant(self):
        note_participant(self.room1, self.char1)  # no scene: nothing happens
        self.assertIsNone(current_scene(self.room1))


class TestRestingOffTired(SceneMuseTest):
    def test_resting_through_a_scene_takes_tired_off(self):
        self.char2.muse.tribulations = impose({}, "Tired")
        self.refuse(CmdRest(), "", "Resting off Tired takes a whole scene", caller=self.char2)
        scene = self.start()
        self.call(CmdRest(), "", "You rest through this scene", caller=self.char2)
        self.refuse(CmdRest(), "", "You are already resting through this scene.", caller=self.char2)
        self.assertIn(TIRED, self.char2.muse.tribulations)  # not until the scene ends
        out = self.call(CmdScene(), "/finish", f"Char finishes scene {scene.id}.")
        self.assertIn("no longer Tired: Char2", out)
        self.assertNotIn(TIRED, self.char2.muse.tribulations)

    def test_not_tired_or_bad_input(self):
        self.start()
        self.refuse(CmdRest(), "", "You are not Tired", caller=self.char2)
        self.char2.muse.tribulations = impose({}, "Tired")
        self.refuse(CmdRest(), "now", "Nothing goes after +rest.", caller=self.char2)

    def test_a_scene_that_does_not_count_rests_nothing(self):
        self.char2.muse.tribulations = impose({}, "Tired")
        self.char1.move_to(self.room2, quiet=True)
        self.start(caller=self.char2)
        self.call(CmdRest(), "", "You rest", caller=self.char2)
        self.call(CmdScene(), "/finish", "Char2 finishes", caller=self.char2)
        self.assertIn(TIRED, self.char2.muse.tribulations)


class TestPoisonBySession(SceneMuseTest):
    def end_scene(self, expected):
        self.call(CmdScene(), "/start", "Char starts scene")
        return self.call(CmdScene(), "/end", expected)

    def test_each_poisoned_session_drains_the_maximum_until_cured(self):
        self.char2.muse.set_rating("Endurance", 4)  # maximum 14
        self.char2.muse.life_points = 14
        self.char2.muse.tribulations = impose({}, "Poisoned")
        out = self.end_scene("Char finishes scene")
        self.assertIn("Poison saps Char2: maximum Life Points now 13.", out)
        self.assertEqual((self.char2.muse.max_life, self.char2.muse.life_points), (13, 13))
        out = self.end_scene("Char finishes scene")
        self.assertIn("maximum Life Points now 12.", out)
        self.assertEqual(self.char2.muse.poison_drain, 2)
        sheet = self.call(CmdSheet(), "", caller=self.char2)
        self.assertIn("Life Points: 12/12  (poison has taken 2 off the maximum of 14)", sheet)
        # cured: the next scene's end gives the maximum back, not the Life Points
        self.char2.muse.tribulations = {}
        out = self.end_scene("Char finishes scene")
        self.assertIn("Free of the poison, Char2 has maximum Life Points back at 14.", out)
        self.assertEqual((self.char2.muse.max_life, self.char2.muse.life_points), (14, 12))
        out = self.end_scene("Char finishes scene")
        self.assertNotIn("oison", out)

    def test_not_in_the_scene_no_drain(self):
        self.char2.muse.tribulations = impose({}, "Poisoned")
        self.call(CmdScene(), "/start", "Char starts scene")
        self.call(CmdScene(), "/leave", "You leave", caller=self.char2)
        self.call(CmdScene(), "/end", "Char finishes scene")
        self.assertEqual(self.char2.muse.poison_drain, 0)

    def test_a_fighter_poisoned_mid_fight_has_the_fight_see_the_new_maximum(self):
        from rulesets.muse.combat_script import combat_of
        from rulesets.muse.commands.combat import CmdCombat

        self.char2.muse.tribulations = impose({}, "Poisoned")
        self.call(CmdScene(), "/start", "Char starts scene")
        self.call(CmdCombat(), "/start", caller=self.char2)
        self.call(CmdScene(), "/end", "Char finishes scene")
        script = combat_of(self.char2)
        self.assertIsNone(script.get_state(), "still gathering: nothing to sync")
        self.call(CmdCombat(), "/join", caller=self.char1)
        with self.dice(1, 1):
            self.call(CmdCombat(), "/newturn", caller=self.char2)
        self.call(CmdScene(), "/start", "Char starts scene")
        self.call(CmdScene(), "/end", "Char finishes scene")
        c = script.get_state().combatants[self.char2.dbref]
        self.assertEqual((c.max_life, c.life), (9, 9))
