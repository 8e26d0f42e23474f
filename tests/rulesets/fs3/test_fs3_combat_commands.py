"""+combat and +combats: every switch's happy path and its refusals.

Dice come from a seeded random.Random put in the RNG seam
(``rules.dice._GAME_RNG``); gear from a stand-in for ``char.gear``.
"""

from evennia.utils import create

from rules.fs3.combat.wounds import Severity, Wound
from rulesets.fs3.combat_script import FS3CombatScript
from rulesets.fs3.npcs import NPC
from tests.helpers.fs3_combat import CHAR, SWORD, CombatTest, FakeGear


class TestStartJoinLeave(CombatTest):
    def test_start_puts_a_script_on_the_room_and_the_organizer_in_the_fight(self):
        out = self.combat("/start")
        self.assertIn("starts a fight here", out)
        script = self.fight()
        self.assertIsInstance(script, FS3CombatScript)
        self.assertTrue(script.is_fs3_combat)
        self.assertEqual(script.obj, self.room1)
        self.assertEqual(script.organizer_id, self.char1.id)
        self.assertEqual(script.db.ruleset, "fs3")
        self.assertTrue(script.persistent)
        self.assertEqual(script.interval, 300)
        self.assertTrue(script.has_combatant(self.char1))
        self.assertFalse(script.has_combatant(self.char2))
        self.assertEqual(self.fighter("Char").team, "A")

    def test_one_fight_per_room(self):
        self.combat("/start")
        out = self.combat("/start", caller=self.char2)
        self.assertIn("There is already a fight here", out)
        self.assertEqual(self.count_combats(), 1)
        self.assertFalse(self.fight().has_combatant(self.char2))

    def test_join_here_with_a_team_and_by_number_from_elsewhere(self):
        self.combat("/start")
        out = self.combat("/join=Red", caller=self.char2)
        self.assertIn("Char2 joins the fight on team Red", out)
        far = create.create_object(CHAR, key="Faraway", location=self.room2, home=self.room2)
        out = self.combat(f"/join {self.fight().id}", caller=far)
        self.assertIn("Faraway joins the fight on team A", out)
        self.assertTrue(self.fight().has_combatant(far))

    def test_join_refusals(self):
        out = self.combat("/join", caller=self.char2)
        self.assertIn("There is no fight here to join", out)
        self.combat("/start")
        self.assertIn("not a combat number", self.combat("/join abc", caller=self.char2))
        self.assertIn("There is no fight #999", self.combat("/join 999", caller=self.char2))
        self.assertIn("already in fight", self.combat("/join"))
        self.assertIn("not a team name", self.combat("/join=Bad Team!", caller=self.char2))
        self.assertFalse(self.fight().has_combatant(self.char2))

    def test_leave(self):
        self.start_fight(npcs="")
        out = self.combat("/leave", caller=self.char2)
        self.assertIn("You leave fight", out)
        self.assertFalse(self.fight().has_combatant(self.char2))
        self.assertIn("You are not in a fight", self.combat("/leave", caller=self.char2))

    def test_combats_lists_every_fight(self):
        self.assertIn("There are no fights", self.combats())
        self.start_fight()
        out = self.combats(caller=self.char2)
        self.assertIn(str(self.fight().number), out)
        self.assertIn("Room", out)
        self.assertIn("Char", out)

    def test_team_switch(self):
        self.start_fight()
        self.combat("/team me=Blue", caller=self.char2)
        self.assertEqual(self.fighter("Char2").team, "Blue")
        out = self.combat("/team Goon1=Blue", caller=self.char2)
        self.assertIn("Only the organizer or staff", out)
        self.assertEqual(self.fighter("Goon1").team, "B")
        self.combat("/team Goon1=Blue")
        self.assertEqual(self.fighter("Goon1").team, "Blue")


class TestView(CombatTest):
    def test_view_shows_every_fighter_in_one_table(self):
        self.gear[self.char1.id] = FakeGear(weapon=SWORD)
        script = self.start_fight()
        self.combat("/attack Goon1=+1")
        self.char2.fs3.wounds = [
            Wound(Severity.SERIOUS, "Chest", "Knife", 1.0).to_dict(),
            Wound(Severity.LIGHT, "Left Arm", "Knife", 1.0).to_dict()]
        out = self.combat("", caller=self.char2)
        for text in ("Char", "Char2", "Goon1*", "Sword", "Brawling", "Serious, Light", "(-1)",
                     "Queued: Char: attack Goon1 (+1).", f"Combat #{script.number}"):
            self.assertIn(text, out)
        self.assertTrue(all(len(line) <= 78 for line in out.splitlines()), out)

    def test_no_fight_here(self):
        self.assertIn("There is no fight here", self.combat(""))
        self.assertIn("There is no fight here", self.combat("/attack Goon1"))
        self.assertIn("There is no fight here", self.combat("/newturn"))

    def test_unknown_switch(self):
        self.start_fight()
        out = self.combat("/explode Goon1")
        self.assertIn("Unknown switch /explode", out)
        self.assertIsNone(self.fighter("Char").action)


class TestAdd(CombatTest):
    def test_add_makes_npcs_of_a_level_on_team_b(self):
        script = self.start_fight(npcs="Raider,Raider Boss", level="Henchman")
        raider = self.fighter("Raider")
        self.assertTrue(raider.is_npc)
        self.assertEqual(raider.npc_rating, 6)
        self.assertEqual(raider.team, "B")
        npc = NPC.objects.get(db_key="Raider")
        self.assertEqual(npc.location, self.room1)
        self.assertEqual(npc.npc_level, "Henchman")
        self.assertEqual(npc.npc_combat_id, script.id)
        self.assertIn(npc.id, script.npc_ids)

    def test_add_an_npc_here_with_team_and_default_goon(self):
        self.combat("/start")
        keeper = create.create_object(NPC, key="Keeper", location=self.room1)
        out = self.combat("/add Keeper=/Red")
        self.assertIn("Keeper (Goon, 4 dice, team Red)", out)
        self.assertTrue(self.fight().has_combatant(keeper))
        self.combat("/add Lurker")
        self.assertEqual(self.fighter("Lurker").npc_rating, 4)

    def test_add_refusals_change_nothing(self):
        self.combat("/start")
        out = self.combat("/add Grunt=Overlord")
        self.assertIn("'Overlord' is not an NPC level", out)
        out = self.combat("/add Grunt,Grunt")
        self.assertIn("same fighter twice", out)
        out = self.combat("/add Char")
        self.assertIn("already in this fight", out)
        out = self.combat("/add 9lives")
        self.assertIn("not a usable NPC name", out)
        self.assertIn("Add whom?", self.combat("/add"))
        self.assertEqual(list(NPC.objects.all()), [])
        self.assertEqual(len(self.state().combatants), 1)

    def test_stop_deletes_the_npcs_it_made_only(self):
        keeper = create.create_object(NPC, key="Keeper", location=self.room1)
        self.start_fight(npcs="Goon1,Keeper")
        out = self.combat("/stop")
        self.assertIn("ends fight", out)
        self.assertIn("Goon1", out)
        self.assertIsNone(self.fight())
        self.assertFalse(NPC.objects.filter(db_key="Goon1").exists())
        self.assertTrue(NPC.objects.filter(id=keeper.id).exists())


class TestOrganizer(CombatTest):
    def test_transfer_and_summary(self):
        self.start_fight()
        out = self.combat("/summary")
        self.assertIn("still to act: Char, Char2, Goon1 (NPC)", out)
        self.combat("/pass")
        self.assertIn("still to act: Char2, Goon1", self.combat("/summary"))
        out = self.combat("/transfer Char2")
        self.assertIn("Char2 now organizes", out)
        self.assertEqual(self.fight().organizer_id, self.char2.id)
        self.assertIn("Hand the fight to whom?", self.combat("/transfer", caller=self.char2))
        self.assertIn("is an NPC", self.combat("/transfer Goon1", caller=self.char2))

    def test_newturn_resolves_and_logs(self):
        self.start_fight()
        self.combat("/attack Goon1")
        out = self.combat("/newturn")
        self.assertIn("Combat turn 1", out)
        self.assertIn("Char attacks Goon1 with Brawling", out)
        self.assertIn("Did nothing: Char2, Goon1", out)
        self.assertEqual(self.state().turn, 2)
        self.assertIn("Combat turn 1", self.combat("/log", caller=self.char2))
        self.assertIn("Combat turn 1", self.combat("/log 1"))
        self.assertIn("There is no turn 7", self.combat("/log 7"))
        self.assertIn("not a turn number", self.combat("/log x"))


class TestPermissions(CombatTest):
    def test_plain_player_cannot_manage(self):
        self.start_fight()
        for switch in ("/add Goon2", "/newturn", "/stop", "/transfer Char2", "/summary"):
            out = self.combat(switch, caller=self.char2)
            self.assertIn("Only the organizer or staff", out, switch)
        self.assertEqual(self.state().turn, 1)
        self.assertEqual(len(self.state().combatants), 3)
        self.assertEqual(self.fight().organizer_id, self.char1.id)

    def test_plain_player_cannot_act_for_npcs_or_other_players(self):
        self.start_fight()
        out = self.combat("/attack Goon1=Char", caller=self.char2)
        self.assertIn("Only the organizer or staff can act for NPCs", out)
        out = self.combat("/pass Goon1=", caller=self.char2)
        self.assertIn("Only the organizer or staff can act for NPCs", out)
        out = self.combat("/stance Char=Aggressive", caller=self.char2)
        self.assertIn("another player's character", out)
        out = self.combat("/attack Char2=Goon1")
        self.assertIn("another player's character", out)
        self.assertIsNone(self.fighter("Goon1").action)
        self.assertIsNone(self.fighter("Char2").action)
        self.assertEqual(self.fighter("Char").stance, "Normal")

    def test_player_organizer_can_manage_and_act_for_npcs(self):
        self.combat("/start", caller=self.char2)
        self.combat("/add Goon1", caller=self.char2)
        self.combat("/attack Goon1=Char2", caller=self.char2)
        self.assertEqual(self.fighter("Goon1").action["type"], "attack")
        self.combat("/newturn", caller=self.char2)
        self.assertEqual(self.state().turn, 2)

    def test_staff_who_does_not_organize_can_manage(self):
        self.combat("/start", caller=self.char2)
        self.combat("/add Goon1")
        self.combat("/stance Goon1=Aggressive")
        self.assertEqual(self.fighter("Goon1").stance, "Aggressive")
        self.combat("/transfer Char")
        self.assertEqual(self.fight().organizer_id, self.char1.id)


class TestActions(CombatTest):
    def test_attack_with_and_without_modifier_and_for_an_npc(self):
        self.start_fight()
        self.assertIn("You will attack Goon1 (-2)", self.combat("/attack Goon1=-2"))
        self.assertEqual(self.fighter("Char").action,
                         {"type": "attack", "target": self.char1.dbref.replace(
                             self.char1.dbref, self.fighter("Goon1").id), "modifier": -2})
        out = self.combat("/attack goon1=Char2/+3")
        self.assertIn("Goon1 will attack Char2 (+3)", out)
        self.assertEqual(self.fighter("Goon1").action["modifier"], 3)

    def test_attack_refusals_change_nothing(self):
        self.start_fight()
        cases = {
            "/attack Goon1=20": "A modifier runs from -10 to +10",
            "/attack Goon1=+x": "'+x' is not a modifier",
            "/attack Nobody": "Nobody called 'Nobody' is in this fight",
            "/attack Goon1=Nobody": "Nobody called 'Nobody' is in this fight",
            "/attack me": "You cannot attack yourself",
            "/attack": "Attack whom?",
        }
        for args, expected in cases.items():
            self.assertIn(expected, self.combat(args), args)
        self.assertIsNone(self.fighter("Char").action)
        self.assertIsNone(self.fighter("Goon1").action)

    def test_not_a_combatant(self):
        self.combat("/start")
        self.combat("/add Goon1")
        out = self.combat("/attack Goon1", caller=self.char2)
        self.assertIn("You are not in this fight", out)
        self.assertIn("You are not in this fight", self.combat("/pass", caller=self.char2))

    def test_pass_and_treat(self):
        self.start_fight()
        self.assertIn("You will pass", self.combat("/pass"))
        self.assertIn("Goon1 will pass", self.combat("/pass Goon1="))
        self.assertIn("You will treat Char", self.combat("/treat Char", caller=self.char2))
        # everyone on their feet acted: the turn is over
        self.assertEqual(self.state().turn, 2)
        self.assertIn("Treat whom?", self.combat("/treat"))

    def test_stance_changes_at_once_and_checks_gear(self):
        self.start_fight()
        out = self.combat("/stance aggr", caller=self.char2)
        self.assertIn("Char2 takes the Aggressive stance", out)
        self.assertEqual(self.fighter("Char2").stance, "Aggressive")
        self.assertIsNone(self.fighter("Char2").action)
        self.assertIn("no stance called 'Dancing'", self.combat("/stance Dancing"))
        self.assertIn("needs a shield", self.combat("/stance Shield"))
        self.assertIn("Which stance?", self.combat("/stance"))
        self.assertEqual(self.fighter("Char").stance, "Normal")
        self.gear[self.char1.id] = FakeGear(shield=True)
        self.combat("/stance Shield")
        self.assertEqual(self.fighter("Char").stance, "Shield")

    def test_luck(self):
        self.start_fight()
        self.assertIn("spend 1 Luck on defense", self.combat("/luck defense"))
        self.assertEqual(self.fighter("Char").luck_spend, "defense")
        self.combat("/luck none")
        self.assertIsNone(self.fighter("Char").luck_spend)
        self.assertIn("Spend Luck on attack or defense", self.combat("/luck everything"))
        self.assertIn("NPCs have no Luck", self.combat("/luck Goon1=attack"))
        self.char2.fs3.luck = 0
        self.assertIn("has no Luck to spend", self.combat("/luck attack", caller=self.char2))
        self.assertIsNone(self.fighter("Char2").luck_spend)

    def test_hero_after_a_ko(self):
        script = self.start_fight()
        self.assertIn("is not knocked out", self.combat("/hero", caller=self.char2))
        state = script.get_state()
        state.get(self.char2.dbref).ko = True
        script.save_state(state)
        self.assertIn("knocked out and cannot act", self.combat("/pass", caller=self.char2))
        out = self.combat("/hero", caller=self.char2)
        self.assertIn("Char2 spends 1 Luck", out)
        self.assertFalse(self.fighter("Char2").ko)
        self.assertEqual(self.char2.fs3.luck, 2)
