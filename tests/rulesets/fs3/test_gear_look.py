"""look <weapon> tells what it does and who wields it, and inventory marks
what is wielded, worn and ridden."""

from evennia.commands.default.general import CmdLook

from commands.inventory import CmdInventory
from tests.helpers.fs3 import GearTest


class TestLookAtGear(GearTest):
    def test_look_at_a_weapon(self):
        sword = self.sword()
        sword.db.desc = "A plain soldier's blade."
        out = self.call(CmdLook(), "Sword")
        self.assertIn("A plain soldier's blade.", out)
        self.assertIn("penetration 4", out)
        self.assertIn("lethality +10", out)
        self.assertNotIn("wielded", out)
        self.char1.gear.wield(sword)
        self.assertIn("You have it wielded.", self.call(CmdLook(), "Sword"))

    def test_others_see_who_wields_it(self):
        sword = self.sword(location=self.room1)
        self.assertNotIn("has it", self.call(CmdLook(), "Sword", caller=self.char2))
        sword.location = self.char1
        self.char1.gear.wield(sword)
        self.assertIn("penetration 4", sword.get_display_desc(self.char2))
        self.assertIn("Char has it wielded.", sword.get_display_desc(self.char2))

    def test_look_at_armor(self):
        armor = self.light()
        self.char1.gear.wear(armor)
        out = self.call(CmdLook(), "Light Grounder Armor")
        self.assertIn("protection 3, covering Chest, Abdomen", out)
        self.assertIn("You have it worn.", out)


class TestInventory(GearTest):
    def test_marks_what_is_in_use(self):
        sword, armor = self.sword(), self.light()
        self.make("Weapon", "Dagger")
        self.char1.gear.wield(sword)
        self.char1.gear.wear(armor)
        out = self.call(CmdInventory(), "")
        lines = {line.split()[0]: line for line in out.splitlines()[2:] if line.strip()}
        self.assertIn("wielded", lines["Sword"])
        self.assertIn("worn", lines["Light"])
        self.assertNotIn("wielded", lines["Dagger"])

    def test_empty(self):
        self.call(CmdInventory(), "", "You are not carrying anything.", caller=self.char2)
