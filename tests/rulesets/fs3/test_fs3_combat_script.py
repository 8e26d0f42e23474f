"""The fs3 combat Script: ending turns, writing results back, surviving a
reload, and a whole fight to its end."""

from unittest import mock

from evennia.scripts.models import ScriptDB
from evennia.utils import create
from evennia.utils.idmapper.models import flush_cache

from rules.fs3.combat.wounds import Severity, Wound
from rulesets.fs3.combat_script import FS3CombatScript, combat_of, stance_of
from rulesets.fs3.npcs import NPC
from tests.helpers.fs3_combat import CHAR, SWORD, CombatTest, FakeGear

MAX_TURNS = 60


class TestTurnEnds(CombatTest):
    def test_turn_ends_early_when_every_player_has_acted_npcs_do_not_block(self):
        script = self.start_fight(npcs="Goon1,Goon2")
        self.combat("/attack Goon1")
        self.assertEqual(script.get_state().turn, 1)
        self.assertIsNotNone(self.fighter("Char").action)
        self.combat("/pass", caller=self.char2)
        state = script.get_state()
        self.assertEqual(state.turn, 2)
        self.assertTrue(all(c.action is None for c in state.combatants.values()))
        self.assertEqual([e["turn"] for e in script.turn_log], [1])
        self.assertTrue(script.is_active, "the turn timer runs on after an early end")

    def test_a_knocked_out_player_does_not_block(self):
        script = self.start_fight()
        state = script.get_state()
        state.get(self.char2.dbref).ko = True
        script.save_state(state)
        self.combat("/pass")
        self.assertEqual(script.get_state().turn, 2)

    def test_timer_ends_the_turn(self):
        script = self.start_fight()
        self.combat("/attack Goon1")
        script.at_repeat()
        self.assertEqual(script.get_state().turn, 2)
        self.assertIn("Char attacks Goon1", script.turn_log[-1]["text"])

    def test_timer_leaves_a_turn_with_no_actions_alone(self):
        script = self.start_fight()
        with mock.patch.object(self.char2, "msg") as msg2:
            script.at_repeat()
        self.assertEqual(script.get_state().turn, 1)
        self.assertEqual(script.turn_log, [])
        msg2.assert_not_called()

    def test_one_message_per_recipient_including_fighters_elsewhere(self):
        script = self.start_fight()
        far = create.create_object(CHAR, key="Faraway", location=self.room2, home=self.room2)
        self.combat(f"/join {script.id}", caller=far)
        self.combat("/attack Goon1")
        self.combat("/attack Goon1=Char2")
        with mock.patch.object(self.char2, "msg") as msg2, \
                mock.patch.object(far, "msg") as msg_far:
            script.end_turn()
        self.assertEqual(msg2.call_count, 1)
        self.assertEqual(msg_far.call_count, 1)
        text = msg2.call_args[0][0]
        self.assertIn("Combat turn 1", text)
        self.assertIn("Goon1 attacks Char2", text)

    def test_report_lines_fit_78_columns(self):
        self.gear[self.char1.id] = FakeGear(weapon=SWORD)
        script = self.start_fight(npcs="Goon1,Goon2")
        for _ in range(4):
            self.combat("/attack Goon1=Char2")
            self.combat("/attack Goon2=Char")
            self.combat("/attack Goon1")
            self.combat("/attack Goon2", caller=self.char2)
        for entry in script.turn_log:
            for line in entry["text"].splitlines():
                self.assertLessEqual(len(line.replace("|g", "").replace("|n", "")
                                         .replace("|w", "").replace("|r", "")), 78, line)
        self.assertIn("with Sword", script.turn_log[0]["text"])


class TestWriteBack(CombatTest):
    def test_luck_spent_is_taken_from_the_character(self):
        self.start_fight()
        self.combat("/luck attack")
        self.combat("/attack Goon1")
        self.combat("/pass", caller=self.char2)
        self.assertEqual(self.char1.fs3.luck, 2)
        self.assertIn("Char spends 1 Luck on attack", self.fight().turn_log[-1]["text"])

    def test_wounds_from_outside_the_fight_are_read_at_turn_end(self):
        script = self.start_fight()
        old = Wound(Severity.SERIOUS, "Chest", "Knife", 1.0).to_dict()
        self.char2.fs3.wounds = [old]
        script.end_turn()
        fighter = script.get_state().get(self.char2.dbref)
        self.assertEqual([w.to_dict() for w in fighter.wounds], [old])
        self.assertEqual(self.char2.fs3.wounds, [old])
        self.assertEqual(stance_of(self.char2), "Normal")

    def test_a_deleted_fighter_leaves_the_fight(self):
        script = self.start_fight()
        NPC.objects.get(db_key="Goon1").delete()
        script.end_turn()
        self.assertNotIn("Goon1", [c.name for c in script.get_state().combatants.values()])


class TestReload(CombatTest):
    def test_state_survives_a_flushed_cache(self):
        self.gear[self.char1.id] = FakeGear(weapon=SWORD)
        script = self.start_fight()
        self.combat("/stance Defensive", caller=self.char2)
        self.combat("/luck defense", caller=self.char2)
        self.combat("/attack Goon1=+2")
        self.combat("/attack Goon1=Char2")
        sid, char2_id = script.id, self.char2.id
        flush_cache()
        again = ScriptDB.objects.get(id=sid)
        self.assertIsInstance(again, FS3CombatScript)
        state = again.get_state()
        me, other = state.get(self.char1.dbref), state.get(f"#{char2_id}")
        self.assertEqual(me.action["modifier"], 2)
        self.assertEqual(other.stance, "Defensive")
        self.assertEqual(other.luck_spend, "defense")
        goon = next(c for c in state.combatants.values() if c.name == "Goon1")
        self.assertEqual(goon.action, {"type": "attack", "target": f"#{char2_id}",
                                       "modifier": 0})
        self.assertEqual(again.organizer_id, self.char1.id)
        self.assertEqual(again.interval, 300)
        again.end_turn()
        flush_cache()
        again = ScriptDB.objects.get(id=sid)
        self.assertEqual(again.get_state().turn, 2)
        self.assertEqual(len(again.turn_log), 1)
        char2 = ScriptDB.objects.get(id=sid).get_state().get(f"#{char2_id}")
        self.assertEqual(char2.stance, "Defensive")
        self.assertIsNotNone(combat_of(self.char1))


class TestWholeFight(CombatTest):
    seed = 20261129

    def test_two_players_and_three_npcs_fight_to_the_end(self):
        self.gear[self.char1.id] = FakeGear(weapon=SWORD)
        self.rate(self.char1, Brawn=4, Finesse=3, Wit=3, Melee=6, Dodge=4, Alertness=3)
        self.rate(self.char2, Brawn=4, Finesse=3, Wit=2, Melee=5, Dodge=4, Alertness=2)
        script = self.start_fight(npcs="Goon1,Goon2,Goon3")
        pcs = {self.char1.dbref: self.char1, self.char2.dbref: self.char2}
        finished_off = []
        for _ in range(MAX_TURNS):
            state = script.get_state()
            npcs_up = [c for c in state.combatants.values() if c.is_npc and not c.ko]
            pcs_up = [c for c in state.combatants.values() if not c.is_npc and not c.ko]
            if not npcs_up or not pcs_up:
                break
            last_turn = state.turn - 1
            for npc in npcs_up:
                self.combat(f"/attack {npc.name}={pcs_up[state.turn % len(pcs_up)].name}")
            for pc in pcs_up:
                caller = pcs[pc.id]
                if any(r.by == pc.id and r.turn == last_turn for r in state.ko_records):
                    self.combat("/pass", caller=caller)
                else:
                    self.combat(f"/attack {npcs_up[0].name}", caller=caller)
            new = script.get_state()
            finished_off += [e["name"] for e in script.turn_log[-1]["events"]
                             if e["type"] == "taken_out"]
            self.assertEqual(new.turn, state.turn + 1, "the turn ended when all PCs acted")
        else:
            self.fail(f"the fight did not end in {MAX_TURNS} turns")
        state = script.get_state()
        npcs_up = [c for c in state.combatants.values() if c.is_npc and not c.ko]
        pcs_up = [c for c in state.combatants.values() if not c.is_npc and not c.ko]
        self.assertTrue(not npcs_up or not pcs_up)
        wounded = 0
        for cid, char in pcs.items():
            if cid in state.combatants:
                stored = [w.to_dict() for w in state.get(cid).wounds]
                self.assertEqual(char.fs3.wounds, stored)
                wounded += bool(stored)
        for npc in NPC.objects.filter(db_key__startswith="Goon"):
            if npc.dbref in state.combatants:
                self.assertEqual(npc.fs3.wounds,
                                 [w.to_dict() for w in state.get(npc.dbref).wounds])
        all_text = "\n".join(e["text"] for e in script.turn_log)
        self.assertIn("knocked out", all_text)
        self.assertGreater(wounded + len(finished_off) + len(
            [c for c in state.combatants.values() if c.wounds]), 0)
        self.combat("/stop")
        self.assertFalse(NPC.objects.filter(db_key__startswith="Goon").exists())


class TestRealGear(CombatTest):
    fake_gear = False

    def test_wielded_weapon_and_worn_armor_reach_the_fight(self):
        sword = create.create_object("rulesets.fs3.gear.Weapon", key="Sword",
                                     location=self.char1)
        for name in ("penetration", "lethality", "skill", "kind"):
            setattr(sword, name, SWORD[name])
        self.char1.gear.wield(sword)
        vest = create.create_object("rulesets.fs3.gear.Armor", key="Vest",
                                    location=self.char2)
        vest.protection, vest.locations = 3, ["Chest", "Abdomen"]
        self.char2.gear.wear(vest)
        self.start_fight()
        me, other = self.fighter("Char"), self.fighter("Char2")
        self.assertEqual(me.weapon_rules.name, "Sword")
        self.assertEqual(me.weapon_rules.penetration, SWORD["penetration"])
        self.assertEqual([a.name for a in other.armor_rules], ["Vest"])
        self.assertIsNone(self.fighter("Goon1").weapon)
        self.assertIn("Vest", self.combat(""))
