"""The scene system's commands: start, join, pause, finish, the
log of poses and rolls, private rolls, OOC speech, rooms kept apart, undo,
the finished log's edit rules, paging, pose order and permissions."""

from datetime import timedelta
from unittest import mock

from django.test import override_settings

from features.scenes import log as scene_log
from features.scenes.commands.reading import CmdPot, CmdScenes
from features.scenes.commands.scene import CmdScene
from features.scenes.models import FINISHED, PAUSED, RUNNING, Participant, Scene, SceneEntry
from rulesets.fs3.commands.roll import CmdRoll
from tests.helpers.game import misses
from tests.helpers.scenes import SceneTest


class TestStartAndShow(SceneTest):
    def test_start_joins_everyone_here_and_shows(self):
        self.call(CmdScene(), "", "No scene is running here.")
        out = self.call(CmdScene(), "/start The bandit road",
                        {self.char1: "Char starts scene", self.char2: "Char starts scene"})
        self.assertIn("'The bandit road'", out[self.char1])
        scene = Scene.objects.get()
        self.assertEqual((scene.title, scene.owner_id, scene.state, scene.room_id),
                         ("The bandit road", self.char1.id, RUNNING, self.room1.id))
        self.assertEqual(sorted(scene.participants.values_list("char_id", flat=True)),
                         sorted([self.char1.id, self.char2.id]))
        self.assertEqual(scene_log.LOG.active, {self.room1.id: scene.id})
        out = self.call(CmdScene(), "", f"Scene {scene.id}")
        self.assertIn("Participants: Char, Char2", out)
        self.assertIn("running", out)
        out = self.call(CmdScenes(), "")
        self.assertIn("The bandit road", out)

    def test_bad_input(self):
        self.refuse(CmdScene(), "/start " + "x" * 61, "Keep the title to 60 characters.")
        self.refuse(CmdScene(), "/bogus", "Unknown switch /bogus.")
        self.refuse(CmdScene(), "/finish", "No scene is running here.")
        self.refuse(CmdScene(), "/undo", "No scene is running here")
        self.refuse(CmdScene(), "99999", "There is no scene 99999.")
        self.refuse(CmdScene(), "²", "There is no scene ².")
        self.refuse(CmdScenes(), "x", "Nothing goes after +scenes")
        scene = self.start()
        self.refuse(CmdScene(), "/start Again", f"Scene {scene.id} is already running here")
        self.refuse(CmdScene(), "/type nonsense", "Scene types: social, plot")
        self.refuse(CmdScene(), "/order maybe", "Say +scene/order on or +scene/order off.")
        self.refuse(CmdScene(), f"/log {scene.id} ²", "The page is a number from 1.")
        self.refuse(CmdScene(), f"/log {scene.id} 0", "The page is a number from 1.")
        self.refuse(CmdScene(), f"/log {scene.id} 2", f"Scene {scene.id}'s log has 1 page(s).")

    def test_a_title_cannot_draw_a_new_line(self):
        self.start("|/|r[RollLog]|n probeadmin approved alice")
        scene = Scene.objects.get()
        out = self.call(CmdScene(), "")
        self.assertEqual(len(out.splitlines()), 4, out)  # title, owner, participants, poses
        self.assertIn("||/||r[RollLog]", scene.title.replace("|", "||"))

    def test_owner_or_staff_run_it(self):
        scene = self.start(caller=self.char2)  # char2 is a plain player
        self.call(CmdScene(), "/type plot", "Scene", caller=self.char2)
        self.call(CmdScene(), "/title Night market", "Scene", caller=self.char2)
        self.call(CmdScene(), "/summary A quiet deal goes wrong.", "Scene", caller=self.char2)
        scene.refresh_from_db()
        self.assertEqual((scene.scene_type, scene.title, scene.summary),
                         ("plot", "Night market", "A quiet deal goes wrong."))
        self.call(CmdScene(), "/finish", f"Char finishes scene {scene.id}.")  # char1 is staff
        scene = self.start()  # owned by staff: a player cannot run it
        for switch in ("/pause", "/finish", "/title X", "/private", "/order on", "/type plot"):
            with self.subTest(switch=switch):
                self.refuse(CmdScene(), switch, "Only Char, who organizes this scene, or staff",
                            caller=self.char2)
        self.refuse(CmdScene(), f"/strike {scene.id}=1",
                    "Striking lines from a scene's log is for staff only.", caller=self.char2)

    def test_join_and_leave(self):
        scene = self.start()
        self.call(CmdScene(), "/leave", f"You leave scene {scene.id}", caller=self.char2)
        self.assertFalse(scene.participants.filter(char_id=self.char2.id).exists())
        self.refuse(CmdScene(), "/leave", f"You are not in scene {scene.id}.", caller=self.char2)
        self.call(CmdScene(), "/join", f"You join scene {scene.id}.", caller=self.char2)
        self.refuse(CmdScene(), "/join", f"You are already in scene {scene.id}.", caller=self.char2)


class TestLogging(SceneTest):
    def setUp(self):
        super().setUp()
        self.set_sheet(self.char1, Wit=3, Alertness=4)

    def test_poses_says_and_rolls_are_logged_in_order(self):
        scene = self.start()
        self.pose("draws her blade.")
        self.say("Stand aside.", caller=self.char2)
        with self.dice(8, 1, 7, 5, 3, 2, 1):
            self.call(CmdRoll(), "Alertness")
        self.pose("smiles.", caller=self.char2)
        log = self.log(scene)
        self.assertEqual([row[:2] for row in log], [("pose", "Char"), ("say", "Char2"),
                                                     ("roll", "Char"), ("pose", "Char2")])
        self.assertEqual(log[0][2], "Char draws her blade.")
        self.assertEqual(log[1][2], 'Char2 says, "Stand aside."')
        self.assertIn("Char rolls Alertness", log[2][2])
        self.assertEqual(list(scene.entries.values_list("seq", flat=True)), [1, 2, 3, 4])

    def test_a_private_roll_is_logged_for_staff_only(self):
        scene = self.start()
        with self.dice(*misses(7)):
            self.call(CmdRoll(), "/private Alertness")
        [entry] = scene.entries.all()
        self.assertTrue(entry.private)
        self.assertIn("Alertness", self.call(CmdScene(), f"/log {scene.id}"))  # staff
        out = self.call(CmdScene(), f"/log {scene.id}", caller=self.char2)
        self.assertIn("(nothing logged yet)", out)

    def test_ooc_and_moving_are_not_logged(self):
        scene = self.start()
        self.room1.msg_contents(("(OOC) Char: brb", {"type": "ooc"}), from_obj=self.char1)
        self.char2.move_to(self.room2)
        self.char2.move_to(self.room1)
        self.assertEqual(self.log(scene), [])
        self.room1.msg_contents("The lamps gutter.")  # the game's own line is kept
        self.assertEqual(self.log(scene), [("system", "", "The lamps gutter.")])

    def test_a_paused_scene_logs_nothing(self):
        scene = self.start()
        self.call(CmdScene(), "/pause", "Char pauses scene")
        self.assertEqual(Scene.objects.get().state, PAUSED)
        self.pose("waits.")
        self.assertEqual(self.log(scene), [])
        self.refuse(CmdScene(), "/pause", "The scene is already paused.")
        self.call(CmdScene(), "/resume", "Char resumes scene")
        self.pose("moves on.")
        self.assertEqual(self.log(scene), [("pose", "Char", "Char moves on.")])

    def test_rooms_do_not_mix(self):
        scene = self.start()
        other = self.make_char("Other", location=self.room2)
        self.call(CmdScene(), "/start Elsewhere", caller=other)
        second = Scene.objects.get(room_id=self.room2.id)
        self.pose("stays here.")
        self.pose("is over there.", caller=other)
        self.assertEqual(self.log(scene), [("pose", "Char", "Char stays here.")])
        self.assertEqual(self.log(second), [("pose", "Other", "Other is over there.")])

    def test_someone_who_poses_joins(self):
        scene = self.start()
        late = self.make_char("Late")
        late.account = self.account2
        self.pose("arrives late.", caller=late)
        self.assertTrue(scene.participants.filter(char_id=late.id).exists())

    def test_a_scene_running_again_after_a_restart_is_found(self):
        scene = self.start()
        scene_log.forget()  # the Server restarted: nothing in memory
        self.pose("carries on.")
        self.assertEqual(self.log(scene), [("pose", "Char", "Char carries on.")])


class TestUndoAndEditing(SceneTest):
    def test_undo_takes_back_your_last_pose_and_tells_the_room(self):
        scene = self.start()
        self.pose("first.")
        self.pose("second.")
        self.pose("theirs.", caller=self.char2)
        self.call(CmdScene(), "/undo", {self.char2: "Char takes their last pose out"})
        self.assertEqual([r[2] for r in self.log(scene)], ["Char first.", "Char2 theirs."])
        self.call(CmdScene(), "/undo", "Char2 takes", caller=self.char2)
        self.refuse(CmdScene(), "/undo", "You have no pose in this scene's log to take back.",
                    caller=self.char2)

    def test_a_finished_log_is_staffs_to_edit(self):
        scene = self.start(caller=self.char2)
        self.pose("speaks.", caller=self.char2)
        self.pose("answers.")
        self.call(CmdScene(), "/finish", "Char2 finishes", caller=self.char2)
        self.refuse(CmdScene(), "/undo", "No scene is running here; a finished log is staff's",
                    caller=self.char2)
        self.refuse(CmdScene(), f"/private {scene.id}", "A finished scene's sharing is changed by staff",
                    caller=self.char2)
        self.refuse(CmdScene(), f"/strike {scene.id}=1", "Striking lines", caller=self.char2)
        self.call(CmdScene(), f"/strike {scene.id}=1", f"Entry 1 of scene {scene.id} is struck")
        self.assertEqual(self.log(scene), [("pose", "Char", "Char answers.")])
        self.refuse(CmdScene(), f"/strike {scene.id}=9", f"Scene {scene.id} has no entry 9.")


class TestFinishAndPrivacy(SceneTest):
    def test_finish_shares_unless_private(self):
        scene = self.start()
        self.call(CmdScene(), "/finish", f"Char finishes scene {scene.id}. Its log is in the archive")
        scene.refresh_from_db()
        self.assertEqual((scene.state, scene.shared), (FINISHED, True))
        self.assertEqual(scene_log.LOG.active, {})
        self.pose("lingers.")
        self.assertEqual(self.log(scene), [])
        second = self.start()
        self.call(CmdScene(), "/private", f"Scene {second.id} is private")
        self.call(CmdScene(), "/finish", f"Char finishes scene {second.id}.")
        second.refresh_from_db()
        self.assertFalse(second.shared)

    def test_a_private_scene_is_for_its_participants_and_staff(self):
        outsider = self.make_char("Outsider", location=self.room2)
        scene = self.start()
        self.call(CmdScene(), "/private", "Scene")
        self.pose("whispers a plan.")
        self.refuse(CmdScene(), f"/log {scene.id}", f"Scene {scene.id} is private",
                    caller=outsider)
        self.refuse(CmdScene(), f"{scene.id}", f"Scene {scene.id} is private", caller=outsider)
        self.assertNotIn("Outsider", self.call(CmdScenes(), "", caller=outsider))
        self.assertIn("whispers a plan", self.call(CmdScene(), f"/log {scene.id}", caller=self.char2))

    def test_unshare_files_a_request_to_staff(self):
        from features.community.models import Request

        scene = self.start()
        self.call(CmdScene(), "/finish", "Char finishes")
        outsider = self.make_char("Outsider", location=self.room2)
        self.refuse(CmdScene(), f"/unshare {scene.id}", "Only those who took part", caller=outsider)
        self.assertFalse(Request.objects.exists())
        self.call(CmdScene(), f"/unshare {scene.id}", f"You asked staff to take scene {scene.id}",
                  caller=self.char2)
        request = Request.objects.get()
        self.assertEqual((request.requester_name, request.category), ("Char2", "scene"))
        self.assertIn(f"+scene/private {scene.id}", request.text)


class TestSceneFromEvent(SceneTest):
    def make_event(self, signups=()):
        import time

        from features.community import events

        event = events.add_event(self.char2, time.time() + 3600, "Harvest fair", "Bring a pie.")
        event["signups"] = [c.id for c in signups]
        events.update_event(event)
        return event

    def test_a_signed_up_player_starts_the_events_scene(self):
        event = self.make_event(signups=[self.char1])
        self.call(CmdScene(), f"/event {event['id']}", "Char starts scene")
        scene = Scene.objects.get()
        self.assertEqual((scene.title, scene.scene_type), ("Harvest fair", "event"))

    def test_the_creator_is_told_where_it_runs(self):
        event = self.make_event(signups=[self.char1])
        self.char2.location = self.room2
        self.char2.msg = mock.Mock()
        self.call(CmdScene(), f"/event {event['id']}", "Char starts scene")
        self.assertFalse(self.char2.msg.called)  # the creator is not among those signed up
        event["signups"].append(self.char2.id)
        from features.community import events

        events.update_event(event)
        self.call(CmdScene(), "/finish", "Char finishes")
        self.call(CmdScene(), f"/event {event['id']}", "Char starts scene")
        told = " ".join(str(c.args[0]) for c in self.char2.msg.call_args_list)
        self.assertIn("has started in Room", told)

    def test_refused_for_those_not_signed_up_and_for_bad_numbers(self):
        event = self.make_event()
        outsider = self.make_char("Outsider")
        self.refuse(CmdScene(), f"/event {event['id']}", "Sign up for event", caller=outsider)
        self.refuse(CmdScene(), "/event 999", "There is no event 999")
        for bad in ("²", "x", "-1", "9" * 40):
            self.refuse(CmdScene(), f"/event {bad}", f"'{bad[:20]}")
        self.assertFalse(Scene.objects.exists())


@override_settings(FOURFOLD_SCENE_LOG_PAGE=10)
class TestLogPages(SceneTest):
    def test_the_log_reads_in_pages(self):
        scene = self.start()
        for n in range(1, 26):
            self.pose(f"poses {n}.")
        out = self.call(CmdScene(), f"/log {scene.id}")
        self.assertIn("page 1 of 3", out)
        self.assertIn("Char poses 1.", out)
        self.assertNotIn("Char poses 11.", out)
        self.assertIn(f"More: +scene/log {scene.id} 2", out)
        out = self.call(CmdScene(), f"/log {scene.id} 3")
        self.assertIn("[25 ", out)
        self.assertIn("Char poses 25.", out)
        self.assertNotIn("More:", out)
        self.assertIn("page 1 of 3", self.call(CmdScene(), "/log"))  # the scene here


class TestLongLogInGame(SceneTest):
    def test_the_first_page_of_a_5000_pose_log_reads_a_page_at_a_time(self):
        from tests.helpers.paged_reads import reads_a_page_at_a_time

        scene = self.start()
        when = scene_log.now()
        SceneEntry.objects.bulk_create([
            SceneEntry(scene=scene, seq=n, kind="pose", author_id=self.char1.id, author_name="Char",
                       text=f"Char poses {n}.", created=when) for n in range(1, 5001)])
        self.call(CmdScene(), f"/log {scene.id}")  # the command's first run
        with reads_a_page_at_a_time(self):
            out = self.call(CmdScene(), f"/log {scene.id}")
        self.assertIn("page 1 of 250", out)
        self.assertIn("Char poses 20.", out)
        self.assertNotIn("Char poses 21.", out)


class TestPoseOrder(SceneTest):
    def test_pot_lists_longest_waiting_first_and_drops_the_idle(self):
        self.start()
        third = self.make_char("Third")
        third.account = self.account2
        self.call(CmdScene(), "/join", caller=third)
        self.pose("goes first.")
        self.pose("goes second.", caller=self.char2)
        base = scene_log.now()
        SceneEntry.objects.filter(author_id=self.char1.id).update(created=base - timedelta(minutes=10))
        SceneEntry.objects.filter(author_id=self.char2.id).update(created=base - timedelta(minutes=5))
        Participant.objects.filter(char_id=third.id).update(joined=base - timedelta(minutes=90))
        out = self.call(CmdPot(), "")
        lines = out.splitlines()
        self.assertIn("1. Char - 10m", lines[1])
        self.assertIn("2. Char2 - 5m", lines[2])
        self.assertNotIn("Third", out)  # joined 90 minutes ago and never posed
        with override_settings(FOURFOLD_SCENE_ORDER_DROP=6 * 3600):
            self.assertIn("1. Third - 1h30m", self.call(CmdPot(), "").splitlines()[1])
        self.refuse(CmdPot(), "x", "Nothing goes after +pot.")

    def test_order_on_names_who_is_next_after_each_pose(self):
        self.start()
        self.call(CmdScene(), "/order on", "Char turns the pose order on")
        self.pose("opens.")
        out = self.pose("answers.", caller=self.char2)
        self.assertIn("[Pose order] Char is next.", out)
        self.call(CmdScene(), "/order off", "Char turns the pose order off")
        out = self.pose("again.", caller=self.char2)
        self.assertNotIn("Pose order", out)

    def test_pot_needs_a_scene(self):
        self.refuse(CmdPot(), "", "No scene is running here.")
