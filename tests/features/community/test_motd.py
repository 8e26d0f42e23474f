"""+motd and the login block (MOTD, unread mail and posts, request news,
open requests for staff)."""

from unittest import mock

from features.community import boards, mail, requests
from features.community.commands.motd import CmdMotd
from features.community.motd import get_motd, set_motd
from features.community.notices import login_notice
from tests.helpers.mail_boards import CommunityTest


class TestMotd(CommunityTest):
    def test_staff_set_everyone_reads(self):
        self.call(CmdMotd(), "", "There is no message of the day", caller=self.char2)
        self.call(CmdMotd(), "/set Game night Friday!", "The message of the day is now:\nGame night Friday!")
        self.assertEqual(get_motd(), "Game night Friday!")  # in the database: survives a reload
        self.call(CmdMotd(), "", "Message of the day \nGame night Friday!", caller=self.char2)
        self.call(CmdMotd(), "/clear", "The message of the day is cleared.")
        self.assertEqual(get_motd(), "")

    def test_player_cannot_set_it(self):
        set_motd("Old")
        self.refuse(CmdMotd(), "/set Mine now", "Setting the message of the day is for staff only.",
                    caller=self.char2)
        self.refuse(CmdMotd(), "/clear", "Setting the message of the day is for staff only.",
                    caller=self.char2)

    def test_bad_input(self):
        for args, expected in (("/set", "Give a message."), ("/set   ", "Give a message."),
                               ("/set " + "x" * 8001, "That message is 8001 characters long"),
                               ("/clear now", "/clear takes nothing more."),
                               ("/set/clear x", "Use one switch at a time."),
                               ("hello", "motd takes no arguments"), ("/bogus", "Unknown switch")):
            with self.subTest(args):
                self.refuse(CmdMotd(), args, expected)


class TestLoginNotice(CommunityTest):
    def test_nothing_to_say(self):
        self.assertEqual(login_notice(self.char2), "")

    def test_one_block_with_everything(self):
        set_motd("Welcome back.")
        mail.send(self.char1, [self.char2], "Hi", "text")
        mail.send(self.dee, [self.char2], "Yo", "text")
        board = boards.create_board("Public")
        boards.write(board, self.dee, "News", "text")
        req = requests.file_request(self.char2, "Help", "text")
        requests.close(req, self.char1, "Done")  # char2 offline: kept as news
        text = login_notice(self.char2)
        self.assertEqual(text, "|w-- Message of the day --|n\nWelcome back.\n"
                               "You have 2 unread letters (mail); 1 unread board post (+bbread, +bbnew); "
                               "news on 1 request (+requests).")

    def test_staff_hear_of_open_requests(self):
        requests.file_request(self.char2, "One", "text")
        requests.file_request(self.dee, "Two", "text")
        self.assertEqual(login_notice(self.char1), "You have 2 open requests for staff (+jobs).")
        self.assertNotIn("open request", login_notice(self.char2))

    def test_shown_when_puppeted(self):
        set_motd("Hello all.")
        with mock.patch.object(self.char2, "msg") as msg:
            self.char2.at_post_puppet()
        texts = [str(c.args[0]) for c in msg.call_args_list if c.args]
        self.assertIn("|w-- Message of the day --|n\nHello all.", texts)

    def test_a_broken_notice_never_stops_the_login(self):
        with mock.patch("features.community.notices.get_motd", side_effect=RuntimeError("db gone")), \
                mock.patch("evennia.utils.logger.log_trace") as trace, \
                mock.patch.object(self.char2, "msg"):
            self.char2.show_login_notice()
        trace.assert_called_once()
