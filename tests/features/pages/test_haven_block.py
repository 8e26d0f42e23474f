"""Do-not-disturb (+haven, page/off, the auto-reply) and blocking a player
(+block/+unblock): refused pages get one neutral answer, are not kept, and
reach nobody."""

from evennia.utils import create

from features.pages import blocks, haven
from features.pages.commands.block import CmdBlock, CmdUnblock
from features.pages.commands.haven import CmdHaven
from features.pages.commands.page import CmdPage
from tests.helpers.pages import PagesTest

NOT_TAKING = "Char2 is not taking pages right now."


class TestHaven(PagesTest):
    def test_a_player_in_haven_takes_no_pages_and_pagers_get_the_auto_reply(self):
        self.online(self.char2)
        self.call(CmdHaven(), "on", "You are not taking pages (do-not-disturb is on). You have no auto-reply.",
                  caller=self.char2)
        self.call(CmdPage(), "Char2=Hello?", {self.char1: NOT_TAKING, self.char2: ""})
        self.call(CmdHaven(), "/reply In a scene until ten.", "Your auto-reply is now: In a scene until ten.",
                  caller=self.char2)
        self.call(CmdPage(), "Char2=Hello?",
                  {self.char1: f"{NOT_TAKING} Their auto-reply: In a scene until ten.", self.char2: ""})
        self.assertEqual(self.pages(), [])
        self.call(CmdHaven(), "", "You are not taking pages (do-not-disturb is on). Your auto-reply: In a scene",
                  caller=self.char2)
        self.call(CmdHaven(), "off", "You are taking pages. Your auto-reply: In a scene", caller=self.char2)
        self.call(CmdPage(), "Char2=Hello?", {self.char2: "Char pages: Hello?"})

    def test_page_off_and_on(self):
        self.call(CmdPage(), "/off Writing; mail me.",
                  "You are not taking pages (do-not-disturb is on). Your auto-reply: Writing; mail me.",
                  caller=self.char2)
        self.assertTrue(haven.in_haven(self.char2))
        self.call(CmdPage(), "Char2=Hi", f"{NOT_TAKING} Their auto-reply: Writing; mail me.")
        self.call(CmdPage(), "/on", "You are taking pages.", caller=self.char2)
        self.assertFalse(haven.in_haven(self.char2))
        self.call(CmdHaven(), "/reply", "You have no auto-reply now.", caller=self.char2)
        self.assertEqual(haven.auto_reply(self.char2), "")

    def test_one_in_haven_among_several(self):
        self.online(self.char2, self.dee)
        haven.set_haven(self.dee, True)
        self.call(CmdPage(), "Char2,Dee=Meet?",
                  {self.char1: "Dee is not taking pages right now.\nYou paged Char2: Meet?",
                   self.char2: "Char pages: Meet?", self.dee: ""})
        self.assertEqual([p[2] for p in self.pages()], [[self.char2.id]])

    def test_paging_while_in_haven_yourself_says_so(self):
        self.online(self.char2)
        haven.set_haven(self.char1, True)
        self.call(CmdPage(), "Char2=Hi", "You paged Char2: Hi\nYou are not taking pages yourself")

    def test_bad_input(self):
        for args, expected in [("maybe", "'maybe' is neither on nor off."),
                               ("/reply " + "x" * 201, "That auto-reply is 201 characters long; the limit is 200."),
                               ("/loud", "Unknown switch /loud")]:
            with self.subTest(args):
                self.refuse(CmdHaven(), args, expected)
        self.refuse(CmdPage(), "/off " + "x" * 201, "That auto-reply is 201 characters long")
        self.assertFalse(haven.in_haven(self.char1))


class TestBlock(PagesTest):
    def test_a_blocked_player_s_page_gets_the_neutral_answer_and_is_not_kept(self):
        self.online(self.char2)
        self.call(CmdBlock(), "char1", "There is no player called 'char1'.", caller=self.char2)
        self.call(CmdBlock(), "Char", "You block Char: their pages and mail no longer reach you.",
                  caller=self.char2)
        blocked = self.call(CmdPage(), "Char2=Hi?", {self.char1: None, self.char2: ""})[self.char1]
        # exactly what a pager of someone in haven without an auto-reply reads
        self.call(CmdUnblock(), "Char", "You unblock Char", caller=self.char2)
        haven.set_haven(self.char2, True)
        in_haven = self.call(CmdPage(), "Char2=Hi?", {self.char1: None, self.char2: ""})[self.char1]
        self.assertEqual(blocked, NOT_TAKING)
        self.assertEqual(blocked, in_haven)
        self.assertEqual(self.pages(), [])
        haven.set_haven(self.char2, False)
        self.call(CmdPage(), "Char2=Hi?", {self.char2: "Char pages: Hi?"})

    def test_the_block_holds_on_every_character_of_the_player(self):
        self.online(self.char2)
        alt = create.create_object("typeclasses.characters.Character", key="Altie", location=self.room1)
        self.account.db._playable_characters = [self.char1, alt]
        alt.account = self.account  # being played by char1's player
        blocks.block(self.char2, self.char1)
        self.call(CmdPage(), "Char2=It is me again.", {alt: NOT_TAKING, self.char2: ""}, caller=alt)
        self.call(CmdPage(), "Char2=Hi", {self.dee: "You paged Char2: Hi"}, caller=self.dee)
        self.assertEqual(len(self.pages()), 1)

    def test_a_blocked_sender_gets_the_auto_reply_as_anyone_would(self):
        blocks.block(self.char2, self.char1)
        haven.set_haven(self.char2, True)
        haven.set_auto_reply(self.char2, "Away.")
        self.call(CmdPage(), "Char2=Hi", f"{NOT_TAKING} Their auto-reply: Away.")
        self.call(CmdPage(), "Char2=Hi", f"{NOT_TAKING} Their auto-reply: Away.", caller=self.dee)

    def test_listing_and_unblocking(self):
        self.call(CmdBlock(), "", "You block nobody.", caller=self.char2)
        self.call(CmdBlock(), "char", "You block Char", caller=self.char2)
        self.call(CmdBlock(), "de", "You block Dee", caller=self.char2)
        self.call(CmdBlock(), "", "You block Char and Dee.", caller=self.char2)
        self.call(CmdUnblock(), "d", "You unblock Dee: their pages and mail reach you again.", caller=self.char2)
        self.call(CmdBlock(), "", "You block Char.", caller=self.char2)

    def test_bad_input(self):
        blocks.block(self.char2, self.dee)
        self.make_char("Deacon")
        cases = [
            (CmdBlock(), "Zed", "There is no player called 'Zed'."),
            (CmdBlock(), "me", "You cannot block yourself."),
            (CmdBlock(), "Char2", "You cannot block yourself."),
            (CmdBlock(), "Dee", "You block Dee already."),
            (CmdBlock(), "De", "'De' could be Deacon, Dee: type more of the name."),
        ]
        for cmd, args, expected in cases:
            with self.subTest(args):
                self.refuse(cmd, args, expected, caller=self.char2)
        for args, expected in [("", "Name whom to unblock."),
                               ("Char", "You block nobody called 'Char'.")]:
            with self.subTest(args):
                self.refuse(CmdUnblock(), args, expected, caller=self.char2)
        self.assertEqual(blocks.blocked(self.char2), [self.dee])
