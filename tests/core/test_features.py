"""The feature registry (core/features.py): settings list the features, the
typeclasses and the game's cmdsets reach them only through it, so a
feature left out of ``FOURFOLD_FEATURES`` is out of the game."""

from unittest import mock

from django.conf import settings
from django.test import override_settings

from core import features
from core.lookup import characters as lookup
from features.scenes import log as scene_log
from tests.helpers.game import FourfoldCommandTest

ALL = ["features.scenes", "features.community", "features.demo", "features.practice", "features.pages",
       "features.places", "features.roster", "features.channels",
       "features.advancement", "features.chargen",
       "features.wiki", "features.account_deletion", "features.moderation",
       "features.your_data", "features.staff_console"]


def without(key):
    return override_settings(FOURFOLD_FEATURES=[p for p in ALL if not p.endswith("." + key)])


def command_keys(which):
    from commands import default_cmdsets

    cmdset = getattr(default_cmdsets, which)()
    cmdset.at_cmdset_creation()
    return {cmd.key for cmd in cmdset.commands}


class RegistryTest(FourfoldCommandTest):
    def test_the_settings_list_the_features_and_their_help(self):
        self.assertEqual(list(settings.FOURFOLD_FEATURES), ALL)
        self.assertEqual(list(features.installed()), ["scenes", "community", "demo", "practice", "pages", "places", "roster",
                                                       "channels", "advancement", "chargen", "wiki",
                                                       "account_deletion", "moderation", "your_data", "staff_console"])
        self.assertEqual(features.help_modules(ALL), ["features.community.help", "features.pages.help",
                                                  "features.channels.help", "features.advancement.help",
                                                  "features.wiki.help",
                                                  "features.account_deletion.help",
                                                  "features.moderation.help"])
        self.assertIn("features.community.help", settings.FILE_HELP_ENTRY_MODULES)

    def test_a_hook_is_found_once_and_again_when_the_setting_changes(self):
        notice = features.hook("login_notice")
        self.assertIs(notice, features.hook("login_notice"))
        self.assertEqual(len(notice.funcs), 2)  # the community's and the pages'
        with mock.patch.object(features, "installed", wraps=features.installed) as read:
            for _ in range(3):
                notice.funcs
            self.assertEqual(read.call_count, 0)
        with without("community"):
            self.assertEqual(len(notice.funcs), 1)
        self.assertEqual(len(notice.funcs), 2)

    def test_commands_come_from_the_installed_features(self):
        self.assertTrue({"+demo", "+scene", "+practice", "+bbread", "think"} <= command_keys("CharacterCmdSet"))
        with without("demo"):
            keys = command_keys("CharacterCmdSet")
            self.assertNotIn("+demo", keys)
            self.assertIn("+scene", keys)
        with without("community"):
            self.assertNotIn("+bbread", command_keys("CharacterCmdSet"))
            self.assertNotIn("@ooc", command_keys("AccountCmdSet"))
        self.assertIn("@ooc", command_keys("AccountCmdSet"))
        self.assertIn("addcom", command_keys("AccountCmdSet"))
        with without("channels"):
            self.assertNotIn("addcom", command_keys("AccountCmdSet"))


class HooksTest(FourfoldCommandTest):
    def test_the_login_notice_is_the_community_s(self):
        with mock.patch("features.community.notices.login_notice", return_value="HELLO NOTICE"), \
                mock.patch.object(self.char1, "msg") as told:
            features.forget()
            self.char1.show_login_notice()
            with without("community"):
                self.char1.show_login_notice()
        features.forget()
        self.assertEqual([c.args[0] for c in told.mock_calls], ["HELLO NOTICE"])

    def test_room_messages_go_to_the_scene_log_only_with_scenes_installed(self):
        scene_log.LOG.load()
        scene_log.LOG.set_running(self.room1.id, 424242)
        try:
            with mock.patch.object(scene_log.LOG, "record") as logged, \
                    mock.patch("core.writes.group_commit.announce", side_effect=lambda send, **kw: send()):
                with without("scenes"):
                    self.room1.msg_contents("a pose", from_obj=self.char1)
                    self.assertEqual(logged.call_count, 0)
                self.room1.msg_contents("a pose", from_obj=self.char1)
                self.assertEqual(logged.call_count, 1)
        finally:
            scene_log.forget()

    def test_leaving_a_room_ends_a_bout_only_with_practice_installed(self):
        with mock.patch("features.practice.fights.end_bout", return_value="") as ended:
            features.forget()
            with without("practice"):
                self.char1.move_to(self.room2, quiet=True)
                self.assertEqual(ended.call_count, 0)
            self.char1.move_to(self.room1, quiet=True)
            self.assertEqual(ended.call_count, 1)
        features.forget()

    def test_the_demo_builds_the_community_s_lounge_through_a_hook(self):
        with mock.patch("features.community.hooks.build_demo") as extend:
            features.forget()
            features.hook("demo_build")("hub", [])
            with without("community"):
                features.hook("demo_build")("hub", [])
        features.forget()
        extend.assert_called_once_with("hub", [])


class LookupTest(FourfoldCommandTest):
    def test_the_character_class_is_evennia_s_setting(self):
        from typeclasses.characters import Character

        self.assertIs(lookup.character_class(), Character)

    def test_stored_typeclasses_are_imported_once_before_a_search_of_the_database(self):
        from evennia.utils import create

        create.create_object("rulesets.fs3.npcs.NPC", key="Tusk", location=self.room1)
        with mock.patch.object(lookup, "_stored_imported", [False]), \
                mock.patch.object(lookup, "class_from_module", wraps=lookup.class_from_module) as load:
            self.assertEqual([o.key for o in lookup.search_anywhere("Tusk")], ["Tusk"])
            lookup.search_anywhere("Tusk")
        loaded = [c.args[0] for c in load.mock_calls]
        self.assertEqual(loaded.count("rulesets.fs3.npcs.NPC"), 1)
