"""fs3 test set-up: a wound record and the gear tests' base (racks, weapons, armour)."""

import time

from evennia.utils import create
from evennia.utils.test_resources import EvenniaCommandTest

from rules.fs3.combat.wounds import Severity, Wound


def wound(severity="Light", location="Chest", age=60.0, points=0, treated=False,
          weapon="Knife", description=""):
    return Wound(severity=Severity.parse(severity), location=location, weapon=weapon,
                 created_at=time.time() - age, healing_points=points,
                 description=description, treated=treated).to_dict()


class GearTest(EvenniaCommandTest):
    character_typeclass = "typeclasses.characters.Character"

    def make(self, kind, key, location=None, **attrs):
        obj = create.create_object(f"rulesets.fs3.gear.{kind}", key=key,
                                   location=location or self.char1)
        for name, value in attrs.items():
            setattr(obj, name, value)
        return obj

    def sword(self, location=None):
        return self.make("Weapon", "Sword", location, penetration=4, lethality=10)

    def light(self, location=None):
        return self.make("Armor", "Light Grounder Armor", location, protection=3,
                         table="light_grounder", locations=["Chest", "Abdomen"])

    def flak(self, location=None):
        return self.make("Armor", "Flak Jacket", location, protection=3, table="flak_jacket",
                         locations=["Head", "Chest", "Abdomen"])

    def gear_attrs(self, char=None):
        char = char or self.char1
        return {a.key: a.value for a in char.attributes.get(category="gear", return_obj=True,
                                                            return_list=True)
                if a is not None}
