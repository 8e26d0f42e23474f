"""mail: send to one or several, read, reply, forward, delete; privacy."""

from features.community import mail as store
from features.community.commands.mail import CmdMail
from tests.helpers.mail_boards import CommunityTest


class TestMail(CommunityTest):
    def test_send_to_several_and_read(self):
        self.online(self.char2)
        self.call(CmdMail(), "Char2, Dee=Tonight/Meet at nine.",
                  {self.char1: "Mail sent to Char2, Dee: Tonight",
                   self.char2: "You have new mail from Char: Tonight"})
        self.assertEqual(store.unread_count(self.char2), 1)
        self.assertEqual(store.unread_count(self.dee), 1)
        out = self.call(CmdMail(), "", "Your mail (1, 1 unread)", caller=self.char2)
        self.assertIn("Tonight", out)
        self.assertIn("NEW", out)
        out = self.call(CmdMail(), "1", "From: Char", caller=self.char2)
        self.assertIn("Meet at nine.", out)
        self.assertEqual(store.unread_count(self.char2), 0)
        self.assertEqual(store.unread_count(self.dee), 1)  # Dee's copy is Dee's

    def test_reply_and_forward(self):
        store.send(self.char1, [self.char2], "Hello", "First letter")
        self.call(CmdMail(), "/reply 1=Hi back", "You answered Char: Re: Hello", caller=self.char2)
        mine = store.inbox(self.char1)
        self.assertEqual((mine[0].header, store.sender_of(mine[0])), ("Re: Hello", self.char2))
        self.assertIn("Hi back", mine[0].message)
        self.assertIn("First letter", mine[0].message)
        self.call(CmdMail(), "/forward 1=Dee/Look at this", "Forwarded to Dee: Fwd: Hello", caller=self.char2)
        dees = store.inbox(self.dee)
        self.assertEqual(dees[0].header, "Fwd: Hello")
        self.assertIn("Look at this", dees[0].message)
        self.assertIn("First letter", dees[0].message)

    def test_reply_all(self):
        extra = self.make_char("Tomas")
        store.send(self.char1, [self.char2, self.dee, extra], "Plans", "Docks at nine")
        self.call(CmdMail(), "/replyall 1=Count me in", "You answered Char, Dee, Tomas: Re: Plans",
                  caller=self.char2)
        for who in (self.char1, self.dee, extra):
            self.assertEqual([m.header for m in store.inbox(who) if m.header == "Re: Plans"], ["Re: Plans"])
        self.assertEqual([m.header for m in store.inbox(self.char2)], ["Plans"])  # not to yourself
        # a plain reply goes to the sender only
        self.call(CmdMail(), "/reply 1=Just you", "You answered Char: Re: Plans", caller=self.dee)

    def test_delete(self):
        store.send(self.char1, [self.char2], "One", "a")
        store.send(self.char1, [self.char2], "Two", "b")
        self.call(CmdMail(), "/delete 1", "Deleted: One", caller=self.char2)
        self.assertEqual([m.header for m in store.inbox(self.char2)], ["Two"])

    def test_cannot_read_anothers_mail(self):
        store.send(self.char1, [self.dee], "Private", "For Dee only")
        self.refuse(CmdMail(), "1", "You have no mail numbered 1 (you have 0).", caller=self.char2)
        self.refuse(CmdMail(), "/delete 1", "You have no mail numbered 1", caller=self.char2)
        self.refuse(CmdMail(), "/forward 1=Char2", "You have no mail numbered 1", caller=self.char2)
        self.call(CmdMail(), "", "Your mailbox is empty.", caller=self.char2)
        self.assertEqual(store.unread_count(self.dee), 1)

    def test_bad_input(self):
        store.send(self.char1, [self.char2], "One", "a")
        cases = [
            ("Dee=no subject", "Give a subject and a text, separated by /."),
            ("Dee=/text", "Give a subject."),
            ("Dee=Subj/", "Give a text."),
            ("=Subj/text", "Name who gets it."),
            ("Nobody=Subj/text", "There is no character called 'Nobody'."),
            ("Dee=" + "s" * 81 + "/t", "That subject is 81 characters long"),
            ("x", "'x' is not a mail number"),
            ("5", "You have no mail numbered 5 (you have 1)."),
            ("/reply 1", "Give a mail number and your answer."),
            ("/forward 1=", "Give a mail number and who gets it."),
            ("/delete", "Give the number of the mail to delete."),
            ("/delete/reply 1", "Use one switch at a time."),
            ("/shred 1", "Unknown switch /shred"),
        ]
        for args, expected in cases:
            with self.subTest(args):
                self.refuse(CmdMail(), args, expected, caller=self.char2)

    def test_kept_in_the_database(self):
        store.send(self.char1, [self.char2], "Kept", "text")
        from evennia.comms.models import Msg

        self.assertEqual(Msg.objects.get_by_tag("new", category="mail").count(), 1)


class TestMailHeldByAccount(CommunityTest):
    """Letters a character received can be handed to its account (a roster
    move); letters from the game itself come from a name nobody answers."""

    def test_handed_to_the_account_every_character_of_it_reads_them(self):
        letter = store.send(self.char1, [self.char2], "Old", "Before the move")[0]
        self.assertEqual(store.hand_to_account(self.char2, self.account2), 1)
        self.char2.account = None
        self.assertEqual(store.inbox(self.char2), [])  # the character no longer holds it
        other = self.make_char("Other")
        other.account = self.account2
        self.assertEqual(store.inbox(other), [letter])
        self.assertEqual(store.unread_count(other), 1)
        self.assertEqual(store.inbox(self.dee), [])
        out = self.call(CmdMail(), "1", "From: Char", caller=other)
        self.assertIn("Before the move", out)

    def test_a_letter_from_the_game(self):
        store.send("Staff", [self.char2], "Notice", "From the game")
        self.assertIsNone(store.sender_of(store.inbox(self.char2)[0]))
        out = self.call(CmdMail(), "", "Your mail (1, 1 unread)", caller=self.char2)
        self.assertIn("Staff", out)
        self.call(CmdMail(), "1", "From: Staff", caller=self.char2)
        self.call(CmdMail(), "/reply 1=Thanks", "That mail is from Staff, who reads no answers",
                  caller=self.char2)
        self.call(CmdMail(), "/forward 1=Dee", "Forwarded to Dee: Fwd: Notice", caller=self.char2)
        self.assertIn("Staff wrote", store.inbox(self.dee)[0].message)
