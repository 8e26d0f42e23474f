"""Reports (features/moderation/reports.py, ``+report``): any player may
report another; the request carries the reported player's words the
reporter saw (a pose in a scene they were in, a page to them, a line on a
channel they listen to), leaves out what they did not see, and only the
reporter and staff see it. Bad input files nothing."""

import os
import uuid

from django.test import override_settings
from evennia.utils import create, logger

from features.community import requests
from features.community.models import Request
from features.moderation import reports
from features.moderation.commands.report import CmdReport
from features.pages import store
from tests.helpers.scenes import SceneTest
from typeclasses.channels import Channel


class ReportTest(SceneTest):
    def state(self, *extra):
        return list(Request.objects.values_list("id", "title"))

    def channel(self, listener):
        channel = create.create_channel(f"Rep{uuid.uuid4().hex[:8]}", typeclass=Channel)
        self.addCleanup(channel.delete)
        if listener is not None:
            channel.connect(listener)
        handle = logger._open_log_file(channel.get_log_filename())
        if handle is not None:
            self.addCleanup(lambda: os.path.exists(handle.path) and os.remove(handle.path))
        return channel

    @override_settings(FOURFOLD_REPORT_MINUTES=30)
    def test_the_report_carries_what_the_reporter_saw(self):
        self.start("Harbour fight", caller=self.char1)
        self.pose("shoves everyone off the pier, laughing.", caller=self.char1)
        store.record(self.char1, [self.char2], "You will regret this.")
        store.record(self.char1, [self.char1], "A note to myself.")  # not to the reporter
        heard = self.channel(self.account2)
        heard.at_pre_msg("everyone here is an idiot", senders=[self.account])
        unheard = self.channel(None)  # the reporter is not on it
        unheard.at_pre_msg("secret insult", senders=[self.account])
        out = self.call(CmdReport(), f"{self.char1.key}=Bullying in the harbour scene",
                        "Your report on", caller=self.char2)
        self.assertIn("only you and staff see it", out)
        request = Request.objects.get(category=reports.CATEGORY)
        self.assertEqual(request.requester_id, self.char2.id)
        text = request.text
        self.assertIn("Bullying in the harbour scene", text)
        self.assertIn("shoves everyone off the pier, laughing.", text)
        self.assertIn("[", text)
        self.assertIn("page] You will regret this.", text)
        self.assertIn("everyone here is an idiot", text)
        self.assertIn("last 30 minutes", text)
        self.assertNotIn("secret insult", text)
        self.assertNotIn("A note to myself", text)
        # private between the reporter and staff
        self.assertIn(request, requests.requests_of(self.char2))
        self.assertNotIn(request, requests.requests_of(self.char1))

    def test_nothing_seen_still_files_the_reason(self):
        self.call(CmdReport(), f"{self.char1.key}=Rude in the OOC room", "Your report on",
                  caller=self.char2)
        self.assertIn("nothing kept", Request.objects.get(category=reports.CATEGORY).text)

    def test_bad_input_files_nothing(self):
        for args, expected in (("", "Name the player and say what happened."),
                               (f"{self.char1.key}=", "Say what happened"),
                               ("=rude", "Name the player you are reporting."),
                               ("Nobodyhere=rude", ""),
                               ("Char2=I did it", "You cannot report yourself.")):
            with self.subTest(args=args):
                self.refuse(CmdReport(), args, expected, caller=self.char2)
