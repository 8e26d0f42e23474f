"""Staff send a submitted sheet back to its player with a comment:
``+approve/return`` in the game, Send back on the web review page. The
sheet opens for changes again, the comment stays on the sheet's request
(which stays open), and the player is told at once or hears of it at
login. Only staff may, and bad input changes nothing."""

from unittest import mock

from django.urls import reverse

from features.community.models import Request, RequestComment
from features.community.notices import login_notice
from rulesets.fs3.commands.chargen import CmdApprove, CmdChargen
from rulesets.pbta.commands.chargen import CmdChargen as PbtaChargen
from tests.helpers.game import FS3CommandTest
from tests.helpers.web import WebTest

STAFF_ONLY = "Approving sheets is for staff only."


class SendBackInTheGameTest(FS3CommandTest):
    def submitted(self):
        self.call(CmdChargen(), "/submit", "Submitted.", caller=self.char2)
        return Request.objects.get(requester=self.char2)

    def state(self):
        return (self.char2.fs3.submitted, self.char2.fs3.approved,
                list(Request.objects.values_list("id", "status", "requester_news")),
                list(RequestComment.objects.values_list("text", flat=True)))

    def test_the_sheet_goes_back_with_the_comment_and_the_offline_player_hears_at_login(self):
        request = self.submitted()
        self.call(CmdApprove(), "/return Char2=Wit 5 is a lot for a clerk.",
                  "Char2's fs3 sheet is back with its player, with your comment.")
        self.assertFalse(self.char2.fs3.submitted)
        self.assertFalse(self.char2.fs3.approved)
        request.refresh_from_db()
        self.assertTrue(request.is_open)  # the next submission continues it
        comment = RequestComment.objects.get(request=request)
        self.assertEqual((comment.author_name, comment.text, comment.staff_only),
                         ("Char", "Wit 5 is a lot for a clerk.", False))
        self.assertTrue(request.requester_news)  # Char2 has no session here
        self.assertIn("news on 1 request (+requests)", login_notice(self.char2))
        self.assertIn("Char sent Char2's fs3 sheet back to its player.", self.channel_lines())
        # the player changes it and submits again, on the same request
        self.call(CmdChargen(), "/submit", "Submitted.", caller=self.char2)
        self.assertEqual(Request.objects.get(requester=self.char2), request)

    def test_an_online_player_is_told_at_once_with_the_comment(self):
        request = self.submitted()
        with mock.patch("features.community.requests.tell", return_value=True) as told:
            self.call(CmdApprove(), "/reject Char2=Lower Wit, please.", "Char2's fs3 sheet is back")
        told.assert_called_once()
        char, line = told.call_args.args
        self.assertEqual(char, self.char2)
        self.assertIn("Char sent your fs3 sheet back to you: Lower Wit, please.", line)
        self.assertIn(f"+chargen/submit again (the exchange is +request {request.id})", line)

    def test_the_ruleset_is_asked_for_when_several_sheets_wait(self):
        self.submitted()
        self.call(PbtaChargen(), "/submit", "Submitted.", caller=self.char2)
        before = self.state()
        self.refuse(CmdApprove(), "/return Char2=Fix it.", "Char2 has sheets waiting in fs3, pbta: which?")
        self.assertEqual(self.state(), before)
        self.call(CmdApprove(), "/return Char2/pbta=Fix it.", "Char2's pbta sheet is back with its player")
        self.assertEqual((self.char2.fs3.submitted, self.char2.pbta.submitted), (True, False))

    def test_bad_input_changes_nothing(self):
        self.submitted()
        before = self.state()
        cases = [
            ("/return Char2", "Name the character and give your comment."),
            ("/return Char2=   ", "Name the character and give your comment."),
            ("/return =Fix it.", "Name the character and give your comment."),
            ("/return Nobody=Fix it.", "There is no character called 'Nobody'."),
            ("/return Char2/chess=Fix it.", "'chess' is not a ruleset"),
            ("/return Char=Fix it.", "Char has no submitted sheet to send back."),
            ("/return Char2/muse=Fix it.", "Char2's muse sheet is not submitted; there is nothing to send back."),
            ("/now Char2", "Unknown switch /now."),
        ]
        for args, expected in cases:
            with self.subTest(args=args):
                self.refuse(CmdApprove(), args, expected)
        self.refuse(CmdApprove(), "/return Char2=Fix it.", "Send a sheet back with +approve/return.",
                    cmdstring="+unapprove")
        self.assertEqual(self.state(), before)
        self.char2.fs3.approved = True
        self.refuse(CmdApprove(), "/return Char2/fs3=Fix it.", "Char2's fs3 sheet is approved; +unapprove it")
        self.assertTrue(self.char2.fs3.approved)

    def test_a_player_cannot_send_a_sheet_back(self):
        self.submitted()
        before = self.state()
        for args in ("/return Char2=Fix it.", "/return Char2/fs3=Fix it.", "/reject me=x"):
            with self.subTest(args=args):
                self.refuse(CmdApprove(), args, STAFF_ONLY, caller=self.char2)
        self.assertEqual(self.state(), before)
        # the command's lock keeps it from players' command sets in the first place
        self.assertFalse(self.char2.locks.check_lockstring(self.char2, CmdApprove.locks))


class SendBackOnTheWebTest(WebTest):
    def url(self, name):
        return reverse(name, args=[self.char.id, "pbta"])

    def setUp(self):
        super().setUp()
        self.owner_client = self.client_for(self.owner)
        self.staff_client = self.client_for(self.staff)
        self.owner_client.post(self.url("fourfold-chargen-submit"))
        self.request_row = Request.objects.get()

    def state(self):
        return (self.char.pbta.submitted, list(Request.objects.values_list("status", flat=True)),
                RequestComment.objects.count())

    def test_staff_send_it_back_and_the_player_sees_the_comment(self):
        page = self.staff_client.get(self.url("fourfold-chargen-review"))
        self.assertContains(page, 'id="cg-return"')
        page = self.staff_client.post(self.url("fourfold-chargen-return"),
                                      {"text": "More <b>honey</b>, please."}, follow=True)
        self.assertContains(page, "Mara&#x27;s pbta sheet is back with its player, with your comment.")
        self.assertFalse(self.char.pbta.submitted)
        self.assertNotContains(page, 'id="cg-return"')  # nothing waits now
        comment = RequestComment.objects.get(request=self.request_row)
        self.assertEqual((comment.author_name, comment.text), ("Staffer", "More <b>honey</b>, please."))
        mine = self.owner_client.get(self.url("fourfold-chargen-sheet"))
        self.assertContains(mine, "More &lt;b&gt;honey&lt;/b&gt;, please.")  # escaped
        self.assertContains(mine, 'id="cg-submit"')  # open to submit again
        listing = self.staff_client.get(reverse("fourfold-chargen-review-list"))
        self.assertNotContains(listing, self.url("fourfold-chargen-review"))

    def test_no_comment_no_sending_back(self):
        before = self.state()
        page = self.staff_client.post(self.url("fourfold-chargen-return"), {"text": "  "}, follow=True)
        self.assertContains(page, "Write something to say.")
        self.assertEqual(self.state(), before)

    def test_players_cannot_send_back(self):
        before = self.state()
        self.assertEqual(self.owner_client.post(self.url("fourfold-chargen-return"),
                                                {"text": "ok"}).status_code, 403)
        self.assertEqual(self.client_for(self.other).post(self.url("fourfold-chargen-return"),
                                                          {"text": "ok"}).status_code, 403)
        self.assertEqual(self.state(), before)
