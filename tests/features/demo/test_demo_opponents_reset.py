"""The demo wings' training opponents get up fresh, unhurt and
conscious, when the fight they were in ends (features/demo/opponents.py):
the fs3 Sergeant and muse's Bramble when the fight stops, pbta's Tusk (no
fight Script there) when the last player leaves the camp."""


from evennia.utils import create

from rules.fs3.combat.wounds import Severity, Wound
from rules.muse.tribulations import impose
from rulesets.registry import set_room_ruleset
from tests.helpers.fs3_combat import CombatTest
from tests.helpers.muse_combat import MuseCombatTest

NPC = "rulesets.fs3.npcs.NPC"


def opponent(key, ident, room, alias):
    obj = create.create_object(NPC, key=key, location=room, home=room, aliases=[alias])
    obj.tags.add(ident, category="demo_id")
    obj.tags.add("fourfold_demo", category="demo")
    return obj


class TestSergeant(CombatTest):
    def test_the_sergeant_is_unhurt_after_the_fight_stops(self):
        sergeant = opponent("Sparring Sergeant", "fs3_sergeant", self.room1, "sergeant")
        bystander = create.create_object(NPC, key="Bystander", location=self.room1)
        self.combat("/start")
        self.combat("/add Sergeant,Bystander")
        hurt = [Wound(Severity.SERIOUS, "Chest", "Knife", 1.0).to_dict()]
        sergeant.fs3.wounds = list(hurt)
        bystander.fs3.wounds = list(hurt)
        sergeant.attributes.add("combat_stance", "Aggressive", category="fs3")
        self.combat("/stop")
        self.assertEqual(sergeant.fs3.wounds, [])
        self.assertIsNone(sergeant.attributes.get("combat_stance", category="fs3"))
        self.assertEqual(len(bystander.fs3.wounds), 1)  # only training opponents


class TestBramble(MuseCombatTest):
    def setUp(self):
        super().setUp()
        set_room_ruleset(self.room1, "muse")
        self.char1.sync_ruleset()

    def test_bramble_is_whole_and_awake_after_the_fight_stops(self):
        bramble = opponent("Bramble", "muse_bramble", self.room1, "training spirit")
        for trait, value in {"Might": 3, "Swiftness": 3, "Endurance": 3}.items():
            bramble.muse.set_rating(trait, value)
        self.combat("/start")
        self.combat("/add Bramble")
        bramble.muse.life_points = 0
        bramble.muse.tribulations = impose({}, "Unconscious")
        self.combat("/stop")
        self.assertEqual(bramble.muse.life_points, bramble.muse.max_life)
        self.assertEqual(dict(bramble.muse.tribulations), {})


class TestTusk(CombatTest):
    def test_tusk_gets_up_when_the_last_player_leaves(self):
        from dataclasses import replace

        self.room1.tags.add("fourfold_demo", category="demo")
        tusk = opponent("Tusk", "pbta_tusk", self.room1, "boar")
        from rules.pbta.sheet import new_sheet

        fresh = new_sheet("human", {"Forceful": 1, "Agile": 1, "Insightful": 0, "Charming": 0})
        tusk.pbta.save(replace(fresh, hp=1))
        self.char2.move_to(self.room2, quiet=True)
        self.assertEqual(tusk.pbta.sheet().hp, 1)  # Char is still there: the match goes on
        self.char1.move_to(self.room2, quiet=True)
        self.assertEqual(tusk.pbta.sheet().hp, fresh.hp)
