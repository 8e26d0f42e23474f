"""Staff (Builder and up) are on the RollLog channel from the
start: the first admin at the first start, new staff and staff promoted
later at their next login; players are never put on it; a staffer who
leaves it is not put back."""

from evennia.utils import create

from core.rolls import roll_channel as roll_channels
from tests.helpers.community import CommunityTest

ACCOUNT = "typeclasses.accounts.Account"


class TestStaffOnRollLog(CommunityTest):
    def setUp(self):
        super().setUp()
        self.channel = roll_channels.roll_channel()

    def login(self, account):
        account.at_post_login(session=None)

    def on_channel(self, account) -> bool:
        return bool(self.channel.subscriptions.has(account))

    def test_staff_join_at_login_players_do_not(self):
        self.account2.permissions.add("Builder")
        self.login(self.account2)
        self.assertTrue(self.on_channel(self.account2))
        player = create.create_account("Plain", email="p@example.com", password="pw-plain-12",
                                       typeclass=ACCOUNT)
        self.addCleanup(player.delete)
        self.login(player)
        self.assertFalse(self.on_channel(player))

    def test_promoted_later_joins_at_the_next_login(self):
        self.login(self.account2)
        self.assertFalse(self.on_channel(self.account2))
        self.account2.permissions.add("Admin")
        self.login(self.account2)
        self.assertTrue(self.on_channel(self.account2))

    def test_a_staffer_who_leaves_stays_off(self):
        self.account2.permissions.add("Builder")
        self.login(self.account2)
        self.channel.disconnect(self.account2)
        self.login(self.account2)
        self.assertFalse(self.on_channel(self.account2))

    def test_the_first_admin_is_joined_at_initial_setup(self):
        from server.conf.at_initial_setup import join_first_admin

        admin = create.create_account("Boss", email="b@example.com", password="pw-boss-123",
                                      typeclass=ACCOUNT, is_superuser=True)
        self.addCleanup(admin.delete)
        join_first_admin()
        self.assertTrue(self.on_channel(admin))

    def test_no_channel_no_trouble(self):
        self.account2.permissions.add("Builder")
        self.channel.delete()
        self.assertIsNone(roll_channels.roll_channel(make=False))
        self.assertFalse(roll_channels.join_roll_channel(self.account2))
        self.assertIsNone(self.account2.attributes.get(roll_channels.JOINED,
                                                       category=roll_channels.CATEGORY))
