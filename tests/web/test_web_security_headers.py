"""Every kind of page and download the site answers (pages, refusals,
redirects, errors, downloads, the admin, the web client; the Server's own
static files) carries nosniff, a frame policy and the Content-Security-
Policy, whose connect-src names the web client's websocket on the host the
visitor used; and no page but the web client's (made CSP-clean apart)
has inline script or style that the policy would block."""

import re
import shutil
import tempfile
import time
from pathlib import Path
from unittest import mock

from django.test import override_settings
from django.utils.csp import CSP
from evennia.utils import create
from twisted.web.test.requesthelper import DummyRequest

from features.community import boards, events, requests
from rulesets.fs3 import web_pages
from server.conf import web_plugins
from tests.helpers.web import SceneWebTest
from web import security_headers, static_headers

HOST = "game.example.org"
WEBCLIENT = "/webclient/"
# What a policy of script-src/style-src 'self' refuses in a page.
INLINE = {
    "inline script": re.compile(r"<script\b(?![^>]*\bsrc=)[^>]*>\s*\S", re.IGNORECASE),
    "style block": re.compile(r"<style\b", re.IGNORECASE),
    "style attribute": re.compile(r"<[a-z][^>]*\sstyle\s*=", re.IGNORECASE),
    "event handler": re.compile(r"<[a-z][^>]*\son[a-z]+\s*=", re.IGNORECASE),
    "javascript: address": re.compile(r"""(?:href|src|action)\s*=\s*["']?\s*javascript:""", re.IGNORECASE),
}


def directives(policy: str) -> dict:
    found = {}
    for part in policy.split(";"):
        words = part.split()
        if words:
            found[words[0]] = words[1:]
    return found


def inline_parts(page: str) -> list[str]:
    return [f"{kind}: {page[m.start():m.start() + 80]!r}" for kind, rx in INLINE.items()
            for m in rx.finditer(page)]


class SecurityHeadersTest(SceneWebTest):
    maxDiff = None
    def setUp(self):
        super().setUp()
        self.staff.permissions.add("Admin")
        self.staff.is_staff = True
        self.staff.is_superuser = True
        self.staff.save()
        self.board = boards.create_board("Public")
        boards.write(self.board, self.char, "Scene tonight", "Who is in?")
        self.request = requests.file_request(self.char, "Name change", "Please rename me.")
        events.add_event(self.char, time.time() + 86400, "Harvest fair", "Bring a pie.")
        self.channel = create.create_channel("Chatter", locks="listen:all();send:all();control:perm(Admin)")
        self.addCleanup(self.channel.delete)

    def help_entry_url(self):
        page = self.get("/help/", self.owner).content.decode()
        return re.search(r'href="(/help/[^/"]+/[^/"]+/)"', page).group(1)

    def pages(self):
        """(url, who) for one address of each kind, with what it answers."""
        sid = self.scene.id
        return [
            ("/", None), ("/", self.owner),
            (f"/characters/{self.char.id}/sheet/", self.owner),  # a sheet
            (f"/characters/{self.char.id}/sheet/", self.other),  # 403, refused
            (f"/characters/{self.char.id}/sheet/", None),  # redirect to log in
            ("/characters/sheets/", self.owner), (f"/characters/{self.char.id}/profile/", None),
            (self.char.web_get_detail_url(), self.owner), ("/characters/", self.owner),
            ("/characters/manage/", self.owner), ("/gear/armor/", None),
            ("/scenes/", None), (f"/scenes/{sid}/", None),
            (f"/scenes/{sid}/log.txt", None), (f"/scenes/{sid}/log.md", None),  # downloads
            ("/boards/", self.owner), (f"/boards/{self.board.number}/", self.owner),
            (f"/boards/{self.board.number}/1/", self.owner),
            ("/events/", None), ("/requests/", self.staff), (f"/requests/{self.request.id}/", self.staff),
            ("/help/", self.owner), (self.help_entry_url(), self.owner),
            ("/channels/", self.owner), ("/channels/chatter/", self.owner),
            ("/admin/", None), ("/admin/", self.staff), ("/admin/accounts/accountdb/", self.staff),
            ("/admin/login/", None),
            ("/auth/login/", None), ("/auth/register", None), ("/auth/password_change/", self.owner),
            ("/no/such/page/", None),  # 404
            (WEBCLIENT, None), (WEBCLIENT, self.owner),
        ]

    def fetch(self, url, who):
        client = self.client_for(who)
        client.raise_request_exception = False
        return client.get(url, HTTP_HOST=f"{HOST}:4001")

    def assert_headers(self, response, label):
        self.assertEqual(response.get("X-Content-Type-Options"), "nosniff", label)
        self.assertEqual(response.get("X-Frame-Options"), "SAMEORIGIN", label)
        policy = directives(response.get("Content-Security-Policy", ""))
        for name in ("default-src", "script-src", "style-src", "base-uri", "form-action",
                     "frame-ancestors"):
            self.assertEqual(policy.get(name), ["'self'"], f"{label} {name}")
        self.assertEqual(policy.get("img-src"), ["'self'", "data:"], label)
        self.assertEqual(policy.get("object-src"), ["'none'"], label)
        self.assertEqual(policy.get("connect-src"), ["'self'", f"ws://{HOST}:4002", f"wss://{HOST}:4002"],
                         label)

    @override_settings(WEBSOCKET_CLIENT_PORT=4002, WEBSOCKET_CLIENT_URL=None)
    def test_every_kind_of_page_carries_the_three_headers(self):
        statuses = set()
        for url, who in self.pages():
            response = self.fetch(url, who)
            statuses.add(response.status_code)
            self.assert_headers(response, f"{url} as {who}: {response.status_code}")
        self.assertEqual(statuses, {200, 302, 403, 404})  # every kind of answer was seen

    @override_settings(WEBSOCKET_CLIENT_PORT=4002, WEBSOCKET_CLIENT_URL=None)
    def test_the_server_error_page_too(self):
        with mock.patch.object(web_pages, "armor_chart", side_effect=RuntimeError("x")):
            response = self.fetch("/gear/armor/", None)
        self.assertEqual(response.status_code, 500)
        self.assert_headers(response, "500")

    def test_no_page_has_inline_script_or_style(self):
        found = {}
        for url, who in self.pages():
            response = self.fetch(url, who)
            if url == WEBCLIENT or "html" not in response.get("Content-Type", ""):
                continue
            parts = inline_parts(response.content.decode())
            if parts:
                found[f"{url} as {who}"] = parts
        self.assertEqual(found, {})

    def test_the_checker_finds_inline_parts(self):
        page = ('<script>go()</script><style>p{}</style><p style="x"><a onclick="y" href="javascript:z">'
                '<script src="/static/a.js"></script><svg fill="#eee"></svg>')
        kinds = [part.split(":")[0] for part in inline_parts(page)]
        self.assertEqual(sorted(kinds), ["event handler", "inline script", "javascript", "style attribute",
                                         "style block"])


class PolicyTest(SceneWebTest):
    @override_settings(WEBSOCKET_CLIENT_URL="wss://play.example.net/ws")
    def test_a_websocket_url_setting_is_used(self):
        self.assertEqual(security_headers.websocket_sources("game.example.org"), ["wss://play.example.net"])

    @override_settings(WEBSOCKET_CLIENT_PORT=4002, WEBSOCKET_CLIENT_URL=None)
    def test_a_bad_host_names_no_websocket(self):
        self.assertEqual(security_headers.policy("evil; script-src *")["connect-src"], ["'self'"])
        self.assertEqual(security_headers.policy("[::1]:4001")["connect-src"],
                         ["'self'", "ws://[::1]:4002", "wss://[::1]:4002"])

    def test_a_game_can_add_a_host_or_turn_the_policy_off(self):
        from django.conf import settings

        extra = {**settings.FOURFOLD_CSP, "connect-src": [CSP.SELF, "wss://proxy.example.org"]}
        with override_settings(FOURFOLD_CSP=extra):
            self.assertIn("connect-src 'self' wss://proxy.example.org",
                          self.client_for().get("/")["Content-Security-Policy"])
        with override_settings(FOURFOLD_CSP={}):
            response = self.client_for().get("/")
        self.assertNotIn("Content-Security-Policy", response)
        self.assertEqual(response["X-Content-Type-Options"], "nosniff")


class StaticFileHeadersTest(SceneWebTest):
    """The Server serves /static/ itself (Twisted, not Django)."""

    def test_static_files_carry_the_headers(self):
        from evennia.server.webserver import PrivateStaticRoot
        from twisted.web.resource import Resource

        folder = Path(tempfile.mkdtemp())
        self.addCleanup(shutil.rmtree, folder)
        (folder / "website").mkdir()
        (folder / "website" / "site.css").write_text("p {}")
        with override_settings(STATIC_ROOT=str(folder)):
            root = Resource()
            root.putChild(b"static", PrivateStaticRoot(str(folder)))
            root = web_plugins.at_webserver_root_creation(root)
            static = root.children[b"static"]
            self.assertIsInstance(static, static_headers.HeaderedStaticRoot)
            for path in ([b"website", b"site.css"], [b"website", b"missing.css"]):
                request = DummyRequest(path)
                resource = static
                for name in path:
                    resource = resource.getChildWithDefault(name, request)
                self.assertEqual(isinstance(resource, static_headers.HeaderedStaticRoot),
                                 path[-1] == b"site.css")
                headers = request.responseHeaders
                self.assertEqual(headers.getRawHeaders(b"x-content-type-options"), [b"nosniff"])
                self.assertEqual(headers.getRawHeaders(b"x-frame-options"), [b"SAMEORIGIN"])
                policy = directives(headers.getRawHeaders(b"content-security-policy")[0].decode())
                self.assertEqual(policy["script-src"], ["'self'"])
                self.assertEqual(policy["connect-src"], ["'self'"])
