"""Answering a page (page/reply and reply): to its sender, and to the rest
of a group page; no page to answer, empty text, and a page ban refuse with
nothing sent."""

from features.pages.commands.page import CmdPage, CmdReply
from tests.helpers.pages import PagesTest


class TestReply(PagesTest):
    def test_reply_goes_to_whoever_paged_you(self):
        self.online(self.char1, self.char2)
        self.call(CmdPage(), "Char=Free tonight?", "You paged Char: Free tonight?", caller=self.char2)
        self.call(CmdReply(), "Yes, at nine.",
                  {self.char1: "You paged Char2: Yes, at nine.",
                   self.char2: "Char pages: Yes, at nine."})
        self.call(CmdPage(), "/reply :nods.", {self.char2: "From afar, Char nods."})
        self.assertEqual([p[0] for p in self.pages()][-2:], ["Yes, at nine.", ":nods."])

    def test_a_group_page_is_answered_to_the_group(self):
        self.online(self.char1, self.char2, self.dee)
        self.call(CmdPage(), "Char, Dee=Meet at the docks.", "You paged Char and Dee", caller=self.char2)
        self.call(CmdReply(), "Coming.",
                  {self.char1: "You paged Char2 and Dee: Coming.",
                   self.char2: "Char pages (to you and Dee): Coming.",
                   self.dee: "Char pages (to you and Char2): Coming."})

    def test_the_latest_page_decides(self):
        self.online(self.char1, self.char2, self.dee)
        self.call(CmdPage(), "Char=First.", "You paged Char", caller=self.char2)
        self.call(CmdPage(), "Char=Second.", "You paged Char", caller=self.dee)
        self.call(CmdReply(), "Hello.", "You paged Dee: Hello.")
        # and page <text> still goes to whom you paged, not who paged you
        self.call(CmdPage(), "Char2=Hi.", "You paged Char2: Hi.")
        self.call(CmdReply(), "Again.", "You paged Dee: Again.")

    def test_nobody_to_answer(self):
        before = self.pages()
        self.call(CmdReply(), "Hello?", "Nobody has paged you yet")
        self.assertEqual(self.pages(), before)

    def test_reply_what(self):
        self.online(self.char2)
        self.call(CmdPage(), "Char=Hi.", "You paged Char", caller=self.char2)
        before = self.pages()
        self.call(CmdReply(), "", "Reply what?")
        self.call(CmdReply(), "   ", "Reply what?")
        self.assertEqual(self.pages(), before)

    def test_a_page_ban_covers_reply(self):
        self.assertTrue(CmdReply().access(self.char2, "cmd"))
        self.char2.account.permissions.add("page_banned")
        self.assertFalse(CmdReply().access(self.char2, "cmd"))
