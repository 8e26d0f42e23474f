"""+request, +job/+jobs, file_request(), and chargen submissions as requests."""

from features.community import requests as store
from features.community.commands.requests import CmdJob, CmdRequest
from features.community.models import Request
from rulesets.fs3.commands.chargen import CmdApprove, CmdChargen
from tests.helpers.mail_boards import CommunityTest


class TestFileRequest(CommunityTest):
    def test_file_request_stores_and_tells_online_staff(self):
        told = self.staff_told()
        req = store.file_request(self.char2, "Help", "I am stuck.", category="scene")
        self.assertIsInstance(req, Request)
        again = Request.objects.get(id=req.id)  # in the database, survives a reload
        self.assertEqual((again.requester, again.title, again.text, again.category, again.status),
                         (self.char2, "Help", "I am stuck.", "scene", "open"))
        self.assertEqual(len(told()), 1)
        self.assertIn(f"New request #{req.id}|n from Char2: Help", told()[0])

    def test_default_category_and_long_title_cut(self):
        req = store.file_request(self.char2, "x" * 500, "text")
        self.assertEqual(req.category, "general")
        self.assertEqual(len(req.title), 120)


class TestPlayerRequests(CommunityTest):
    def test_file_list_view_and_comment(self):
        told = self.staff_told()
        self.call(CmdRequest(), "Name change=Please rename me.", "Request #", caller=self.char2)
        req = Request.objects.get()
        self.assertEqual((req.title, req.text, req.requester_name), ("Name change", "Please rename me.", "Char2"))
        self.assertTrue(any("New request" in t for t in told()))
        out = self.call(CmdRequest(), "", "Your requests", caller=self.char2, cmdstring="+requests")
        self.assertIn("Name change", out)
        self.call(CmdRequest(), str(req.id), f"Request #{req.id}: Name change", caller=self.char2)
        self.call(CmdRequest(), f"/comment {req.id}=Any news?", "You added a comment", caller=self.char2)
        self.assertEqual(req.comments.get().text, "Any news?")
        self.assertTrue(any("Char2 commented" in t for t in told()))

    def test_cannot_see_or_comment_on_anothers_request(self):
        other = store.file_request(self.dee, "Secret", "Dee's business")
        self.refuse(CmdRequest(), str(other.id), f"You have no request #{other.id}", caller=self.char2)
        self.refuse(CmdRequest(), f"/comment {other.id}=Hi", f"You have no request #{other.id}", caller=self.char2)
        out = self.call(CmdRequest(), "", "You have filed no requests", caller=self.char2)
        self.assertNotIn("Secret", out)

    def test_staff_notes_stay_hidden_from_the_requester(self):
        req = store.file_request(self.char2, "Help", "text")
        store.add_comment(req, self.char1, "Visible answer")
        store.add_comment(req, self.char1, "Hidden staff note", staff_only=True)
        out = self.call(CmdRequest(), str(req.id), caller=self.char2)
        self.assertIn("Visible answer", out)
        self.assertNotIn("Hidden staff note", out)

    def test_bad_input(self):
        store.file_request(self.char2, "Mine", "text")
        cases = [
            ("Just a title", "Give a title and a text, or a request number."),
            ("=some text", "Give a title."),
            ("Help|/Staff: approved=x", "A title is one line."),
            ("Title=", "Give a text."),
            ("x" * 81 + "=text", "That title is 81 characters long; the limit is 80."),
            ("0", "'0' is not a request number"),
            ("99999", "You have no request #99999"),
        ]
        for args, expected in cases:
            with self.subTest(args):
                self.refuse(CmdRequest(), args, expected, caller=self.char2)
        self.refuse(CmdRequest(), "/comment abc=hi", "'abc' is not a request number", caller=self.char2)
        self.refuse(CmdRequest(), "/comment 1", "Give a request number and a comment.", caller=self.char2)
        self.refuse(CmdRequest(), "/bogus x", "Unknown switch /bogus", caller=self.char2)


class TestJobs(CommunityTest):
    def setUp(self):
        super().setUp()
        self.req = store.file_request(self.char2, "Help", "I am stuck.")

    def test_player_cannot_use_jobs(self):
        cmd = CmdJob()
        self.assertFalse(cmd.access(self.char2, "cmd"))
        self.refuse(CmdJob(), str(self.req.id), "Working on requests is for staff only.", caller=self.char2)
        self.refuse(CmdJob(), f"/close {self.req.id}", "Working on requests is for staff only.",
                    caller=self.char2)

    def test_list_view_assign_comment_note_close(self):
        self.online(self.char2)
        out = self.call(CmdJob(), "", "Open requests", cmdstring="+jobs")
        self.assertIn("Help", out)
        self.call(CmdJob(), f"/assign {self.req.id}=Char", f"Request #{self.req.id} is assigned to Char.")
        self.call(CmdJob(), f"/comment {self.req.id}=Looking into it.", f"You commented on request #{self.req.id}")
        self.call(CmdJob(), f"/note {self.req.id}=Odd one.", "You commented")
        out = self.call(CmdJob(), str(self.req.id), f"Request #{self.req.id}: Help")
        self.assertIn("Odd one.", out)
        self.assertIn("assigned to Char", out)
        self.call(CmdJob(), f"/close {self.req.id}=Fixed.", f"Request #{self.req.id} is closed.")
        self.req.refresh_from_db()
        self.assertEqual(self.req.status, "closed")
        self.call(CmdJob(), "", "There are no open requests.", cmdstring="+jobs")
        self.assertIn("Help", self.call(CmdJob(), "/all", "All requests", cmdstring="+jobs"))

    def test_assign_to_an_offline_staff_character(self):
        from evennia.utils import create

        staffer = create.create_account("Morgan", email="m@example.com", password="pw-morgan-77")
        staffer.permissions.add("Builder")
        self.addCleanup(staffer.delete)
        self.make_char("Morgan", location=self.room2)  # offline: no account linked
        self.call(CmdJob(), f"/assign {self.req.id}=Morgan", f"Request #{self.req.id} is assigned to Morgan.")
        self.refuse(CmdJob(), f"/assign {self.req.id}=Dee", "Dee is not staff.")

    def test_requester_offline_hears_at_login(self):
        self.call(CmdJob(), f"/close {self.req.id}=Fixed.", "Request")
        self.req.refresh_from_db()
        self.assertTrue(self.req.requester_news)
        self.assertEqual(store.news_count(self.char2), 1)
        self.call(CmdRequest(), str(self.req.id), f"Request #{self.req.id}: Help", caller=self.char2)
        self.assertEqual(store.news_count(self.char2), 0)

    def test_bad_input(self):
        cases = [
            ("+job", "99999", "There is no request #99999."),
            ("+job", "x", "'x' is not a request number"),
            ("+job/assign", f"{self.req.id}=Char2", "Char2 is not staff."),
            ("+job/assign", f"{self.req.id}", "Give a request number and a staff member."),
            ("+job/comment", f"{self.req.id}=", "Give a request number and a comment."),
            ("+job/close", "", "Give a request number."),
            ("+job/close/note", "1", "Use one switch at a time."),
        ]
        for switch, args, expected in cases:
            with self.subTest(switch + " " + args):
                self.refuse(CmdJob(), switch[4:] + " " + args, expected)
        store.close(self.req, self.char1)
        self.refuse(CmdJob(), f"/close {self.req.id}", f"Request #{self.req.id} is already closed.")


class TestChargenRequest(CommunityTest):
    def test_submit_files_a_request_and_approve_closes_it(self):
        told = self.staff_told()
        self.call(CmdChargen(), "/submit ", "Submitted. Staff have been told", caller=self.char2)
        req = Request.objects.get()
        self.assertEqual((req.category, req.title, req.requester), ("chargen", "Chargen: fs3 sheet", self.char2))
        self.assertTrue(any("New request" in t and "Chargen: fs3 sheet" in t for t in told()))
        self.call(CmdApprove(), "Char2", "Char2's fs3 sheet is approved and locked.")
        req.refresh_from_db()
        self.assertEqual(req.status, "closed")
        self.assertIn("Approved by Char", req.comments.get().text)

    def test_every_rulesets_approve_closes_what_its_submit_files(self):
        """Each ruleset's +chargen files under the title its +approve closes
        (the same sheet label), and none of them skips the base's run."""
        from importlib import import_module

        from commands.chargen_base import ApproveCommand, ChargenCommand, chargen_request_title

        for key in ("fs3", "muse", "pbta", "mw"):
            with self.subTest(key):
                module = import_module(f"rulesets.{key}.commands.chargen")
                submit, approve = module.CmdChargen, module.CmdApprove
                self.assertTrue(issubclass(submit, ChargenCommand))
                self.assertTrue(issubclass(approve, ApproveCommand))
                self.assertEqual(chargen_request_title(submit.label), chargen_request_title(approve.label))
                req = store.file_request(self.char2, chargen_request_title(submit.label), "x", "chargen")
                closed = store.close_matching(self.char2, "chargen", chargen_request_title(approve.label),
                                              self.char1)
                self.assertEqual(closed, 1)
                req.refresh_from_db()
                self.assertEqual(req.status, "closed")


class TestCloseOnce(CommunityTest):
    def test_a_request_closed_elsewhere_is_not_closed_again(self):
        """Two copies of one request (the web's and the game's) closed at once:
        the second closing finds it closed and writes nothing."""
        req = store.file_request(self.char2, "Help", "text")
        stale = Request.objects.get(id=req.id)
        self.assertTrue(store.close(req, self.char1, "First answer."))
        self.assertFalse(store.close(stale, self.char1, "Second answer."))
        self.assertEqual([c.text for c in req.comments.all()], ["First answer."])
        with self.assertRaises(store.RequestRefused):
            store.close_checked(Request.objects.get(id=req.id), self.char1, "Third")
