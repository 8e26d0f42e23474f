"""The web site's frame through Django's test client: Fourfold's home page
(not Evennia's stock one), refusals and errors as pages in the site's style
that say why, the sheet's wound modifier as players read it, and every
asset served by the game itself (no page names another host)."""

import re
import sys
import types
from unittest import mock

from django.conf import settings
from django.contrib.staticfiles import finders
from django.test import RequestFactory, override_settings
from django.urls import clear_url_caches, path

from rulesets.registry import installed
from tests.helpers.web import WebTest, wound
from web.website import sheet_data

# A src= or href= (or CSS url()) that leaves the site: an address with a
# scheme or a protocol-relative //host.
OUTSIDE = re.compile(r"""(?:src|href)\s*=\s*["']?\s*(?:[a-z][a-z0-9+.-]*:)?//|url\(\s*["']?(?:https?:)?//""",
                     re.IGNORECASE)


def outside_links(page: str) -> list[str]:
    return [page[m.start():m.start() + 90] for m in OUTSIDE.finditer(page)]


class HomePageTest(WebTest):
    def page(self, client=None, **kwargs):
        response = (client or self.client_for()).get("/", **kwargs)
        self.assertEqual(response.status_code, 200)
        return response.content.decode()

    def test_fourfold_not_evennias_stock_page(self):
        page = self.page()
        self.assertNotIn("Welcome to Evennia", page)
        self.assertIn(settings.SERVERNAME, page)
        self.assertIn('id="about"', page)
        for key in installed():
            self.assertIn(f'id="wing-{key}"', page)

    def test_how_to_connect_from_settings(self):
        page = self.page(HTTP_HOST="game.example.org:4001")
        self.assertIn(f'<code id="telnet-port">{settings.TELNET_PORTS[0]}</code>', page)
        self.assertIn('<code id="telnet-host">game.example.org</code>', page)
        self.assertIn('id="play-online" ', page.replace('href="/play/" id="play-online"',
                                                        'id="play-online" '))
        with override_settings(FOURFOLD_PUBLIC_HOST="mush.example.net", TELNET_PORTS=[5555]):
            page = self.page()
        self.assertIn('<code id="telnet-host">mush.example.net</code>', page)
        self.assertIn('<code id="telnet-port">5555</code>', page)

    def test_who_is_online_by_character_not_account(self):
        session = types.SimpleNamespace(puppet=self.char, logged_in=True)
        idle = types.SimpleNamespace(puppet=None, logged_in=True)  # logged in, no character
        import evennia

        with mock.patch.object(evennia.SESSION_HANDLER, "get_sessions", return_value=[session, idle]):
            page = self.page()
        self.assertIn('<span class="ff-online">Mara</span>', page)
        self.assertIn("1 character in the game", page)
        self.assertNotIn("Owner", page)
        with mock.patch.object(evennia.SESSION_HANDLER, "get_sessions", return_value=[]):
            self.assertIn("Nobody is playing right now", self.page())

    def test_upcoming_events_and_live_links(self):
        import time

        from features.community import events

        self.assertNotIn('id="upcoming"', self.page())
        events.add_event(self.char, time.time() + 86400, "Harvest |rfair|n", "Bring a pie.")
        page = self.page()
        self.assertIn('id="upcoming"', page)
        self.assertIn("Harvest fair", page)  # colour codes are not shown on the web
        for link in ('href="/scenes/" id="link-scenes"', 'href="/events/" id="link-events"',
                     'href="/boards/" id="link-boards"'):
            self.assertIn(link, page)

    def test_links_to_sheets_and_armor_chart(self):
        page = self.page()
        self.assertIn('href="/characters/sheets/"', page)
        self.assertIn('href="/gear/armor/"', page)

    def test_scene_and_event_links_only_when_their_pages_exist(self):
        from web.website.views import home

        page = self.page()
        if home.optional_url(*home.SCENES) is None:
            self.assertNotIn('id="link-scenes"', page)
        if home.optional_url(*home.EVENTS) is None:
            self.assertNotIn('id="link-events"', page)
        # a site that has them: the links appear
        urls = types.ModuleType("fourfold_test_urls_with_scenes")
        from web import urls as real

        def stub(request):
            from django.http import HttpResponse

            return HttpResponse("stub")

        urls.urlpatterns = [path("scenes/", stub), path("events/", stub, name="events")] \
            + list(real.urlpatterns)
        sys.modules[urls.__name__] = urls
        try:
            with override_settings(ROOT_URLCONF=urls.__name__):
                clear_url_caches()
                page = self.page()
                self.assertEqual(home.optional_url("nosuch-name", "/no/such/"), None)
        finally:
            clear_url_caches()
            del sys.modules[urls.__name__]
        self.assertIn('<a href="/scenes/" id="link-scenes">', page)
        self.assertIn('<a href="/events/" id="link-events">', page)


class ErrorPagesTest(WebTest):
    def test_refusal_says_why_in_the_sites_style(self):
        response = self.client_for(self.other).get(f"/characters/{self.char.id}/sheet/")
        self.assertEqual(response.status_code, 403)
        page = response.content.decode()
        self.assertIn('id="error-403"', page)
        self.assertIn("That page is for its player and for staff.", page)
        self.assertIn("navbar", page)  # the site's own frame and menu
        self.assertIn("vendor/bootstrap-4.6.2/bootstrap.min.css", page)

    def test_unknown_page_and_unknown_character(self):
        response = self.client_for().get("/no/such/page/")
        self.assertEqual(response.status_code, 404)
        page = response.content.decode()
        self.assertIn('id="error-404"', page)
        self.assertIn("There is nothing at this address.", page)
        self.assertNotIn("tried", page.lower())  # never Django's list of patterns
        response = self.client_for(self.staff).get("/characters/999999/sheet/")
        self.assertEqual(response.status_code, 404)
        self.assertIn("No such character.", response.content.decode())

    def test_server_error_page(self):
        from web import urls
        from web.website.views import errors

        self.assertEqual(urls.handler500, "web.website.views.errors.server_error")
        self.assertEqual(urls.handler403, "web.website.views.errors.refused")
        self.assertEqual(urls.handler404, "web.website.views.errors.not_found")
        request = RequestFactory().get("/broken/")
        from django.contrib.auth.models import AnonymousUser

        request.user = AnonymousUser()
        response = errors.server_error(request)
        self.assertEqual(response.status_code, 500)
        page = response.content.decode()
        self.assertIn('id="error-500"', page)
        self.assertIn("server log", page)
        with mock.patch.object(errors, "render", side_effect=RuntimeError("template broke")):
            plain = errors.server_error(request)
        self.assertEqual(plain.status_code, 500)
        self.assertIn("Server error", plain.content.decode())

    def test_a_view_that_crashes_gets_the_500_page(self):
        from rulesets.fs3 import web_pages

        client = self.client_for()
        client.raise_request_exception = False
        with mock.patch.object(web_pages, "armor_chart", side_effect=RuntimeError("x")):
            response = client.get("/gear/armor/")
        self.assertEqual(response.status_code, 500)
        self.assertIn('id="error-500"', response.content.decode())


class WoundModifierTest(WebTest):
    def test_no_wounds_reads_zero(self):
        page = self.client_for(self.owner).get(f"/characters/{self.char.id}/sheet/").content.decode()
        self.assertIn("Wound modifier 0 ", page)
        self.assertNotIn("-0.00", page)

    def test_signed(self):
        for value, text in ((0, "0"), (-0.0, "0"), (-1, "-1"), (-0.75, "-0.75"), (-1.5, "-1.5"),
                            (0.25, "+0.25"), (None, "0")):
            self.assertEqual(sheet_data.signed(value), text, value)

    def test_wound_rows_use_it_too(self):
        self.char.fs3.wounds = [wound("Light")]
        page = self.client_for(self.owner).get(f"/characters/{self.char.id}/sheet/").content.decode()
        self.assertIn('<td class="num">-0.25</td>', page)
        self.assertIn("Wound modifier -0.25 ", page)


class NothingFromOutsideTest(WebTest):
    """Every page a player meets names only this site: no CDN, font service
    or placeholder host (the browser test checks the same with the network
    cut off)."""

    def test_pages_name_no_other_host(self):
        pages = {"/": self.client_for(), "/webclient/": self.client_for(self.owner),
                 f"/characters/{self.char.id}/sheet/": self.client_for(self.owner),
                 "/characters/sheets/": self.client_for(self.owner),
                 "/gear/armor/": self.client_for(), "/no/such/page/": self.client_for(),
                 "/help/": self.client_for(self.owner), "/characters/": self.client_for(self.owner),
                 "/channels/": self.client_for(self.owner), "/auth/login/": self.client_for(),
                 "/characters/manage/": self.client_for(self.owner),
                 self.char.web_get_detail_url(): self.client_for(self.owner)}
        found = {}
        for url, client in pages.items():
            response = client.get(url)
            self.assertIn(response.status_code, (200, 404), url)
            links = outside_links(response.content.decode())
            if links:
                found[url] = links
        self.assertEqual(found, {})

    def test_checker_catches_outside_links(self):
        self.assertEqual(len(outside_links('<script src="https://cdn.x/y.js">'
                                           "<link href='//cdn.x/a.css'>"
                                           "<div style=\"background:url(https://x/i.png)\">")), 3)
        self.assertEqual(outside_links('<a href="/gear/armor/"><img src="/static/x.svg">'), [])

    def test_vendored_files_are_served_as_static(self):
        for name in ("vendor/bootstrap-4.6.2/bootstrap.min.css",
                     "vendor/bootstrap-4.6.2/bootstrap.bundle.min.js",
                     "vendor/jquery-3.7.1/jquery.min.js",
                     "vendor/favico-0.3.10/favico-0.3.10.min.js",
                     "website/images/placeholder.svg"):
            self.assertIsNotNone(finders.find(name), name)

    def test_webclient_font_plugin_is_ours(self):
        found = finders.find("webclient/js/plugins/font.js")
        self.assertIn("/web/static/", found.replace("\\", "/"))
        with open(found) as handle:
            self.assertEqual(outside_links(handle.read().replace("'https://", "href='https://")), [])
