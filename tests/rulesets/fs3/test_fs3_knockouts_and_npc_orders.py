"""fs3: KO lasts the fight, a KO'd fighter can only /hero,
self-treatment in a fight, NPC gear from the catalogue, NPC orders
(+combat/ai and the lone sparring NPC), and the wound cell."""

from evennia.utils import create

from rules.fs3.combat.wounds import Severity, Wound
from rulesets.fs3.npcs import NPC
from tests.helpers.fs3_combat import CombatTest


class KnockOutTest(CombatTest):
    def knock_out(self, name):
        script = self.fight()
        state = script.get_state()
        who = next(c for c in state.combatants.values() if c.name == name)
        who.ko = True
        script.save_state(state)


class TestKnockedOut(KnockOutTest):
    def test_ko_survives_leaving_and_rejoining(self):
        self.start_fight()
        self.knock_out("Char2")
        self.combat("/leave", caller=self.char2)
        out = self.combat("/join", caller=self.char2)
        self.assertIn("Char2 joins the fight", out)
        self.assertTrue(self.fighter("Char2").ko)
        self.char2.fs3.luck = 1
        out = self.combat("/hero", caller=self.char2)
        self.assertIn("spends 1 Luck", out)
        self.assertFalse(self.fighter("Char2").ko)

    def test_a_knocked_out_fighter_can_only_hero(self):
        self.start_fight()
        self.char2.fs3.luck = 2
        self.knock_out("Char2")
        self.knock_out("Goon1")
        for args, caller in (("/stance Aggressive", self.char2), ("/luck attack", self.char2),
                             ("/luck defense", self.char2), ("/attack Goon1", self.char2),
                             ("/stance Goon1=Aggressive", self.char1),
                             ("/attack Goon1=Char", self.char1)):
            with self.subTest(args):
                out = self.combat(args, caller=caller)
                self.assertIn("is knocked out and cannot act", out)
        me = self.fighter("Char2")
        self.assertEqual((me.stance, me.luck_spend, me.action), ("Normal", None, None))
        self.assertEqual(self.fighter("Goon1").stance, "Normal")


class TestTreatSelfInAFight(KnockOutTest):
    def test_treat_me_is_an_action(self):
        self.start_fight()
        out = self.combat("/treat me")
        self.assertIn("You will treat Char", out)


class TestNpcGear(KnockOutTest):
    def test_organizer_arms_and_armors_an_npc(self):
        self.start_fight(npcs="Raider")
        out = self.combat("/weapon Raider=bow")
        self.assertIn("Char arms Raider: Bow.", out)
        self.combat("/armor Raider=Light Grounder Armor")
        raider = self.fighter("Raider")
        self.assertEqual(raider.weapon["name"], "Bow")
        self.assertEqual([a["name"] for a in raider.armor], ["Light Grounder Armor"])
        # a piece covering the same places replaces the old one
        self.combat("/armor Raider=Heavy Grounder Armor")
        self.assertEqual([a["name"] for a in self.fighter("Raider").armor],
                         ["Heavy Grounder Armor"])
        screen = self.combat("")
        self.assertIn("Bow", screen)
        # kept on the NPC, so the next turn reads it again
        npc = NPC.objects.get(db_key="Raider")
        self.assertEqual(npc.npc_weapon["name"], "Bow")
        self.combat("/weapon Raider=none")
        self.combat("/armor Raider=none")
        raider = self.fighter("Raider")
        self.assertEqual((raider.weapon, raider.armor), (None, []))

    def test_refusals(self):
        self.start_fight(npcs="Raider")
        cases = [
            ("/weapon Raider=Laser", self.char1, "There is no weapon called 'Laser'"),
            ("/armor Raider=Plate", self.char1, "There is no armor called 'Plate'"),
            ("/weapon Raider", self.char1, "Give an NPC, '=' and the gear."),
            ("/weapon Char2=Bow", self.char1, "Char2 is a player's character"),
            ("/weapon Raider=Bow", self.char2, "Only the organizer or staff can arm NPCs"),
            ("/armor Raider=Light", self.char2, "Only the organizer or staff can armor NPCs"),
        ]
        for args, caller, expected in cases:
            with self.subTest(args):
                self.assertIn(expected, self.combat(args, caller=caller))
        raider = self.fighter("Raider")
        self.assertEqual((raider.weapon, raider.armor), (None, []))


class TestNpcOrders(KnockOutTest):
    def test_ai_orders_every_idle_npc_against_the_other_team(self):
        self.start_fight(npcs="Goon1,Goon2")
        self.combat("/attack Goon2=Char2")
        out = self.combat("/ai")
        self.assertIn("NPC orders for turn 1: Goon1 attacks", out)
        goon1 = self.fighter("Goon1")
        self.assertEqual(goon1.action["type"], "attack")
        self.assertIn(goon1.action["target"], (self.char1.dbref, self.char2.dbref))
        # Goon2's own order stands
        self.assertEqual(self.fighter("Goon2").action["target"], self.char2.dbref)
        self.assertIn("Every NPC already has an action", self.combat("/ai"))
        self.assertIn("Only the organizer or staff can give the NPCs orders",
                      self.combat("/ai", caller=self.char2))

    def test_a_lone_sparring_npc_fights_back_unasked(self):
        sergeant = create.create_object(NPC, key="Sparring Sergeant", location=self.room1,
                                        aliases=["sergeant"])
        self.combat("/start", caller=self.char2)
        self.combat("/add Sergeant", caller=self.char2)
        out = self.combat("/attack Sergeant", caller=self.char2)
        self.assertIn("Sparring Sergeant attacks Char2", out)
        self.assertTrue(sergeant)

    def test_no_unasked_attack_with_more_fighters(self):
        self.start_fight(npcs="Goon1")
        self.combat("/pass")
        out = self.combat("/pass", caller=self.char2)
        self.assertNotIn("Goon1 attacks", out)
        self.assertIn("Did nothing: Goon1", out)


class TestWoundCell(KnockOutTest):
    def test_each_severity_is_named(self):
        self.start_fight()
        self.char2.fs3.wounds = [
            Wound(Severity.MODERATE, "Chest", "Knife", 1.0).to_dict(),
            Wound(Severity.SERIOUS, "Left Arm", "Knife", 1.0).to_dict(),
            Wound(Severity.LIGHT, "Left Leg", "Knife", 1.0).to_dict(),
            Wound(Severity.LIGHT, "Head", "Knife", 1.0).to_dict()]
        from rulesets.fs3.combat_format import wounds_text

        fresh = self.fight().refresh_state(self.state())
        self.assertEqual(wounds_text(fresh.get(self.char2.dbref)), "Serious, Moderate, Light x2")
        out = self.combat("")
        for label in ("Serious,", "Moderate,", "Light", "x2"):
            self.assertIn(label, out)
