"""The site's look through Django's test client: the menu's tags link a
page only when its URL name exists (so a page merged later joins the menu
untouched), the menu shows who is signed in and signs out by a POST form,
no template of ours names Evennia's logo or icon (ours are served, at
/favicon.ico too), Evennia's stock pages are ours (sign in, register,
channels, characters), "your sheets" lists each character's rulesets and
links, and a sheet shows words, not stored keys."""

from __future__ import annotations

import re
from pathlib import Path

from django.contrib.staticfiles import finders
from django.template import Context, Template
from django.test import RequestFactory, override_settings
from django.urls import clear_url_caches, path

from tests.helpers.web import WebTest
from web.website import nav

REPO = Path(__file__).resolve().parents[2]
# Every folder of templates the game ships (the site's, each feature's, each ruleset's).
TEMPLATE_DIRS = [REPO / "web" / "templates", *sorted(REPO.glob("features/*/templates")),
                 *sorted(REPO.glob("rulesets/*/templates"))]
EVENNIA_MARKS = re.compile(r"evennia_logo|evennia-logo|/media/images/favicon|images/favicon\.ico\" type=\"image/x-icon",
                           re.IGNORECASE)


def render(text: str, path: str = "/", **context) -> str:
    request = RequestFactory().get(path)
    return Template("{% load fourfold_nav %}" + text).render(Context({"request": request, **context}))


def view(_request):  # a page that only exists in one test's URLconf
    from django.http import HttpResponse

    return HttpResponse("")


class extra_urls:
    """The site's URLconf plus one page named ``name`` at ``/looktest/``."""

    def __init__(self, name):
        self.name = name

    def __enter__(self):
        import types

        from web import urls as site

        module = types.ModuleType("look_test_urls")
        module.urlpatterns = [path("looktest/", view, name=self.name), *site.urlpatterns]
        self.override = override_settings(ROOT_URLCONF=module)
        self.override.enable()
        clear_url_caches()

    def __exit__(self, *exc):
        self.override.disable()
        clear_url_caches()


class NavTagTest(WebTest):
    def test_an_item_links_a_page_that_exists(self):
        html = render('{% nav_item "Boards" "fourfold-boards" item_id="menu-boards" %}')
        self.assertEqual(html, '<li class="nav-item"><a class="nav-link" href="/boards/" id="menu-boards">Boards</a></li>')

    def test_an_item_for_a_page_not_there_is_nothing(self):
        self.assertEqual(render('{% nav_item "Wiki" "no-such-page-name" %}'), "")
        self.assertEqual(nav.optional_url("no-such-page-name", "/no/such/place/"), None)

    def test_a_page_merged_later_joins_the_menu_untouched(self):
        template = '{% nav_item "Wiki" "wiki-look-test" %}'
        self.assertEqual(render(template), "")
        with extra_urls("wiki-look-test"):
            self.assertIn('href="/looktest/"', render(template))
        self.assertEqual(render(template), "")

    def test_the_first_name_that_exists_wins(self):
        html = render('{% nav_item "Help" "no-such-help" "help" %}')
        self.assertIn('href="/help/"', html)
        self.assertEqual(nav.optional_url("", "no-such", "/boards/", "help"), "/boards/")

    def test_the_current_page_and_its_pages_are_marked(self):
        html = render('{% nav_item "Boards" "fourfold-boards" %}', path="/boards/3/")
        self.assertIn('aria-current="page"', html)
        self.assertIn("nav-item active", html)
        self.assertNotIn("aria-current", render('{% nav_item "Boards" "fourfold-boards" %}', path="/boardsmore/"))
        self.assertTrue(nav.is_current("/", "/"))
        self.assertFalse(nav.is_current("/", "/scenes/"))

    def test_the_label_is_escaped(self):
        self.assertIn("&lt;b&gt;", render('{% nav_item label "fourfold-boards" %}', label="<b>"))

    def test_optional_url_as_a_variable(self):
        self.assertEqual(render('{% optional_url "nope" "fourfold-events" as u %}{{ u }}'), "/events/")
        self.assertEqual(render('{% optional_url "nope" as u %}{{ u|default:"none" }}'), "none")

    def test_game_staff_is_the_games_lock(self):
        self.assertEqual(render("{{ a|game_staff }} {{ b|game_staff }}", a=self.staff, b=self.other), "True False")


class MenuTest(WebTest):
    def page(self, account=None, url="/"):
        response = self.client_for(account).get(url)
        return response.content.decode()

    def menu(self, page):
        return page[page.index('<header class="ff-header">'):page.index("</header>")]

    def test_every_item_that_exists_today_and_none_that_does_not(self):
        menu = self.menu(self.page(self.owner))
        for item, url in (("Play", "/play/"), ("Scenes", "/scenes/"), ("Characters", "/characters/"),
                          ("Boards", "/boards/"), ("Events", "/events/"), ("Wiki", "/wiki/"),
                          ("Help", "/help/")):
            self.assertIn(f'href="{url}" id="menu-{item.lower()}">{item}</a>', menu)

    def test_the_wiki_is_in_everyones_menu_and_marked_on_its_pages(self):
        self.assertIn('href="/wiki/" id="menu-wiki">Wiki</a>', self.menu(self.page(None)))
        menu = self.menu(self.page(self.owner, "/wiki/changes/"))
        self.assertIn('href="/wiki/" id="menu-wiki" aria-current="page">Wiki</a>', menu)
        self.assertIn('href="/help/" id="menu-help">Help</a>', menu)

    def test_signed_in_shows_who_and_signs_out_by_post(self):
        menu = self.menu(self.page(self.owner))
        self.assertIn("Signed in as <strong>Owner</strong>", menu)
        forms = re.findall(r'<form method="post" action="/auth/logout/"[^>]*>\s*<input type="hidden" '
                           r'name="csrfmiddlewaretoken"', menu)
        self.assertEqual(len(forms), 2)  # the account menu's and the one beside it
        self.assertNotIn('href="/auth/logout/"', menu)
        self.assertNotIn("menu-login", menu)
        self.assertIn('href="/requests/">Your requests</a>', menu)  # a player files their own
        self.assertNotIn('">Requests</a>', menu)  # (all of them are staff's)
        self.assertIn('href="/chargen/">Make a character</a>', menu)
        self.assertIn('href="/characters/gallery/">Character gallery</a>', menu)

    def test_mail_is_in_the_menu_with_what_is_new(self):
        from features.community import mail

        self.assertIn('href="/mail/" id="menu-mail">Mail</a>', self.menu(self.page(self.owner)))
        mail.deliver(self.char, [self.char], "Oil", "Two jars.")
        self.assertIn('id="menu-mail">Mail <span class="badge ff-badge">1<span class="sr-only"> new</span>',
                      self.menu(self.page(self.owner)))
        self.assertNotIn("menu-mail", self.menu(self.page(None)))  # a visitor has no mailbox

    def test_staff_see_requests_and_visitors_see_sign_in(self):
        self.assertIn('href="/requests/">Requests</a>', self.menu(self.page(self.staff)))
        menu = self.menu(self.page(None, "/scenes/"))
        self.assertIn("Not signed in", menu)
        self.assertIn('href="/auth/login/?next=/scenes/" id="menu-login">Sign in</a>', menu)
        self.assertNotIn("logout", menu)
        login = self.menu(self.page(None, "/auth/login/"))
        self.assertIn('href="/auth/login/" id="menu-login"', login)  # no "next" back to itself

    def test_the_phone_toggle_is_a_labelled_button(self):
        menu = self.menu(self.page())
        button = re.search(r'<button class="navbar-toggler"[^>]*>', menu).group(0)
        for attribute in ('type="button"', 'aria-controls="menu-content"', 'aria-expanded="false"'):
            self.assertIn(attribute, button)
        self.assertIn('id="menu-content"', menu)
        self.assertIn(">Menu</span>", menu)

    def test_every_page_keeps_the_menu_and_the_skip_link(self):
        for url in ("/", "/auth/login/", "/auth/register", "/no/such/page/", "/auth/password_reset/"):
            page = self.page(None, url)
            self.assertIn('<header class="ff-header">', page, url)
            self.assertIn('href="#main-content"', page, url)
            self.assertIn('<main class="container ff-main" id="main-content"', page, url)


class LogoTest(WebTest):
    def test_no_template_of_ours_names_evennias_logo(self):
        found = []
        for folder in TEMPLATE_DIRS:
            for template in folder.rglob("*.html"):
                text = template.read_text(encoding="utf-8")
                if EVENNIA_MARKS.search(text):
                    found.append(str(template.relative_to(REPO)))
        self.assertEqual(found, [])
        self.assertTrue(len(TEMPLATE_DIRS) >= 3)

    def test_the_check_catches_evennias_logo(self):
        self.assertTrue(EVENNIA_MARKS.search('<img src="{% static "website/images/evennia_logo.png" %}">'))

    def test_pages_carry_fourfolds_icon_and_logo(self):
        for url in ("/", "/webclient/"):
            page = self.client_for().get(url).content.decode()
            self.assertIn('href="/static/website/images/favicon.ico"', page, url)
            self.assertIn('href="/static/website/images/fourfold-logo.svg"', page, url)
            self.assertNotIn("evennia_logo", page, url)

    def test_the_icon_files_are_served_and_are_ours(self):
        svg = Path(finders.find("website/images/fourfold-logo.svg")).read_text(encoding="utf-8")
        self.assertIn("<title>Fourfold</title>", svg)
        ico = Path(finders.find("website/images/favicon.ico")).read_bytes()
        self.assertEqual(ico[:4], b"\x00\x00\x01\x00")  # an icon file
        self.assertIn(b"\x89PNG", ico)
        self.assertTrue(Path(finders.find("website/images/apple-touch-icon.png")).read_bytes().startswith(b"\x89PNG"))
        response = self.client_for().get("/favicon.ico")
        self.assertEqual((response.status_code, response["Location"]),
                         (302, "/static/website/images/favicon.ico"))


class StockPagesTest(WebTest):
    def test_sign_in_register_and_password_pages_are_ours(self):
        login = self.client_for().get("/auth/login/").content.decode()
        self.assertIn("<h1>Sign in</h1>", login)
        self.assertIn('autocomplete="current-password"', login)
        self.assertIn('<label for="id_username">Account name</label>', login)
        register = self.client_for().get("/auth/register").content.decode()
        self.assertIn("<h1>Make an account</h1>", register)
        self.assertIn('<label for="id_username">', register)
        password = self.client_for(self.owner).get("/auth/password_change/").content.decode()
        self.assertIn("<h1>Change your password</h1>", password)
        self.assertIn('<label for="id_old_password">', password)

    def test_a_refused_sign_in_says_why_and_keeps_the_name(self):
        page = self.client_for().post("/auth/login/", {"username": "Owner", "password": "wrong"}).content.decode()
        self.assertIn('id="login-error"', page)
        self.assertIn('value="Owner"', page)

    def test_register_errors_are_shown_by_their_fields(self):
        page = self.client_for().post("/auth/register", {"username": "", "password1": "x"}).content.decode()
        self.assertIn('class="errorlist"', page)
        self.assertIn("ff-field-error", page)

    def test_channels_are_in_the_sites_style(self):
        from evennia.utils import create

        channel = create.create_channel("Lookers", desc="For <b>looking</b>.")
        try:
            page = self.client_for(self.owner).get("/channels/").content.decode()
            self.assertIn("<h1>Channels</h1>", page)
            self.assertIn('class="channel-link" href="/channels/lookers/">Lookers</a>', page)
            self.assertIn("For &lt;b&gt;looking&lt;/b&gt;.", page)
            detail = self.client_for(self.owner).get("/channels/lookers/").content.decode()
            self.assertIn("<h1>Lookers</h1>", detail)
            self.assertIn("Nothing has been said here lately.", detail)
        finally:
            channel.delete()

    def test_characters_and_your_characters(self):
        page = self.client_for(self.owner).get("/characters/").content.decode()
        self.assertIn("<h1>Characters</h1>", page)
        self.assertIn(f'href="/characters/{self.char.id}/profile/">Profile</a>', page)
        self.assertIn('href="/scenes/?who=Mara">Scenes</a>', page)
        self.char.db.desc = "Tall, <i>wry</i>."
        manage = self.client_for(self.owner).get("/characters/manage/").content.decode()
        self.assertIn("<h1>Your characters</h1>", manage)
        self.assertIn("Tall, &lt;i&gt;wry&lt;/i&gt;.", manage)
        self.assertNotIn("placehold", manage)
        self.char.locks.add(f"delete:pid({self.owner.id})")  # as a character its player made
        delete = self.client_for(self.owner).get(self.char.web_get_delete_url()).content.decode()
        self.assertIn("<h1>Delete Mara?</h1>", delete)
        self.assertIn('<form method="post"', delete)


class MySheetsTest(WebTest):
    def test_each_character_with_its_rulesets_and_links(self):
        from rules.pbta.sheet import new_sheet
        from rules.pbta.stats import STATS

        self.char.pbta.save(new_sheet("wall_person", {s: 0 for s in STATS}))
        self.char.fs3.approved = True
        page = self.client_for(self.owner).get("/characters/sheets/").content.decode()
        block = page[page.index(f'id="my-character-{self.char.id}"'):]
        self.assertIn(f'<a class="sheet-link" href="/characters/{self.char.id}/sheet/">Mara</a>', block)
        self.assertIn(f'href="/characters/{self.char.id}/profile/">Profile</a>', block)
        self.assertIn('href="/scenes/?who=Mara">Scenes (0)</a>', block)
        self.assertIn("FS3: approved", block)
        self.assertIn("Stone Age (pbta): not approved yet", block)
        self.assertNotIn(">pbta:", block)

    def test_the_profile_page_names_the_rulesets(self):
        from rules.pbta.sheet import new_sheet
        from rules.pbta.stats import STATS

        self.char.pbta.save(new_sheet("wall_person", {s: 0 for s in STATS}))
        self.char.fs3.approved = True
        page = self.client_for(None).get(f"/characters/{self.char.id}/profile/").content.decode()
        row = page[page.index("<th>Sheets</th>"):]
        row = row[:row.index("</tr>")]
        self.assertIn("FS3 (approved)", row)
        self.assertIn("Stone Age (pbta) (not approved)", row)
        self.assertNotIn(">fs3", row)
        self.assertNotIn("pbta,", row)

    def test_a_character_with_no_sheet_says_so(self):
        from evennia.utils import create

        bare = create.create_object("typeclasses.characters.Character", key="Bare", location=self.room,
                                    home=self.room)
        try:
            self.other.characters.add(bare)
            page = self.client_for(self.other).get("/characters/sheets/").content.decode()
            self.assertIn("No sheet in any ruleset yet", page)
            self.assertNotIn("Mara", page)
        finally:
            bare.delete()


class WordsNotKeysTest(WebTest):
    def sheet_page(self):
        return self.client_for(self.owner).get(f"/characters/{self.char.id}/sheet/").content.decode()

    def test_pbta_people_condition_and_tokens_in_words(self):
        from dataclasses import replace

        from rules.pbta.sheet import LAST_ACTION, new_sheet
        from rules.pbta.stats import STATS

        self.char.pbta.save(new_sheet("wall_person", {s: 0 for s in STATS}))
        page = self.sheet_page()
        section = page[page.index('id="sheet-pbta"'):]
        self.assertIn("People: Wall Person", section)
        self.assertIn("0 tokens", section)
        self.assertIn("Condition: on their feet", section)
        for raw in ("wall_person", "Tokens 0", "&middot; up<"):
            self.assertNotIn(raw, section)
        sheet = replace(self.char.pbta.sheet(), hp=0, tokens=1, condition=LAST_ACTION)
        self.char.pbta.save(sheet)
        section = self.sheet_page()
        self.assertIn("1 token ", section.replace("1 token<", "1 token "))
        self.assertIn("one action left", section)
        self.assertNotIn("last_action", section)

    def test_mw_archetype_and_sides_in_words(self):
        from rules.mw.sheet import new_sheet

        self.char.mw.save(new_sheet("true_muscle", {"M": "Might"}))
        section = self.sheet_page()
        section = section[section.index('id="sheet-mw"'):]
        self.assertIn("Archetype: True Muscle", section)
        self.assertNotIn("true_muscle", section)
        self.assertIn("<td>Muscle</td>", section)
        self.assertNotIn("<th></th>", section)

    def test_unknown_keys_still_read_as_words(self):
        from rulesets.pbta import web_sheet

        self.assertEqual(web_sheet.people_name("cave_bear"), "cave bear")
        self.assertEqual(web_sheet.condition_words("odd_state"), "odd state")
