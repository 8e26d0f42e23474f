"""Players' text cannot forge lines (docs/conventions.md, "Players' text"):
say, roll labels, opponent names and scene titles are one line; poses and emits may
break paragraphs, but a nospoof player sees their author on every line."""

from unittest import mock

from evennia.commands.default.general import CmdPose, CmdSay
from evennia.objects.objects import DefaultObject
from evennia.utils.ansi import parse_ansi

from core.text.player import nospoof
from features.community.commands.emit import CmdEmit, CmdNospoof
from tests.helpers.game import FourfoldCommandTest
from tests.helpers.trust import TrustTest, ruleset_commands

FORGED = "Fake|/probeadmin says hi"


class ListeningTest(FourfoldCommandTest):
    """Records the text every object is sent (after Character.msg's own
    work), as the client would draw it."""

    def setUp(self):
        super().setUp()
        self.sent = self._start(mock.patch.object(DefaultObject, "msg", autospec=True))

    def seen_by(self, obj) -> list[str]:
        out = []
        for call in self.sent.call_args_list:
            if call.args[0] != obj:
                continue
            text = call.kwargs.get("text", call.args[1] if len(call.args) > 1 else None)
            if isinstance(text, tuple):
                text = text[0]
            if text:
                out.append(parse_ansi(str(text)))
        return out

    def drawn_lines(self, obj) -> list[str]:
        return [line.rstrip("\r") for text in self.seen_by(obj) for line in text.split("\n")]


class SayTest(ListeningTest):
    def test_say_is_one_line(self):
        self.call(CmdSay(), FORGED, caller=self.char1)
        lines = self.drawn_lines(self.char2)
        self.assertEqual(len(lines), 1, lines)
        self.assertIn("Fake|/probeadmin says hi", lines[0])

    def test_say_colour_ends_with_the_speech(self):
        self.call(CmdSay(), "|rangry words", caller=self.char1)
        line = self.seen_by(self.char2)[0]
        self.assertIn("angry words\x1b[0m", line)

    def test_a_raw_newline_in_say_is_a_space(self):
        self.call(CmdSay(), "one\ntwo", caller=self.char1)
        self.assertEqual(len(self.drawn_lines(self.char2)), 1)


class NospoofTest(ListeningTest):
    def test_the_setting(self):
        self.assertFalse(nospoof(self.char2))
        self.assertIn("Nospoof is off", self.call(CmdNospoof(), "", caller=self.char2))
        self.call(CmdNospoof(), "on", caller=self.char2)
        self.assertTrue(nospoof(self.char2))
        self.assertIn("Say on or off", self.call(CmdNospoof(), "maybe", caller=self.char2))
        self.assertTrue(nospoof(self.char2))
        self.call(CmdNospoof(), "off", caller=self.char2)
        self.assertFalse(nospoof(self.char2))

    def test_staffs_tag_command_is_seen_at_once(self):
        # the answer is remembered per character; any change to its tags
        # (here staff's @tag, not +nospoof) makes it look again
        from evennia.commands.default.building import CmdTag

        self.assertFalse(nospoof(self.char2))
        self.call(CmdTag(), "Char2 = nospoof:flag", caller=self.char1)
        self.assertTrue(self.char2.tags.has("nospoof", category="flag"))
        self.assertTrue(nospoof(self.char2))
        self.call(CmdTag(), "/del Char2 = nospoof:flag", caller=self.char1)
        self.assertFalse(nospoof(self.char2))
        self.char2.tags.batch_add(("nospoof", "flag"))
        self.assertTrue(nospoof(self.char2))
        self.char2.tags.clear()
        self.assertFalse(nospoof(self.char2))

    def test_a_pose_asks_the_database_nothing_per_listener(self):
        """nospoof is looked up once per character, not once per pose per
        listener (a pose to a room of 50 made 50 queries)."""
        from django.db import connection
        from django.test.utils import CaptureQueriesContext

        def queries_for_a_pose():
            self.call(CmdPose(), "waves.", caller=self.char1)  # warm: first looks are allowed
            with CaptureQueriesContext(connection) as seen:
                self.call(CmdPose(), "waves again.", caller=self.char1)
            return len(seen)

        few = queries_for_a_pose()
        for n in range(8):
            self.make_char(f"Listener{n}")
        self.assertEqual(queries_for_a_pose(), few)

    def test_a_pose_may_break_paragraphs(self):
        self.call(CmdPose(), "waves.|/Admin says, \"Char is staff now\"", caller=self.char1)
        self.assertEqual(self.drawn_lines(self.char2), ["Char waves.", "Admin says, \"Char is staff now\""])

    def test_nospoof_names_the_author_on_every_line_of_a_pose(self):
        self.call(CmdNospoof(), "on", caller=self.char2)
        self.call(CmdPose(), "waves.|/Admin says, \"Char is staff now\"", caller=self.char1)
        self.assertEqual(self.drawn_lines(self.char2), ["Char waves.", "[Char] Admin says, \"Char is staff now\""])

    def test_a_player_emits_and_nospoof_names_them(self):
        self.call(CmdNospoof(), "on", caller=self.char1)
        self.call(CmdEmit(), "The wind howls.|/Char says, \"hello\"", caller=self.char2, cmdstring="emit")
        self.assertEqual(self.drawn_lines(self.char1), ["[Char2] The wind howls.", "[Char2] Char says, \"hello\""])

    def test_a_player_cannot_emit_elsewhere(self):
        out = self.call(CmdEmit(), "Room2=boo", caller=self.char2, cmdstring="remit")
        self.assertIn("Only staff", out)
        self.assertEqual(self.seen_by(self.room2), [])

    def test_staff_emits_to_others_carry_the_author(self):
        self.call(CmdNospoof(), "on", caller=self.char2)
        self.call(CmdEmit(), "Char2=You feel watched.", caller=self.char1, cmdstring="emit")
        self.assertEqual(self.drawn_lines(self.char2), ["[Char] You feel watched."])



class LabelsTest(TrustTest):
    """A roll label, an opponent's or a target's name and a scene title
    typed by a player reach the others on the lines Fourfold draws, never
    on a line of their own."""

    def setUp(self):
        super().setUp()
        self.sent = self._start(mock.patch.object(DefaultObject, "msg", autospec=True))

    drawn_lines = ListeningTest.drawn_lines
    seen_by = ListeningTest.seen_by

    def as_player(self, ruleset, key, args):
        self.use_ruleset(ruleset)
        cmd = [c for c in ruleset_commands()[ruleset] if c.key == key][0]
        self.sent.reset_mock()
        self.channel_msg.reset_mock()
        text, refused, _count = self.run_cmd(cmd, args, self.char2)
        self.assertFalse(refused, text)
        return self.drawn_lines(self.char1)

    def assert_no_forged_line(self, lines, forged):
        self.assertTrue(lines, "the other player saw nothing")
        for line in lines:
            self.assertFalse(line.lstrip().startswith(forged), lines)
        self.assertTrue(any(forged in line for line in lines), lines)  # shown as typed
        for call in self.channel_msg.call_args_list:  # the RollLog copy too
            for line in str(call.args[1]).split("\n"):
                self.assertFalse(line.lstrip().startswith(forged), call.args[1])

    def test_fs3_opponent(self):
        lines = self.as_player("fs3", "+roll", " Alertness vs Fake|/probeadmin says hi=3")
        self.assert_no_forged_line(lines, "probeadmin says hi")

    def test_muse_opponent(self):
        lines = self.as_player("muse", "+roll", " Might vs Fake|/probeadmin says hi=3")
        self.assert_no_forged_line(lines, "probeadmin says hi")

    def test_pbta_target(self):
        lines = self.as_player("pbta", "+move", " melee Fake|/probeadmin says hi")
        self.assert_no_forged_line(lines, "probeadmin says hi")

    def test_scene_title(self):
        from features.scenes.commands.scene import CmdScene  # every ruleset's +scene

        self.use_ruleset("muse")
        self.sent.reset_mock()
        self.channel_msg.reset_mock()
        text, refused, _count = self.run_cmd(CmdScene, "/start |/|r[RollLog]|n probeadmin approved alice",
                                             self.char2)
        self.assertFalse(refused, text)
        self.assert_no_forged_line(self.drawn_lines(self.char1), "[RollLog]")


class ChannelTest(FourfoldCommandTest):
    def test_a_players_channel_message_is_one_line(self):
        from evennia.utils import create

        channel = create.create_channel("Chatter", typeclass="typeclasses.channels.Channel",
                                        locks="listen:all();send:all()")
        try:
            self.assertEqual(channel.at_pre_msg("hi|/[RollLog] Char approved Bob", senders=[self.char2]),
                             "hi||/[RollLog] Char approved Bob")
            self.assertEqual(channel.at_pre_msg("a\nb", senders=[self.char2]), "a b")
            self.assertEqual(channel.at_pre_msg("line one\nline two"), "line one\nline two")  # the game's own
        finally:
            channel.delete()
