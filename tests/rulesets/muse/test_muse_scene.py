"""+scene/start and +scene/end: the end of a scene lifts session-long
overexertion penalties and the once-per-scene heal of those in it, and
settles poison's drain on the maximum Life Points."""

import time

from rulesets.muse.commands.roll import CmdRoll
from rulesets.muse.commands.scene import CmdScene, current_scene, note_participant, scene_id
from rulesets.muse.commands.sheet import CmdSheet
from rules.muse.sheet import Penalty
from rules.muse.tribulations import impose

from .muse_helpers import MuseCommandTest


class TestScene(MuseCommandTest):
    def test_start_show_end(self):
        self.call(CmdScene(), "", "No scene is running here.")
        with self.dice():
            out = self.call(CmdScene(), "/start The bandit road",
                            {self.char1: "Char starts a scene 'The bandit road' here.",
                             self.char2: "Char starts a scene 'The bandit road' here."})
        scene = current_scene(self.room1)
        self.assertEqual(scene["organizer"], self.char1.dbref)
        self.assertEqual(sorted(scene["participants"]), sorted([self.char1.dbref, self.char2.dbref]))
        self.assertTrue(scene_id(self.room1))
        self.call(CmdScene(), "", "Scene 'The bandit road', organized by Char")
        self.refuse(CmdScene(), "/start Again", "A scene is already running here")
        # penalties: session-long ones go, timed ones stay; heal markers reset
        self.char2.muse.add_penalty(Penalty("Might", 1, None))
        self.char2.muse.add_penalty(Penalty("Sage", 1, time.time() + 86400))
        self.char2.muse.healed_scene = scene["id"]
        self.call(CmdScene(), "/end", "Char ends the scene. Overexertion penalties lifted for Char2.")
        self.assertIsNone(current_scene(self.room1))
        self.assertEqual([p.trait for p in self.char2.muse.penalties()], ["Sage"])
        self.assertIsNone(self.char2.muse.healed_scene)
        self.refuse(CmdScene(), "/end", "No scene is running here.")

    def test_rollers_join_and_leave_with_their_penalty_lifted(self):
        self.call(CmdScene(), "/start", "Char starts a scene here.")
        late = self.make_char("Latecomer", location=self.room2)
        late.move_to(self.room1, quiet=True)
        late.muse.set_rating("Might", 2)
        late.muse.add_penalty(Penalty("Might", 1, None))
        self.roll(CmdRoll(), "Might", [4], caller=late)
        self.assertIn(late.dbref, current_scene(self.room1)["participants"])
        late.move_to(self.room2, quiet=True)  # gone before the end, still in the scene
        self.call(CmdScene(), "/end", "Char ends the scene. Overexertion penalties lifted for Latecomer.")
        self.assertEqual(late.muse.penalties(), [])

    def test_organizer_or_staff_end_it(self):
        self.call(CmdScene(), "/start", "Char2 starts a scene here.", caller=self.char2)
        self.call(CmdScene(), "/end", "Char ends the scene.")  # staff
        self.call(CmdScene(), "/start", "Char starts a scene here.")
        self.refuse(CmdScene(), "/end", "Only Char, who organizes this scene, or staff can end it.",
                    caller=self.char2)
        self.assertIsNotNone(current_scene(self.room1))

    def test_bad_input(self):
        self.refuse(CmdScene(), "/pause", "Unknown switch /pause")
        self.refuse(CmdScene(), "/start " + "x" * 61, "Keep the title to 60 characters.")
        note_participant(self.room1, self.char1)  # no scene: nothing happens
        self.assertIsNone(current_scene(self.room1))


class TestPoisonBySession(MuseCommandTest):
    def end_scene(self, expected):
        self.call(CmdScene(), "/start", "Char starts a scene here.")
        return self.call(CmdScene(), "/end", expected)

    def test_each_poisoned_session_drains_the_maximum_until_cured(self):
        self.char2.muse.set_rating("Endurance", 4)  # maximum 14
        self.char2.muse.life_points = 14
        self.char2.muse.tribulations = impose({}, "Poisoned")
        out = self.end_scene("Char ends the scene.")
        self.assertIn("Poison saps Char2: maximum Life Points now 13.", out)
        self.assertEqual((self.char2.muse.max_life, self.char2.muse.life_points), (13, 13))
        out = self.end_scene("Char ends the scene.")
        self.assertIn("maximum Life Points now 12.", out)
        self.assertEqual(self.char2.muse.poison_drain, 2)
        sheet = self.call(CmdSheet(), "", caller=self.char2)
        self.assertIn("Life Points: 12/12  (poison has taken 2 off the maximum of 14)", sheet)
        # cured: the next scene's end gives the maximum back, not the Life Points
        self.char2.muse.tribulations = {}
        out = self.end_scene("Char ends the scene.")
        self.assertIn("Free of the poison, Char2 has maximum Life Points back at 14.", out)
        self.assertEqual((self.char2.muse.max_life, self.char2.muse.life_points), (14, 12))
        out = self.end_scene("Char ends the scene.")
        self.assertNotIn("oison", out)

    def test_not_in_the_scene_no_drain(self):
        self.char2.muse.tribulations = impose({}, "Poisoned")
        self.call(CmdScene(), "/start", "Char starts a scene here.")
        self.char2.move_to(self.room2, quiet=True)
        scene = current_scene(self.room1)
        scene["participants"] = [self.char1.dbref]
        self.room1.attributes.add("scene", scene, category="muse")
        self.call(CmdScene(), "/end", "Char ends the scene.")
        self.assertEqual(self.char2.muse.poison_drain, 0)

    def test_a_fighter_poisoned_mid_fight_has_the_fight_see_the_new_maximum(self):
        from rulesets.muse.commands.combat import CmdCombat
        from rulesets.muse.combat_script import combat_of

        self.char2.muse.tribulations = impose({}, "Poisoned")
        self.call(CmdScene(), "/start", "Char starts a scene here.")
        self.call(CmdCombat(), "/start", caller=self.char2)
        self.call(CmdScene(), "/end", "Char ends the scene.")
        script = combat_of(self.char2)
        self.assertIsNone(script.get_state(), "still gathering: nothing to sync")
        self.call(CmdCombat(), "/join", caller=self.char1)
        with self.dice(1, 1):
            self.call(CmdCombat(), "/newturn", caller=self.char2)
        self.call(CmdScene(), "/start", "Char starts a scene here.")
        self.call(CmdScene(), "/end", "Char ends the scene.")
        c = script.get_state().combatants[self.char2.dbref]
        self.assertEqual((c.max_life, c.life), (9, 9))
