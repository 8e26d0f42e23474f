"""fs3 combat gear: the gear typeclasses, char.gear, prototypes and the
wield/wear/mount/+gear commands."""

import re

from evennia.prototypes.spawner import spawn
from evennia.utils import create

from rulesets.fs3 import gear_data as fs3_gear
from rulesets.fs3.commands.gear import CmdDismount, CmdMount, CmdRemove, CmdUnwield, CmdWear, CmdWield
from rulesets.fs3.commands.gear_info import CmdGear
from tests.helpers.fs3 import GearTest  # noqa: F401

SWORD = {"name": "Sword", "penetration": 4, "lethality": 10, "skill": "Melee",
         "kind": "melee", "dodge_bonus": 0}
# The printed stop chances, penetration 1..8, typed in from the text.
PRINTED = {
    "Light Grounder Armor": [145, 70, 45, 33, 25, 20, 16, 14],
    "Heavy Grounder Armor": [195, 95, 62, 45, 35, 28, 24, 20],
    "Flak Jacket/Guard Armor": [245, 120, 78, 57, 45, 37, 31, 26],
}


def proto_key(name):
    return "fs3_" + re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")




class TestWield(GearTest):
    def test_wield_weapon_and_shield(self):
        sword = self.sword()
        shield = self.make("Shield", "Shield")
        self.assertIsNone(self.char1.gear.weapon)
        self.assertIsNone(self.char1.gear.weapon_dict())
        self.call(CmdWield(), "sword", "You wield Sword.")
        self.call(CmdWield(), "shield", "You wield Shield.")
        gear = self.char1.gear
        self.assertEqual(gear.weapon, sword)
        self.assertEqual(gear.weapon_dict(), SWORD)
        self.assertEqual(gear.shield, shield)
        self.assertTrue(gear.has_shield)

    def test_second_weapon_replaces_first(self):
        self.sword()
        knife = self.make("Weapon", "Knife", penetration=3)
        self.call(CmdWield(), "sword")
        self.call(CmdWield(), "knife", "You put away Sword and wield Knife.")
        self.assertEqual(self.char1.gear.weapon, knife)

    def test_bad_input_changes_nothing(self):
        sword = self.sword()
        self.light()
        self.make("Weapon", "Spear", location=self.room1)
        self.call(CmdWield(), "sword")
        before = self.gear_attrs()
        self.call(CmdWield(), "banana", "You see no 'banana' in your inventory.")
        self.call(CmdWield(), "light", "Light Grounder Armor is armor: wear it instead.")
        self.call(CmdWield(), "spear", "You need to carry Spear first")
        self.call(CmdWield(), "sword", "You are already wielding Sword.")
        self.call(CmdWield(), "", "Name the weapon or shield to wield.\nUsage: wield")
        self.call(CmdWield(), "/fast sword", "This command takes no switches")
        create.create_object("typeclasses.objects.Object", key="Rock", location=self.char1)
        self.call(CmdWield(), "rock", "Rock is neither a weapon nor a shield.")
        self.assertEqual(self.gear_attrs(), before)
        self.assertEqual(self.char1.gear.weapon, sword)

    def test_unwield(self):
        self.sword()
        shield = self.make("Shield", "Shield")
        self.make("Weapon", "Knife")
        self.call(CmdUnwield(), "", "You are not wielding anything")
        self.call(CmdWield(), "sword")
        self.call(CmdWield(), "shield")
        self.call(CmdUnwield(), "knife", "You are not wielding Knife.")
        self.call(CmdUnwield(), "sword", "You put away Sword.")
        self.assertIsNone(self.char1.gear.weapon)
        self.assertEqual(self.char1.gear.shield, shield)
        self.call(CmdWield(), "sword")
        self.call(CmdUnwield(), "", "You put away Sword and Shield.")
        self.assertEqual(self.gear_attrs(), {})
        self.assertFalse(self.char1.gear.has_shield)


class TestWear(GearTest):
    def test_wear_and_remove(self):
        light = self.light()
        helmet = self.make("Armor", "Helmet", protection=2, locations=["Head"])
        self.call(CmdWear(), "light", "You put on Light Grounder Armor (covers Chest, Abdomen).")
        self.call(CmdWear(), "helmet", "You put on Helmet (covers Head).")
        self.assertEqual(self.char1.gear.armor, [light, helmet])
        self.assertEqual(self.char1.gear.armor_dicts(), [
            {"name": "Light Grounder Armor", "protection": 3, "table": "light_grounder",
             "locations": ["Chest", "Abdomen"]},
            {"name": "Helmet", "protection": 2, "table": None, "locations": ["Head"]}])
        self.call(CmdRemove(), "light", "You take off Light Grounder Armor.")
        self.assertEqual(self.char1.gear.armor, [helmet])

    def test_overlapping_armor_refused(self):
        light = self.light()
        flak = self.flak()
        self.call(CmdWear(), "light")
        before = self.gear_attrs()
        self.call(CmdWear(), "flak", "Flak Jacket covers Chest, Abdomen, which Light Grounder "
                  "Armor already covers: remove Light Grounder Armor first.")
        self.assertEqual(self.gear_attrs(), before)
        self.call(CmdRemove(), "light")
        self.call(CmdWear(), "flak", "You put on Flak Jacket")
        self.assertEqual(self.char1.gear.armor, [flak])
        self.assertNotIn(light, self.char1.gear.armor)

    def test_bad_input_changes_nothing(self):
        self.sword()
        self.make("Shield", "Shield")
        self.light()
        self.call(CmdWear(), "light")
        before = self.gear_attrs()
        self.call(CmdWear(), "sword", "Sword is not armor: wield it instead.")
        self.call(CmdWear(), "shield", "Shield is not armor: wield it instead.")
        self.call(CmdWear(), "light", "You are already wearing Light Grounder Armor.")
        self.call(CmdWear(), "cloak", "You see no 'cloak' in your inventory.")
        self.call(CmdRemove(), "sword", "You are not wearing Sword.")
        self.call(CmdRemove(), "cloak", "You see no 'cloak' in your inventory.")
        self.call(CmdRemove(), "", "Name the armor to take off.\nUsage: remove <armor>")
        self.call(CmdWear(), "/quick light", "This command takes no switches")
        self.assertEqual(self.gear_attrs(), before)


class TestMount(GearTest):
    def test_mount_and_dismount(self):
        horse = self.make("Mount", "Warhorse", location=self.room1)
        self.assertFalse(self.char1.gear.has_mount)
        self.call(CmdMount(), "warhorse", "You mount Warhorse.")
        self.assertEqual(self.char1.gear.mount, horse)
        self.assertTrue(self.char1.gear.has_mount)
        self.call(CmdMount(), "warhorse", "You are already riding Warhorse.")
        self.call(CmdMount(), "warhorse", "Char is already riding Warhorse.", caller=self.char2)
        self.assertFalse(self.char2.gear.has_mount)
        self.call(CmdDismount(), "", "You dismount Warhorse.")
        self.assertIsNone(self.char1.gear.mount)
        self.call(CmdDismount(), "", "You are not riding anything.")
        self.call(CmdMount(), "warhorse", "You mount Warhorse.", caller=self.char2)

    def test_token_in_inventory_and_bad_input(self):
        self.make("Mount", "Pony token")
        self.call(CmdMount(), "obj", "Obj is not something you can ride.")
        self.call(CmdMount(), "char2", "Char2 is not something you can ride.")
        self.call(CmdMount(), "dragon", "You see no 'dragon' here.")
        self.call(CmdMount(), "", "Name the mount.\nUsage: mount <mount>")
        self.assertEqual(self.gear_attrs(), {})
        self.call(CmdMount(), "pony", "You mount Pony token.")
        self.make("Mount", "Warhorse", location=self.room1)
        self.call(CmdMount(), "warhorse", "You are riding Pony token: dismount first.")


class TestStale(GearTest):
    def test_dropped_given_and_deleted_gear_is_forgotten(self):
        sword = self.sword()
        shield = self.make("Shield", "Shield")
        light = self.light()
        helmet = self.make("Armor", "Helmet", protection=2, locations=["Head"])
        gear = self.char1.gear
        gear.wield(sword)
        gear.wield(shield)
        gear.wear(light)
        gear.wear(helmet)
        sword.move_to(self.room1, quiet=True)  # dropped
        shield.move_to(self.char2, quiet=True)  # given away
        light.delete()
        self.assertIsNone(gear.weapon)
        self.assertIsNone(gear.weapon_dict())
        self.assertFalse(gear.has_shield)
        self.assertIsNone(self.char2.gear.shield)
        self.assertEqual(gear.armor, [helmet])
        self.assertEqual(self.gear_attrs(), {"armor": [helmet.id]})
        sword.move_to(self.char1, quiet=True)  # picking it up again does not re-wield it
        self.assertIsNone(gear.weapon)

    def test_mount_left_behind_or_deleted(self):
        horse = self.make("Mount", "Warhorse", location=self.room1)
        self.char1.gear.ride(horse)
        self.char1.move_to(self.room2, quiet=True)
        self.assertIsNone(self.char1.gear.mount)
        self.assertEqual(self.gear_attrs(), {})
        token = self.make("Mount", "Pony token")
        self.char1.gear.ride(token)
        self.assertTrue(self.char1.gear.has_mount)
        token.delete()
        self.assertFalse(self.char1.gear.has_mount)


class TestGearInfo(GearTest):
    def stop_chances(self, out):
        line = next(ln for ln in out.splitlines() if "Stop chance" in ln and "%" in ln)
        return [int(n) for n in re.findall(r"(\d+)%", line)]

    def assert_fits(self, out):
        for line in out.splitlines():
            self.assertLessEqual(len(line), 78, line)

    def test_gear_overview(self):
        out = self.call(CmdGear(), "", "Combat gear of Char")
        self.assertIn("Weapon: bare hands, Brawling (Melee, melee): penetration 2, "
                      "lethality -15", out)
        self.assertIn("Armor:  none", out)
        sword = self.sword()
        bow = self.make("Weapon", "Bow", penetration=5, lethality=10, skill="Archery")
        bow.kind, bow.dodge_bonus = "ranged", 3
        self.char1.gear.wield(sword)
        self.char1.gear.wear(self.light())
        self.char1.gear.wield(self.make("Shield", "Shield"))
        self.char1.gear.ride(self.make("Mount", "Warhorse", location=self.room1))
        out = self.call(CmdGear(), "")
        self.assertIn("Weapon: Sword (Melee, melee): penetration 4, lethality +10", out)
        self.assertIn("Shield: Shield", out)
        self.assertIn("Armor:  Light Grounder Armor (protection 3; covers Chest, Abdomen)", out)
        self.assertIn("Mount:  Warhorse", out)
        self.assertIn("Also carried: Bow", out)
        self.assert_fits(out)

    def test_other_people_gear_is_staff_only(self):
        self.call(CmdGear(), "Char", "Other people's gear is for staff to see.",
                  caller=self.char2)
        self.call(CmdGear(), "Char2", "Combat gear of Char2")

    def test_printed_armor_tables(self):
        for name, chances in PRINTED.items():
            out = self.call(CmdGear(), f"/armor {name}")
            self.assertTrue(out.startswith(name), out)
            self.assertIn("printed table", out)
            self.assertEqual(self.stop_chances(out), chances, name)
            self.assert_fits(out)
        out = self.call(CmdGear(), "/armor light")
        self.assertEqual(self.stop_chances(out)[3], 33)  # Light Grounder at penetration 4
        out = self.call(CmdGear(), "/armor flak")
        self.assertEqual(self.stop_chances(out)[0], 245)  # Flak at penetration 1
        self.assertIn("covers Head, Chest, Abdomen", out)

    def test_custom_armor_uses_the_formula(self):
        # protection 2: 100/pen - 5, halves rounded up (7.5 -> 8 at penetration 8)
        self.make("Armor", "Flak Jacket", protection=2, locations=["Chest"])
        out = self.call(CmdGear(), "/armor flak")
        self.assertTrue(out.startswith("Flak Jacket (protection 2; covers Chest)"), out)
        self.assertIn("protection formula", out)
        self.assertEqual(self.stop_chances(out), [95, 45, 28, 20, 15, 12, 9, 8])

    def test_armor_lookup_failures(self):
        self.call(CmdGear(), "/armor kevlar", "No armor called 'kevlar'")
        self.call(CmdGear(), "/armor grounder", "'grounder' could be Light Grounder Armor, "
                  "Heavy Grounder Armor")
        self.call(CmdGear(), "/armor", "Name an armor.\nUsage: +gear")
        self.call(CmdGear(), "/shoes", "Unknown switch /shoes. This command takes /armor, "
                  "/weapons, /armors.")

    def test_catalogue_tables(self):
        out = self.call(CmdGear(), "/weapons")
        for row in fs3_gear.WEAPONS:
            self.assertIn(row["name"], out)
        self.assert_fits(out)
        out = self.call(CmdGear(), "/armors")
        for row in fs3_gear.ARMORS:
            self.assertIn(row["name"], out)
        self.assertIn("Left Leg", out)
        self.assert_fits(out)


class TestPrototypes(GearTest):
    def test_every_catalogue_row_spawns_with_its_stats(self):
        for row in fs3_gear.WEAPONS:
            if row["name"] == fs3_gear.UNARMED_WEAPON:
                continue
            obj, = spawn(proto_key(row["name"]))
            self.assertEqual(obj.stats(), row, row["name"])
        for row in fs3_gear.ARMORS:
            obj, = spawn(proto_key(row["name"]))
            self.assertEqual(obj.stats(), row, row["name"])
        self.assertEqual(proto_key("Flak Jacket/Guard Armor"), "fs3_flak_jacket_guard_armor")

    def test_shield_and_warhorse_work_with_the_commands(self):
        shield, = spawn("fs3_shield")
        horse, = spawn("fs3_warhorse")
        shield.location = self.char1
        horse.location = self.room1
        self.call(CmdWield(), "shield", "You wield Shield.")
        self.call(CmdMount(), "warhorse", "You mount Warhorse.")
        self.assertTrue(self.char1.gear.has_shield)
        self.assertTrue(self.char1.gear.has_mount)


class TestCmdSet(GearTest):
    def test_gear_commands_are_in_the_character_cmdset(self):
        self.char1.sync_ruleset()  # an fs3 room: the fs3 commands join the character's
        self.char1.cmdset.update()
        cmdset = self.char1.cmdset.current
        for cmd in (CmdWield, CmdUnwield, CmdWear, CmdRemove, CmdMount, CmdDismount, CmdGear):
            self.assertIsInstance(cmdset.get(cmd.key), cmd, cmd.key)
        self.assertIn("gear", cmdset.get("+gear").aliases)
