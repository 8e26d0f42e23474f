"""The game directory says what Fourfold's code does, not what Evennia's
game template said a new game might do: no copied template prose, no
commented-out example code, no hook module that nothing reads."""

import pathlib
import re
import unittest

import evennia

ROOT = pathlib.Path(__file__).resolve().parents[2]
EVENNIA_DEFAULTS = (pathlib.Path(evennia.__file__).parent / "settings_default.py").read_text()
SETTINGS_MODULES = {"__init__", "settings", "secret_settings", "unit_test_settings", "e2e_settings",
                    "bench_settings"}
# Sentences of Evennia's game template (its typeclasses, server/conf and web
# READMEs), each a sign that a whole copied block is still there.
TEMPLATE = ("mygame", "autodocs", "This is the base TypeClass", "This is the root Object typeclass",
            "Account Typeclass API", "Useful hooks:", "This reroutes from an URL",
            "You can replace", "Override templates here", "Evennia's notes", "This module is not called",
            "This plugin module can define user-created services", "add patterns here")
COMMENTED_CODE = re.compile(r"^#\s*(def |class |path\(|return |print )", re.M)
# An issue number or the name of a work stream, where a comment should say
# what the code does.
WORK_STREAM = re.compile(r"\bissues? [0-9]+|\bcommunity-[AB]\b|\b(?:web|scenes|rulesets) area\b|"
                         r"\barea: (?:scenes|web|rulesets|community)\b|#\s*(?:trust|ops)\b\s*[:(]", re.I)
GAME_PACKAGES = ("core", "ops", "typeclasses", "features", "rules", "rulesets", "commands", "world", "web",
                 "speedups", "portal", "server", "upgrades")


def checked_files():
    for folder, pattern in (("typeclasses", "*.py"), ("server/conf", "*.py"), ("web", "*.py"), ("web", "*.md")):
        for path in (ROOT / folder).rglob(pattern):
            if "vendor" not in path.parts:
                yield path.relative_to(ROOT).as_posix(), path.read_text()


class NoTemplateProseTest(unittest.TestCase):
    def test_no_copied_template_sentence(self):
        found = [f"{rel}: {phrase}" for rel, text in checked_files() for phrase in TEMPLATE if phrase in text]
        self.assertEqual(found, [])

    def test_no_commented_out_code(self):
        found = [f"{rel}: {m.group().strip()}" for rel, text in checked_files()
                 for m in COMMENTED_CODE.finditer(text)]
        self.assertEqual(found, [])

    def test_the_check_sees_commented_out_code(self):
        self.assertTrue(COMMENTED_CODE.search("x = 1\n# def myfalse(accessing_obj):\n"))
        self.assertFalse(COMMENTED_CODE.search("# the def of a lock function\n"))

    def test_no_comment_names_an_issue_or_a_work_stream(self):
        found = []
        for package in GAME_PACKAGES:
            for path in (ROOT / package).rglob("*"):
                rel = path.relative_to(ROOT).as_posix()
                vendored = "vendor/" in rel and not rel.endswith("README.md")
                if path.suffix not in (".py", ".html", ".md", ".js", ".css") or vendored:
                    continue
                found += [f"{rel}: {m.group()}" for m in WORK_STREAM.finditer(path.read_text())]
        self.assertEqual(found, [])

    def test_the_check_sees_a_work_stream(self):
        for comment in ("# community-A (issue 22): who", "# trust: emits", "# --- web area: help",
                        "# ops: see portal_sync", "# Scenes (area: scenes)", "# Issue 18: KO",
                        "# ISSUES 3 and 4"):
            self.assertTrue(WORK_STREAM.search(comment), comment)
        self.assertFalse(WORK_STREAM.search("def set_area_ruleset(area):  # the ops package"))

    def test_every_hook_module_is_read_by_a_setting_or_imported(self):
        ours = (ROOT / "server/conf/settings.py").read_text()
        code = "\n".join(p.read_text() for p in ROOT.rglob("*.py")
                         if ".venv" not in p.parts and "tests" not in p.parts)
        unread = []
        for path in (ROOT / "server/conf").glob("*.py"):
            name = path.stem
            if name in SETTINGS_MODULES:
                continue
            dotted = f"server.conf.{name}"
            if not (dotted in EVENNIA_DEFAULTS or dotted in ours or f"from {dotted} import" in code
                    or f"from server.conf import {name}" in code):
                unread.append(name)
        self.assertEqual(unread, [])
