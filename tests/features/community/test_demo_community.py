"""The demo world's community part: Announcements and a public board with
a welcome post, made once however often the build runs; a chargen
submission reaches the staff who are online as a request and a message."""

from features.community import boards
from features.community.demo_boards import WELCOME_TITLE, build_boards
from features.community.models import Board, Post, Request
from features.demo import build as demo_build
from rulesets.fs3.commands.chargen import CmdChargen
from tests.helpers.mail_boards import CommunityTest


class TestDemoBoards(CommunityTest):
    def test_boards_and_welcome_made_once(self):
        report = []
        build_boards(report)
        self.assertEqual(report, ["made board Announcements", "made board Public", "posted the welcome post"])
        again = []
        build_boards(again)
        demo_build.build()
        self.assertEqual(again, [])
        self.assertEqual(sorted(Board.objects.values_list("number", "name")), [(1, "Announcements"), (2, "Public")])
        self.assertEqual(Post.objects.filter(title=WELCOME_TITLE).count(), 1)

    def test_locks_and_the_welcome_is_unread_for_a_newcomer(self):
        build_boards([])
        news, public = Board.objects.get(name="Announcements"), Board.objects.get(name="Public")
        self.assertFalse(boards.can_post(news, self.char2))
        self.assertTrue(boards.can_post(news, self.char1))
        self.assertTrue(boards.can_read(news, self.char2))
        self.assertTrue(boards.can_post(public, self.char2))
        self.assertEqual(boards.unread_total(self.char2), 1)
        self.assertEqual(boards.next_unread(self.char2).author_name, "Staff")

    def test_chargen_submission_tells_the_staff_online(self):
        told = self.staff_told()
        self.call(CmdChargen(), "/submit", "Submitted. Staff have been told", caller=self.char2)
        self.assertEqual(Request.objects.get().category, "chargen")
        self.assertEqual(len([t for t in told() if "New request" in t and "Char2" in t]), 1)
