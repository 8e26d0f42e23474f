"""+roster and claims: a claim is a request; staff approving it moves the
character to the claimant's account with its sheet and history, while its
old mail and pages stay with the old account."""

from unittest import mock

from evennia.comms.models import Msg
from evennia.utils import create

from features.community import mail
from features.community.commands.mail import CmdMail
from features.community.commands.requests import CmdRequest
from features.community.models import Request
from features.roster import store
from features.roster.commands.roster import CmdIdle, CmdRoster
from rulesets.fs3.catalogue import catalogue
from tests.helpers.roster import RosterTest, at


def letter(message):
    """Everything about a letter but who holds it."""
    return (message.id, message.header, message.message, message.db_date_created,
            mail.sender_name(message), sorted(str(t) for t in message.tags.all()))


class ClaimTest(RosterTest):
    def setUp(self):
        super().setUp()
        self._start(mock.patch.object(CmdRoster, "now", lambda cmd: at(70)))
        self._start(mock.patch.object(CmdIdle, "now", lambda cmd: at(61)))
        self.dee.fs3.set_rating(catalogue().find("Alertness"), 4)
        self.dee.db.desc = "A tall smuggler."
        self.call(CmdIdle(), "/roster Dee=A smuggler who owes everyone.", "Dee is on the roster now")
        self.char2.account = self.account2  # the claimant is playing


class TestClaim(ClaimTest):
    def test_a_claim_that_ends_with_the_character_on_the_new_account(self):
        # Dee's old player had mail (one read, one not) and pages
        old_mail = [mail.send(self.char1, [self.dee], "Welcome", "Glad you are here.")[0],
                    mail.send(self.char2, [self.dee], "Cargo", "The crates are in.")[0]]
        mail.mark_read(old_mail[0])
        sent_by_dee = mail.send(self.dee, [self.char2], "Debts", "I will pay you back.")[0]
        page = create.create_message(self.dee_account, "see you on Friday", receivers=[self.account2])
        page_before = (page.message, list(page.senders), list(page.receivers))
        before = [letter(m) for m in old_mail]
        sheet = self.dee.fs3.rating("Alertness")
        self.assertEqual(sheet, 4)

        self.call(CmdRoster(), "/claim Dee=I want to play out his debts.", "You asked for Dee: request #",
                  caller=self.char2)
        request = Request.objects.get(category="roster")
        self.assertEqual((request.requester, request.title, request.status),
                         (self.char2, "Roster claim: Dee", Request.OPEN))
        self.assertIn("I want to play out his debts.", request.text)
        self.assertIn("Roster claim: Dee", self.call(CmdRequest(), "", caller=self.char2))

        out = self.call(CmdRoster(), "/approve Dee", "Dee is now TestAccount2's")
        self.assertIn("2 letter(s) stay with DeeAccount", out)
        # the character is the new player's, and only theirs
        self.assertIn(self.dee, self.account2.characters.all())
        self.assertNotIn(self.dee, self.dee_account.characters.all())
        self.assertTrue(self.dee.access(self.account2, "puppet"))
        self.assertFalse(self.dee.access(self.dee_account, "puppet"))
        self.assertTrue(self.dee.access(self.account2, "delete"))
        self.assertFalse(self.dee.access(self.dee_account, "edit"))
        # with its sheet and history
        self.assertEqual(self.dee.fs3.rating("Alertness"), sheet)
        self.assertEqual(self.dee.db.desc, "A tall smuggler.")
        moved = store.history(self.dee)[-1]
        self.assertEqual((moved["what"], moved["from_name"], moved["to_name"], moved["request"]),
                         ("moved", "DeeAccount", "TestAccount2", request.id))
        self.assertIsNone(store.state(self.dee))
        request.refresh_from_db()
        self.assertEqual(request.status, Request.CLOSED)
        # the old mail is untouched and still the old player's...
        self.assertEqual([letter(Msg.objects.get(id=m.id)) for m in old_mail], before)
        for message in old_mail:
            self.assertEqual(list(Msg.objects.get(id=message.id).db_receivers_accounts.all()),
                             [self.dee_account])
        eli = self.make_char("Eli")
        self.own(self.dee_account, eli)
        eli.account = self.dee_account
        self.assertEqual([m.id for m in mail.inbox(eli)], [m.id for m in old_mail])
        out = self.call(CmdMail(), "2", "From: Char2", caller=eli)
        self.assertIn("The crates are in.", out)
        # ...never the new player's
        self.dee.account = self.account2
        self.call(CmdMail(), "", "Your mailbox is empty.", caller=self.dee)
        # what Dee sent is in its recipient's mailbox, as it was; pages did not move
        self.assertIn(sent_by_dee.id, [m.id for m in mail.inbox(self.char2)])
        page = Msg.objects.get(id=page.id)
        self.assertEqual((page.message, list(page.senders), list(page.receivers)), page_before)
        # new mail to Dee is the new player's
        mail.send(self.char1, [self.dee], "Hello again", "Welcome back, Dee.")
        self.assertEqual([m.header for m in mail.inbox(self.dee)], ["Hello again"])
        self.assertNotIn("Hello again", [m.header for m in mail.inbox(eli)])

    def test_several_claims_staff_name_one_the_others_are_closed(self):
        third = self.make_account("Third")
        tam = self.make_char("Tam")
        self.own(third, tam)
        tam.account = third
        self.call(CmdRoster(), "/claim Dee", "You asked for Dee", caller=self.char2)
        self.call(CmdRoster(), "/claim Dee=Me too", "You asked for Dee", caller=tam)
        first, second = Request.objects.filter(category="roster").order_by("id")
        self.refuse(CmdRoster(), "/approve Dee", f"Dee has 2 claims: #{first.id} (Char2), #{second.id} (Tam)")
        self.call(CmdRoster(), f"/approve Dee={second.id}", "Dee is now Third's")
        self.assertIn(self.dee, third.characters.all())
        first.refresh_from_db()
        self.assertEqual(first.status, Request.CLOSED)
        self.assertIn("went to another player", first.comments.last().text)

    def test_a_declined_claim_cannot_be_approved(self):
        from features.community import requests

        self.call(CmdRoster(), "/claim Dee", "You asked for Dee", caller=self.char2)
        requests.close(Request.objects.get(category="roster"), self.char1, "No, sorry.")
        self.refuse(CmdRoster(), "/approve Dee", "Nobody has an open claim on Dee.")

    def test_the_list_and_one_entry(self):
        out = self.call(CmdRoster(), "", "The roster (1)", caller=self.char2)
        self.assertRegex(out, r"Dee\s+A smuggler who owes everyone\.")
        self.call(CmdRoster(), "Dee", "Dee on the roster: A smuggler who owes everyone.", caller=self.char2)


class TestClaimRefused(ClaimTest):
    def test_bad_input_changes_nothing(self):
        cases = [
            ("/claim", "Name the character you ask for."),
            ("/claim Nobody", "There is no character called 'Nobody'."),
            ("/claim Char", "Char is not on the roster (see +roster)."),
            ("Char", "Char is not on the roster (see +roster)."),
            ("/claim Dee=" + "x" * 8001, "That reason is 8001 characters long"),
            ("/bogus Dee", "Unknown switch /bogus."),
            ("/claim/approve Dee", "Use one switch at a time."),
        ]
        for args, expected in cases:
            with self.subTest(args):
                self.refuse(CmdRoster(), args, expected, caller=self.char2)
        self.call(CmdRoster(), "/claim Dee", "You asked for Dee", caller=self.char2)
        self.refuse(CmdRoster(), "/claim Dee", "You have already asked for Dee", caller=self.char2)
        # staff side
        for args, expected in [("/approve", "Name the character."),
                               ("/approve Char2", "Char2 is not on the roster"),
                               ("/approve Dee=abc", "'abc' is not a request number"),
                               ("/approve Dee=999", "Request #999 is not an open claim on Dee.")]:
            with self.subTest(args):
                self.refuse(CmdRoster(), args, expected)
        self.assertIn(self.dee, self.dee_account.characters.all())

    def test_your_own_character_and_a_player_approving(self):
        self.dee.account = self.dee_account
        self.refuse(CmdRoster(), "/claim Dee", "Dee is already yours.", caller=self.dee)
        self.call(CmdRoster(), "/claim Dee", "You asked for Dee", caller=self.char2)
        self.refuse(CmdRoster(), "/approve Dee", "Approving a roster claim is for staff only.",
                    caller=self.char2)
        self.assertIn(self.dee, self.dee_account.characters.all())


class TestOldPlayersNextLogin(ClaimTest):
    def test_their_next_login_takes_up_another_of_their_characters(self):
        eli = self.make_char("Eli")
        self.own(self.dee_account, eli)
        self.dee_account.db._last_puppet = self.dee
        self.call(CmdRoster(), "/claim Dee", "You asked for Dee", caller=self.char2)
        self.call(CmdRoster(), "/approve Dee", "Dee is now TestAccount2's")
        self.assertEqual(self.dee_account.db._last_puppet, eli)

    def test_with_none_left_it_takes_up_nobody(self):
        self.dee_account.db._last_puppet = self.dee
        self.call(CmdRoster(), "/claim Dee", "You asked for Dee", caller=self.char2)
        self.call(CmdRoster(), "/approve Dee", "Dee is now TestAccount2's")
        self.assertIsNone(self.dee_account.db._last_puppet)
