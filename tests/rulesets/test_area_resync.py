"""Whichever way a room's ruleset changes (its own setting by +ruleset or
@set, its area's, an area tag added or removed by `tag` or by code, a room
moved from one area to another), everyone standing there gets the new
ruleset's commands at once; `tag here = :area` is refused."""

from unittest import mock

from django.test import override_settings

from commands.ruleset_cmd import CmdRuleset
from rulesets import registry
from tests.helpers.building_rule import BuildingTest, command

TWO = ["rulesets.fs3", "tests.rulesets.alt"]


def ruleset_keys(char):
    return [cs.key for cs in char.cmdset.all() if str(cs.key).startswith("ruleset_")]


def CmdTag():
    return command("changing", "CmdTag")


@override_settings(FOURFOLD_RULESETS=TWO)
class TestAreaResync(BuildingTest):
    def setUp(self):
        super().setUp()
        registry.set_area_ruleset("mossreach", "alt")
        self.char2.sync_ruleset()
        self.assertEqual(ruleset_keys(self.char2), ["ruleset_fs3"])

    def test_tagging_the_room_into_an_area_syncs_those_there(self):
        self.call(CmdTag(), "here = mossreach:area", "Added tag 'mossreach'")
        self.assertEqual(ruleset_keys(self.char2), ["ruleset_alt"])
        out = self.call(CmdRuleset(), "", caller=self.char2)
        self.assertIn("plays under alt", out)

    def test_untagging_syncs_back(self):
        self.call(CmdTag(), "here = mossreach:area", "Added tag")
        self.call(CmdTag(), "/del here = mossreach:area", "Removed tag 'mossreach'")
        self.assertEqual(ruleset_keys(self.char2), ["ruleset_fs3"])
        self.call(CmdTag(), "here = mossreach:area", "Added tag")
        self.call(CmdTag(), "/del here", "Cleared all tags")
        self.assertEqual(ruleset_keys(self.char2), ["ruleset_fs3"])

    def test_moving_the_room_between_areas(self):
        registry.set_area_ruleset("sunfields", "fs3")
        self.room1.tags.add("sunfields", category="area")
        self.assertEqual(ruleset_keys(self.char2), ["ruleset_fs3"])
        self.room1.tags.remove("sunfields", category="area")
        self.room1.tags.add("mossreach", category="area")
        self.assertEqual(ruleset_keys(self.char2), ["ruleset_alt"])

    def test_the_areas_own_setting(self):
        self.room1.tags.add("greywater", category="area")
        self.call(CmdRuleset(), "/area greywater=alt", "Area 'greywater' now plays under alt")
        self.assertEqual(ruleset_keys(self.char2), ["ruleset_alt"])
        self.call(CmdRuleset(), "/area greywater=default", "Area 'greywater' now plays under the")
        self.assertEqual(ruleset_keys(self.char2), ["ruleset_fs3"])

    def test_the_rooms_own_setting_by_set(self):
        self.call(command("changing", "CmdSetAttribute"), "here/ruleset:fourfold = \"alt\"",
                  "Created attribute")
        self.assertEqual(ruleset_keys(self.char2), ["ruleset_alt"])
        self.call(command("changing", "CmdSetAttribute"), "here/ruleset:fourfold =",
                  "Deleted attribute")
        self.assertEqual(ruleset_keys(self.char2), ["ruleset_fs3"])

    def test_the_rooms_own_setting_wiped(self):
        registry.set_room_ruleset(self.room1, "alt")
        registry.sync_room(self.room1)
        self.assertEqual(ruleset_keys(self.char2), ["ruleset_alt"])
        self.call(command("changing", "CmdWipe"), "here", "Wiped all attributes")
        self.assertIsNone(registry.room_setting(self.room1))
        self.assertEqual(ruleset_keys(self.char2), ["ruleset_fs3"])

    def test_only_area_tags_resync(self):
        with mock.patch.object(registry, "sync_room") as sync:
            self.room1.tags.add("quiet", category="mood")
            self.room1.tags.remove("quiet", category="mood")
            sync.assert_not_called()
            self.room1.tags.add("mossreach", category="Area")
            sync.assert_called_once_with(self.room1)

    def test_a_tag_without_a_name_is_refused(self):
        for args in ("here = :area", "here =  : area", "/del here = :area", "here ="):
            with self.subTest(args=args):
                self.refuse(CmdTag(), args, "Name the tag before the ':'")
        self.assertEqual(registry.room_areas(self.room1), [])

    def test_a_player_may_not_tag(self):
        self.assertFalse(CmdTag().access(self.char2, "cmd"))
        self.assertTrue(CmdTag().access(self.wright, "cmd"))
