"""The merge helper rewrites references to modules issue 20 moved
(upgrades/issue20_paths.py), and the tree holds none any more."""

from unittest import TestCase

from upgrades.issue20_paths import MOVES, rewrite


class TestRewrite(TestCase):
    def test_imports_strings_and_paths(self):
        self.assertEqual(rewrite("from typeclasses.fs3_handler import FS3Handler\n"),
                         "from rulesets.fs3.handler import FS3Handler\n")
        self.assertEqual(rewrite('    from commands.fs3.combat_format import turn_text\n'),
                         "    from rulesets.fs3.combat_format import turn_text\n")
        self.assertEqual(rewrite('create_object("typeclasses.gear.Weapon")'),
                         'create_object("rulesets.fs3.gear.Weapon")')
        self.assertEqual(rewrite('cmdset = "commands.muse.cmdset.MuseCmdSet"'),
                         'cmdset = "rulesets.muse.commands.cmdset.MuseCmdSet"')
        self.assertEqual(rewrite("see typeclasses/muse_combat.py and commands/pbta/"),
                         "see rulesets/muse/combat_script.py and rulesets/pbta/commands/")

    def test_from_package_imports_keep_their_local_name(self):
        self.assertEqual(rewrite("from typeclasses import healing\n"),
                         "from rulesets.fs3 import healing\n")
        self.assertEqual(rewrite("from commands import rulesets\n"),
                         "from rulesets import registry as rulesets\n")
        self.assertEqual(rewrite("from world import fs3_gear\n"),
                         "from rulesets.fs3 import gear_data as fs3_gear\n")

    def test_leaves_unmoved_and_already_moved_names_alone(self):
        for text in ("from typeclasses.characters import Character\n",
                     "from typeclasses.gear_cache import x\n",
                     "from rulesets.fs3.gear import Weapon\n",
                     "from commands.command import FourfoldCommand\n"):
            self.assertEqual(rewrite(text), text)

    def test_every_new_module_exists(self):
        import importlib.util

        # test modules are never stored in a game's database, and they moved
        # again since (tests/ is laid out like the code): only game modules count
        for old, new in MOVES.items():
            if new.startswith("tests."):
                continue
            with self.subTest(old=old):
                self.assertIsNotNone(importlib.util.find_spec(new), new)
