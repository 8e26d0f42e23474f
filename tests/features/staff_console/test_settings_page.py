"""The ``/staff/settings/`` page: an Admin changes settings and the game
reads them at once through ``setting``; every change is recorded and listed;
a bad value is refused beside its field and nothing is saved; a setting the
settings file sets keeps the file's value; visitors, players and Builders
are refused the page and its form, and nothing changes."""

from unittest import mock

from django.test import override_settings
from evennia.utils import create

from core import game_settings
from core.game_settings import setting
from features.community.motd import get_motd
from features.staff_console.models import GameSetting, SettingChange
from rulesets.fs3.catalogue import chargen_budget
from tests.helpers.community_web import ACCOUNT, CommunityWebTest

URL = "/staff/settings/"


def good_form(**changes) -> dict:
    """The form as the page shows it with nothing touched, then ``changes``."""
    form = {"motd": get_motd()}
    for name in ("FOURFOLD_FS3_ATTRIBUTE_POINTS", "FOURFOLD_FS3_SKILL_POINTS", "FOURFOLD_MUSE_TRAIT_POINTS",
                 "FOURFOLD_FS3_XP_WEEKLY_AMOUNT", "FOURFOLD_IDLE_DAYS", "FOURFOLD_IDLE_WARNING_DAYS"):
        form[name] = str(setting(name))
    cap = setting("FOURFOLD_FS3_XP_CAP")
    form["FOURFOLD_FS3_XP_CAP"] = "" if cap is None else str(cap)
    form.update(changes)
    return form


class SettingsPageTest(CommunityWebTest):
    def setUp(self):
        super().setUp()
        game_settings.forget_stored_settings()
        self.addCleanup(game_settings.forget_stored_settings)
        self.admin = self.make_account("Consoleadmin", "Admin")
        self.builder = self.make_account("Consolebuilder", "Builder")

    def make_account(self, name, perm):
        account = create.create_account(name, email=f"{name}@example.com", password="pw-console-9",
                                        typeclass=ACCOUNT)
        account.permissions.add(perm)
        self.addCleanup(account.delete)
        return account

    def whole(self):
        return (sorted(GameSetting.objects.values_list("name", "value")),
                list(SettingChange.objects.values_list("name", "old", "new")),
                get_motd(), setting("FOURFOLD_FS3_SKILL_POINTS"))

    def test_an_admin_changes_the_motd_and_a_budget_and_the_game_uses_them_at_once(self):
        client = self.client_for(self.admin)
        page = client.get(URL)
        self.assertContains(page, "Game settings")
        self.assertContains(page, 'name="csrfmiddlewaretoken"')
        self.assertContains(page, 'value="20"')  # the skill points in use
        page = self.post(client, URL, good_form(motd="Harvest <b>fair</b> tonight!",
                                                FOURFOLD_FS3_SKILL_POINTS="26"))
        self.assertContains(page, "Saved: Message of the day, FS3 skill points.")
        self.assertEqual(get_motd(), "Harvest <b>fair</b> tonight!")
        self.assertEqual(setting("FOURFOLD_FS3_SKILL_POINTS"), 26)
        self.assertEqual(chargen_budget().skill_points, 26)
        # the record: who, old and new, shown on the page (escaped)
        records = list(SettingChange.objects.order_by("id").values_list("name", "old", "new", "by_name"))
        self.assertEqual(records, [("motd", "", "Harvest <b>fair</b> tonight!", "Consoleadmin"),
                                   ("FOURFOLD_FS3_SKILL_POINTS", 20, 26, "Consoleadmin")])
        page = client.get(URL)
        self.assertContains(page, "Harvest &lt;b&gt;fair&lt;/b&gt; tonight!")
        self.assertNotContains(page, "<b>fair</b>")
        self.assertContains(page, "<td>FS3 skill points</td><td>20</td><td>26</td>", html=False)
        # a value read again from the database (another process) is the same
        game_settings.forget_stored_settings()
        self.assertEqual(setting("FOURFOLD_FS3_SKILL_POINTS"), 26)
        # an unchanged form saves nothing and records nothing
        self.post(client, URL, good_form())
        self.assertEqual(SettingChange.objects.count(), 2)

    def test_an_empty_cap_means_no_cap(self):
        self.post(self.client_for(self.admin), URL, good_form(FOURFOLD_FS3_XP_CAP=""))
        self.assertIsNone(setting("FOURFOLD_FS3_XP_CAP"))

    def test_a_bad_value_is_refused_beside_its_field_and_nothing_is_saved(self):
        client = self.client_for(self.admin)
        before = self.whole()
        for name, typed, why in (("FOURFOLD_FS3_SKILL_POINTS", "lots", "Give a whole number from 0 to 500."),
                                 ("FOURFOLD_FS3_SKILL_POINTS", "-3", "Give a whole number from 0 to 500."),
                                 ("FOURFOLD_FS3_SKILL_POINTS", "--3", "Give a whole number from 0 to 500."),
                                 ("FOURFOLD_FS3_SKILL_POINTS", "9" * 40, "Give a whole number from 0 to 500."),
                                 ("FOURFOLD_IDLE_DAYS", "", "Give a whole number."),
                                 ("FOURFOLD_IDLE_DAYS", "0", "Give a whole number from 1 to 3650."),
                                 ("motd", "x" * 2001, "At most 2000 characters")):
            # a good change beside the bad one is not saved either
            page = self.post(client, URL, good_form(motd="A good one", **{name: typed}) if name != "motd"
                             else good_form(FOURFOLD_FS3_SKILL_POINTS="30", motd=typed))
            self.assertContains(page, why, status_code=400)
            self.assertContains(page, "Nothing was saved.", status_code=400)
            field = name.lower()
            self.assertContains(page, f'id="id_{field}-error"', status_code=400)
            self.assertContains(page, f'aria-describedby="id_{field}-help id_{field}-error"', status_code=400)
            self.assertEqual(self.whole(), before, (name, typed))

    def test_a_setting_the_file_sets_wins_and_the_page_says_so(self):
        client = self.client_for(self.admin)
        with override_settings(FOURFOLD_FS3_SKILL_POINTS=33):
            page = client.get(URL)
            self.assertContains(page, "Set in the settings file, which wins")
            before = self.whole()
            page = self.post(client, URL, good_form(FOURFOLD_FS3_SKILL_POINTS="12"))
            self.assertContains(page, "its value wins", status_code=400)
            self.assertEqual(self.whole(), before)
        # a stored value gives way to a file's value too
        self.post(client, URL, good_form(FOURFOLD_FS3_SKILL_POINTS="12"))
        self.assertEqual(setting("FOURFOLD_FS3_SKILL_POINTS"), 12)
        with override_settings(FOURFOLD_FS3_SKILL_POINTS=33):
            self.assertEqual(setting("FOURFOLD_FS3_SKILL_POINTS"), 33)

    def test_visitors_players_and_builders_are_refused_and_nothing_changes(self):
        before = self.whole()
        visitor = self.client_for()
        self.assertIn("/auth/login", visitor.get(URL)["Location"])
        self.assertIn("/auth/login", self.post(visitor, URL, good_form(motd="Hacked"))["Location"])
        for account in (self.account2, self.builder):
            client = self.client_for(account)
            self.assertEqual(client.get(URL).status_code, 403)
            self.assertEqual(self.post(client, URL, good_form(motd="Hacked",
                                                              FOURFOLD_FS3_SKILL_POINTS="99")).status_code, 403)
        self.assertEqual(self.whole(), before)

    def test_a_form_without_its_csrf_token_is_refused(self):
        before = self.whole()
        page = self.client_for(self.admin).post(URL, good_form(motd="No token"))
        self.assertEqual(page.status_code, 403)
        self.assertEqual(self.whole(), before)

    def test_the_login_screen_is_the_console_s_text_or_the_built_in_one(self):
        from server.conf import connection_screens

        self.assertEqual(connection_screens.connection_screen(), connection_screens.CONNECTION_SCREEN)
        client = self.client_for(self.admin)
        self.post(client, URL, good_form(FOURFOLD_CONNECTION_SCREEN="  Welcome to the quay.\r\nconnect <name>  "))
        self.assertEqual(connection_screens.connection_screen(), "Welcome to the quay.\nconnect <name>")
        page = self.post(client, URL, good_form(FOURFOLD_CONNECTION_SCREEN="x" * 4001))
        self.assertContains(page, "At most 4000 characters", status_code=400)
        self.post(client, URL, good_form(FOURFOLD_CONNECTION_SCREEN=""))
        self.assertEqual(connection_screens.connection_screen(), connection_screens.CONNECTION_SCREEN)

    def test_the_channels_new_characters_join(self):
        from evennia.utils import create as make

        from features.channels.defaults import join_defaults

        for key in ("Harbour", "Market"):
            channel = make.create_channel(key, locks="listen:all();send:all()")
            self.addCleanup(channel.delete)
        client = self.client_for(self.admin)
        self.post(client, URL, good_form(FOURFOLD_CHANNEL_ALIASES="harbour=hb, Market = MKT"))
        self.assertEqual(setting("FOURFOLD_CHANNEL_ALIASES"), {"Harbour": "hb", "Market": "mkt"})
        self.assertContains(client.get(URL), 'value="Harbour=hb, Market=mkt"')
        with mock.patch.object(type(self.tomas), "account", self.account3, create=True):
            self.assertEqual(sorted(join_defaults(self.tomas)), ["harbour", "market"])
        before = self.whole(), setting("FOURFOLD_CHANNEL_ALIASES")
        for typed, why in (("Nowhere=nw", "There is no channel called Nowhere"),
                           ("Harbour", "Give Harbour an alias"),
                           ("Harbour=9x", "Give Harbour an alias"),
                           ("=x", "There is no channel called (nothing)")):
            page = self.post(client, URL, good_form(FOURFOLD_CHANNEL_ALIASES=typed))
            self.assertContains(page, why, status_code=400)
            self.assertEqual((self.whole(), setting("FOURFOLD_CHANNEL_ALIASES")), before)

    def test_the_game_s_name_tagline_and_registration(self):
        from commands.create_account import CmdUnconnectedCreate

        client = self.client_for(self.admin)
        page = self.post(client, URL, good_form(FOURFOLD_GAME_NAME="Lantern <Quay>",
                                                FOURFOLD_GAME_SLOGAN="Stories by the water",
                                                FOURFOLD_REGISTRATION_OPEN="closed"))
        self.assertContains(page, "Saved: The game&#x27;s name, Tagline, Registration.")
        home = self.client_for().get("/")
        self.assertContains(home, "Lantern &lt;Quay&gt; &middot; Stories by the water")
        self.assertNotContains(home, "/auth/register")
        refused = self.client_for().post("/auth/register", {"username": "Newby", "password1": "pw-new-12345",
                                                            "password2": "pw-new-12345"})
        self.assertEqual(refused.status_code, 403)
        create = CmdUnconnectedCreate()
        create.msg = mock.Mock()
        self.assertTrue(create.at_pre_cmd())
        self.assertIn("cannot be made", create.msg.call_args.args[0])
        self.assertContains(client.get(URL), '<option value="closed" selected>', html=False)
        for name, typed, why in (("FOURFOLD_REGISTRATION_OPEN", "ajar", "Choose open or closed."),
                                 ("FOURFOLD_GAME_NAME", "two\nlines", "One line only."),
                                 ("FOURFOLD_GAME_SLOGAN", "s" * 121, "At most 120 characters")):
            before = self.whole(), setting(name)
            page = self.post(client, URL, good_form(**{name: typed}))
            self.assertContains(page, why, status_code=400)
            self.assertEqual((self.whole(), setting(name)), before)
        self.post(client, URL, good_form(FOURFOLD_GAME_NAME="", FOURFOLD_REGISTRATION_OPEN="open"))
        self.assertContains(self.client_for().get("/"), "Fourfold &middot;")
        self.assertFalse(create.at_pre_cmd())

    def test_discord_links_take_effect_at_the_next_reload_which_the_page_offers(self):
        from evennia.utils import create as make

        from ops import discord

        channel = make.create_channel("Tavern", locks="listen:all();send:all()")
        self.addCleanup(channel.delete)
        client = self.client_for(self.admin)
        page = self.post(client, URL, good_form(FOURFOLD_DISCORD_LINKS="tavern=123456789012"))
        self.assertContains(page, "Discord links takes effect at the next reload.")
        self.assertContains(page, 'id="reload-button"')
        self.assertEqual(setting("FOURFOLD_DISCORD_LINKS"), [["Tavern", "123456789012"]])
        self.assertEqual(discord.wanted_links(setting("FOURFOLD_DISCORD_LINKS"), lambda name: channel),
                         [("Tavern", "123456789012")])
        self.assertContains(client.get(URL), 'value="Tavern=123456789012"')
        self.assertNotContains(self.post(client, URL, good_form(FOURFOLD_IDLE_DAYS="40")), 'id="reload-button"')
        before = self.whole(), setting("FOURFOLD_DISCORD_LINKS")
        for typed, why in (("Tavern=abc", "Discord channel&#x27;s id"), ("Nowhere=123456", "no channel called")):
            page = self.post(client, URL, good_form(FOURFOLD_DISCORD_LINKS=typed))
            self.assertContains(page, why, status_code=400)
            self.assertEqual((self.whole(), setting("FOURFOLD_DISCORD_LINKS")), before)
