"""The game's channels (features/channels/defaults.py): made at start, new
characters put on the public ones with their aliases, staff on the staff
channel; and what a player turns off or leaves stays so, through a reload
(the stored mute list and subscriptions, read afresh from the database) and
their next time in play."""

from django.test import override_settings
from evennia.comms.models import ChannelDB
from evennia.utils.idmapper.models import flush_cache

from features.channels import aliases, defaults
from tests.helpers.channels import ChannelTest

DEFAULTS = {"Public": "pub", "Staff": "stf"}


@override_settings(FOURFOLD_CHANNEL_ALIASES=DEFAULTS)
class TestDefaultChannels(ChannelTest):
    def leave_all(self, account):
        for channel in (self.public, self.staff):
            if channel.has_connection(account):
                channel.disconnect(account)

    def test_a_new_character_gets_public_and_staff_gets_staff(self):
        for account in (self.account, self.account2):
            self.leave_all(account)
        self.assertEqual(defaults.join_defaults(self.char2), ["public"])
        self.assertEqual(aliases.channel_of(self.account2, "pub"), self.public)
        self.assertFalse(self.staff.has_connection(self.account2))
        self.assertEqual(defaults.join_defaults(self.char1), ["public", "staff"])
        self.assertEqual(aliases.channel_of(self.account, "stf"), self.staff)
        # speaking by the alias works at once
        self.type(self.account, "pub Welcome")
        self.assertEqual(self.heard[self.account2][-1], "[Public] TestAccount: Welcome")

    def test_a_left_channel_is_not_joined_again(self):
        self.leave_all(self.account2)
        defaults.join_defaults(self.char2)
        self.type(self.account2, "delcom pub")
        self.assertEqual(defaults.join_defaults(self.char2), [])
        self.assertFalse(self.public.has_connection(self.account2))

    def test_a_player_made_staff_joins_staff_at_the_next_puppet(self):
        self.leave_all(self.account2)
        defaults.join_defaults(self.char2)
        self.account2.permissions.add("Builder")
        self.assertEqual(defaults.join_defaults(self.char2), ["staff"])
        self.assertTrue(self.staff.has_connection(self.account2))

    def test_an_alias_taken_for_another_channel_is_left_alone(self):
        self.leave_all(self.account)
        self.join(self.account, self.staff, "pub")
        defaults.join_defaults(self.char1)
        self.assertEqual(aliases.aliases(self.account)["pub"], "staff")
        self.assertTrue(self.public.has_connection(self.account))

    def test_puppeting_calls_it(self):
        self.leave_all(self.account2)
        self.char2.at_post_puppet()
        self.assertTrue(self.public.has_connection(self.account2))


@override_settings(FOURFOLD_CHANNELS={"Newbie": {"desc": "Questions", "locks": "listen:all();send:all()"}})
class TestMadeAtStart(ChannelTest):
    def test_missing_channels_are_made_once(self):
        made = defaults.make_channels()
        self.assertEqual([c.key for c in made], ["Newbie"])
        self.assertEqual(made[0].db.desc, "Questions")
        self.assertTrue(made[0].access(self.account2, "listen"))
        self.assertEqual(defaults.make_channels(), [])
        self.assertEqual(ChannelDB.objects.filter(db_key__iexact="newbie").count(), 1)

    def test_the_server_start_runs_the_hook(self):
        from server.conf import at_server_startstop

        at_server_startstop._features_start()
        self.assertTrue(ChannelDB.objects.filter(db_key__iexact="newbie").exists())


class TestItStaysSo(ChannelTest):
    """A reload empties the Server's memory: the channels and accounts are
    then read from the database afresh, as flush_cache() makes them here."""

    def reloaded(self):
        flush_cache()
        return ChannelDB.objects.get(id=self.public.id)

    def test_off_survives_a_reload(self):
        self.join(self.account, self.public)
        self.join(self.account2, self.public)
        self.type(self.account2, "pub off")
        public = self.reloaded()
        self.assertIn(self.account2, public.mutelist)
        before = len(self.heard[self.account2])
        public.msg("after the reload", senders=[self.account])
        self.assertEqual(len(self.heard[self.account2]), before)
        self.assertEqual(self.type(self.account2, "pub on"), "You turn Public on.")

    def test_left_survives_a_reload(self):
        self.join(self.account2, self.public, "pb")
        self.type(self.account2, "delcom public")
        public = self.reloaded()
        self.assertFalse(public.has_connection(self.account2))
        self.assertEqual(aliases.aliases(self.account2), {})

    def test_aliases_and_titles_survive_a_reload(self):
        self.join(self.account, self.public, "pb")
        self.type(self.account, "comtitle pb=Captain")
        self.reloaded()
        self.assertEqual(aliases.channel_of(self.account, "pb").key, "Public")
        self.assertEqual(aliases.speaker(self.account, self.public), "Captain TestAccount")
