"""An account made but never logged in leaves nobody standing in the start
room: its character waits in no location, as Evennia keeps an
unpuppeted character, and its first puppet puts it in the start room."""

from django.conf import settings
from django.test import override_settings
from evennia.objects.models import ObjectDB
from evennia.utils.test_resources import BaseEvenniaTest

from typeclasses.accounts import Account


class TestNewCharacterParked(BaseEvenniaTest):
    def test_created_character_waits_out_of_sight(self):
        # the start room by its real id (PostgreSQL does not reuse ids, so #2 may not exist)
        with override_settings(START_LOCATION=self.room1.dbref, DEFAULT_HOME=self.room1.dbref):
            self.created_character_waits_out_of_sight()

    def created_character_waits_out_of_sight(self):
        start = ObjectDB.objects.get_id(settings.START_LOCATION)
        self.assertIsNotNone(start)
        account, errors = Account.create(username="Newcomer", password="a long secret 29")
        self.assertFalse(errors)
        # as telnet's create makes it (commands/create_account.py)
        char, errors = account.create_character(typeclass=account.default_character_typeclass)
        self.assertFalse(errors)
        self.assertIsNone(char.location)
        self.assertNotIn(char, start.contents)
        self.assertEqual(char.db.prelogout_location, start)
        # the first puppet brings it in (Evennia's at_pre_puppet)
        char.at_pre_puppet(account, session=self.session)
        self.assertEqual(char.location, start)
        self.assertIn(char, start.contents)
