"""Scene tools in the game: the repose on joining and on coming
back into play, /replace and /typo of your own last pose (the earlier text
kept for staff, the pose marked edited), invitations to private scenes and
content warnings."""

from unittest import mock

from django.test import override_settings

from core import features
from features.scenes import hooks
from features.scenes.commands.reading import CmdScenes
from features.scenes.commands.scene import CmdScene
from features.scenes.models import SceneEdit, SceneEntry, SceneInvite
from tests.helpers.scenes import SceneTest


class TestRepose(SceneTest):
    def test_joining_shows_the_last_entries(self):
        scene = self.start(caller=self.char2)
        for n in range(1, 13):
            self.pose(f"poses {n}.", caller=self.char2)
        self.call(CmdScene(), "/leave", "You leave", caller=self.char1)
        out = self.call(CmdScene(), "/join", f"You join scene {scene.id}.")
        self.assertIn(f"Repose, scene {scene.id}", out)
        self.assertIn("the last 10 of its log", out)
        self.assertNotIn("Char2 poses 2.", out)
        self.assertIn("[3 ", out)  # numbered as +scene/log numbers them
        self.assertIn("Char2 poses 3.", out)
        self.assertIn("Char2 poses 12.", out)
        self.assertLess(out.index("poses 3."), out.index("poses 12."))

    @override_settings(FOURFOLD_SCENE_REPOSE=2)
    def test_the_count_is_a_setting_and_private_rolls_stay_staffs(self):
        scene = self.start()
        self.pose("one.")
        self.pose("two.")
        SceneEntry.objects.create(scene=scene, seq=3, kind="roll", author_id=self.char1.id,
                                  author_name="Char", text="Char rolls in secret", private=True,
                                  created=scene.started)
        self.call(CmdScene(), "/leave", "You leave", caller=self.char2)
        out = self.call(CmdScene(), "/join", "You join", caller=self.char2)
        self.assertIn("Char one.", out)
        self.assertIn("Char two.", out)
        self.assertNotIn("secret", out)

    def test_an_empty_log_says_so(self):
        self.start()
        self.call(CmdScene(), "/leave", "You leave", caller=self.char2)
        self.assertIn("nothing logged yet", self.call(CmdScene(), "/join", "You join",
                                                      caller=self.char2))

    def test_coming_back_into_play_in_a_scene_shows_the_repose(self):
        self.assertIn(hooks.repose_on_puppet, features.hook("at_post_puppet").funcs)
        scene = self.start()
        self.pose("keeps watch.")
        self.char2.msg = mock.Mock()
        hooks.repose_on_puppet(self.char2)
        told = self.char2.msg.call_args.args[0]
        self.assertIn(f"Repose, scene {scene.id}", told)
        self.assertIn("Char keeps watch.", told)

    def test_the_repose_at_login_wraps_a_roll_as_it_was_shown_live(self):
        # (a roll replayed at login is wrapped to the screen as it was live,
        # not run to 114 columns)
        from core.text import screen
        from core.text.plain import plain

        scene = self.start()
        roll = ("Char rolls Alertness (Alertness 4 + Wit 3 + modifier 10 = 17 dice): [8] [8] [7] "
                "6 6 5 5 4 4 3 3 2 2 1 1 1 1 -> 3 hits, Good Success")
        SceneEntry.objects.create(scene=scene, seq=1, kind="roll", author_id=self.char1.id,
                                  author_name="Char", text=roll, created=scene.started)
        self.session.protocol_flags["SCREENWIDTH"] = {0: 80}
        live = screen.fit(roll, screen.of_session(self.session)[0])
        self.char1.msg = mock.Mock()
        hooks.repose_on_puppet(self.char1)
        [call] = self.char1.msg.call_args_list
        told = call.args[0]
        self.assertIn("<roll>", told)
        too_wide = [line for line in plain(told).split("\n") if len(line) > 78]
        self.assertEqual(too_wide, [])
        self.assertGreater(len(live.split("\n")), 1)  # (live, the roll is wrapped too)
        self.assertIn(" ".join(roll.split()), " ".join(told.split()))  # broken at spaces only
        self.assertIs(call.kwargs["session"], self.session)

    def test_no_repose_out_of_a_scene_or_for_someone_not_in_it(self):
        self.char2.msg = mock.Mock()
        hooks.repose_on_puppet(self.char2)  # no scene here
        self.assertFalse(self.char2.msg.called)
        self.start()
        self.call(CmdScene(), "/leave", "You leave", caller=self.char2)
        self.char2.msg = mock.Mock()
        hooks.repose_on_puppet(self.char2)  # a scene, but not theirs
        self.assertFalse(self.char2.msg.called)

    def test_a_failing_repose_never_stops_a_login(self):
        self.start()
        with mock.patch("features.scenes.tools.repose", side_effect=RuntimeError("boom")), \
                mock.patch("evennia.utils.logger.log_trace") as trace:
            hooks.repose_on_puppet(self.char2)
        self.assertTrue(trace.called)


class TestEditingYourLastPose(SceneTest):
    def test_typo_fixes_the_log_keeps_the_old_text_and_tells_the_room(self):
        scene = self.start()
        self.pose("draws her blaed.")
        self.pose("watches.", caller=self.char2)
        out = self.call(CmdScene(), "/typo draws her blade.",
                        {self.char1: "Your last pose now reads: Char draws her blade.",
                         self.char2: "Char fixes a typo in their last pose"})
        self.assertNotIn("Char draws her blade.", out[self.char2])  # /typo does not re-pose
        entry = scene.entries.get(seq=1)
        self.assertEqual(entry.text, "Char draws her blade.")
        self.assertIsNotNone(entry.edited_at)
        [edit] = SceneEdit.objects.all()
        self.assertEqual((edit.entry_id, edit.old_text, edit.how, edit.editor_id),
                         (entry.id, "Char draws her blaed.", "typo", self.char1.id))
        self.assertEqual(scene.entries.get(seq=2).text, "Char2 watches.")  # theirs untouched
        self.assertEqual(scene.entries.count(), 2)  # the notice is not logged
        # everyone reads it marked edited; staff also read the earlier text
        player_log = self.call(CmdScene(), f"/log {scene.id}", caller=self.char2)
        self.assertIn("Char draws her blade. (edited)", player_log)
        self.assertNotIn("blaed", player_log)
        staff_log = self.call(CmdScene(), f"/log {scene.id}")
        self.assertIn("(earlier text, until", staff_log)
        self.assertIn("Char draws her blaed.", staff_log)

    def test_replace_shows_the_room_the_new_pose(self):
        scene = self.start()
        self.pose("steps forward.")
        seen = "[Char replaces their last pose:] Char steps back into the shadows."
        out = self.call(CmdScene(), "/replace steps back into the shadows.",
                        {self.char1: seen, self.char2: seen})
        self.assertIn("steps back", out[self.char2])
        self.assertEqual(scene.entries.get().text, "Char steps back into the shadows.")
        self.assertEqual(SceneEdit.objects.get().how, "replace")
        # a second edit keeps both earlier texts, oldest first
        self.call(CmdScene(), "/typo 's gone.", "Your last pose now reads: Char's gone.")
        self.assertEqual(list(SceneEdit.objects.order_by("id").values_list("old_text", flat=True)),
                         ["Char steps forward.", "Char steps back into the shadows."])

    def test_a_say_stays_a_say_and_an_emit_an_emit(self):
        from features.community.commands.emit import CmdEmit

        scene = self.start()
        self.say("Stnad aside.")
        self.call(CmdScene(), "/typo Stand aside.", 'Your last pose now reads: Char says, "Stand aside."')
        self.call(CmdEmit(), "The lamsp gutter.", caller=self.char2)
        self.call(CmdScene(), "/typo The lamps gutter.", "Your last pose now reads: The lamps gutter.",
                  caller=self.char2)
        self.assertEqual([e.text for e in scene.entries.order_by("seq")],
                         ['Char says, "Stand aside."', "The lamps gutter."])

    def test_bad_input_changes_nothing(self):
        self.refuse(CmdScene(), "/typo x", "No scene is running here")
        scene = self.start()
        self.refuse(CmdScene(), "/typo x", "You have no pose in this scene's log to change.")
        self.pose("waits.")
        self.refuse(CmdScene(), "/typo", "Give the new text: +scene/typo <text>.")
        self.refuse(CmdScene(), "/replace   ", "Give the new text: +scene/replace <text>.")
        self.refuse(CmdScene(), "/typo waits.", "Your last pose says that already.")
        # someone else's pose is never theirs to change
        self.refuse(CmdScene(), "/typo waits.", "You have no pose in this scene's log to change.",
                    caller=self.char2)
        self.call(CmdScene(), "/pause", "Char pauses")
        self.refuse(CmdScene(), "/typo sleeps.", f"Scene {scene.id} is paused")
        self.call(CmdScene(), "/resume", "Char resumes")
        self.call(CmdScene(), "/finish", "Char finishes")
        self.refuse(CmdScene(), "/replace sleeps.", "No scene is running here; a finished log")
        self.assertEqual(scene.entries.get().text, "Char waits.")


class TestInvitations(SceneTest):
    def setUp(self):
        super().setUp()
        self.guest = self.make_char("Guest", location=self.room2)
        self.guest.account = self.account2

    def private_scene(self):
        scene = self.start(caller=self.char2)
        self.call(CmdScene(), "/private", "Scene", caller=self.char2)
        self.pose("lays out the plan.", caller=self.char2)
        return scene

    def test_a_private_scene_takes_only_those_invited(self):
        scene = self.private_scene()
        self.refuse(CmdScene(), f"/join {scene.id}", f"Scene {scene.id} is private", caller=self.guest)
        self.guest.move_to(self.room1, quiet=True)
        self.refuse(CmdScene(), "/join", f"Scene {scene.id} is private", caller=self.guest)
        self.guest.move_to(self.room2, quiet=True)
        self.call(CmdScene(), "/invite Guest",
                  {self.char2: f"You invite Guest to scene {scene.id}",
                   self.guest: f"Char2 invites you to scene {scene.id} in Room. To join it: "
                               f"+scene/join {scene.id}"}, caller=self.char2)
        self.assertFalse(scene.participants.filter(char_id=self.guest.id).exists())  # consent
        out = self.call(CmdScene(), f"/join {scene.id}", f"You join scene {scene.id}.",
                        caller=self.guest)
        self.assertIn("Char2 lays out the plan.", out)  # the repose
        self.assertTrue(scene.participants.filter(char_id=self.guest.id).exists())

    def test_posing_in_a_private_scene_does_not_join_the_uninvited(self):
        scene = self.private_scene()
        self.guest.move_to(self.room1, quiet=True)
        self.pose("barges in.", caller=self.guest)
        self.assertIn("Guest barges in.", [e.text for e in scene.entries.all()])  # the room saw it
        self.assertFalse(scene.participants.filter(char_id=self.guest.id).exists())
        self.call(CmdScene(), "/invite Guest", "You invite Guest", caller=self.char2)
        self.pose("sits down.", caller=self.guest)
        self.assertTrue(scene.participants.filter(char_id=self.guest.id).exists())
        # an open scene takes whoever poses in it, as before
        late = self.make_char("Late")
        late.account = self.account2
        self.call(CmdScene(), "/open", "Scene", caller=self.char2)
        self.pose("arrives.", caller=late)
        self.assertTrue(scene.participants.filter(char_id=late.id).exists())

    def test_staff_join_any_scene_and_an_open_one_takes_anyone(self):
        scene = self.private_scene()
        self.call(CmdScene(), "/leave", "You leave", caller=self.char1)
        self.call(CmdScene(), f"/join {scene.id}", "You join", caller=self.char1)  # staff
        self.call(CmdScene(), "/open", "Scene", caller=self.char2)
        self.call(CmdScene(), f"/join {scene.id}", "You join", caller=self.guest)

    def test_uninvite_takes_it_back(self):
        scene = self.private_scene()
        self.call(CmdScene(), f"/invite {scene.id}=Guest", "You invite Guest", caller=self.char2)
        self.call(CmdScene(), f"/uninvite {scene.id}=Guest",
                  {self.char2: "Guest is no longer invited", self.guest: "Your invitation"},
                  caller=self.char2)
        self.assertFalse(SceneInvite.objects.exists())
        self.refuse(CmdScene(), f"/join {scene.id}", f"Scene {scene.id} is private", caller=self.guest)

    def test_who_may_invite_and_bad_input(self):
        scene = self.private_scene()
        self.refuse(CmdScene(), f"/invite {scene.id}=Char", "Only those in scene", caller=self.guest)
        self.refuse(CmdScene(), "/invite", "Name who to invite")
        self.refuse(CmdScene(), "/invite Nobodyhere", "There is no character called")
        self.refuse(CmdScene(), "/invite Char2", f"Char2 is in scene {scene.id} already.")
        self.refuse(CmdScene(), "/invite 99999=Guest", "There is no scene 99999.")
        self.refuse(CmdScene(), "/uninvite Guest", f"Guest is not invited to scene {scene.id}.")
        self.make_char("Statue")
        self.refuse(CmdScene(), "/invite Statue", "Statue is not a player's character")
        self.call(CmdScene(), "/invite Guest", "You invite Guest")
        self.refuse(CmdScene(), "/invite Guest", f"Guest is invited to scene {scene.id} already.")
        # only the inviter, the organizer or staff take it back
        third = self.make_char("Third")
        third.account = self.account2
        scene.participants.create(char_id=third.id, name="Third", joined=scene.started)
        self.refuse(CmdScene(), "/uninvite Guest", "Only Char, who invited them, Char2, who organizes",
                    caller=third)
        self.call(CmdScene(), "/finish", "Char2 finishes", caller=self.char2)
        self.refuse(CmdScene(), f"/invite {scene.id}=Guest", f"Scene {scene.id} is finished.")


class TestContentWarnings(SceneTest):
    def test_set_shown_everywhere_and_cleared(self):
        scene = self.start(caller=self.char2)
        self.call(CmdScene(), "/warn violence, blood",
                  {self.char2: f"Char2 sets scene {scene.id}'s content warning: violence, blood",
                   self.char1: "Char2 sets"}, caller=self.char2)
        scene.refresh_from_db()
        self.assertEqual(scene.warning, "violence, blood")
        self.assertIn("Content warning: violence, blood", self.call(CmdScene(), ""))
        self.assertIn(f"CW {scene.id}: violence, blood", self.call(CmdScenes(), ""))
        self.call(CmdScene(), "/leave", "You leave")
        self.assertIn("Content warning: violence, blood", self.call(CmdScene(), "/join", "You join"))
        self.call(CmdScene(), "/unwarn", "Char2 clears", caller=self.char2)
        self.assertNotIn("CW", self.call(CmdScenes(), ""))

    def test_the_owner_or_staff_only_and_bad_input(self):
        scene = self.start()
        self.refuse(CmdScene(), "/warn gore", "Only Char, who organizes this scene, or staff",
                    caller=self.char2)
        self.refuse(CmdScene(), "/warn", "Give a content warning of 1 to 200 characters.")
        self.refuse(CmdScene(), "/warn " + "x" * 201, "Give a content warning of 1 to 200")
        self.refuse(CmdScene(), "/unwarn", f"Scene {scene.id} has no content warning.")
        self.call(CmdScene(), "/warn |/|rfake line", "Char sets")
        scene.refresh_from_db()
        self.assertNotIn("\n", self.call(CmdScene(), "").split("Content warning:")[1].strip())
        self.refuse(CmdScene(), "/unwarn", "Only Char", caller=self.char2)
        self.refuse(CmdScene(), "/unwarn now", "Nothing goes after +scene/unwarn.")
