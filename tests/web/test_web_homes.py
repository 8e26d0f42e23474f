"""The web side has one home per part: each ruleset's templates and pages are
in its package (found through its description, never named by a shared
view), each feature's addresses and static files are in the feature."""

import ast
import re
from pathlib import Path

from django.contrib.staticfiles import finders
from django.template import TemplateDoesNotExist
from django.template.loader import get_template, render_to_string
from django.test import Client, SimpleTestCase, TestCase, override_settings
from django.urls import reverse

from rulesets import registry
from web import ruleset_templates
from web.website import ruleset_pages

ROOT = Path(__file__).resolve().parents[2]
WITH_ALT = ["rulesets.fs3", "tests.rulesets.alt"]
# A ruleset module named anywhere but through the registry or the description.
RULESET_MODULE = re.compile(r"^rulesets\.(?!registry$|base$)\w+")


class RulesetTemplatesTest(SimpleTestCase):
    def test_each_sheet_template_comes_from_its_ruleset_package(self):
        for key, ruleset in registry.installed().items():
            with self.subTest(ruleset=key):
                self.assertEqual(ruleset.sheet_template, f"rulesets/{key}/sheet.html")
                origin = Path(get_template(ruleset.sheet_template).origin.name)
                self.assertEqual(origin, ROOT / "rulesets" / key / "templates" / "rulesets"
                                 / key / "sheet.html")

    def test_no_ruleset_template_is_left_in_the_shared_folder(self):
        shared = ROOT / "web" / "templates" / "website" / "fourfold"
        self.assertEqual(sorted(p.name for p in shared.glob("sheet_*.html")), [])
        for name in ("combat_log.html", "armor_chart.html"):
            self.assertFalse((shared / name).exists(), name)

    def test_a_ruleset_template_is_found_only_while_its_ruleset_is_installed(self):
        with self.assertRaises(TemplateDoesNotExist):
            get_template("rulesets/alt/sheet.html")
        with override_settings(FOURFOLD_RULESETS=WITH_ALT):
            html = render_to_string("rulesets/alt/sheet.html", {"d": {"grit": 4}})
        self.assertIn("Grit: 4", html)
        with self.assertRaises(TemplateDoesNotExist):  # the cache forgot it again
            get_template("rulesets/alt/sheet.html")

    def test_template_dirs_skip_packages_without_templates_and_unknown_ones(self):
        dirs = ruleset_templates.template_dirs(["tests.rulesets.alt", "rulesets", "no.such.pkg"])
        self.assertEqual(dirs, [str(ROOT / "tests" / "rulesets" / "alt" / "templates")])


class SharedWebNamesNoRulesetTest(SimpleTestCase):
    """web/ and the features' web folders reach rulesets only through
    rulesets.registry and rulesets.base: no import, and no dotted path in a
    string, of a ruleset's own module."""

    def modules(self):
        yield from (ROOT / "web").rglob("*.py")
        yield from ROOT.glob("features/*/web/*.py")

    def test_no_shared_web_module_names_a_ruleset_module(self):
        found = []
        for path in self.modules():
            tree = ast.parse(path.read_text(), filename=str(path))
            for node in ast.walk(tree):
                names = []
                if isinstance(node, ast.Import):
                    names = [alias.name for alias in node.names]
                elif isinstance(node, ast.ImportFrom):
                    names = [node.module or ""]
                    if node.module == "rulesets":
                        names += [f"rulesets.{alias.name}" for alias in node.names]
                elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                    names = [node.value]
                found += [f"{path.relative_to(ROOT)}: {name}" for name in names
                          if RULESET_MODULE.match(name) or name.startswith("rules.")]
        self.assertEqual(found, [])

    def test_the_check_sees_a_ruleset_import(self):
        self.assertTrue(RULESET_MODULE.match("rulesets.fs3.combat_script"))
        self.assertFalse(RULESET_MODULE.match("rulesets.registry"))

    def test_no_shared_template_names_a_ruleset_page(self):
        found = [str(p.relative_to(ROOT)) for p in (ROOT / "web" / "templates").rglob("*.html")
                 if re.search(r"armor-chart|combat-log|rulesets/", p.read_text())]
        self.assertEqual(found, [])


@override_settings(FOURFOLD_RULESETS=WITH_ALT, ROOT_URLCONF="tests.rulesets.alt.site_urls")
class RulesetPagesTest(TestCase):
    def test_a_rulesets_page_is_served_from_its_package(self):
        response = Client().get("/alt/grit/")
        self.assertEqual(response.status_code, 200)
        self.assertIn("Grit table: 3", response.content.decode())

    def test_links_of_the_pages_served_only(self):
        links = ruleset_pages.links_of(registry.installed().values())
        self.assertEqual([link["url"] for link in links], ["/gear/armor/", "/alt/grit/"])

    def test_a_ruleset_without_pages_adds_none(self):
        self.assertEqual(ruleset_pages.urlpatterns_of([registry.describe("rulesets.muse")]), [])


class InstalledRulesetPagesTest(TestCase):
    def test_fs3_pages_keep_their_addresses_and_names(self):
        self.assertEqual(reverse("fourfold-armor-chart"), "/gear/armor/")
        self.assertEqual(reverse("fourfold-combat-log", args=[3]), "/combats/3/log/")
        self.assertEqual(Client().get("/gear/armor/").status_code, 200)

    def test_home_page_shows_each_wings_blurb_from_its_description(self):
        page = Client().get("/").content.decode()
        for key, ruleset in registry.installed().items():
            with self.subTest(ruleset=key):
                self.assertTrue(ruleset.blurb)
                self.assertIn(ruleset.blurb, page)
        self.assertIn('<a href="/gear/armor/">The armor chart</a>', page)


class FeatureStaticFilesTest(SimpleTestCase):
    def test_the_scene_stylesheet_is_found_in_the_scenes_feature(self):
        found = Path(finders.find("scenes/css/scenes.css"))
        self.assertEqual(found, ROOT / "features" / "scenes" / "static" / "scenes" / "css"
                         / "scenes.css")
        self.assertIsNone(finders.find("website/css/scenes.css"))

    def test_the_scene_pages_link_it(self):
        html = render_to_string("scenes/_style.html")
        self.assertIn('href="/static/scenes/css/scenes.css"', html)
