"""portal/origin.py: the web client's websocket takes pages of the game's own
site (the host it was asked by, on the web port or 80/443; ALLOWED_HOSTS;
FOURFOLD_WEBSOCKET_ORIGINS) and clients that send no Origin; any other
Origin is refused with 403. The real handshake is in
tests/e2e/test_websocket_origin.py."""

from unittest import mock

from autobahn.websocket.types import ConnectionDeny
from django.conf import settings
from django.test import SimpleTestCase, override_settings
from evennia.utils.utils import class_from_module

from portal import origin
from portal.origin import allowed

WEB = settings.WEBSERVER_PORTS[0][0]


class AllowedTest(SimpleTestCase):
    def test_the_games_own_page_is_accepted(self):
        self.assertTrue(allowed(f"http://127.0.0.1:{WEB}", "127.0.0.1:4002"))
        self.assertTrue(allowed(f"http://Game.Example:{WEB}", "game.example:4002"))
        self.assertTrue(allowed("https://game.example", "game.example"))  # behind a proxy
        self.assertTrue(allowed(f"http://[::1]:{WEB}", "[::1]:4002"))

    def test_no_origin_is_accepted(self):
        self.assertTrue(allowed(None, "127.0.0.1:4002"))
        self.assertTrue(allowed("", None))

    def test_other_sites_are_refused(self):
        self.assertFalse(allowed("http://evil.example", "game.example:4002"))
        self.assertFalse(allowed(f"http://evil.example:{WEB}", "game.example:4002"))
        self.assertFalse(allowed("http://game.example.evil.example", "game.example:4002"))
        self.assertFalse(allowed("http://game.example:8080", "game.example:4002"))  # another port
        self.assertFalse(allowed("null", "game.example:4002"))
        self.assertFalse(allowed("not an origin", "game.example:4002"))
        self.assertFalse(allowed("file://", "game.example:4002"))

    @override_settings(FOURFOLD_WEBSOCKET_ORIGINS=["https://Play.Example", "http://other.example:8000"])
    def test_listed_origins_are_accepted(self):
        self.assertTrue(allowed("https://play.example", "10.0.0.5:4002"))
        self.assertTrue(allowed("https://play.example:443", "10.0.0.5:4002"))
        self.assertTrue(allowed("http://other.example:8000", "10.0.0.5:4002"))
        self.assertFalse(allowed("http://play.example", "10.0.0.5:4002"))  # not that scheme

    @override_settings(ALLOWED_HOSTS=["game.example", ".game.example"])
    def test_allowed_hosts_are_the_sites_own(self):
        self.assertTrue(allowed("https://www.game.example", "ws.game.example"))
        self.assertTrue(allowed(f"http://game.example:{WEB}", "10.0.0.5:4002"))
        self.assertFalse(allowed("https://evil.example", "ws.game.example"))

    def test_a_wildcard_allowed_hosts_admits_nothing_by_itself(self):
        self.assertIn("*", settings.ALLOWED_HOSTS)
        self.assertFalse(allowed("https://anything.example", "game.example"))


class Request:
    def __init__(self, origin, host="127.0.0.1:4002"):
        self.origin, self.headers, self.peer, self.protocols = origin, {"host": host}, "tcp:1.2.3.4:5", []


class OnConnectTest(SimpleTestCase):
    def setUp(self):
        cls = class_from_module(settings.WEBSOCKET_PROTOCOL_CLASS)
        self.protocol = cls.__new__(cls)

    def test_a_foreign_origin_is_refused_with_403(self):
        with mock.patch.object(origin.logger, "log_warn") as warn, \
                self.assertRaises(ConnectionDeny) as refused:
            self.protocol.onConnect(Request("http://evil.example"))
        self.assertEqual(refused.exception.code, 403)
        self.assertIn("evil.example", warn.call_args[0][0])

    def test_the_games_page_goes_on_to_evennias_handshake(self):
        self.assertIsNone(self.protocol.onConnect(Request(f"http://127.0.0.1:{WEB}")))
        self.assertIsNotNone(self.protocol.wire_format)
