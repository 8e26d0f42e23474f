"""Submitting a sheet, changing it (which takes the submission back) and
submitting again continues the one open staff request of that sheet: one
request and one row in staff's queue per character and ruleset, in the
game and on the web. A game that already holds duplicates has them closed
by a data migration, keeping the oldest."""

import importlib

from django.apps import apps as django_apps
from django.urls import reverse

from features.chargen import review
from features.community.models import Request, RequestComment
from rulesets.fs3.commands.chargen import CmdChargen, CmdStat
from tests.helpers.game import FS3CommandTest
from tests.helpers.web import WebTest

migration = importlib.import_module("upgrades.migrations.0005_one_chargen_request")

GOOD = {"people": "human", "Forceful": "1", "Agile": "2", "Insightful": "1", "Charming": "0",
        "temptation": "honey"}


def open_chargen(char):
    return list(Request.objects.filter(requester=char, category="chargen", status=Request.OPEN))


class ResubmitInTheGameTest(FS3CommandTest):
    def test_submit_change_submit_keeps_one_open_request(self):
        self.call(CmdChargen(), "/submit", "Submitted.", caller=self.char2)
        first = open_chargen(self.char2)
        self.call(CmdStat(), "Wit=2", "Wit is now 2. Your submission is withdrawn", caller=self.char2)
        # the request stays open while the player works on the sheet
        self.assertEqual(open_chargen(self.char2), first)
        self.call(CmdChargen(), "/submit", "Submitted.", caller=self.char2)
        self.assertEqual(open_chargen(self.char2), first)
        self.assertEqual(Request.objects.filter(requester=self.char2).count(), 1)
        said = [c.text for c in RequestComment.objects.filter(request=first[0])]
        self.assertEqual(said, ["Char2 submitted the sheet again."])
        self.assertIn("Char2 submitted their fs3 sheet again for approval.", self.channel_lines())

    def test_after_approval_and_reopening_a_new_request_is_filed(self):
        self.call(CmdChargen(), "/submit", "Submitted.", caller=self.char2)
        self.account.permissions.add("Builder")
        review.approve(self.char2, "fs3", "fs3", self.char1)
        review.unapprove(self.char2, "fs3", "fs3", self.char1)
        self.call(CmdChargen(), "/submit", "Submitted.", caller=self.char2)
        self.assertEqual(len(open_chargen(self.char2)), 1)
        self.assertEqual(Request.objects.filter(requester=self.char2).count(), 2)


class ResubmitOnTheWebTest(WebTest):
    def url(self, name):
        return reverse(name, args=[self.char.id, "pbta"])

    def test_submit_change_submit_keeps_one_request_and_one_queue_row(self):
        owner = self.client_for(self.owner)
        owner.post(self.url("fourfold-chargen-sheet"), GOOD)
        owner.post(self.url("fourfold-chargen-submit"))
        page = owner.post(self.url("fourfold-chargen-sheet"), {**GOOD, "Agile": "1", "Charming": "1"},
                          follow=True)
        self.assertContains(page, "Your submission is withdrawn")
        owner.post(self.url("fourfold-chargen-submit"))
        self.assertTrue(self.char.pbta.submitted)
        self.assertEqual(len(open_chargen(self.char)), 1)
        self.assertEqual(Request.objects.filter(requester=self.char).count(), 1)
        listing = self.client_for(self.staff).get(reverse("fourfold-chargen-review-list"))
        self.assertContains(listing, self.url("fourfold-chargen-review"), count=1)

    def test_the_queue_shows_a_sheet_once_even_with_old_duplicates(self):
        # a game made on an older version may hold two open requests for one sheet
        self.char.pbta.submitted = True
        for _ in range(2):
            Request.objects.create(requester=self.char, requester_name="Mara", category="chargen",
                                   title="Chargen: pbta sheet", text="old")
        listing = self.client_for(self.staff).get(reverse("fourfold-chargen-review-list"))
        self.assertContains(listing, self.url("fourfold-chargen-review"), count=1)


class DuplicateRequestMigrationTest(WebTest):
    def test_extra_open_requests_of_one_sheet_are_closed_keeping_the_oldest(self):
        def make(title, char=None, status=Request.OPEN, category="chargen"):
            return Request.objects.create(requester=char or self.char, requester_name="Mara",
                                          category=category, title=title, text="x", status=status)

        oldest = make("Chargen: pbta sheet")
        extra = make("Chargen: pbta sheet")
        other_sheet = make("Chargen: fs3 sheet")
        closed_before = make("Chargen: pbta sheet", status=Request.CLOSED)
        not_chargen = make("Chargen: pbta sheet", category="general")
        not_chargen_twin = make("Chargen: pbta sheet", category="general")
        for _ in range(2):  # a second run changes nothing
            migration.forward(django_apps, None)
            status = dict(Request.objects.values_list("id", "status"))
            self.assertEqual(status, {oldest.id: "open", extra.id: "closed", other_sheet.id: "open",
                                      closed_before.id: "closed", not_chargen.id: "open",
                                      not_chargen_twin.id: "open"})
            note = RequestComment.objects.get()
            self.assertEqual((note.request_id, note.staff_only), (extra.id, True))
            self.assertIn(f"#{oldest.id}", note.text)
