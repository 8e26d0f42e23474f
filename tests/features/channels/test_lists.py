"""@clist (every channel you may listen to; /full for staff) and the staff
channel kept from players (features/channels/commands/lists.py)."""

from tests.helpers.channels import ChannelTest


class TestCList(ChannelTest):
    def rows(self, text):
        return [line for line in text.splitlines()[1:] if "~~" not in line]

    def test_players_see_the_channels_they_may_join(self):
        self.join(self.account2, self.public)
        said = self.type(self.account2, "@clist")
        self.assertTrue(said.startswith("Channels:"))
        self.assertIn("Public talk", said)
        self.assertNotIn("Staff", said)
        public = [row for row in self.rows(said) if "Public" in row and "talk" in row][0]
        self.assertEqual(public.split()[-1], "on")

    def test_staff_see_the_staff_channel_and_full_details(self):
        said = self.type(self.account, "@clist/full")
        self.assertIn("Staff", said)
        self.assertIn("listen:perm(Builder)", said.replace("\n  ", ""))

    def test_full_is_for_staff_and_bad_input_is_refused(self):
        for line, expected in (("@clist/full", "@clist/full is for staff only."),
                               ("@clist/bogus", "Unknown switch /bogus"),
                               ("@clist x", "@clist takes nothing after it.")):
            with self.subTest(line=line):
                before = self.state(self.account2)
                self.assertTrue(self.type(self.account2, line).startswith(expected))
                self.assertEqual(self.state(self.account2), before)


class TestStaffChannelLocked(ChannelTest):
    def test_a_player_can_neither_join_talk_nor_read_it(self):
        player = self.account2
        before = self.state(player)
        for line in ("addcom stf=Staff", "@channel staff = hello", "+com staff=hi",
                     "@channel staff = last", "@channel staff = on", "@channel staff = who"):
            with self.subTest(line=line):
                said = self.type(player, line)
                self.assertFalse(said.startswith("[Staff]"), said)
                self.assertNotIn("On Staff", said)
        self.assertEqual(self.state(player), before)
        self.assertEqual(self.heard[self.account], [])

    def test_staff_may(self):
        self.assertIn("You join Staff.", self.type(self.account, "addcom stf=Staff"))
        self.assertEqual(self.type(self.account, "stf hello"), "[Staff] TestAccount: hello")
