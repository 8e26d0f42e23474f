"""+idle: the list, staff's choices (keep, roster, retire), a player
refused, and bad input refused with nothing changed."""

from unittest import mock

from features.roster import store
from features.roster.commands.roster import CmdIdle, CmdRoster
from features.roster.sweep import sweep
from tests.helpers.roster import RosterTest, at


class IdleTest(RosterTest):
    def setUp(self):
        super().setUp()
        self.seen(self.char2, 50)
        sweep(at(53))
        sweep(at(60))  # Dee is idle
        self._start(mock.patch.object(CmdIdle, "now", lambda cmd: at(61)))


class TestStaffChoices(IdleTest):
    def test_the_list(self):
        out = self.call(CmdIdle(), "", "Idle characters (1)")
        self.assertRegex(out, r"Dee\s+DeeAccount\s+2023-11-14\s+2024-01-13")
        self.assertIn("0 on the roster", out)

    def test_keep_starts_the_clock_again(self):
        self.call(CmdIdle(), "/keep Dee", "Dee stays with DeeAccount; the idle clock starts again")
        self.assertIsNone(store.state(self.dee))
        self.assertEqual(store.last_seen(self.dee), at(61))
        self.call(CmdIdle(), "", "No character is idle.")
        sweep(at(113))
        self.assertIsNone(store.state(self.dee))
        sweep(at(114))  # 53 days after the keep: warned again
        self.assertEqual(store.history(self.dee)[-1]["what"], "warned")

    def test_roster_shuts_out_the_old_player_and_keep_lets_them_back(self):
        self.assertTrue(self.dee.access(self.dee_account, "puppet"))
        self.call(CmdIdle(), "/roster Dee=A smuggler who owes everyone.", "Dee is on the roster now: A smuggler")
        self.assertEqual(store.state(self.dee), store.ROSTER)
        self.assertFalse(self.dee.access(self.dee_account, "puppet"))
        self.assertIn(self.dee, self.dee_account.characters.all())  # still theirs until claimed
        out = self.call(CmdRoster(), "", "The roster (1)", caller=self.char2)
        self.assertIn("A smuggler who owes everyone.", out)
        self.call(CmdIdle(), "/roster Dee=Now a retired smuggler.", "Dee's pitch is now: Now a retired")
        self.call(CmdIdle(), "/keep Dee", "Dee stays with DeeAccount")
        self.assertTrue(self.dee.access(self.dee_account, "puppet"))
        self.call(CmdRoster(), "", "Nobody is on the roster just now.", caller=self.char2)

    def test_retire_keeps_everything(self):
        before = {(a.db_key, a.db_category) for a in self.dee.attributes.all()}
        self.call(CmdIdle(), "/retire Dee", "Dee is retired: kept whole, played by nobody.")
        self.assertEqual(store.state(self.dee), store.RETIRED)
        self.assertFalse(self.dee.access(self.dee_account, "puppet"))
        self.assertLessEqual(before, {(a.db_key, a.db_category) for a in self.dee.attributes.all()})
        self.assertIsNotNone(self.dee.pk)
        out = self.call(CmdIdle(), "", "No character is idle.")
        self.assertIn("1 retired", out)
        sweep(at(400))  # a retired character is never swept
        self.assertEqual(store.state(self.dee), store.RETIRED)
        self.assertEqual([h["what"] for h in store.history(self.dee)], ["warned", "idle", "retired"])
        self.assertEqual(store.history(self.dee)[-1]["by"], "Char")

    def test_a_player_may_not(self):
        self.assertFalse(CmdIdle().access(self.char2, "cmd"))
        for args in ("", "/keep Dee", "/roster Dee=x", "/retire Dee"):
            with self.subTest(args):
                self.refuse(CmdIdle(), args, "Deciding about idle characters is for staff only.", caller=self.char2)


class TestBadInput(IdleTest):
    def test_refused_and_nothing_changes(self):
        npc = self.make_char("Statue")
        cases = [
            ("/keep", "Name a character."),
            ("/keep Nobody", "There is no character called 'Nobody'."),
            ("/keep Char2", "Char2 is not idle, on the roster or retired"),
            ("/keep Dee=now", "Keep takes a name only."),
            ("/retire Dee=x", "Retire takes a name only."),
            ("/keep Statue", "No player has Statue among their characters."),
            ("/roster Statue", "No player has Statue among their characters."),
            ("/roster Dee=" + "x" * 201, "That pitch is 201 characters long; the limit is 200."),
            ("/roster Dee=one|/two", "A pitch is one line."),
            ("/bogus Dee", "Unknown switch /bogus."),
            ("/keep/retire Dee", "Use one switch at a time."),
            ("Dee", "To list, type +idle alone; to choose, give a switch."),
        ]
        for args, expected in cases:
            with self.subTest(args):
                self.refuse(CmdIdle(), args, expected)
        self.assertTrue(npc.pk)
        self.call(CmdIdle(), "/retire Dee", "Dee is retired")
        self.refuse(CmdIdle(), "/retire Dee", "Dee is already retired.")
