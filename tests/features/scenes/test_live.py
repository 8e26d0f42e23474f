"""Following a running scene live (features/scenes/live/): who may watch,
what a watcher is sent after a line is stored (scene_entry, scene_state),
your_turn with the pose order on, room_scene on puppet and move, the
subscriptions ending with the session, and no per-watcher database work in
the pose fan-out."""

from django.db import connection
from django.test.utils import CaptureQueriesContext

from core.writes import group_commit
from features.scenes import store as scene_store
from features.scenes.commands.scene import CmdScene
from features.scenes.live import inputfuncs, push, watchers
from features.scenes.models import PAUSED
from tests.helpers.live import LiveTest


class TestWatch(LiveTest):
    def test_a_participant_watches_and_gets_the_state(self):
        scene = self.start("Night")
        web = self.web_session(self.account2)
        inputfuncs.scene_watch(web, scene=scene.id)
        [state] = self.sent(web, "scene_state")
        self.assertEqual((state["scene"], state["title"], state["status"]), (scene.id, "Night", "running"))
        self.assertEqual([(p["name"], p["you"]) for p in state["participants"]],
                         [("Char", False), ("Char2", True)])
        self.assertTrue(state["may_post"])
        self.assertFalse(state["may_finish"])  # Char organizes it; Char2's account is no staff
        self.assertEqual((state["order"], state["turn"], state["your_turn"]), (False, None, False))
        self.assertEqual(self.sent(web, "scene_error"), [])

    def test_the_organizer_may_finish_and_resume(self):
        scene = self.start("Night")
        scene_store.set_state(scene, PAUSED)
        web = self.web_session(self.account)
        inputfuncs.scene_watch(web, scene=str(scene.id))
        state = self.sent(web, "scene_state")[-1]
        self.assertEqual((state["may_start"], state["may_finish"], state["may_post"]), (True, True, False))

    def test_an_open_scene_is_for_any_signed_in_player_to_follow(self):
        scene = self.start("Night", caller=self.char1)
        scene_store.leave(scene, self.char2)
        web = self.web_session(self.account2)
        inputfuncs.scene_watch(web, scene=scene.id)
        [state] = self.sent(web, "scene_state")
        self.assertFalse(state["may_post"])
        self.assertFalse(any(p["you"] for p in state["participants"]))

    def test_refused_watches_leave_no_subscription(self):
        scene = self.start("Secret")
        scene_store.update(scene, private=True)
        scene_store.leave(scene, self.char2)
        self.char2.move_to(self.room2, quiet=True)
        elsewhere = self.start("Elsewhere", caller=self.char2)
        scene_store.finish(elsewhere)
        cases = [
            (self.web_session(None), scene.id, "Sign in"),                  # anonymous
            (self.web_session(self.account2), scene.id, "private"),         # another player
            (self.web_session(self.account2), 999999, "no such scene"),
            (self.web_session(self.account2), "x; drop", "no such scene"),
            (self.web_session(self.account2), {"a": 1}, "no such scene"),
            (self.web_session(self.account2), elsewhere.id, "finished"),
        ]
        for web, value, words in cases:
            with self.subTest(value=value, words=words):
                inputfuncs.scene_watch(web, scene=value)
                [error] = self.sent(web, "scene_error")
                self.assertIn(words, error["message"])
                self.assertEqual(self.sent(web, "scene_state"), [])
                self.assertEqual(watchers.scenes_of(web), set())

    def test_staff_may_follow_a_private_scene(self):
        scene = self.start("Secret", caller=self.char2)
        scene_store.update(scene, private=True)
        scene_store.leave(scene, self.char1)
        web = self.web_session(self.account)  # the test's superuser
        inputfuncs.scene_watch(web, scene=scene.id)
        self.assertEqual(len(self.sent(web, "scene_state")), 1)

    def test_unwatch_and_the_end_of_the_session_end_it(self):
        scene = self.start("Night")
        web, other = self.web_session(self.account2), self.web_session(self.account2)
        inputfuncs.scene_watch(web, scene=scene.id)
        inputfuncs.scene_watch(other, scene=scene.id)
        inputfuncs.scene_unwatch(web, scene=scene.id)
        self.assertEqual(watchers.scenes_of(web), set())
        other.at_disconnect("closed the tab")
        self.assertFalse(watchers.watched(scene.id))


class TestNews(LiveTest):
    def watch(self, scene, account=None):
        web = self.web_session(account or self.account2)
        inputfuncs.scene_watch(web, scene=scene.id)
        return web

    def test_a_pose_reaches_watchers_after_it_is_stored(self):
        scene = self.start("Night")
        web = self.watch(scene)
        self.clear_sent()
        with group_commit.batching():
            self.pose("draws <b>her</b> blade.")
            self.assertEqual(self.sent(web, "scene_entry"), [])  # not stored yet: nothing sent
            self.assertEqual(scene.entries.count(), 0)
            group_commit.flush()
        [entry] = self.sent(web, "scene_entry")
        self.assertEqual(scene.entries.count(), 1)
        self.assertEqual((entry["scene"], entry["seq"], entry["kind"], entry["author"]),
                         (scene.id, 1, "pose", "Char"))
        self.assertEqual(entry["text"], "Char draws <b>her</b> blade.")
        self.assertIn("&lt;b&gt;her&lt;/b&gt;", entry["html"])  # a player's text is never HTML
        self.assertNotIn("<b>", entry["html"])
        [state] = self.sent(web, "scene_state")
        self.assertEqual([p["name"] for p in state["participants"]], ["Char", "Char2"])

    def test_a_private_roll_reaches_staff_watchers_only(self):
        scene = self.start("Night")
        player, staff = self.watch(scene), self.watch(scene, self.account)
        self.clear_sent()
        from core.rolls.announce import announce_roll

        announce_roll(self.char1, "Char rolls in secret", private=True)
        self.assertEqual(self.sent(player, "scene_entry"), [])
        self.assertEqual([e["text"] for e in self.sent(staff, "scene_entry")], ["Char rolls in secret"])

    def test_a_pose_in_another_room_or_an_unwatched_scene_sends_nothing(self):
        scene = self.start("Night")
        web = self.watch(scene)
        self.char2.move_to(self.room2, quiet=True)
        self.start("Elsewhere", caller=self.char2)
        self.clear_sent()
        self.pose("waves from afar.", caller=self.char2)
        self.assertEqual(self.sent(web, "scene_entry"), [])

    def test_the_state_follows_joins_leaves_and_the_order(self):
        scene = self.start("Night")
        web = self.watch(scene)
        self.clear_sent()
        scene_store.leave(scene, self.char1)
        self.assertEqual([p["name"] for p in self.sent(web, "scene_state")[-1]["participants"]], ["Char2"])
        scene_store.join(scene, self.char1)
        self.call(CmdScene(), "/order on")
        state = self.sent(web, "scene_state")[-1]
        self.assertTrue(state["order"])
        self.assertEqual(state["turn"], "Char2")  # waited longest (Char rejoined just now)

    def test_your_turn_goes_to_the_next_in_the_pose_order(self):
        scene = self.start("Night")
        self.call(CmdScene(), "/order on")
        mine, theirs = self.web_session(self.account, self.char1), self.web_session(self.account2, self.char2)
        self.char1.sessions.add(mine)
        self.char2.sessions.add(theirs)
        inputfuncs.scene_watch(theirs, scene=scene.id)
        self.clear_sent()
        self.pose("draws her blade.")
        self.assertEqual(self.sent(theirs, "your_turn"), [{"scene": scene.id, "title": "Night"}])
        self.assertTrue(self.sent(theirs, "scene_state")[-1]["your_turn"])
        self.assertEqual(self.sent(mine, "your_turn"), [])
        self.clear_sent()
        self.pose("smiles.", caller=self.char2)
        self.assertEqual(self.sent(mine, "your_turn"), [{"scene": scene.id, "title": "Night"}])
        self.assertEqual(self.sent(theirs, "your_turn"), [])

    def test_watchers_cost_no_query_each(self):
        scene = self.start("Night")
        self.watch(scene)
        self.pose("warms up.")
        with CaptureQueriesContext(connection) as one:
            self.pose("poses once.")
        for _ in range(20):
            self.watch(scene)
        with CaptureQueriesContext(connection) as many:
            self.pose("poses again.")
        self.assertEqual(len(many), len(one), [q["sql"] for q in many.captured_queries])
        self.assertEqual(len(self.sent(self.sessions[-1], "scene_entry")), 1)


class TestRoomScene(LiveTest):
    def test_moving_and_puppeting_tell_the_web_sessions_the_rooms_scene(self):
        scene = self.start("Night")
        self.char2.move_to(self.room2, quiet=True)
        web, telnet = self.web_session(self.account2, self.char2), self.web_session(
            self.account2, self.char2, protocol="telnet")
        self.char2.sessions.add(web)
        self.char2.sessions.add(telnet)
        self.clear_sent()
        self.char2.move_to(self.room1, quiet=True)
        self.assertEqual(self.sent(web, "room_scene"),
                         [{"scene": scene.id, "room": self.room1.key, "ruleset": "fs3"}])
        self.assertEqual(self.sent(telnet, "room_scene"), [])
        self.char2.move_to(self.room2, quiet=True)
        self.assertEqual(self.sent(web, "room_scene")[-1]["scene"], None)
        self.clear_sent()
        push.at_post_puppet(self.char2)
        self.assertEqual(len(self.sent(web, "room_scene")), 1)

    def test_a_scene_starting_and_finishing_tells_those_in_the_room(self):
        web = self.web_session(self.account2, self.char2)
        self.char2.sessions.add(web)
        scene = self.start("Night")
        self.assertEqual(self.sent(web, "room_scene")[-1]["scene"], scene.id)
        scene_store.finish(scene)
        self.assertEqual(self.sent(web, "room_scene")[-1]["scene"], None)
