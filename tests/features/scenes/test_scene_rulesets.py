"""A scene logs every ruleset's rolls and an fs3 combat turn, in order, among
the poses, as the room saw them."""

from features.scenes.commands.scene import CmdScene
from features.scenes.models import Scene
from rulesets.fs3.commands.roll import CmdRoll as Fs3Roll
from rulesets.muse.commands.roll import CmdRoll as MuseRoll
from rulesets.mw.commands.roll import CmdRoll as MwRoll
from rulesets.pbta.commands.moves import CmdMove
from rulesets.registry import set_room_ruleset
from tests.helpers.fs3_combat import CombatTest
from tests.helpers.game import misses
from tests.helpers.mw import MwCommandTest
from tests.helpers.pbta import PbtaCommandTest
from tests.helpers.scenes import SceneTest


class TestEveryRulesetIsLogged(SceneTest, PbtaCommandTest, MwCommandTest):
    def use(self, ruleset):
        set_room_ruleset(self.room1, ruleset)
        for char in (self.char1, self.char2):
            char.sync_ruleset()

    def test_rolls_of_all_four_rulesets_between_poses(self):
        self.set_sheet(self.char1, Wit=3, Alertness=4)
        self.char1.muse.set_rating("Might", 4)
        self.set_pbta(self.char1, Agile=1)
        self.brontessa()
        scene = self.start("Four tables")
        self.pose("rolls up her sleeves.")
        with self.dice(*misses(7)):
            self.call(Fs3Roll(), "Alertness")
        self.use("muse")
        with self.dice(6, 2, 4, 1):
            self.call(MuseRoll(), "Might")
        self.pose("grins.", caller=self.char2)
        self.use("pbta")
        with self.dice(3, 4):
            self.call(CmdMove(), "sneak")
        self.use("mw")
        with self.dice(6, 3):
            self.call(MwRoll(), "Might,Leverage:perfect vs 8")
        self.say("Done.")
        log = self.log(scene)
        self.assertEqual(self.kinds(scene), ["pose", "roll", "roll", "pose", "roll", "roll", "say"])
        self.assertIn("Alertness", log[1][2])
        self.assertIn("Char rolls Might", log[2][2])
        self.assertIn("Char rolls Sneak", log[4][2])
        self.assertIn("Might", log[5][2])
        self.assertEqual({row[1] for row in log if row[0] == "roll"}, {"Char"})
        # what the other player saw of each roll is what the log holds
        for row in log:
            self.assertNotIn("(private)", row[2])


class TestCombatTurnIsLogged(CombatTest):
    def setUp(self):
        super().setUp()
        from core.writes import group_commit
        from features.scenes import log as scene_log

        scene_log.forget()
        group_commit.forget()
        self.addCleanup(scene_log.forget)
        self.addCleanup(group_commit.forget)

    def test_an_fs3_turn_report_is_logged_after_the_pose_before_it(self):
        from evennia.commands.default.general import CmdPose

        self.call(CmdScene(), "/start Skirmish")
        scene = Scene.objects.get()
        self.start_fight()
        self.call(CmdPose(), "raises her fists.")
        self.combat("/attack Goon1")
        out = self.combat("/newturn")
        self.assertIn("Combat turn 1", out)
        rows = list(scene.entries.order_by("seq").values_list("kind", "text"))
        kinds = [k for k, _t in rows]
        self.assertIn("combat", kinds)
        pose_at = kinds.index("pose")
        turn_at = next(i for i, (k, t) in enumerate(rows) if k == "combat" and "Combat turn 1" in t)
        self.assertLess(pose_at, turn_at)
        self.assertIn("Char attacks Goon1 with Brawling", rows[turn_at][1])
