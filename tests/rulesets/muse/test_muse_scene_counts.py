"""What muse gives back once a scene comes back only after a scene that
counts (docs/rulings.md, "muse"): staff ran it, or at least two of its
participants each posed. A player who opens and closes scenes alone gets
nothing back: not the heal outside a fight (were it to follow the
scene's number, every new scene of one's own would give a new heal), not the
overexertion penalties, not poison's settling, not resting off Tired."""

from evennia.commands.default.general import CmdPose

from core.writes import group_commit
from features.scenes import log as scene_log
from features.scenes import store as scene_store
from features.scenes.commands.scene import CmdScene
from features.scenes.models import Scene
from rules.muse.sheet import Penalty
from rules.muse.tribulations import TIRED, impose
from rulesets.muse.commands.heal import CmdHeal
from rulesets.muse.commands.scene import CmdRest
from tests.helpers.muse import MuseCommandTest

REFUSED = "You have already healed this scene."


class CountsTest(MuseCommandTest):
    """Char is staff; Char2 and Mara are players."""

    def setUp(self):
        super().setUp()
        scene_log.forget()
        group_commit.forget()
        self.addCleanup(scene_log.forget)
        self.addCleanup(group_commit.forget)
        self.mara = self.make_char("Mara")
        self.char1.move_to(self.room2, quiet=True)  # the staff member is elsewhere
        self.set_traits(self.char2, Survival=2)

    def state(self, *extra):
        out = super().state(self.mara, *extra)
        out["scenes"] = list(Scene.objects.values())
        return out

    def start(self, title="", caller=None):
        self.call(CmdScene(), f"/start {title}".rstrip(), caller=caller or self.char2)
        return Scene.objects.order_by("-id").first()

    def finish(self, expected, caller=None):
        return self.call(CmdScene(), "/finish", expected, caller=caller or self.char2)

    def heal(self, caller=None):
        self.char2.muse.life_points = 5
        return self.roll(CmdHeal(), "me", [4, 2], caller=caller or self.char2)

    def pose(self, caller, text="looks around."):
        self.call(CmdPose(), text, caller=caller)


class TestTheHealComesBackOnlyAfterAScene(CountsTest):
    def test_the_exploit_a_scene_alone_then_another_gives_no_second_heal(self):
        self.start("first")
        self.assertIn("Char2 tends Char2: Life Points 5 -> 6", self.heal())
        out = self.call(CmdScene(), "/finish", "Char2 finishes scene", caller=self.char2)
        self.assertIn("This scene closes no session", out)
        self.start("second")
        text = self.refuse(CmdHeal(), "me", REFUSED, caller=self.char2)
        self.assertIn("comes back when a scene you are in ends that staff ran or where two "
                      "people each posed", text)
        self.assertFalse(Scene.objects.filter(counted=True).exists())

    def test_posing_alone_in_a_scene_of_ones_own_does_not_count_either(self):
        self.start()
        self.heal()
        self.pose(self.char2)
        self.pose(self.char2, "stretches.")
        self.call(CmdScene(), "/finish", "Char2 finishes scene", caller=self.char2)
        self.start()
        self.refuse(CmdHeal(), "me", REFUSED, caller=self.char2)

    def test_two_participants_who_each_posed_give_it_back(self):
        self.start()
        self.heal()
        self.pose(self.char2)
        self.pose(self.mara, "waves.")
        out = self.call(CmdScene(), "/finish", "Char2 finishes scene", caller=self.char2)
        self.assertIn("This scene closes a session for everyone in it", out)
        self.start()  # the next scene, even one alone, has its heal
        self.assertIn("Life Points 5 -> 6", self.heal())
        self.refuse(CmdHeal(), "me", REFUSED, caller=self.char2)

    def test_a_scene_staff_ran_gives_it_back(self):
        self.char1.move_to(self.room1, quiet=True)
        self.call(CmdScene(), "/start", "Char starts scene", caller=self.char1)
        self.heal()
        out = self.call(CmdScene(), "/finish", "Char finishes scene", caller=self.char1)
        self.assertIn("This scene closes a session for everyone in it", out)
        self.char1.move_to(self.room2, quiet=True)
        self.start()
        self.assertIn("Life Points 5 -> 6", self.heal())

    def test_staff_finishing_a_players_scene_does_not_make_it_count(self):
        self.start()
        self.heal()
        self.char1.move_to(self.room1, quiet=True)
        out = self.call(CmdScene(), "/finish", "Char finishes scene", caller=self.char1)
        self.assertIn("This scene closes no session", out)
        self.char1.move_to(self.room2, quiet=True)
        self.start()
        self.refuse(CmdHeal(), "me", REFUSED, caller=self.char2)

    def test_a_second_participant_who_never_posed_does_not_count(self):
        scene = self.start()
        self.call(CmdScene(), "/join", "You join scene", caller=self.mara)
        self.assertTrue(scene_store.is_participant(scene, self.mara))
        self.heal()
        self.pose(self.char2)
        self.finish("Char2 finishes scene")
        self.start()
        self.refuse(CmdHeal(), "me", REFUSED, caller=self.char2)

    def test_a_poser_who_left_the_scene_before_it_ended_does_not_count(self):
        self.start()
        self.heal()
        self.pose(self.char2)
        self.pose(self.mara, "waves.")
        self.call(CmdScene(), "/leave", "You leave scene", caller=self.mara)
        self.finish("Char2 finishes scene")
        self.start()
        self.refuse(CmdHeal(), "me", REFUSED, caller=self.char2)

    def test_outside_any_scene_there_is_no_heal(self):
        self.refuse(CmdHeal(), "me", "Healing outside a fight is once per scene: start one",
                    caller=self.char2)


class TestTheEpoch(CountsTest):
    def test_it_moves_for_each_participant_of_a_scene_that_counts(self):
        self.assertEqual((scene_store.epoch(self.char2), scene_store.epoch(self.mara)), (0, 0))
        self.start()
        self.finish("Char2 finishes scene")
        self.assertEqual(scene_store.epoch(self.char2), 0)
        self.start()
        self.pose(self.char2)
        self.pose(self.mara)
        self.finish("Char2 finishes scene")
        self.assertEqual((scene_store.epoch(self.char2), scene_store.epoch(self.mara)), (1, 1))
        self.assertEqual(scene_store.epoch(self.char1), 0, "not in it: nothing moves")

    def test_the_rule(self):
        self.assertTrue(scene_store.counts(True, [], []))
        self.assertTrue(scene_store.counts(False, [1, 2, 3], [2, 3]))
        self.assertFalse(scene_store.counts(False, [1, 2], [2]))
        self.assertFalse(scene_store.counts(False, [1], [1, 2]), "a poser who left is not counted")
        self.assertFalse(scene_store.counts(False, [], []))


class TestEveryOtherOnceAScene(CountsTest):
    """The session-long overexertion penalty, poison's settling and resting
    off Tired follow the same scenes."""

    def setUp(self):
        super().setUp()
        self.char2.muse.set_rating("Endurance", 4)  # maximum 14
        self.char2.muse.life_points = 14
        self.char2.muse.add_penalty(Penalty("Might", 1, None))

    def rest_and_finish(self, *posers, joined=()):
        self.char2.muse.tribulations = impose(impose({}, "Tired"), "Poisoned")
        self.start()
        for char in joined:
            self.call(CmdScene(), "/join", "You join scene", caller=char)
        self.call(CmdRest(), "", "You rest through this scene", caller=self.char2)
        for char in posers:
            self.pose(char)
        return self.call(CmdScene(), "/finish", "Char2 finishes scene", caller=self.char2)

    def assert_nothing_reset(self, out):
        self.assertEqual([p.trait for p in self.char2.muse.penalties()], ["Might"])
        self.assertIn(TIRED, self.char2.muse.tribulations)
        self.assertEqual(self.char2.muse.poison_drain, 0)
        self.assertNotIn("lifted", out)
        self.assertNotIn("oison", out)

    def test_alone_nothing_resets(self):
        self.assert_nothing_reset(self.rest_and_finish(self.char2))

    def test_a_second_participant_who_never_posed_resets_nothing(self):
        self.assert_nothing_reset(self.rest_and_finish(self.char2, joined=[self.mara]))

    def test_two_who_each_posed_reset_everything(self):
        out = self.rest_and_finish(self.char2, self.mara)
        self.assertIn("Overexertion penalties lifted for Char2.", out)
        self.assertIn("Poison saps Char2", out)
        self.assertIn("no longer Tired: Char2", out)
        self.assertEqual(self.char2.muse.penalties(), [])
        self.assertEqual(self.char2.muse.poison_drain, 1)
        self.assertNotIn(TIRED, self.char2.muse.tribulations)
