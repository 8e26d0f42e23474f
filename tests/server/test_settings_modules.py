"""Every module the settings name for Evennia to import exists: the
launcher imports them before it starts anything, and one missing module
stops the game from starting at all (the unit tests would not notice)."""

import importlib
import unittest

from django.conf import settings

SINGLE = ("COMMAND_PARSER", "CONNECTION_SCREEN_MODULE", "AT_INITIAL_SETUP_HOOK_MODULE",
          "AT_SERVER_STARTSTOP_MODULE", "MSSP_META_MODULE", "WEB_PLUGINS_MODULE")
LISTS = ("LOCK_FUNC_MODULES", "FUNCPARSER_OUTGOING_MESSAGES_MODULES", "INPUT_FUNC_MODULES",
         "SERVER_SERVICES_PLUGIN_MODULES", "PORTAL_SERVICES_PLUGIN_MODULES", "FILE_HELP_ENTRY_MODULES",
         "PROTOTYPE_MODULES", "PROTOTYPEFUNC_MODULES")


def load(path: str):
    """Import what a dotted path names: a module, or a class/function in one."""
    try:
        return importlib.import_module(path)
    except ImportError:
        parent, _, name = path.rpartition(".")
        found = getattr(importlib.import_module(parent), name, None)
        if found is None:
            raise
        return found


class SettingsModulesTest(unittest.TestCase):
    def test_every_module_the_settings_name_imports(self):
        paths = [getattr(settings, name) for name in SINGLE if getattr(settings, name, None)]
        for name in LISTS:
            paths += list(getattr(settings, name, ()) or ())
        self.assertIn("evennia.locks.lockfuncs", paths)
        for path in paths:
            with self.subTest(path=path):
                load(path)

    def test_the_check_fails_for_a_missing_module(self):
        with self.assertRaises(ImportError):
            load("server.conf.no_such_hooks")
