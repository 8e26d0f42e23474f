"""muse +combat/leave, healing several at once and +combat/wake: happy
paths, refusals that change nothing, and who may do it for whom."""

from evennia.utils import create

from rules.muse import encounter as enc
from rulesets.muse.combat_script import all_combats
from tests.helpers.muse_combat import CHARACTER, MuseCombatTest


class TestLeave(MuseCombatTest):
    def test_a_player_leaves_out_of_turn(self):
        script = self.begin()
        self.combat("/move Char2=close")
        out = self.combat("/leave", caller=self.char2)
        self.assertIn("Char2 leaves the fight.", out)
        self.assertIn("You leave fight #", out)
        self.assertFalse(script.has_combatant(self.char2))
        self.assertEqual(script.db.distances, {})
        self.assertEqual(script.get_state().current_turn.members, (self.char1.dbref,))

    def test_leaving_in_your_own_turn_begins_the_next(self):
        script = self.begin()
        out = self.combat("/leave")
        self.assertIn("Char leaves the fight.", out)
        self.assertEqual(script.get_state().current_turn.members, (self.char2.dbref,))
        self.assertIn("Now acting: Char2", out)
        # the organizer who left still runs the fight
        self.combat("/newturn")
        self.assertEqual(script.get_state().current_turn.members, (self.goblin().dbref,))

    def test_the_organizer_takes_out_an_npc_which_vanishes(self):
        script = self.begin()
        goblin = self.goblin()
        out = self.combat("/leave Goblin")
        self.assertIn("Char takes Goblin out of the fight.", out)
        self.assertIn("Nobody is left on the enemy side", out)
        self.assertIsNone(goblin.pk)
        self.assertEqual(script.npc_ids, [])
        self.assertEqual(len(script.get_state().order), 2)

    def test_staff_take_out_a_player(self):
        script = self.begin()
        self.char2.permissions.add("Builder")
        self.char2.account and self.char2.account.permissions.add("Builder")
        ari = create.create_object(CHARACTER, key="Ari", location=self.room1, home=self.room1)
        self.set_traits(ari)
        self.combat("/join", caller=ari, faces=(1,))
        out = self.combat("/leave Ari", caller=self.char2)
        self.assertIn("Char2 takes Ari out of the fight.", out)
        self.assertFalse(script.has_combatant(ari))
        self.assertIsNotNone(ari.pk, "a player character never vanishes")

    def test_before_the_fight_begins_and_the_last_one_out_ends_it(self):
        self.gather(goblin=False)
        out = self.combat("/leave", caller=self.char2)
        self.assertIn("Char2 leaves the fight.", out)
        self.assertEqual(self.fight().fighter_ids(), [self.char1.dbref])
        out = self.combat("/leave")
        self.assertIn("Nobody is left in fight #", out)
        self.assertEqual(all_combats(), [])

    def test_refusals(self):
        self.begin()
        self.refuse("/leave Char", "Only the organizer or staff can take others out",
                    caller=self.char2)
        self.refuse("/leave Goblin", "Only the organizer or staff can", caller=self.char2)
        self.refuse("/leave Orc", "Nobody called 'Orc' is in this fight")
        self.refuse("/leave/join", "Use one switch at a time")
        dee = create.create_object(CHARACTER, key="Dee", location=self.room1, home=self.room1)
        self.refuse("/leave", "You are not in a fight.", caller=dee)
        self.combat("/attack Char2=damage/ranged", faces=(5, 4, 2, 2))
        self.refuse("/leave", "Wait: Char2 has yet to react", caller=self.char2)
        self.refuse("/leave Goblin", "Wait: Char2 has yet to react")


class TestHealSeveral(MuseCombatTest):
    def setUp(self):
        super().setUp()
        self.char1.muse.life_points = 8
        self.char2.muse.life_points = 5

    def test_the_d6_says_how_many_and_each_gets_the_same(self):
        script = self.begin()
        self.combat("/move Char2=close")
        # d6 = 2: both named; Survival 3 dice 5 4 2 = 2 successes.
        out = self.combat("/heal me,Char2", faces=(2, 5, 4, 2))
        self.assertIn("the d6 shows 2, so the healing reaches 2 of them", out)
        self.assertIn("Char tends themselves and Char2", out)
        self.assertEqual(self.fighter("Char").life, 10)
        self.assertEqual(self.char2.muse.life_points, 7)
        self.assertEqual(script.get_state().current_turn.members, (self.char2.dbref,))

    def test_a_low_d6_reaches_only_the_first_named(self):
        self.begin()
        self.combat("/move Char2=close")
        out = self.combat("/heal Char2,me", faces=(1, 5, 4, 2))
        self.assertIn("reaches 1 of them", out)
        self.assertEqual(self.char2.muse.life_points, 7)
        self.assertEqual(self.char1.muse.life_points, 8)

    def test_refusals(self):
        self.begin()
        self.refuse("/heal me,Char2", "Healing reaches only someone Close")
        self.refuse("/heal me,me", "You named the same fighter twice")
        self.refuse("/heal ,", "Heal whom?")
        self.refuse("/heal me,Orc", "Nobody called 'Orc' is in this fight")
        self.refuse("/heal Goblin=me,Char2", "Only the organizer or staff can act for NPCs",
                    caller=self.char2)
        self.combat("/heal me", faces=(5, 2, 2))
        self.refuse("/heal me", "You have already healed this round")


class TestWake(MuseCombatTest):
    def knock_out(self, who):
        script = self.fight()
        state, _ = enc.impose_on(script.get_state(), who.dbref, "Unconscious")
        script.save_state(state)
        script._write_back(state)

    def test_a_helper_wakes_someone_close(self):
        script = self.begin()
        self.knock_out(self.char2)
        self.combat("/move Char2=close")
        # Char2's Awareness 1 + 1 helper: two dice, 5 2 = 1 success.
        out = self.combat("/wake Char2", faces=(5, 2))
        self.assertIn("Char tries to wake Char2 (1 helper this round", out)
        self.assertIn("Char2 tries to shake off Unconscious with 1 helper adding a die each", out)
        self.assertIn("tries and succeeds", out)
        self.assertNotIn("Unconscious", self.char2.muse.tribulations)
        self.assertEqual(script.get_state().current_turn.members, (self.char2.dbref,))

    def test_helpers_of_the_round_count_on_the_sleepers_own_roll(self):
        self.begin()
        self.knock_out(self.char2)
        self.combat("/move Char2=close")
        out = self.combat("/wake Char2", faces=(3, 2))
        self.assertIn("but it holds", out)
        self.assertEqual(self.fighter("Char2").wakers, [self.char1.dbref])
        # Char2's own turn: Awareness 1 + Char's help = 2 dice.
        out = self.combat("/recover unconscious", caller=self.char2, faces=(6, 3))
        self.assertIn("with 1 helper adding a die each", out)
        self.assertIn("tries and succeeds", out)
        self.assertEqual(self.fighter("Char2").wakers, [])

    def test_refusals(self):
        self.begin()
        self.refuse("/wake Char2", "Char2 is not Unconscious")
        self.knock_out(self.char2)
        self.refuse("/wake Char2", "Waking someone takes being Close")
        self.refuse("/wake me", "You cannot wake yourself")
        self.refuse("/wake", "Wake whom?")
        self.refuse("/wake Goblin=Char2", "Only the organizer or staff can act for NPCs",
                    caller=self.char2)
        self.refuse("/wake Char", "It is not your turn", caller=self.char2)
        script = self.fight()
        state, _ = enc.damage(script.get_state(), self.char2.dbref, 14)
        script.save_state(state)
        self.combat("/move Char2=close")
        self.refuse("/wake Char2", "Char2 is dying")
