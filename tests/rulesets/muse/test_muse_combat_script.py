"""The muse combat Script: initiative and turns, reactions answered and
timed out, counter chains, a Tribulation that fades, dying and healing back,
late joiners, and a reload mid-fight. Dice are scripted d6 faces."""

import time
from unittest import mock

from evennia.scripts.models import ScriptDB
from evennia.utils import create
from evennia.utils.dbserialize import deserialize
from evennia.utils.idmapper.models import flush_cache

from rulesets.muse import combat_script as muse_combat
from rulesets.muse.combat_script import MuseCombatScript
from tests.helpers.muse_combat import CHARACTER, MuseCombatTest


class TestStart(MuseCombatTest):
    def test_the_script_and_the_gathering(self):
        script = self.gather()
        self.assertIsInstance(script, MuseCombatScript)
        self.assertTrue(script.is_combat)
        self.assertTrue(script.is_muse_combat)
        self.assertEqual(script.db.ruleset, "muse")
        self.assertTrue(script.persistent)
        self.assertEqual(script.interval, 60)
        self.assertEqual(script.organizer_id, self.char1.id)
        self.assertFalse(script.started)
        for obj in (self.char1, self.char2, self.goblin()):
            self.assertTrue(script.has_combatant(obj))
        self.assertEqual(self.goblin().muse.rating("Might"), 2)
        self.assertEqual(self.goblin().muse.life_points, 12)

    def test_newturn_rolls_initiative_and_begins_round_one(self):
        script = self.begin()
        state = script.get_state()
        self.assertEqual(state.round, 1)
        self.assertEqual([t.members for t in state.order],
                         [(self.char1.dbref,), (self.char2.dbref,), (self.goblin().dbref,)])
        self.assertEqual(state.current_turn.members, (self.char1.dbref,))
        self.assertEqual(self.fighter("Char").actions_left, 2)
        self.assertIn("Char 6+4=10, Char2 1+3=4, Goblin 1+2=3", script.log[-1])

    def test_actions_per_turn_follow_level(self):
        self.char1.muse.level = 20
        script = self.begin()
        self.assertEqual(script.get_state().combatants[self.char1.dbref].actions_left, 4)

    def test_late_joiner_rolls_and_shares_a_turn_on_a_tie(self):
        script = self.begin()
        ari = create.create_object(CHARACTER, key="Ari", location=self.room1, home=self.room1)
        self.set_traits(ari)
        self.combat("/join", caller=ari, faces=(3,))  # 3 + Swiftness 1 = 4, like Char2
        state = script.get_state()
        self.assertEqual(state.order[1].members, (self.char2.dbref, ari.dbref))
        self.assertEqual(state.current_turn.members, (self.char1.dbref,))
        self.assertIn("Ari joins the fight: initiative 3+1=4, sharing a turn", script.log[-1])


class TestAttacksAndReactions(MuseCombatTest):
    def test_npc_target_reacts_at_once_and_life_is_written_back(self):
        script = self.begin()
        self.combat("/move Goblin=close")
        with mock.patch.object(self.char2, "msg") as m2:
            # Char's Might 6 5 4 2 = 3; Goblin dodges with Swiftness 2 3 = 0.
            out = self.combat("/attack Goblin=damage/melee", faces=(6, 5, 4, 2, 2, 3))
        self.assertEqual(out.count("--- muse fight"), 1, "one block for the attacker")
        self.assertEqual(m2.call_count, 1, "one block per recipient")
        self.assertEqual(self.fighter("Goblin").life, 9)
        self.assertEqual(self.goblin().muse.life_points, 9)
        self.assertIsNone(script.pending)
        text = m2.call_args[0][0]
        self.assertIn("Goblin dodges with Swiftness", text)
        self.assertIn("Goblin loses 3 Life Points: now 9", text)
        # Char spent both actions, so Char2's turn began by itself.
        self.assertEqual(script.get_state().current_turn.members, (self.char2.dbref,))

    def test_player_target_is_asked_and_answers_in_time(self):
        script = self.begin()
        with mock.patch.object(self.char2, "msg") as m2:
            self.combat("/attack Char2=damage/ranged", faces=(5, 4, 2, 2))  # 2 successes
        prompt = m2.call_args[0][0]
        self.assertIn("+react dodge||endure||counter within 60 seconds", prompt)  # shown with one bar each
        self.assertEqual(script.pending["incoming"]["target"], self.char2.dbref)
        self.assertEqual(self.fighter("Char2").life, 14)
        out = self.react("endure", faces=(6, 5, 4, 2))  # Endurance: 3 successes beat 2
        self.assertIn("Char2 takes only 1 point of damage", out)
        self.assertIsNone(script.pending)
        self.assertEqual(self.fighter("Char2").life, 13)
        self.assertEqual(self.char2.muse.life_points, 13)
        self.assertEqual(self.fighter("Char").actions_left, 1)

    def test_a_timed_out_reaction_uses_the_default(self):
        script = self.begin()
        self.react("/default endure", caller=self.char2)
        self.combat("/attack Char2=damage/ranged", faces=(5, 4, 2, 2))
        pending = script.pending
        self.assertEqual(script.reaction_timeout(now=time.time()), "", "not yet due")
        self.assertEqual(script.reaction_timeout(prompt_id=pending["id"] + 1,
                                                 now=pending["deadline"] + 1), "")
        self.assertIsNotNone(script.pending)
        with self.dice(2, 2, 3, 3):  # Endurance 0 successes: the hit lands in full
            text = script.reaction_timeout(prompt_id=pending["id"], now=pending["deadline"] + 1)
        self.assertIn("Char2 endures with Endurance (no answer in time: their default)", text)
        self.assertIsNone(script.pending)
        self.assertEqual(self.char2.muse.life_points, 12)

    def test_the_timer_settles_a_reaction(self):
        script = self.begin()
        self.combat("/attack Char2=damage/ranged", faces=(5, 4, 2, 2))
        later = script.pending["deadline"] + 1
        with mock.patch.object(muse_combat.time, "time", return_value=later), \
                self.dice(6, 5, 4):  # default dodge: Swiftness 3 successes beat 2
            script.at_repeat()
        self.assertIsNone(script.pending)
        self.assertIn("Char2 avoids the attack completely", script.log[-1])
        self.assertEqual(self.fighter("Char2").life, 14)

    def test_a_counter_chain(self):
        script = self.begin()
        self.combat("/attack Char2=damage/ranged", faces=(5, 4, 2, 2))  # 2 successes
        with mock.patch.object(self.char1, "msg") as m1:
            out = self.react("counter/might", faces=(6, 5, 4, 2, 2))  # Might 3 beats 2
        self.assertIn("Char2 turns the blow back at Char: 1 point", out)
        self.assertIn("+react dodge||endure||counter", m1.call_args[0][0], "the attacker is asked")
        self.assertEqual(script.pending["incoming"]["target"], self.char1.dbref)
        self.assertEqual(script.pending["incoming"]["counters"], 1)
        out = self.react("counter", caller=self.char1, faces=(6, 6, 5, 5))  # Might 4 beats 3
        self.assertIn("Char counters with Might", out)
        self.assertEqual(script.pending["incoming"]["target"], self.char2.dbref)
        with self.dice(2, 2, 3):  # Char2 lets it run out: dodge, 0 successes
            script.reaction_timeout(now=script.pending["deadline"])
        self.assertIsNone(script.pending)
        self.assertEqual(self.fighter("Char").life, 13)
        self.assertEqual(self.fighter("Char2").life, 13)

    def test_an_attack_without_successes_asks_nothing(self):
        script = self.begin()
        out = self.combat("/attack Char2=damage/ranged", faces=(3, 2, 2, 2))
        self.assertIn("No successes", out)
        self.assertIsNone(script.pending)


class TestSeveralTargets(MuseCombatTest):
    def test_the_d6_picks_how_many_and_each_reacts_in_turn(self):
        script = self.begin()
        # d6 = 2: both; Swiftness 5 4 2 2 = 2; Goblin dodges at once (2 3 = 0).
        out = self.combat("/attack Goblin,Char2=damage/ranged", faces=(2, 5, 4, 2, 2, 2, 3))
        self.assertIn("the d6 shows 2, so the attack reaches 2 of them", out)
        self.assertIn("Char attacks Goblin and Char2", out)
        self.assertIn("Goblin loses 2 Life Points: now 10", out)
        self.assertEqual(script.pending["incoming"]["target"], self.char2.dbref)
        self.refuse("/pass", "Wait: Char2 has yet to react")
        out = self.react("endure", faces=(6, 5, 4, 2))
        self.assertIn("Char2 takes only 1 point", out)
        self.assertIsNone(script.pending)
        self.assertEqual(script.db.queue, [])
        self.assertEqual(self.fighter("Char").actions_left, 1)

    def test_a_low_d6_reaches_only_the_first_named(self):
        script = self.begin()
        out = self.combat("/attack Goblin,Char2=damage/ranged", faces=(1, 5, 4, 2, 2, 2, 3))
        self.assertIn("reaches 1 of them", out)
        self.assertIsNone(script.pending)
        self.assertEqual(self.fighter("Char2").life, 14)
        self.assertEqual(self.fighter("Goblin").life, 10)

    def test_newturn_settles_every_waiting_target(self):
        script = self.begin()
        self.combat("/attack Char2,Goblin=damage/ranged", faces=(2, 5, 4, 2, 2))
        self.assertEqual(script.pending["incoming"]["target"], self.char2.dbref)
        # Char2's default dodge (6 5 4 wins), then the Goblin's (2 3 loses).
        out = self.combat("/newturn", faces=(6, 5, 4, 2, 3))
        self.assertIn("Char2 avoids the attack completely", out)
        self.assertIn("Goblin loses 2 Life Points", out)
        self.assertIsNone(script.pending)

    def test_only_damage_aims_at_several(self):
        self.begin()
        self.refuse("/attack Goblin,Char2=tribulation:enfeebled",
                    "Only an attack to deal damage can aim at several")


class TestTribulations(MuseCombatTest):
    def test_imposed_then_faded_after_five_rounds(self):
        script = self.begin()
        # Power 6 5 4 = 3 against the Goblin's best resisting Trait (Swiftness 2: 2 3).
        out = self.combat("/attack Goblin=tribulation:enfeebled", faces=(6, 5, 4, 2, 3))
        self.assertIn("Goblin resists with Swiftness", out)
        self.assertIn("Goblin is now Enfeebled", out)
        self.assertEqual(self.fighter("Goblin").tribulations["Enfeebled"].rounds_left, 5)
        self.assertIn("Enfeebled", self.goblin().muse.tribulations)
        for _ in range(14):  # three turns a round: the end of round 5 is 15 turns away
            self.combat("/newturn")
        self.assertEqual(self.fighter("Goblin").tribulations["Enfeebled"].rounds_left, 1)
        self.combat("/newturn")
        self.assertEqual(script.get_state().round, 6)
        self.assertNotIn("Enfeebled", self.fighter("Goblin").tribulations)
        self.assertNotIn("Enfeebled", self.goblin().muse.tribulations)
        self.assertIn("Goblin is no longer Enfeebled", script.log[-1])

    def test_resisted(self):
        self.begin()
        out = self.combat("/attack Goblin=tribulation:enfeebled", faces=(4, 2, 2, 5, 6))
        self.assertIn("Goblin shrugs off Enfeebled", out)
        self.assertEqual(self.fighter("Goblin").tribulations, {})

    def test_recover(self):
        self.begin()
        self.combat("/attack Goblin=tribulation:enfeebled", faces=(6, 5, 4, 2, 3))
        self.combat("/pass")
        self.combat("/pass", caller=self.char2)
        # Goblin's turn: Endurance 2 (5 4) against Char's Power (the one who caused it: 2 3 2).
        out = self.combat("/recover Goblin=enfeebled", faces=(5, 4, 2, 3, 2))
        self.assertIn("tries and succeeds", out)
        self.assertNotIn("Enfeebled", self.fighter("Goblin").tribulations)


class TestDying(MuseCombatTest):
    def test_a_scripted_fight_to_dying_and_back(self):
        self.char2.muse.life_points = 2
        script = self.begin()
        self.combat("/attack Char2=damage/ranged", faces=(6, 5, 4, 2))  # 3 successes
        with self.dice(2, 2, 3):  # Char2 is away: default dodge fails
            text = script.reaction_timeout(now=script.pending["deadline"])
        self.assertIn("Char2 falls at -1 Life Points: Unconscious and dying", text)
        char2 = self.fighter("Char2")
        self.assertIsNotNone(char2.dying)
        self.assertIn("Unconscious", self.char2.muse.tribulations)
        self.assertEqual(self.char2.muse.life_points, -1)
        # Char passes; Char2's turn starts with a dying check: Endurance 4 dice
        # (6 5 2 2 = 2) against the GM's 4 (2 2 3 3 = 0).
        out = self.combat("/pass", faces=(6, 5, 2, 2, 2, 2, 3, 3))
        self.assertIn("Char2 fights for life", out)
        self.assertIn("Char2 holds on: 1 success, 0 failures", out)
        # Unconscious wins over dying's one action: Char2's turn passes by itself
        self.assertEqual(self.fighter("Char2").actions_left, 0)
        self.assertEqual(script.get_state().current_turn.members, (self.goblin().dbref,))
        self.refuse("/pass", "It is not your turn", caller=self.char2)
        self.combat("/pass Goblin")
        self.assertEqual(script.get_state().round, 2)
        self.combat("/move Char2=close")
        out = self.combat("/heal Char2", faces=(5, 4, 2))  # Survival: 2 successes
        self.assertIn("Char2 comes round at 1 Life Points, Tired", out)
        char2 = self.fighter("Char2")
        self.assertIsNone(char2.dying)
        self.assertEqual(char2.life, 1)
        self.assertEqual(self.char2.muse.life_points, 1)
        self.assertEqual(set(self.char2.muse.tribulations), {"Tired"})

    def test_three_failed_checks_kill(self):
        self.char2.muse.life_points = 1
        script = self.begin()
        self.combat("/attack Char2=damage/ranged", faces=(5, 4, 2, 2))
        with self.dice(2, 2, 3):
            script.reaction_timeout(now=script.pending["deadline"])
        self.assertIsNotNone(self.fighter("Char2").dying)
        fail = (2, 2, 2, 2, 6, 2, 2, 2)  # Char2 0 successes, the GM 1
        self.combat("/pass", faces=fail)
        for _ in range(2):
            self.combat("/pass Goblin")  # Char2, Unconscious and dying, has no turn to pass
            out = self.combat("/pass", faces=fail)
        self.assertIn("Char2 is dead", out)
        self.assertTrue(self.fighter("Char2").dead)

    def test_instant_death_at_minus_endurance(self):
        self.set_traits(self.char2, Swiftness=3, Endurance=1)
        self.char2.muse.life_points = 1
        script = self.begin()
        self.combat("/attack Char2=damage/ranged", faces=(6, 5, 4, 2))
        with self.dice(2, 2, 3):
            text = script.reaction_timeout(now=script.pending["deadline"])
        self.assertIn("Char2 is dead", text)
        self.assertNotIn("dying", text)
        self.assertTrue(self.fighter("Char2").dead)


class TestReload(MuseCombatTest):
    def test_state_and_an_awaited_reaction_survive_a_flushed_cache(self):
        script = self.begin()
        self.combat("/attack Char2=damage/ranged", faces=(5, 4, 2, 2))
        sid, before = script.id, deserialize(script.db.state)
        pending = script.pending
        flush_cache()
        again = ScriptDB.objects.get(id=sid)
        self.assertIsInstance(again, MuseCombatScript)
        self.assertEqual(deserialize(again.db.state), before)
        self.assertEqual(again.pending, pending)
        self.assertEqual(again.organizer_id, self.char1.id)
        out = self.react("endure", faces=(6, 5, 4, 2))
        self.assertIn("Char2 takes only 1 point", out)
        self.assertEqual(ScriptDB.objects.get(id=sid).get_state().combatants[
            self.char2.dbref].life, 13)

    def test_a_reaction_overdue_after_a_restart_is_settled(self):
        script = self.begin()
        self.combat("/attack Char2=damage/ranged", faces=(5, 4, 2, 2))
        sid, deadline = script.id, script.pending["deadline"]
        flush_cache()
        again = ScriptDB.objects.get(id=sid)
        with mock.patch.object(muse_combat.time, "time", return_value=deadline + 300), \
                self.dice(6, 5, 4):
            again.at_server_start()
        self.assertIsNone(again.pending)
        self.assertIn("Char2 avoids the attack completely", again.log[-1])

    def test_the_reaction_timer_is_running_after_a_prompt_and_after_a_restart(self):
        script = self.begin()
        self.combat("/attack Char2=damage/ranged", faces=(5, 4, 2, 2))
        self.assertTrue(script.is_active)
        self.assertEqual(script.interval, 60)
        self.assertLessEqual(script.time_until_next_repeat(), 60)
        script._pause_task(auto_pause=True)  # what a reload does to a timed Script
        sid = script.id
        flush_cache()
        again = ScriptDB.objects.get(id=sid)
        again._unpause_task(auto_unpause=True)
        again.at_server_start()  # not yet due: nothing is settled
        self.assertIsNotNone(again.pending)
        self.assertTrue(again.is_active)
        self.assertLessEqual(again.time_until_next_repeat(), 60)

    def test_a_stopped_timer_is_re_armed_for_the_time_left(self):
        script = self.begin()
        self.combat("/attack Char2=damage/ranged", faces=(5, 4, 2, 2))
        script.stop()
        self.assertFalse(script.is_active)
        with mock.patch.object(muse_combat.time, "time",
                               return_value=script.pending["deadline"] - 20):
            script.at_server_start()
        self.assertTrue(script.is_active)
        self.assertEqual(script.interval, 21)
        self.assertIsNotNone(script.pending)
