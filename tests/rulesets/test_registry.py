"""Rulesets per room: the registry, room and area settings, +ruleset, and
the ruleset cmdset following a character from room to room."""

from unittest import mock

from django.test import override_settings
from evennia.scripts.scripts import DefaultScript
from evennia.utils import create
from evennia.utils.test_resources import EvenniaCommandTest

from commands.ruleset_cmd import CmdRuleset
from rulesets import registry as rulesets


class FakeFight(DefaultScript):
    """Stands in for any ruleset's combat Script."""

    is_combat = True


# fs3 and the test ruleset (tests/rulesets/alt/): installing a ruleset is
# one line in this list.
TWO = ["rulesets.fs3", "tests.rulesets.alt"]


def ruleset_keys(char):
    return [cs.key for cs in char.cmdset.all() if str(cs.key).startswith("ruleset_")]


@override_settings(FOURFOLD_RULESETS=TWO)
class TestRulesets(EvenniaCommandTest):
    character_typeclass = "typeclasses.characters.Character"

    def test_default_applies_everywhere(self):
        self.assertEqual(rulesets.ruleset_for_room(self.room1), ("fs3", "default"))

    def test_room_setting_wins_over_area_and_default(self):
        self.room1.tags.add("north", category="area")
        rulesets.set_area_ruleset("north", "alt")
        self.assertEqual(rulesets.ruleset_for_room(self.room1), ("alt", "area north"))
        rulesets.set_room_ruleset(self.room1, "fs3")
        self.assertEqual(rulesets.ruleset_for_room(self.room1), ("fs3", "room"))

    def test_a_room_in_no_area_is_decided_without_the_area_table(self):
        rulesets.ruleset_for_room(self.room1)  # the room's Attributes and tags are cached now
        with mock.patch.object(rulesets, "area_rulesets") as table:
            self.assertEqual(rulesets.ruleset_for_room(self.room1), ("fs3", "default"))
        table.assert_not_called()
        self.room1.tags.add("north", category="area")
        rulesets.set_area_ruleset("north", "alt")
        self.assertEqual(rulesets.ruleset_for_room(self.room1), ("alt", "area north"))

    def test_unknown_room_setting_falls_back(self):
        self.room1.attributes.add("ruleset", "gone", category="fourfold")
        self.assertEqual(rulesets.ruleset_for_room(self.room1)[0], "fs3")

    def test_cmdset_follows_the_character(self):
        rulesets.set_room_ruleset(self.room2, "alt")
        self.char2.sync_ruleset()
        self.assertEqual(ruleset_keys(self.char2), ["ruleset_fs3"])
        self.char2.move_to(self.room2, quiet=True)
        self.assertEqual(ruleset_keys(self.char2), ["ruleset_alt"])
        self.char2.move_to(self.room1, quiet=True)
        self.assertEqual(ruleset_keys(self.char2), ["ruleset_fs3"])

    def test_roll_means_the_rooms_ruleset(self):
        rulesets.set_room_ruleset(self.room2, "alt")
        self.char2.move_to(self.room2, quiet=True)
        self.char2.cmdset.update()
        self.assertEqual(type(self.char2.cmdset.current.get("+roll")).__module__, "tests.rulesets.alt.commands")
        self.char2.move_to(self.room1, quiet=True)
        self.char2.cmdset.update()
        self.assertEqual(type(self.char2.cmdset.current.get("+roll")).__module__, "rulesets.fs3.commands.roll")

    def test_show(self):
        out = self.call(CmdRuleset(), "", caller=self.char2)
        self.assertIn("plays under fs3", out)
        self.assertIn("alt", out)

    def test_builder_sets_room_and_everyone_inside_follows(self):
        self.char2.sync_ruleset()
        self.call(CmdRuleset(), "here=alt", "Room now plays under alt")
        self.assertEqual(rulesets.room_setting(self.room1), "alt")
        self.assertEqual(ruleset_keys(self.char2), ["ruleset_alt"])
        self.call(CmdRuleset(), "here=default", "Room now plays under fs3 (default)")
        self.assertIsNone(rulesets.room_setting(self.room1))

    def test_player_cannot_set(self):
        self.call(CmdRuleset(), "here=alt", "Setting a room's ruleset is for staff only.", caller=self.char2)
        self.assertIsNone(rulesets.room_setting(self.room1))
        self.call(CmdRuleset(), "/area north=alt", "Setting an area's ruleset is for staff only.",
                  caller=self.char2)
        self.assertEqual(rulesets.area_rulesets(), {})

    def test_bad_input_changes_nothing(self):
        self.call(CmdRuleset(), "here=nosuch", "There is no ruleset 'nosuch'")
        self.call(CmdRuleset(), "there=alt", "Set the ruleset of the room you are in")
        self.call(CmdRuleset(), "/area =alt", "Name the area and the ruleset.")
        self.call(CmdRuleset(), "/bogus", "Unknown switch /bogus")
        self.assertIsNone(rulesets.room_setting(self.room1))
        self.assertEqual(rulesets.area_rulesets(), {})

    def test_area(self):
        self.room2.tags.add("north", category="area")
        self.call(CmdRuleset(), "/area North=alt", "Area 'north' now plays under alt (1 room(s)")
        self.assertEqual(rulesets.ruleset_for_room(self.room2), ("alt", "area north"))
        self.call(CmdRuleset(), "/area north=default", "Area 'north' now plays under the default")
        self.assertEqual(rulesets.ruleset_for_room(self.room2)[0], "fs3")

    def test_no_change_during_a_fight(self):
        create.create_script(FakeFight, key="fight", obj=self.room1)
        self.call(CmdRuleset(), "here=alt", "A fight is going on here")
        self.assertIsNone(rulesets.room_setting(self.room1))
