"""A game starts only with features that can work together: the settings
refuse (core/features.py configure, raising FeatureError when
server/conf/settings.py is read, so ``evennia start``, ``evennia check`` and
the tests all stop) a FOURFOLD_FEATURES list lacking a feature that another
feature or a ruleset requires, and a feature naming a hook that does not
exist, with a message naming both. What each feature and ruleset requires is
what it imports, and every hook a feature gives is a declared one."""

import re
from pathlib import Path
from unittest import TestCase

from django.conf import settings

from core import features
from core.features import Feature, FeatureError
from rulesets import base as rulesets_base
from tests.test_import_directions import REPO_ROOT, imports, module_name

SAMPLE = "tests.features.sample_feature"
# features.<key> imports reached only through a hook that the imported
# feature itself calls (so it is installed whenever they run): module -> keys
THROUGH_ITS_HOOK = {"features.community.demo_lounge": {"demo"}}  # demo_build


def refused(rulesets=(), **namespace) -> str:
    with TestCase().assertRaises(FeatureError) as caught:
        features.configure({"INSTALLED_APPS": [], **namespace}, rulesets_base.requirements(rulesets))
    return str(caught.exception)


def imported_features(folder: Path) -> dict[str, set[str]]:
    """module -> the feature keys it imports, for every module under ``folder``."""
    found = {}
    for path in sorted(folder.rglob("*.py")):
        module, is_package = module_name(path)
        keys = {name.split(".")[1] for _line, name, _names in imports(path.read_text(), module, is_package)
                if name.startswith("features.") and name.count(".") >= 1}
        found[module] = keys - THROUGH_ITS_HOOK.get(module, set())
    return found


class RefusalTest(TestCase):
    def test_a_list_lacking_a_required_feature_is_refused_naming_both(self):
        message = refused(FOURFOLD_FEATURES=[SAMPLE])
        self.assertEqual(message, "The feature 'sample' requires the feature 'community', "
                                  "which FOURFOLD_FEATURES does not list.")

    def test_a_real_feature_s_requirement_is_refused_the_same_way(self):
        message = refused(FOURFOLD_FEATURES=["features.roster"])
        self.assertIn("'roster' requires the feature 'community'", message)

    def test_a_ruleset_requiring_a_missing_feature_is_refused_naming_both(self):
        message = refused(FOURFOLD_FEATURES=["features.channels"], rulesets=["rulesets.mw"])
        self.assertEqual(message.splitlines(), [
            "The ruleset 'mw' requires the feature 'chargen', which FOURFOLD_FEATURES does not list.",
            "The ruleset 'mw' requires the feature 'practice', which FOURFOLD_FEATURES does not list."])

    def test_an_unknown_hook_name_is_refused_naming_both(self):
        typo = Feature(key="typo", hooks={"at_post_puppit": "somewhere.hello",
                                           "login_notice": "somewhere.notice"})
        found = features.refusals([typo])
        self.assertEqual(len(found), 1)
        self.assertIn("The feature 'typo' gives a hook named 'at_post_puppit', and there is no such hook",
                      found[0])

    def test_asking_for_an_unknown_hook_fails_at_once(self):
        with self.assertRaises(FeatureError) as caught:
            features.hook("at_post_puppit")
        self.assertIn("'at_post_puppit'", str(caught.exception))

    def test_nothing_is_set_when_the_list_is_refused(self):
        namespace = {"INSTALLED_APPS": ["x"], "FOURFOLD_FEATURES": [SAMPLE]}
        with self.assertRaises(FeatureError):
            features.configure(namespace)
        self.assertEqual(namespace, {"INSTALLED_APPS": ["x"], "FOURFOLD_FEATURES": [SAMPLE]})


class DeclaredTest(TestCase):
    def test_the_game_s_features_and_rulesets_start(self):
        described = [features.describe(p) for p in settings.FOURFOLD_FEATURES]
        self.assertEqual(features.refusals(described, rulesets_base.requirements(settings.FOURFOLD_RULESETS)), [])

    def test_each_feature_requires_what_it_imports(self):
        for package in settings.FOURFOLD_FEATURES:
            feature = features.describe(package)
            folder = REPO_ROOT.joinpath(*package.split("."))
            for module, keys in imported_features(folder).items():
                with self.subTest(module=module):
                    self.assertLessEqual(keys - {feature.key}, set(feature.requires))

    def test_each_ruleset_requires_what_it_imports(self):
        for package in settings.FOURFOLD_RULESETS:
            ruleset = rulesets_base.describe(package)
            for module, keys in imported_features(REPO_ROOT.joinpath(*package.split("."))).items():
                with self.subTest(module=module):
                    self.assertLessEqual(keys, set(ruleset.requires))

    def test_the_declared_hooks_are_the_ones_the_game_calls(self):
        called = set()
        for folder in ("core", "ops", "typeclasses", "features", "speedups", "server"):
            for path in REPO_ROOT.joinpath(folder).rglob("*.py"):
                called |= set(re.findall(r"\bhook\(\"(\w+)\"\)", path.read_text()))
        self.assertEqual(called, set(features.HOOKS))
