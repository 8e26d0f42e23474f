"""Speaking on a channel by alias (features/channels/commands/speech.py):
say, pose and semipose, +pub and +com, on/off/who/last; a line is one line,
kept in the channel's history before anyone hears it, and last reads that
history."""

from unittest import mock

from tests.helpers.channels import ChannelTest
from typeclasses import channel_history


class TestSaying(ChannelTest):
    def setUp(self):
        super().setUp()
        self.join(self.account, self.public)
        self.join(self.account2, self.public)

    def heard_by_other(self, line):
        before = len(self.heard[self.account2])
        self.type(self.account, line)
        return self.since(self.account2, before)

    def test_say_pose_and_semipose(self):
        self.assertEqual(self.heard_by_other("pub Hello"), "[Public] TestAccount: Hello")
        self.assertEqual(self.heard_by_other("pub :waves."), "[Public] TestAccount waves.")
        self.assertEqual(self.heard_by_other("pub ;'s back."), "[Public] TestAccount's back.")
        self.assertEqual(self.heard_by_other("pub ;-ish"), "[Public] TestAccount-ish")
        self.assertEqual(self.heard_by_other("public Hi"), "[Public] TestAccount: Hi")

    def test_aresmush_and_pennmush_forms(self):
        self.assertEqual(self.heard_by_other("+pub Hello"), "[Public] TestAccount: Hello")
        self.assertEqual(self.heard_by_other("=pub :nods"), "[Public] TestAccount nods")
        self.assertEqual(self.heard_by_other("+com pub=a=b"), "[Public] TestAccount: a=b")
        self.assertEqual(self.heard_by_other("+com pub :grins"), "[Public] TestAccount grins")
        self.assertTrue(self.type(self.account, "+pub who").startswith("On Public:"))

    def test_a_command_wins_over_a_plus_alias(self):
        """+<alias> speaks only where no command has that name."""
        self.join(self.account, self.staff, "odds")  # +odds is a command
        before = len(self.heard[self.account])
        self.type(self.account, "+odds hello")
        self.assertNotIn("[Staff]", self.since(self.account, before))

    def test_unknown_input_still_gets_evennias_answer(self):
        self.assertEqual(self.type(self.account, "+zzq hi"),
                         "Command '+zzq hi' is not available. Type \"help\" for help.")
        self.assertEqual(self.type(self.account, "zzq"),
                         "Command 'zzq' is not available. Type \"help\" for help.")
        self.assertIn("Maybe you meant", self.type(self.account, "comlsit"))

    def test_a_line_is_one_line(self):
        heard = self.heard_by_other("pub hi|/[Staff] Admin: forged\nsecond")
        self.assertEqual(len(heard.splitlines()), 1)
        self.assertNotIn("|/", heard.replace("||/", ""))

    def test_empty_lines_are_refused_and_nothing_is_sent(self):
        for line in ("pub :", "pub ;", "+com pub= :", "@channel public = |/"):
            with self.subTest(line=line):
                before = self.state(self.account)
                said = self.type(self.account, line)
                self.assertTrue(said.startswith("Say what on Public?"), said)
                self.assertEqual(self.state(self.account), before)
        self.assertEqual(self.heard[self.account2], [])
        self.assertEqual(channel_history.recent(self.public.get_log_filename(), 5), [])

    def test_bare_alias_tells_how(self):
        said = self.type(self.account, "pub")
        self.assertTrue(said.startswith("You are on Public. pub <text> talks"), said)

    def test_on_off_and_who(self):
        me, other = self.account, self.account2
        self.assertEqual(self.type(other, "pub off"), "You turn Public off: pub on turns it back on.")
        self.assertEqual(self.type(other, "pub off"), "Public is off already.")
        self.assertEqual(self.heard_by_other("pub Anyone?"), "")
        self.assertEqual(self.type(me, "pub who"), "On Public: TestAccount, TestAccount2 (off).")
        said = self.type(other, "pub Hello")
        self.assertTrue(said.startswith("You have Public turned off: pub on"), said)
        self.assertEqual(self.type(other, "pub on"), "You turn Public on.")
        self.assertEqual(self.type(other, "pub on"), "Public is on already.")
        self.assertEqual(self.heard_by_other("pub Back?"), "[Public] TestAccount: Back?")

    def test_words_around_a_keyword_are_speech(self):
        self.assertEqual(self.heard_by_other("pub on my way"), "[Public] TestAccount: on my way")
        self.assertEqual(self.heard_by_other("pub last night was fun"),
                         "[Public] TestAccount: last night was fun")

    def test_not_on_the_channel(self):
        self.public.disconnect(self.account2)
        said = self.type(self.account2, "@channel public = hi")
        self.assertTrue(said.startswith("You are not on Public"), said)
        self.assertEqual(self.heard[self.account], [])


class TestHistory(ChannelTest):
    def setUp(self):
        super().setUp()
        self.join(self.account, self.public)
        self.join(self.account2, self.public)
        self.log = self.public.get_log_filename()

    def test_the_line_is_kept_before_anyone_hears_it(self):
        kept_when_heard = []

        def heard(text=None, **kwargs):
            kept_when_heard.append([t for _s, t in channel_history.recent(self.log, 5)])

        with mock.patch.object(self.account2, "msg", side_effect=heard):
            self.type(self.account, "pub :waves")
        self.assertEqual(kept_when_heard, [["TestAccount: :waves"]])

    def test_last_reads_the_store(self):
        """A line written to the history file (as by an earlier Server) is
        what last shows; poses read as poses, titles as titles."""
        channel_history.keep(self.log, "Old Timer: from before the reload")
        channel_history.keep(self.log, "Captain Bob: :salutes.")
        self.type(self.account, "pub Hello")
        said = self.type(self.account2, "pub last 3").splitlines()
        self.assertEqual(said[0], "The last 3 on Public:")
        self.assertRegex(said[1], r"^\[Public\] \S+ \d\d:\d\d Old Timer: from before the reload$")
        self.assertTrue(said[2].endswith(" Captain Bob salutes."), said[2])
        self.assertTrue(said[3].endswith(" TestAccount: Hello"), said[3])
        self.assertEqual(len(self.type(self.account2, "pub last 1").splitlines()), 2)

    def test_last_with_no_number_and_an_empty_history(self):
        self.assertEqual(self.type(self.account, "pub last"), "Nothing has been said on Public yet.")
        for n in range(12):
            channel_history.keep(self.log, f"Bob: line {n}")
        said = self.type(self.account, "pub last").splitlines()
        self.assertEqual(len(said), 11)  # the heading and the 10 of FOURFOLD_CHANNEL_RECALL
        self.assertTrue(said[-1].endswith("Bob: line 11"))

    def test_bad_counts_are_refused(self):
        for line in ("pub last 0", "pub last 51", "pub last many", "pub last -3"):
            with self.subTest(line=line):
                said = self.type(self.account, line)
                self.assertTrue(said.startswith("'"), said)
                self.assertIn("is not a number of lines from 1 to 50", said)
