"""MSSP tells listings the truth: the game's name and real telnet port, SSL
off when it is off, the rooms and help entries there are, and the genre,
website and contact from settings."""

from unittest import mock

from django.test import override_settings
from evennia.help.filehelp import FILE_HELP_ENTRIES
from evennia.objects.models import ObjectDB
from evennia.utils.create import create_object
from evennia.utils.test_resources import BaseEvenniaTest

MSSP_VAR, MSSP_VAL = b"\x01", b"\x02"


def sent_table():
    """What Evennia's Portal sends a crawler, decoded into {name: [values]}."""
    from evennia.server.portal import mssp as portal_mssp

    from server.conf import mssp

    protocol = mock.Mock()
    protocol.sessionhandler.count_loggedin.return_value = 3
    protocol.sessionhandler.uptime = 100
    with mock.patch.object(portal_mssp, "MSSPTable_CUSTOM", mssp.MSSPTable):
        handler = portal_mssp.Mssp.__new__(portal_mssp.Mssp)
        handler.protocol = lambda: protocol
        handler.do_mssp(None)
    payload = protocol.requestNegotiation.call_args[0][1]
    table = {}
    for part in payload.split(MSSP_VAR)[1:]:
        key, value = part.split(MSSP_VAL)
        table.setdefault(key.decode(), []).append(value.decode())
    return table


class TestMssp(BaseEvenniaTest):
    @override_settings(SERVERNAME="Testfold", TELNET_PORTS=[5123], SSL_ENABLED=False,
                       FOURFOLD_MSSP_GENRE="Science Fiction",
                       FOURFOLD_MSSP_WEBSITE="https://fourfold.example",
                       FOURFOLD_MSSP_CONTACT="staff@fourfold.example")
    def test_table_tells_the_truth(self):
        from django.conf import settings

        create_object("typeclasses.rooms.Room", key="Extra room")
        rooms = ObjectDB.objects.typeclass_search(settings.BASE_ROOM_TYPECLASS,
                                                  include_children=True).count()
        table = sent_table()
        self.assertEqual(table["NAME"], ["Testfold"])
        self.assertEqual(table["PORT"], ["5123"])
        self.assertEqual(table["SSL"], ["0"])
        self.assertEqual(table["ROOMS"], [str(rooms)])
        self.assertGreater(rooms, 1)
        self.assertEqual(table["HELPFILES"], [str(len(FILE_HELP_ENTRIES.all()))])
        self.assertGreater(int(table["HELPFILES"][0]), 10)
        self.assertEqual(table["GENRE"], ["Science Fiction"])
        self.assertEqual(table["WEBSITE"], ["https://fourfold.example"])
        self.assertEqual(table["CONTACT"], ["staff@fourfold.example"])
        self.assertEqual(table["PLAYERS"], ["3"])

    @override_settings(SSL_ENABLED=True, SSL_PORTS=[4443])
    def test_ssl_port_when_on(self):
        self.assertEqual(sent_table()["SSL"], ["4443"])


class TestMsspValues(BaseEvenniaTest):
    """UPTIME a whole number, unset entries left out, no "None"."""

    @override_settings(FOURFOLD_MSSP_HOSTNAME="", FOURFOLD_MSSP_WEBSITE="", FOURFOLD_MSSP_CONTACT="",
                       FOURFOLD_MSSP_SUBGENRE="None")
    def test_unset_entries_are_left_out(self):
        table = sent_table()
        for key in ("HOSTNAME", "WEBSITE", "CONTACT", "SUBGENRE"):
            self.assertNotIn(key, table)
        for key, values in table.items():
            for value in values:
                self.assertNotIn(value, ("", "None"), key)

    @override_settings(FOURFOLD_MSSP_HOSTNAME="mush.example.net")
    def test_hostname_from_settings(self):
        self.assertEqual(sent_table()["HOSTNAME"], ["mush.example.net"])

    def test_uptime_is_the_start_time_in_whole_seconds(self):
        import time

        with mock.patch("evennia.server.portal.portalsessionhandler.PORTAL_SESSIONS",
                        mock.Mock(uptime=1733100000.75)):  # the Portal's start time
            self.assertEqual(sent_table()["UPTIME"], ["1733100000"])
        value = sent_table()["UPTIME"]
        self.assertEqual(len(value), 1)
        self.assertTrue(value[0].isdigit())
        self.assertLessEqual(int(value[0]), time.time())
