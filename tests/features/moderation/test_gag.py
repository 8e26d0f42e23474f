"""Gags (features/moderation/gags.py, core/gags.py, ``+gag``): a gagged
player says, poses, emits and speaks OOC to nobody and is heard on no
channel, is told why and until when, and everything else still works; the
gag ends on time by itself (the clock passes it) and they are told. Bad
input and a plain player change nothing; every gag leaves a record."""

import time
from unittest import mock

from evennia.commands.default.general import CmdSay
from evennia.utils import create

from core import gags as gag_state
from features.community import speech
from features.community.commands.ooc import CmdOOCSay
from features.moderation import gags
from features.moderation.commands.gag import CmdGag
from features.moderation.models import AuditEntry
from features.places.commands.places import CmdPose
from tests.helpers.game import FourfoldCommandTest
from typeclasses.channels import Channel


class GagTest(FourfoldCommandTest):
    def state(self, *extra):
        return (self.account2.attributes.get(gag_state.ATTR, category=gag_state.CATEGORY),
                AuditEntry.objects.count())

    def test_gag_silences_speech_and_channels_then_ends_on_time(self):
        self.call(CmdGag(), "Char2=30/Spamming", "Char2 is gagged until", caller=self.char1)
        entry = AuditEntry.objects.get()
        self.assertEqual((entry.action, entry.by_name), ("gag", self.char1.key))
        self.assertIn("Char2 for 30 min: Spamming", entry.target)
        # say, pose and ooc: the speaker is told, the room hears nothing
        for cmd, args in ((CmdSay(), "hello all"), (CmdPose(), "waves."), (CmdOOCSay(), "brb")):
            with self.subTest(cmd=cmd.key):
                out = self.call(cmd, args, {self.char2: "You are gagged until", self.char1: None},
                                caller=self.char2)
                self.assertIn("(Spamming)", out[self.char2])
                self.assertEqual(out[self.char1], "")
        with self.assertRaises(speech.Gagged):
            speech.emit(self.char2, self.room1, "A bell rings.")
        channel = create.create_channel("GagTestPublic", typeclass=Channel)
        self.addCleanup(channel.delete)
        with mock.patch.object(self.account2, "msg") as told:
            self.assertIsNone(channel.at_pre_msg("hi", senders=[self.account2]))
        self.assertIn("You are gagged", told.call_args.args[0])
        self.assertEqual(channel.at_pre_msg("hi", senders=[self.account]), "hi")
        # others are not gagged
        self.assertIsNone(gag_state.refusal(self.char1))
        # half an hour later the gag is over, and the player is told at their next line
        later = time.time() + 31 * 60
        with mock.patch.object(gag_state.time, "time", return_value=later), \
                mock.patch.object(self.account2, "msg") as told:
            self.assertIsNone(gag_state.refusal(self.char2))
        told.assert_called_once_with(gag_state.ENDED)
        self.assertIsNone(self.account2.attributes.get(gag_state.ATTR, category=gag_state.CATEGORY))
        out = self.call(CmdSay(), "back again", {self.char2: 'You say, "back again"',
                                                 self.char1: 'Char2 says, "back again"'},
                        caller=self.char2)
        self.assertNotIn("gagged", out[self.char2])

    def test_list_and_lift(self):
        gags.gag(self.char2, 10, "Flooding", by=self.char1)
        out = self.call(CmdGag(), "", caller=self.char1)
        self.assertIn("Flooding", out)
        self.call(CmdGag(), "/lift Char2", "Char2's gag is lifted.", caller=self.char1)
        self.assertIsNone(gag_state.refusal(self.char2))
        self.assertEqual([e.action for e in AuditEntry.objects.order_by("id")], ["gag", "gag lifted"])
        self.call(CmdGag(), "", "Nobody is gagged.", caller=self.char1)

    def test_bad_input_changes_nothing(self):
        for args, expected in (("Char2=soon/Spam", "'soon' is not a number of minutes."),
                               ("Char2=0/Spam", "A gag lasts from 1 to"),
                               ("Char2=10/", "Say why"),
                               ("Char2=10", "Give the name, the minutes and a reason."),
                               ("Nobodyhere=10/Spam", "")):
            with self.subTest(args=args):
                self.refuse(CmdGag(), args, expected, caller=self.char1)
        self.refuse(CmdGag(), "/lift Char2", "Char2 is not gagged.", caller=self.char1)
        self.refuse(CmdGag(), f"{self.char1.key}=10/testing", f"{self.char1.key} is an Admin",
                    caller=self.char1)

    def test_a_player_is_refused(self):
        self.assertFalse(CmdGag().access(self.char2, "cmd"))
        self.refuse(CmdGag(), f"{self.char1.key}=10/spite", "Gags are for Admins.", caller=self.char2)
        with self.assertRaisesRegex(gags.GagError, "for Admins"):
            gags.gag(self.char1, 10, "spite", by=self.char2)
        self.assertIsNone(gag_state.refusal(self.char1))
