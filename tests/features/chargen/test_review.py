"""features/chargen/review.py: the steps +chargen/submit, +approve and the
web pages share. A refusal changes nothing; approval needs the staff lock
whoever calls; a template copied onto a submitted sheet takes the
submission back, in the game as on the web."""

from evennia.utils.test_resources import EvenniaCommandTest

from features.chargen import review
from features.community.models import Request
from features.demo.commands.demo import CmdTemplate
from rules.errors import RulesError


class ReviewTest(EvenniaCommandTest):
    character_typeclass = "typeclasses.characters.Character"
    room_typeclass = "typeclasses.rooms.Room"

    def test_submit_then_approve_closes_the_request(self):
        request = review.submit(self.char2, "pbta", "pbta")
        self.assertEqual(review.state(self.char2, "pbta"), "submitted")
        self.assertEqual(review.open_request(self.char2, "pbta"), request)
        self.account.permissions.add("Builder")
        said = review.approve(self.char2, "pbta", "pbta", self.account, "Welcome.")
        self.assertEqual(said, "Char2's pbta sheet is approved and locked.")
        self.assertEqual(Request.objects.get(id=request.id).status, Request.CLOSED)
        self.assertEqual(review.state(self.char2, "pbta"), "approved")

    def test_a_non_staff_approver_is_refused_with_nothing_changed(self):
        review.submit(self.char2, "pbta", "pbta")
        with self.assertRaisesRegex(review.ChargenRefused, "for staff only"):
            review.approve(self.char2, "pbta", "pbta", self.account2)
        with self.assertRaisesRegex(review.ChargenRefused, "for staff only"):
            review.comment(self.char2, "pbta", self.account2, "psst", staff_only=True)
        self.assertEqual(review.state(self.char2, "pbta"), "submitted")
        self.assertEqual(Request.objects.filter(status=Request.OPEN).count(), 1)

    def test_what_a_sheet_still_needs_is_asked_of_its_handler(self):
        with self.assertRaisesRegex(RulesError, "Choose a Path"):
            review.submit(self.char2, "muse", "muse")
        self.assertEqual(review.state(self.char2, "muse"), "open")
        self.assertEqual(Request.objects.count(), 0)

    def test_a_comment_needs_a_waiting_sheet_and_some_text(self):
        with self.assertRaisesRegex(review.ChargenRefused, "not waiting"):
            review.comment(self.char2, "pbta", self.char2, "hello")
        review.submit(self.char2, "pbta", "pbta")
        with self.assertRaisesRegex(review.ChargenRefused, "Write something"):
            review.comment(self.char2, "pbta", self.char2, "   ")

    def test_a_template_takes_back_a_submission_in_the_game(self):
        self.room1.attributes.add("ruleset", "pbta", category="fourfold")
        review.submit(self.char1, "pbta", "pbta")
        said = self.call(CmdTemplate(), "/apply Ash", caller=self.char1)
        self.assertIn("Your submission is withdrawn", said)
        self.assertFalse(self.char1.pbta.submitted)
