"""addcom, delcom, comtitle and comlist (features/channels/commands/comsys.py,
lists.py): TinyMUX's aliases on Evennia's channel nicks. Bad input gets one
clear line and changes nothing."""

from features.channels import aliases
from tests.helpers.channels import ChannelTest


class TestAddCom(ChannelTest):
    def test_addcom_joins_and_the_alias_speaks(self):
        me, other = self.account, self.account2
        self.join(other, self.public)
        said = self.type(me, "addcom pb=Public")
        self.assertIn("You join Public.", said)
        self.assertIn("'pb' now speaks on Public", said)
        self.assertTrue(self.public.has_connection(me))
        self.assertEqual(aliases.aliases(me)["pb"], "public")
        self.type(me, "pb Hello there")
        self.assertEqual(self.heard[other][-1], "[Public] TestAccount: Hello there")

    def test_addcom_turns_a_channel_that_was_off_back_on(self):
        self.join(self.account, self.public, "pub")
        self.public.mute(self.account)
        said = self.type(self.account, "addcom pub=Public")
        self.assertIn("You turn Public back on.", said)
        self.assertNotIn(self.account, self.public.mutelist)

    def test_the_same_alias_again_says_so(self):
        self.join(self.account, self.public, "pub")
        self.assertEqual(self.type(self.account, "addcom pub=Public"), "'pub' already speaks on Public.")

    def test_bad_input_is_refused_and_nothing_changes(self):
        me = self.account
        self.join(me, self.public, "pub")
        self.join(me, self.staff, "stf")
        cases = [
            ("addcom", "Name a channel"),
            ("addcom pb=", "Name the channel after the ="),
            ("addcom two words=Public", "An alias is one word"),
            ("addcom p-b=Public", "An alias is one word"),
            ("addcom 9pub=Public", "An alias is one word"),
            ("addcom averyveryverylongalias=Public", "An alias is one word"),
            ("addcom x=Nowhere", "There is no channel called 'Nowhere'"),
            ("addcom stf=Public", "You already use 'stf' for staff"),
            ("addcom staff=Public", "You already use 'staff' for staff"),
            ("addcom look=Public", "'look' would hide the command look"),
            ("addcom who=Public", "'who' would hide the command"),
        ]
        for line, expected in cases:
            with self.subTest(line=line):
                before = self.state(me)
                said = self.type(me, line)
                self.assertTrue(said.startswith(expected), said)
                self.assertEqual(self.state(me), before)

    def test_a_staff_channel_is_not_found_by_a_player(self):
        player = self.account2
        before = self.state(player)
        said = self.type(player, "addcom stf=Staff")
        self.assertTrue(said.startswith("There is no channel called 'Staff' that you may join"), said)
        self.assertEqual(self.state(player), before)
        self.assertFalse(self.staff.has_connection(player))


class TestDelCom(ChannelTest):
    def test_dropping_one_of_two_aliases_keeps_the_channel(self):
        me = self.account
        self.join(me, self.public, "pb")
        said = self.type(me, "delcom pb")
        self.assertEqual(said, "You drop 'pb'; Public still answers to pub.")
        self.assertTrue(self.public.has_connection(me))
        self.assertNotIn("pb", aliases.aliases(me))

    def test_dropping_the_last_alias_leaves_the_channel(self):
        me, other = self.account, self.account2
        self.join(me, self.public)
        self.join(other, self.public)
        self.assertEqual(self.type(me, "delcom pub"), "You drop 'pub' and leave Public.")
        self.assertFalse(self.public.has_connection(me))
        # and the alias is gone: the line is no command any more
        self.assertIn("is not available", self.type(me, "pub Hello"))
        self.assertEqual(self.heard[other], [])

    def test_naming_the_channel_leaves_it(self):
        me = self.account
        self.join(me, self.public, "pb")
        self.assertEqual(self.type(me, "delcom public"),
                         "You leave Public, and your aliases for it go too.")
        self.assertFalse(self.public.has_connection(me))
        self.assertEqual(aliases.aliases(me), {})

    def test_unknown_alias_is_refused_and_nothing_changes(self):
        me = self.account
        self.join(me, self.public)
        for line, expected in (("delcom", "Name the alias to drop"),
                               ("delcom zz", "You have no channel alias 'zz'"),
                               ("delcom staff", "You have no channel alias 'staff'")):
            with self.subTest(line=line):
                before = self.state(me)
                self.assertTrue(self.type(me, line).startswith(expected))
                self.assertEqual(self.state(me), before)


class TestComTitle(ChannelTest):
    def test_a_title_names_you_on_that_channel_only(self):
        me, other = self.account, self.account2
        self.join(me, self.public)
        self.join(me, self.staff, "stf")
        self.join(other, self.public)
        self.assertEqual(self.type(me, "comtitle pub=Captain"), "On Public you are now Captain TestAccount.")
        self.type(me, "pub Ahoy")
        self.assertEqual(self.heard[other][-1], "[Public] Captain TestAccount: Ahoy")
        self.type(me, "pub :bows.")
        self.assertEqual(self.heard[other][-1], "[Public] Captain TestAccount bows.")
        self.assertIn("[Staff] TestAccount: hi", self.type(me, "stf hi"))
        self.assertEqual(self.type(me, "comtitle pub="), "You have no title on Public now.")
        self.type(me, "pub plain again")
        self.assertEqual(self.heard[other][-1], "[Public] TestAccount: plain again")

    def test_a_title_is_one_line(self):
        me = self.account
        self.join(me, self.public)
        self.type(me, "comtitle pub=|rRed|/[Staff] x")
        self.assertNotIn("|/", aliases.title(me, self.public).replace("||/", ""))
        self.assertTrue(aliases.title(me, self.public).endswith("|n"))

    def test_bad_titles_are_refused_and_nothing_changes(self):
        me = self.account
        self.join(me, self.public)
        cases = [
            ("comtitle pub", "Name the alias, then = and the title"),
            ("comtitle =Captain", "Name the alias, then = and the title"),
            ("comtitle zz=Captain", "You have no channel alias 'zz'"),
            ("comtitle pub=Sir: Bob", "A title may not hold a colon"),
            ("comtitle pub=" + "x" * 31, "A title is at most 30 characters"),
            ("comtitle pub=|r|n", "A title needs some letters"),
        ]
        for line, expected in cases:
            with self.subTest(line=line):
                before = self.state(me)
                said = self.type(me, line)
                self.assertTrue(said.startswith(expected), said)
                self.assertEqual(self.state(me), before)


class TestComList(ChannelTest):
    def test_each_alias_with_its_channel_state_and_title(self):
        me = self.account
        self.join(me, self.public, "pb")
        self.join(me, self.staff)
        self.public.mute(me)
        aliases.set_title(me, self.staff, "Chief")
        said = self.type(me, "comlist")
        rows = [line.split() for line in said.splitlines()[3:]]
        self.assertEqual(rows, [
            ["pb", "Public", "off"], ["pub", "Public", "off"], ["staff", "Staff", "on", "Chief"]])

    def test_on_no_channel(self):
        self.assertTrue(self.type(self.account2, "comlist").startswith("You are on no channel."))
        self.assertTrue(self.type(self.account2, "comlist x").startswith("comlist takes nothing"))


class TestJoiningKeepsYourAliases(ChannelTest):
    def test_joining_or_leaving_a_channel_leaves_an_alias_for_another_alone(self):
        """Public's own alias is pub; a player who uses pub for Staff keeps it
        when joining and when leaving Public."""
        me = self.account
        self.join(me, self.staff, "pub")
        self.type(me, "addcom pb=Public")
        self.assertEqual(aliases.aliases(me)["pub"], "staff")
        self.assertEqual(aliases.aliases(me)["pb"], "public")
        self.type(me, "delcom public")
        self.assertEqual(aliases.aliases(me), {"pub": "staff"})
        self.assertIn("[Staff] TestAccount: still mine", self.type(me, "pub still mine"))
