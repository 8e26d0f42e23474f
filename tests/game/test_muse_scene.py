"""+scene/start and +scene/end: the end of a scene lifts session-long
overexertion penalties and the once-per-scene heal of those in it."""

import time

from commands.muse.roll import CmdRoll
from commands.muse.scene import CmdScene, current_scene, note_participant, scene_id
from rules.muse.sheet import Penalty

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
