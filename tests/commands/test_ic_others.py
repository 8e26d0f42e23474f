"""`ic <someone else's character>` by a player is refused and leaves no
trace: the account's last puppet (what the next login puppets) is not
touched."""

from commands.account_ic import CmdIC
from tests.helpers.game import FourfoldCommandTest


class IcOthersTest(FourfoldCommandTest):
    def setUp(self):
        super().setUp()
        # the test account (Char's) as a plain player
        self.account.permissions.clear()
        self.account.permissions.add("Player")
        self.account.is_superuser = False
        self.account.characters.add(self.char1)
        self.account.db._last_puppet = self.char1

    def ic(self, name):
        return self.call(CmdIC(), name, caller=self.account)

    def test_someone_elses_character_is_refused_without_a_trace(self):
        out = self.ic("Char2")
        self.assertTrue(out)
        self.assertNotIn("You become", out)
        self.assertEqual(self.account.db._last_puppet, self.char1)
        self.assertNotEqual(self.char2.account, self.account)

    def test_even_when_it_is_on_the_players_list(self):
        # Evennia refuses such a puppet with a message, not an error, and then
        # recorded the character as the last puppet all the same
        self.char2.locks.add(f"puppet:pid({self.account2.id})")
        self.account.characters.add(self.char2)
        out = self.ic("Char2")
        self.assertIn("permission", out)
        self.assertEqual(self.account.db._last_puppet, self.char1)

    def test_ones_own_character_is_still_taken_up(self):
        from evennia.utils import create

        other = create.create_object("typeclasses.characters.Character", key="Alt",
                                     location=self.room1, home=self.room1)
        other.locks.add(f"puppet:pid({self.account.id})")
        self.account.characters.add(other)
        self.ic("Alt")
        self.assertEqual(self.account.db._last_puppet, other)

    def test_the_account_cmdset_has_it(self):
        from commands.default_cmdsets import AccountCmdSet

        cmdset = AccountCmdSet()
        cmdset.at_cmdset_creation()
        self.assertIn("commands.account_ic", [type(c).__module__ for c in cmdset.commands if c.key == "ic"])
