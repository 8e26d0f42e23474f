"""Every installed ruleset provides every part (rulesets/base.py PARTS), and a
ruleset that lives only in tests (tests/rulesets/alt/) plugs into each of
them through one settings line: the Character handler, its cmdset, help,
+odds, +template and the demo wing, the web sheet and the vitals."""


from django.conf import settings
from django.template.loader import get_template
from django.test import SimpleTestCase, override_settings
from evennia.commands.cmdset import CmdSet
from evennia.utils.test_resources import EvenniaCommandTest

from commands.odds import CmdOdds
from features.demo.commands.demo import CmdTemplate
from rulesets import base, registry
from typeclasses.characters import Character
from typeclasses.sheet_handler import SheetHandler

WITH_ALT = ["rulesets.fs3", "tests.rulesets.alt"]


class TestEveryInstalledRulesetIsComplete(SimpleTestCase):
    def test_the_four_rulesets_are_installed_by_package(self):
        self.assertEqual(sorted(registry.installed()), ["fs3", "muse", "mw", "pbta"])
        for package in settings.FOURFOLD_RULESETS:
            self.assertTrue(package.startswith("rulesets."), package)

    def test_each_provides_every_part(self):
        for key, ruleset in registry.installed().items():
            with self.subTest(ruleset=key):
                for part in base.PARTS:
                    self.assertTrue(getattr(ruleset, part), f"{key} has no {part}")
                self.assertTrue(issubclass(ruleset.load("handler"), SheetHandler))
                cmdset = ruleset.load("cmdset")
                self.assertTrue(issubclass(cmdset, CmdSet))
                self.assertEqual(cmdset.key, f"{registry.CMDSET_KEY_PREFIX}{key}")
                self.assertTrue(ruleset.load("help_module").HELP_ENTRY_DICTS)
                self.assertIn(ruleset.help_module, settings.FILE_HELP_ENTRY_MODULES)
                self.assertTrue(callable(ruleset.load("odds")))
                self.assertTrue(callable(ruleset.load("roll")))
                demo = ruleset.load("demo")
                self.assertEqual(demo.WING["ruleset"], key)
                self.assertTrue(demo.TEMPLATE["name"] and demo.TEMPLATE["summary"])
                self.assertTrue(demo.template_values(demo.TEMPLATE))
                self.assertTrue(callable(demo.apply_template))
                if getattr(demo, "OPPONENT", None):  # a training opponent is optional
                    self.assertEqual(demo.OPPONENT["kind"], key)
                    self.assertTrue(callable(demo.setup_opponent))
                self.assertTrue(callable(ruleset.load("sheet_section")))
                get_template(ruleset.sheet_template)  # raises when missing
                for part in base.OPTIONAL_PARTS:
                    if getattr(ruleset, part) is None:
                        continue
                    loaded = ruleset.load(part)
                    if part == "web_urls":  # a URL module
                        self.assertTrue(loaded.urlpatterns, key)
                    elif part == "web_chargen":  # the web form's description
                        self.assertEqual(loaded.key, key)
                        for method in ("form", "save", "preview"):
                            self.assertTrue(callable(getattr(loaded, method)), f"{key} {method}")
                    else:
                        self.assertTrue(callable(loaded), f"{key} {part}")

    def test_each_handler_is_on_character(self):
        for key, ruleset in registry.installed().items():
            for attr in ruleset.handlers():
                with self.subTest(ruleset=key, attr=attr):
                    self.assertIn(attr, Character.__dict__)

    def test_every_part_a_ruleset_names_is_checked(self):
        # A new field on Ruleset must be added to PARTS or OPTIONAL_PARTS (or
        # be one of the plain fields), so this test keeps checking all of them.
        from dataclasses import fields

        plain = {"key", "name", "attribute", "extra_handlers", "sheet_title", "blurb", "requires"}
        self.assertEqual({f.name for f in fields(base.Ruleset)} - plain,
                         set(base.PARTS) | set(base.OPTIONAL_PARTS))

    def test_help_modules_follow_the_settings_list(self):
        self.assertEqual(base.help_modules(["rulesets.mw", "rulesets.fs3"]),
                         ["rulesets.mw.help", "rulesets.fs3.help"])
        self.assertEqual(base.help_modules(WITH_ALT), ["rulesets.fs3.help", "tests.rulesets.alt.parts"])


@override_settings(FOURFOLD_RULESETS=WITH_ALT)
class TestARulesetFromTests(EvenniaCommandTest):
    character_typeclass = "typeclasses.characters.Character"

    def setUp(self):
        super().setUp()
        registry.install_handlers(Character)  # the game does this once, at import
        registry.set_room_ruleset(self.room1, "alt")
        self.char1.sync_ruleset()

    def test_the_registry_finds_it(self):
        self.assertEqual(list(registry.installed()), ["fs3", "alt"])
        self.assertEqual(registry.get("alt").name, "A test ruleset")
        self.assertEqual(registry.get("alt")["cmdset"], "tests.rulesets.alt.commands.AltCmdSet")
        self.assertIsNone(registry.get("muse"))

    def test_its_handler_is_on_every_character(self):
        self.assertFalse(self.char1.alt.has_sheet())
        self.char1.alt.grit = 3
        self.assertEqual(self.char1.attributes.get("grit", category="alt"), 3)
        self.assertEqual(registry.install_handlers(Character), [])  # once is enough

    def test_its_cmdset_in_its_rooms(self):
        self.assertIn("ruleset_alt", [cs.key for cs in self.char1.cmdset.all()])
        self.char1.cmdset.update()
        self.assertEqual(type(self.char1.cmdset.current.get("+roll")).__module__, "tests.rulesets.alt.commands")

    def test_odds_uses_its_adapter(self):
        self.call(CmdOdds(), "heads", "Heads 50.0%, tails 50.0%.", caller=self.char1)
        self.char2.move_to(self.room2, quiet=True)  # room2 plays under fs3 (the default)
        self.call(CmdOdds(), "Alertness", "Odds of Alertness", caller=self.char2)

    def test_template_lists_and_applies_its_sample(self):
        out = self.call(CmdTemplate(), "", caller=self.char1)
        self.assertIn("Penny (alt): A coin flipper.", out)
        self.assertIn("Grit 2", out)
        self.call(CmdTemplate(), "/apply Penny", caller=self.char1)
        self.assertEqual(self.char1.alt.grit, 2)

    def test_demo_wing_and_help(self):
        from features.demo import data as demo_data

        self.assertEqual([w["ruleset"] for w in demo_data.wings()], ["fs3", "alt"])
        self.assertEqual(demo_data.templates()["alt"]["name"], "Penny")
        self.assertEqual(demo_data.TEMPLATES["alt"]["name"], "Penny")

    def test_vitals_include_its_part(self):
        from rulesets.registry import set_room_ruleset
        from typeclasses.vitals import vitals_of

        set_room_ruleset(self.room1, "alt")  # the vitals are the room's ruleset's
        self.assertNotIn("grit", vitals_of(self.char1))
        self.char1.alt.grit = 4
        data = vitals_of(self.char1)
        self.assertEqual(data["grit"], 4)
        self.assertEqual(list(data)[-2:], ["combat", "combat_turn"])
        self.assertNotIn("lp", data)  # muse is not installed here

    def test_web_sheet_draws_its_section(self):
        from django.template.loader import render_to_string

        from web.website import sheet_data

        self.char1.alt.grit = 5
        context = sheet_data.sheet_context(self.char1)
        alt = [s for s in context["sections"] if s["key"] == "alt"]
        self.assertEqual(alt[0]["data"], {"grit": 5})
        self.assertEqual(alt[0]["title"], "Alt")
        html = render_to_string(alt[0]["template"], {"d": alt[0]["data"]})  # from its package
        self.assertIn("Grit: 5", html)
