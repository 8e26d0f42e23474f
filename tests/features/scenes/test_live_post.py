"""Posting into a running scene from its web page (``scene_post``,
features/scenes/live/post.py): every kind goes through the commands' own
path into the scene's room, wherever the poster stands (docs/rulings.md, "Scenes"),
and is logged as a pose made there; every refusal is a ``scene_error``
with nothing stored and nothing heard."""

from unittest import mock

from django.test import override_settings

from core.text.player import for_receiver, set_nospoof
from features.scenes import store as scene_store
from features.scenes.live import inputfuncs
from features.scenes.models import PAUSED
from rulesets import registry
from tests.helpers.live import LiveTest


class PostTest(LiveTest):
    def setUp(self):
        super().setUp()
        self.scene = self.start("Night")       # Char and Char2 are in it, in Room
        self.char1.move_to(self.room2, quiet=True)  # Char posts from elsewhere
        self.web = self.web_session(self.account, self.char1)
        self.heard = self._start(mock.patch.object(self.char2, "msg"))
        self.clear_sent()

    def post(self, kind, text, session=None, scene=None):
        inputfuncs.scene_post(session or self.web, scene=scene or self.scene.id, kind=kind, text=text)

    def heard_texts(self):
        out = []
        for call in self.heard.call_args_list:
            text = call.kwargs.get("text", call.args[0] if call.args else None)
            out.append(text[0] if isinstance(text, tuple) else text)
        return out


class TestPosting(PostTest):
    def test_a_pose_from_elsewhere_is_seen_and_logged_in_the_scenes_room(self):
        self.post("pose", "waves from the road.")
        self.assertEqual(self.heard_texts(), ["Char waves from the road."])
        self.assertEqual(self.log(self.scene), [("pose", "Char", "Char waves from the road.")])
        self.assertEqual(self.char1.location, self.room2)  # it never moved
        self.assertEqual(self.sent(self.web, "scene_error"), [])

    def test_a_pose_over_several_lines_and_with_an_apostrophe(self):
        self.post("pose", "'s lantern flickers.\nShe waits.")
        self.assertEqual(self.log(self.scene)[0][2], "Char's lantern flickers.|/She waits.")

    def test_nospoof_shows_the_author_of_an_emit_posted_from_the_page(self):
        set_nospoof(self.char2, True)
        self.post("emit", "The wind rises.")
        self.assertEqual(self.log(self.scene), [("emit", "Char", "The wind rises.")])
        # the room's message names its author, so Char2's msg (Character.msg) adds it
        [call] = self.heard.call_args_list
        self.assertIs(call.kwargs["from_obj"], self.char1)
        shown = for_receiver(self.char2, call.kwargs["text"], self.char1)
        self.assertTrue(shown[0].startswith("[Char] "), shown)

    def test_a_say_is_one_line(self):
        self.post("say", "Hold\nthe gate |/ now.")
        [entry] = self.log(self.scene)
        self.assertEqual(entry[:2], ("say", "Char"))
        self.assertEqual(entry[2], 'Char says, "Hold the gate ||/ now."')
        self.assertEqual(self.char1.location, self.room2)

    def test_ooc_is_heard_and_never_logged(self):
        self.post("ooc", "brb, phone")
        self.assertEqual(self.log(self.scene), [])
        self.assertIn("Char says", self.heard_texts()[0])
        self.assertIn("<OOC>", self.heard_texts()[0])

    def test_a_roll_uses_the_ruleset_of_the_scenes_room(self):
        registry.set_room_ruleset(self.room1, "muse")   # the scene's room plays muse
        registry.set_room_ruleset(self.room2, "fs3")    # where Char stands, fs3
        with self.dice(6, 4, 1):
            self.post("roll", "3")
        self.assertEqual(self.sent(self.web, "scene_error"), [])
        [entry] = self.log(self.scene)
        self.assertEqual(entry[:2], ("roll", "Char"))
        self.assertIn("6", entry[2])
        self.assertNotIn("d8", entry[2])
        self.assertEqual(len(self.history(self.room1)), 1)  # the scene room's roll history
        self.assertEqual(self.history(self.room2), [])

    def test_the_watchers_get_the_post_as_an_entry(self):
        inputfuncs.scene_watch(self.web, scene=self.scene.id)
        self.post("pose", "nods.")
        [entry] = self.sent(self.web, "scene_entry")
        self.assertEqual(entry["text"], "Char nods.")


class TestRefusals(PostTest):
    def refused(self, kind, text, words, session=None, scene=None):
        before = self.state()
        self.post(kind, text, session=session, scene=scene)
        errors = self.sent(session or self.web, "scene_error")
        self.assertEqual(len(errors), 1, errors)
        self.assertIn(words, errors[0]["message"])
        self.assertNotIn("Something went wrong", errors[0]["message"])
        self.assertEqual(self.state(), before, "a refused post changed something")
        self.assertEqual(self.heard_texts(), [], "a refused post was heard")
        self.clear_sent()

    def test_empty_text_of_every_kind(self):
        for kind in ("pose", "say", "emit", "ooc", "roll"):
            for text in ("", "   ", "\n\n", None, 12):
                with self.subTest(kind=kind, text=text):
                    self.refused(kind, text, "Write something")

    def test_an_unknown_kind(self):
        self.refused("combat", "/attack Char2", "pose, say, emit, ooc or roll")
        self.refused(None, "hello", "pose, say, emit, ooc or roll")

    def test_not_a_participant(self):
        scene_store.leave(self.scene, self.char1)
        self.refused("pose", "sneaks in.", "Only those in scene")

    def test_a_scene_not_running(self):
        scene_store.set_state(self.scene, PAUSED)
        self.refused("pose", "waits.", "not running")
        scene_store.finish(self.scene)
        self.refused("say", "Hello?", "not running")

    def test_no_such_scene(self):
        self.refused("pose", "waves.", "no such scene", scene=999999)
        self.refused("pose", "waves.", "no such scene", scene="1 or 1=1")

    def test_anonymous_and_another_player_cannot_post_into_a_private_scene(self):
        scene_store.update(self.scene, private=True)
        scene_store.leave(self.scene, self.char2)
        self.refused("pose", "waves.", "Sign in", session=self.web_session(None))
        self.refused("pose", "waves.", "no such scene", session=self.web_session(self.account2))

    def test_too_many_posts(self):
        with override_settings(FOURFOLD_SCENE_POST_RATE=(2, 60)):
            self.post("pose", "one.")
            self.post("pose", "two.")
            self.heard.reset_mock()
            self.refused("pose", "three.", "Too many posts")
        self.assertEqual(len(self.log(self.scene)), 2)

    def test_what_the_roll_command_refuses(self):
        self.refused("roll", "Nonsense", "Nonsense")
        with override_settings(FOURFOLD_ROLL_RATE=(1, 60)):
            with self.dice(1, 1, 1):
                self.post("roll", "3")
            self.heard.reset_mock()
            self.refused("roll", "3", "Too many rolls")

    def test_combat_is_not_posted_through_a_roll(self):
        self.refused("roll", "/attack Char2", "Unknown switch")
