"""Alts: one account holds up to FOURFOLD_MAX_CHARACTERS (3)
characters; +alts shows a player their own and staff anyone's; another
player's alts stay hidden (from +alts, +finger, who and the web profile)
unless that player shares them with +alts/public on."""

from django.conf import settings
from django.test import Client
from evennia.utils import create

from commands.charcreate import CmdCharCreate
from features.community import alts
from features.community.commands.alts import CmdAlts
from features.community.commands.finger import CmdFinger
from features.community.commands.who import CmdWho
from tests.helpers.community import CommunityTest, online
from tests.helpers.game import CHARACTER


class AltsTest(CommunityTest):
    def setUp(self):
        super().setUp()
        # Char2's player (account2) also plays Quill, offline in the other room.
        self.account2.characters.add(self.char2)
        self.char2.account = self.account2
        self.quill = create.create_object(CHARACTER, key="Quill", location=self.room2,
                                          home=self.room2)
        self.account2.characters.add(self.quill)
        self.account.characters.add(self.char1)
        self.dee = create.create_object(CHARACTER, key="Dee", location=self.room1, home=self.room1)

    def alts(self, args, expected=None, caller=None):
        caller = caller or self.char2
        return self.call(CmdAlts(), args, expected, caller=caller)


class TestSetting(AltsTest):
    def test_an_account_holds_three_characters_by_default(self):
        self.assertEqual(settings.FOURFOLD_MAX_CHARACTERS, 3)
        self.assertEqual(settings.MAX_NR_CHARACTERS, 3)
        self.assertEqual(self.account2.get_available_character_slots(), 1)

    def test_charcreate_makes_the_third_and_refuses_a_fourth(self):
        first = self.account
        self.account = self.account2  # the account the test's command runs for
        try:
            self.call(CmdCharCreate(), "Wren", "Created new character Wren.", caller=self.account2)
            self.assertEqual(sorted(c.key for c in self.account2.characters.all()),
                             ["Char2", "Quill", "Wren"])
            # one plain line (Evennia's own command sent a Python list)
            out = self.call(CmdCharCreate(), "Finch", caller=self.account2)
        finally:
            self.account = first
        self.assertEqual(out, "You may only have a maximum of 3 characters.")
        self.assertEqual(len(self.account2.characters.all()), 3)


class TestOwnAlts(AltsTest):
    def test_a_player_sees_their_own(self):
        self.alts("", "Your characters (2): Char2, Quill.\nYour alts are private")
        self.alts("Quill", "Your characters (2): Char2, Quill.")

    def test_owner_is_found_when_the_character_is_not_played(self):
        self.assertIsNone(self.quill.account)
        self.assertEqual(alts.owner(self.quill), self.account2)
        self.assertIsNone(alts.owner(self.dee))


class TestOthersAlts(AltsTest):
    def test_staff_see_every_character_of_an_account(self):
        self.alts("Quill", "Quill's account TestAccount2 holds: Char2, Quill (private).",
                  caller=self.char1)
        self.alts("Dee", "Dee belongs to no account.", caller=self.char1)

    def test_private_alts_hidden_from_players(self):
        player = self.make_plain_player()
        for name in ("Char2", "Quill", "Dee"):
            with self.subTest(name):
                self.refuse(CmdAlts(), name, "Only staff see another player's alts, unless "
                            "that player shares them.", caller=player)

    def test_shared_alts_are_shown(self):
        player = self.make_plain_player()
        self.alts("/public on", "Your alts are shared")
        self.assertTrue(alts.is_public(self.account2))
        self.call(CmdAlts(), "Char2", "Char2's player also plays: Quill.", caller=player)
        self.alts("/public off", "Your alts are private")
        self.refuse(CmdAlts(), "Quill", "Only staff see", caller=player)

    def test_bad_input_changes_nothing(self):
        self.refuse(CmdAlts(), "/public maybe", "Say on or off", caller=self.char2)
        self.refuse(CmdAlts(), "Nobody", "There is no character called 'Nobody'.", caller=self.char2)
        self.refuse(CmdAlts(), "/shout", "Unknown switch /shout", caller=self.char2)

    def make_plain_player(self):
        """A character of a third, plain account (char1 is a Developer's)."""
        account = create.create_account("Third", email="t@example.com", password="pw-third-1")
        player = create.create_object(CHARACTER, key="Ash", location=self.room1, home=self.room1)
        account.characters.add(player)
        player.account = account
        self.addCleanup(account.delete)
        return player


class TestNoLeaks(AltsTest):
    def test_finger_and_web_profile_show_alts_only_when_shared(self):
        finger = self.call(CmdFinger(), "Char2", caller=self.dee)
        self.assertNotIn("Quill", finger)
        page = Client().get(f"/characters/{self.char2.id}/profile/").content.decode()
        self.assertNotIn("Quill", page)
        alts.set_public(self.account2, True)
        self.assertIn("Alts:", self.call(CmdFinger(), "Char2", caller=self.dee))
        self.assertRegex(self.call(CmdFinger(), "Char2", caller=self.dee), r"Alts:\s+Quill")
        page = Client().get(f"/characters/{self.char2.id}/profile/").content.decode()
        self.assertRegex(page, r"<th>Alts</th><td>Quill</td>")

    def test_who_shows_accounts_to_staff_only(self):
        online(self, self.char2)
        self.assertNotIn("TestAccount2", self.call(CmdWho(), "", caller=self.dee))
        self.assertIn("TestAccount2", self.call(CmdWho(), "", caller=self.char1))
