"""A block refuses mail as well as pages, in mail's storage (so the web and
the game share it), with a neutral answer and nothing stored."""

from django.test import override_settings

from core import features
from features.community import mail
from features.community.commands.mail import CmdMail
from features.pages import blocks
from tests.helpers.pages import PagesTest


class TestMailBlocks(PagesTest):
    def setUp(self):
        super().setUp()
        blocks.block(self.char2, self.char1)

    def test_mail_to_a_blocker_is_refused_and_nothing_is_sent(self):
        self.refuse(CmdMail(), "Char2=Hello/Are you there?",
                    "Char2 is not taking mail right now. Nothing was sent.")
        self.assertEqual(mail.inbox(self.char2), [])

    def test_the_others_on_the_letter_get_it(self):
        self.call(CmdMail(), "Char2,Dee=Plans/Docks at nine.",
                  "Mail sent to Dee: Plans\nChar2 is not taking mail right now.")
        self.assertEqual(mail.inbox(self.char2), [])
        self.assertEqual([m.header for m in mail.inbox(self.dee)], ["Plans"])

    def test_replies_and_forwards_are_refused_too(self):
        mail.send(self.char2, [self.char1], "Before", "Sent before the block.")
        self.refuse(CmdMail(), "/reply 1=Thanks", "Char2 is not taking mail right now. Nothing was sent.")
        self.refuse(CmdMail(), "/forward 1=Char2", "Char2 is not taking mail right now.")

    def test_the_store_itself_refuses_it(self):
        self.assertEqual(mail.send(self.char1, [self.char2], "Web", "From the web"), [])
        copies = mail.send(self.char1, [self.char2, self.dee], "Web", "From the web")
        self.assertEqual([c.receivers for c in copies], [[self.dee]])
        self.assertEqual(mail.inbox(self.char2), [])
        # the blocker may still write to them
        self.assertEqual(len(mail.send(self.char2, [self.char1], "Mine", "Fine")), 1)

    def test_without_the_pages_feature_nothing_refuses_mail(self):
        others = [p for p in features.installed() if p != "pages"]
        with override_settings(FOURFOLD_FEATURES=[f"features.{key}" for key in others]):
            self.assertEqual(len(mail.send(self.char1, [self.char2], "Hi", "Text")), 1)
        features.forget()
