"""The Portal's web proxy passes the browser's address on to the Server at
the end of X-Forwarded-For (web/forwarding.py), after whatever
the browser or a proxy in front sent; the Server takes the last address
that is not one of settings.UPSTREAM_IPS."""

import io
import unittest

from django.test import RequestFactory
from evennia.server.webserver import EvenniaReverseProxyResource
from evennia.utils import ip_from_request
from twisted.internet.address import IPv4Address
from twisted.internet.testing import MemoryReactor
from twisted.web.resource import Resource
from twisted.web.test.requesthelper import DummyRequest

from server.conf import web_plugins
from web.forwarding import ForwardingProxyResource


def request_from(host, forwarded=None, path=b"/"):
    request = DummyRequest([path])
    request.uri = path
    request.content = io.BytesIO(b"")
    request.clientproto = b"HTTP/1.1"
    request.client = IPv4Address("TCP", host, 51000)
    if forwarded:
        request.requestHeaders.setRawHeaders(b"x-forwarded-for", [forwarded])
    return request


class ForwardingTest(unittest.TestCase):
    def proxied_headers(self, request, path=b"scenes"):
        reactor = MemoryReactor()
        root = web_plugins.at_webproxy_root_creation(EvenniaReverseProxyResource("127.0.0.1", 4005, "", reactor))
        root.getChild(path, request).render(request)
        (_host, _port, factory, _timeout, _bind), = reactor.tcpClients
        return factory.headers

    def test_the_browsers_address_is_passed_on(self):
        headers = self.proxied_headers(request_from("198.51.100.20"))
        self.assertEqual(headers[b"x-forwarded-for"], b"198.51.100.20")

    def test_it_comes_after_what_the_browser_sent(self):
        headers = self.proxied_headers(request_from("198.51.100.20", b"10.0.0.1, 10.0.0.2"))
        self.assertEqual(headers[b"x-forwarded-for"], b"10.0.0.1, 10.0.0.2, 198.51.100.20")

    def test_the_server_believes_only_the_last_address(self):
        forwarded = self.proxied_headers(request_from("198.51.100.20", b"6.6.6.6"))[b"x-forwarded-for"]
        django_request = RequestFactory().get("/", REMOTE_ADDR="127.0.0.1",
                                              HTTP_X_FORWARDED_FOR=forwarded.decode())
        self.assertEqual(ip_from_request(django_request), "198.51.100.20")

    def test_the_root_keeps_its_children(self):
        child = Resource()
        root = EvenniaReverseProxyResource("127.0.0.1", 4005, "", MemoryReactor())
        root.putChild(b"webclientdata", child)
        wrapped = web_plugins.at_webproxy_root_creation(root)
        self.assertIsInstance(wrapped, ForwardingProxyResource)
        self.assertIs(wrapped.children[b"webclientdata"], child)
        self.assertIsInstance(wrapped.getChild(b"scenes", request_from("1.2.3.4")), ForwardingProxyResource)
