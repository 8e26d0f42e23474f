"""Adding a feature is one package and one settings line: a feature that
lives only in tests (tests/features/sample_feature/) is installed with the
settings that line makes (core/features.py configure, as
server/conf/settings.py calls it), and its command is in the game, its page
answers from its app's template, its hook is called and its setting has its
default."""

from types import ModuleType

from django.conf import settings
from django.test import override_settings
from django.urls import reverse

from core import features
from server.conf import settings as game_settings
from tests.helpers.game import FourfoldCommandTest

SAMPLE = "tests.features.sample_feature"


def with_one_line(package: str, **game) -> dict:
    """The settings of server/conf/settings.py with ``package`` added to
    ``FOURFOLD_FEATURES`` (and ``game``'s own values), as configure makes them."""
    namespace = {name: value for name, value in vars(game_settings).items() if name.isupper()}
    namespace.update(game, FOURFOLD_FEATURES=[*game_settings.FOURFOLD_FEATURES, package])
    features.configure(namespace)
    return namespace


def installed(namespace: dict):
    names = ("FOURFOLD_FEATURES", "INSTALLED_APPS", "FOURFOLD_FEATURE_URLS", "FOURFOLD_SAMPLE_GREETING")
    return override_settings(**{name: namespace[name] for name in names})


class SampleSettingsTest(FourfoldCommandTest):
    def test_the_line_adds_its_app_its_pages_and_its_setting(self):
        made = with_one_line(SAMPLE)
        self.assertEqual(made["INSTALLED_APPS"],
                         [*settings.INSTALLED_APPS, "tests.features.sample_feature.apps.SampleConfig"])
        self.assertEqual(made["FOURFOLD_FEATURE_URLS"],
                         [*settings.FOURFOLD_FEATURE_URLS, ("sample/", "tests.features.sample_feature.web.urls")])
        self.assertEqual(made["FOURFOLD_SAMPLE_GREETING"], "The sample feature waves.")

    def test_a_game_s_own_value_of_its_setting_is_kept(self):
        made = with_one_line(SAMPLE, FOURFOLD_SAMPLE_GREETING="Our own wave.")
        self.assertEqual(made["FOURFOLD_SAMPLE_GREETING"], "Our own wave.")

    def test_the_game_s_settings_are_what_configure_makes(self):
        self.assertEqual(settings.FOURFOLD_FEATURE_URLS,
                         [("", "features.scenes.web.urls"), ("", "features.community.web.urls"),
                          ("", "features.chargen.web.urls"), ("", "features.wiki.web.urls"),
                          ("", "features.account_deletion.web.urls"), ("", "features.your_data.web.urls"),
                          ("staff/", "features.staff_console.web.urls")])
        for app in ("features.scenes.apps.ScenesConfig", "features.community.apps.CommunityConfig",
                    "features.advancement.apps.AdvancementConfig", "features.chargen.apps.ChargenConfig",
                    "features.wiki.apps.WikiConfig", "features.account_deletion.apps.AccountDeletionConfig"):
            self.assertEqual(settings.INSTALLED_APPS.count(app), 1, app)


class SampleInstalledTest(FourfoldCommandTest):
    def setUp(self):
        super().setUp()
        self.made = with_one_line(SAMPLE)

    def test_its_command_is_in_the_cmdset_and_runs(self):
        from commands import default_cmdsets

        with installed(self.made):
            cmdset = default_cmdsets.CharacterCmdSet()
            cmdset.at_cmdset_creation()
            self.assertIn("+sample", {cmd.key for cmd in cmdset.commands})
            from tests.features.sample_feature.commands.sample import CmdSample

            self.call(CmdSample(), "", "The sample feature waves.")
        cmdset = default_cmdsets.CharacterCmdSet()
        cmdset.at_cmdset_creation()
        self.assertNotIn("+sample", {cmd.key for cmd in cmdset.commands})

    def test_its_hook_is_called(self):
        told = []
        self.char1.msg = lambda text=None, **kwargs: told.append(text)
        with installed(self.made):
            self.char1.show_login_notice()
        self.char1.show_login_notice()
        self.assertIn("The sample feature greets Char.", told[0])
        self.assertTrue(all("sample feature" not in (text or "") for text in told[1:]))

    def test_its_page_answers_from_its_app_s_template(self):
        from web.urls import urlpatterns as site_urlpatterns
        from web.website import feature_pages

        with installed(self.made):
            # the site's URL module as web/website/urls.py makes it from these settings
            site = ModuleType("sample_site")
            site.urlpatterns = feature_pages.installed_urlpatterns() + site_urlpatterns
            with override_settings(ROOT_URLCONF=site):
                self.assertEqual(reverse("sample-hello"), "/sample/")
                page = self.client.get("/sample/")
        self.assertEqual(page.status_code, 200)
        self.assertIn('<p class="sample">The sample feature waves.</p>', page.content.decode())
