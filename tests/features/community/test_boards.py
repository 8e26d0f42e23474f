"""Bulletin boards: reading, posting, replies, unread counts, locks."""

from features.community import boards as store
from features.community.commands.boards import (
    CmdBBAdmin,
    CmdBBCatchup,
    CmdBBNew,
    CmdBBPost,
    CmdBBRead,
    CmdBBRemove,
    CmdBBReply,
)
from features.community.models import Board, Post
from rules.errors import RulesError
from tests.helpers.mail_boards import CommunityTest


class BoardTest(CommunityTest):
    def setUp(self):
        super().setUp()
        self.news = store.create_board("Announcements", "all()", "perm(Builder)")
        self.public = store.create_board("Public")
        self.secret = store.create_board("Staff", "perm(Builder)", "perm(Builder)")


class TestReadingAndPosting(BoardTest):
    def test_list_boards_with_unread_counts(self):
        store.write(self.public, self.dee, "Hello", "text")
        store.write(self.secret, self.char1, "Hidden", "text")
        out = self.call(CmdBBRead(), "", "Boards", caller=self.char2)
        self.assertIn("Announcements", out)
        self.assertIn("Public", out)
        self.assertNotIn("Staff", out)  # not readable: not listed
        row = next(line for line in out.splitlines() if "Public" in line)
        self.assertIn("1", row)
        self.assertIn("read, post", row)
        self.assertIn("read ", next(line for line in out.splitlines() if "Announcements" in line))

    def test_post_list_read_and_reply(self):
        self.call(CmdBBPost(), "Public/Scene tonight=Who is up for it?", "Posted on Public as post 1: Scene tonight",
                  caller=self.char2)
        post = Post.objects.get()
        self.assertEqual((post.board, post.author, post.title, post.text),
                         (self.public, self.char2, "Scene tonight", "Who is up for it?"))
        self.assertEqual(store.unread_total(self.char2), 0)  # your own post is read
        self.assertEqual(store.unread_total(self.dee), 1)
        out = self.call(CmdBBRead(), "pub", "2. Public", caller=self.dee)
        self.assertIn("U", out.split("Scene tonight")[0].splitlines()[-1])
        out = self.call(CmdBBRead(), "2/1", caller=self.dee)
        self.assertIn("Public (2) post 1: Scene tonight", out)
        self.assertIn("Who is up for it?", out)
        self.assertEqual(store.unread_total(self.dee), 0)
        self.call(CmdBBReply(), "Public/1=Count me in.", "You replied to Public post 1: Scene tonight", caller=self.dee)
        self.assertEqual(store.unread_total(self.char2), 1)  # the reply is new to the author
        out = self.call(CmdBBNew(), "", caller=self.char2)
        self.assertIn("Count me in.", out)
        self.assertIn("Reply by Dee", out)
        self.call(CmdBBNew(), "", "You have read every post.", caller=self.char2)

    def test_bbnew_goes_board_by_board(self):
        store.write(self.public, self.dee, "Second", "b")
        store.write(self.news, self.char1, "First", "a")
        self.assertIn("Announcements (1) post 1: First", self.call(CmdBBNew(), "", caller=self.char2))
        self.assertIn("Public (2) post 1: Second", self.call(CmdBBNew(), "", caller=self.char2))

    def test_catchup(self):
        store.write(self.public, self.dee, "A", "a")
        store.write(self.news, self.char1, "B", "b")
        self.call(CmdBBCatchup(), "Public", "Every post on Public is marked read.", caller=self.char2)
        self.assertEqual(store.unread_total(self.char2), 1)
        self.call(CmdBBCatchup(), "all", "Every post is marked read.", caller=self.char2)
        self.assertEqual(store.unread_total(self.char2), 0)

    def test_remove_own_post_and_numbers_close_up(self):
        store.write(self.public, self.char2, "Mine", "a")
        store.write(self.public, self.dee, "Dees", "b")
        self.call(CmdBBRemove(), "Public/1", "Removed from Public: Mine", caller=self.char2)
        self.assertEqual([p.title for p in store.posts(self.public)], ["Dees"])
        self.assertEqual(store.number_of(store.posts(self.public)[0]), 1)


class TestBoardPermissions(BoardTest):
    def test_player_cannot_post_on_a_locked_board(self):
        self.refuse(CmdBBPost(), "Announcements/Mine=text", "You may not post on Announcements.", caller=self.char2)
        store.write(self.news, self.char1, "News", "text")
        self.refuse(CmdBBReply(), "1/1=text", "You may not post on Announcements.", caller=self.char2)
        self.call(CmdBBPost(), "Announcements/News=text", "Posted on Announcements as post 2")

    def test_player_cannot_read_a_staff_board(self):
        store.write(self.secret, self.char1, "Hidden", "text")
        self.refuse(CmdBBRead(), "Staff", "There is no board 'Staff'", caller=self.char2)
        self.refuse(CmdBBRead(), "3/1", "There is no board '3'", caller=self.char2)
        self.refuse(CmdBBPost(), "Staff/x=y", "There is no board 'Staff'", caller=self.char2)
        self.call(CmdBBNew(), "", "You have read every post.", caller=self.char2)
        self.assertEqual(store.unread_total(self.char2), 0)
        self.assertIn("Hidden", self.call(CmdBBRead(), "Staff/1"))

    def test_player_cannot_remove_anothers_post(self):
        store.write(self.public, self.dee, "Dees", "b")
        self.refuse(CmdBBRemove(), "Public/1", "Removing other people's posts is for staff only.", caller=self.char2)
        self.call(CmdBBRemove(), "Public/1", "Removed from Public: Dees")

    def test_player_cannot_manage_boards(self):
        self.assertFalse(CmdBBAdmin().access(self.char2, "cmd"))
        for cmdstring, args in (("+bbnewgroup", "Mine"), ("+bblock", "Public=all()"),
                                ("+bbwritelock", "Public=all()"), ("+bbcleargroup", "Public")):
            with self.subTest(cmdstring):
                self.refuse(CmdBBAdmin(), args, "Managing boards is for staff only.", caller=self.char2,
                            cmdstring=cmdstring)

    def test_staff_make_boards_and_set_locks(self):
        self.call(CmdBBAdmin(), "Plots=Ongoing plots", "Board 4, Plots, is made", cmdstring="+bbnewgroup")
        self.call(CmdBBAdmin(), "Plots=perm(Builder)", "Plots: post lock is now perm(Builder).",
                  cmdstring="+bbwritelock")
        self.refuse(CmdBBPost(), "Plots/x=y", "You may not post on Plots.", caller=self.char2)
        self.call(CmdBBAdmin(), "Plots=perm(Builder)", "Plots: read lock is now perm(Builder).", cmdstring="+bblock")
        self.refuse(CmdBBRead(), "Plots", "There is no board 'Plots'", caller=self.char2)
        self.call(CmdBBAdmin(), "Plots", "Board Plots and its posts are deleted.", cmdstring="+bbcleargroup")
        self.assertFalse(Board.objects.filter(name="Plots").exists())


class TestBadInput(BoardTest):
    def test_bad_input(self):
        store.write(self.public, self.dee, "One", "a")
        cases = [
            (CmdBBRead(), "Nowhere", "There is no board 'Nowhere'. +bbread lists the boards you may read."),
            (CmdBBRead(), "Public/9", "Public has no post 9 (it has 1)."),
            (CmdBBRead(), "Public/x", "'x' is not a post number."),
            (CmdBBRead(), "/1", "This command takes no switches (you gave /1)."),
            (CmdBBRead(), "Public/", "Give a post number after the /."),
            (CmdBBPost(), "Public", "Give a board, a title and a text."),
            (CmdBBPost(), "Public/Title=", "Give a text."),
            (CmdBBPost(), "Public/=text", "Give a title."),
            (CmdBBPost(), "Public/Hi|/Admin says: type quit=x", "A title is one line."),
            (CmdBBPost(), "Public/" + "t" * 81 + "=x", "That title is 81 characters long"),
            (CmdBBReply(), "Public/1", "Give a board, a post number and a text."),
            (CmdBBReply(), "Public=hi", "Give a board and a post number"),
            (CmdBBReply(), "Public/2=hi", "Public has no post 2 (it has 1)."),
            (CmdBBNew(), "more", "bbnew takes no arguments."),
            (CmdBBCatchup(), "", "Name a board, or all."),
            (CmdBBRemove(), "Public", "Give a board and a post number"),
        ]
        for cmd, args, expected in cases:
            with self.subTest(f"{cmd.key} {args}"):
                self.refuse(cmd, args, expected, caller=self.char2)

    def test_staff_bad_input(self):
        cases = [
            ("+bbnewgroup", "", "A board name is 1-60 characters"),
            ("+bbnewgroup", "Public", "There is already a board called Public."),
            ("+bbnewgroup", "12", "A board name is 1-60 characters"),
            ("+bbnewgroup", "A/B", "A board name is 1-60 characters"),
            ("+bblock", "Public", "Give a board and a lock."),
            ("+bblock", "Public=nonsense(", "That is not a lock Evennia understands"),
            ("+bbwritelock", "Public=read:all()", "Give lock functions such as all() or perm(Builder)."),
            ("+bbcleargroup", "Nowhere", "There is no board 'Nowhere'"),
        ]
        for cmdstring, args, expected in cases:
            with self.subTest(f"{cmdstring} {args}"):
                self.refuse(CmdBBAdmin(), args, expected, cmdstring=cmdstring)


class TestOneErrorFamily(BoardTest):
    """Storage refusals are RulesErrors the command base shows: no command
    catches them by hand, and storage names no command."""

    def test_storage_refusals_are_rules_errors_without_command_syntax(self):
        store.write(self.public, self.dee, "One", "a")
        refusals = [lambda: store.find_board("Nowhere", self.char2), lambda: store.find_board("", self.char2),
                    lambda: store.find_board("Staff", self.char2), lambda: store.find_post(self.public, "9"),
                    lambda: store.find_post(self.public, "x"), lambda: store.create_board("Public"),
                    lambda: store.check_lock("read:all()")]
        for refusal in refusals:
            with self.assertRaises(RulesError) as caught:
                refusal()
            self.assertIsInstance(caught.exception, store.BoardError)
            self.assertNotIn("+", caught.exception.message, "storage names a command")

    def test_a_missing_board_or_post_has_no_usage_line_a_bad_name_has(self):
        for cmdstring, args in (("+bbcleargroup", "Nowhere"), ("+bblock", "Nowhere=all()")):
            with self.subTest(cmdstring):
                text = self.refuse(CmdBBAdmin(), args, "There is no board 'Nowhere'. +bbread lists",
                                   cmdstring=cmdstring)
                self.assertNotIn("Usage:", text)
        text = self.refuse(CmdBBAdmin(), "12", "A board name is 1-60 characters", cmdstring="+bbnewgroup")
        self.assertIn("Usage: +bbnewgroup", text)
        text = self.refuse(CmdBBRead(), "Public/9", "Public has no post 9", caller=self.char2)
        self.assertNotIn("Usage:", text)
