"""Practice bouts where there is no fight Script: pbta's Tusk
strikes back with +spar, mw's Slab sets a challenge, and either bout gives
back what it took when it ends (+spar/stop, leaving the room, or a real
blow about to land), never more. And +practice: staff mark NPCs as
practice opponents; players cannot."""

from dataclasses import replace

from evennia.utils import create

from features.practice.commands.practice import CmdPractice
from features.practice.fights import bout_of, is_practice_npc
from rules.pbta.sheet import DOWN, new_sheet
from rulesets.mw.commands.harm import CmdHurt
from rulesets.mw.commands.spar import CmdSpar as MwSpar
from rulesets.pbta.commands.damage import CmdHp
from rulesets.pbta.commands.spar import CmdSpar as PbtaSpar
from rulesets.registry import set_room_ruleset
from tests.helpers.mw import MwCommandTest
from tests.helpers.pbta import PbtaCommandTest

NPC = "rulesets.fs3.npcs.NPC"
TUSK_STATS = {"Forceful": 1, "Agile": 1, "Insightful": 0, "Charming": 0}


def opponent(key, ident, room):
    obj = create.create_object(NPC, key=key, location=room, home=room)
    obj.tags.add(ident, category="demo_id")
    obj.tags.add("fourfold_demo", category="demo")
    return obj


class TestPbtaSpar(PbtaCommandTest):
    def setUp(self):
        super().setUp()
        set_room_ruleset(self.room1, "pbta")
        self.tusk = opponent("Tusk", "pbta_tusk", self.room1)
        self.tusk.pbta.save(new_sheet("human", TUSK_STATS))
        self.set_pbta(self.char2, Forceful=2, Agile=1)
        self.char2.pbta.approved = True

    def spar(self, args, faces=(), caller=None):
        return self.roll(PbtaSpar(), args, faces, caller=caller or self.char2)

    def test_tusk_strikes_and_the_bout_gives_hp_back(self):
        out = self.spar("Tusk", faces=(5, 4, 3))  # 5+4+1 = 10: fist d4 = 3
        self.assertIn("practice bout with Tusk begins", out)
        self.assertIn("Tusk rolls", out)
        self.assertIn("Char2 takes 3 damage: HP 10 -> 7", out)
        self.assertEqual(self.sheet(self.char2).hp, 7)
        out = self.spar("Tusk", faces=(6, 6, 4))  # 13: the d4 doubled, 8; 0 HP
        self.assertNotIn("begins", out)  # the same bout
        self.assertEqual(self.sheet(self.char2).condition, DOWN)
        out = self.call(PbtaSpar(), "/stop", caller=self.char2)
        self.assertIn("Practice over for Char2", out)
        sheet = self.sheet(self.char2)
        self.assertEqual((sheet.hp, sheet.condition), (10, "up"))
        self.assertIsNone(bout_of(self.char2))

    def test_a_miss_does_no_harm(self):
        out = self.spar("Tusk", faces=(1, 2))
        self.assertIn("goes wide", out)
        self.assertEqual(self.sheet(self.char2).hp, 10)

    def test_leaving_the_room_ends_the_bout(self):
        self.spar("Tusk", faces=(5, 4, 3))
        self.char2.move_to(self.room2, quiet=True)
        self.assertEqual(self.sheet(self.char2).hp, 10)
        self.assertIsNone(bout_of(self.char2))

    def test_a_real_blow_is_never_given_back(self):
        self.spar("Tusk", faces=(5, 4, 3))  # 7 HP after Tusk
        self.call(CmdHp(), "Char2=4", caller=self.char1)  # the GM's word: real
        self.assertIsNone(bout_of(self.char2))  # the bout ended first (HP back to 10)...
        self.assertEqual(self.sheet(self.char2).hp, 4)  # ...then the real harm landed
        out = self.call(PbtaSpar(), "/stop", caller=self.char2)
        self.assertIn("You are not sparring", out)  # no second restore
        self.assertEqual(self.sheet(self.char2).hp, 4)

    def test_a_downed_tusk_gets_up_for_the_next_bout(self):
        self.tusk.pbta.save(replace(self.tusk.pbta.sheet(), hp=0, condition=DOWN))
        out = self.spar("Tusk", faces=(1, 2))
        self.assertIn("gets back up", out)

    def test_bad_input_changes_nothing(self):
        bystander = create.create_object(NPC, key="Grok", location=self.room1)
        bystander.pbta.save(new_sheet("human", TUSK_STATS))
        before = self.state()
        self.assertIn("Spar with whom", self.call(PbtaSpar(), "", caller=self.char2))
        self.assertIn("no NPC called 'Nobody'", self.call(PbtaSpar(), "Nobody", caller=self.char2))
        self.assertIn("Grok is no training opponent", self.call(PbtaSpar(), "Grok", caller=self.char2))
        self.assertIn("no NPC called 'Char'", self.call(PbtaSpar(), "Char", caller=self.char2))
        self.assertIn("not sparring", self.call(PbtaSpar(), "/stop", caller=self.char2))
        self.assertIn("takes nothing after it", self.call(PbtaSpar(), "/stop Tusk", caller=self.char2))
        self.assertEqual(self.state(), before)


class TestMwSpar(MwCommandTest):
    def setUp(self):
        super().setUp()
        set_room_ruleset(self.room1, "mw")
        self.slab = opponent("Slab", "mw_slab", self.room1)
        self.slab.attributes.add("spar_dc", 6, category="mw")
        self.give_sheet(self.char2, words={"M": "Might", "L": "Leverage"}, gains=2)

    def spar(self, args, faces=()):
        return self.roll(MwSpar(), args, faces, caller=self.char2)

    def test_a_failed_exchange_knocks_a_word_and_the_bout_gives_it_back(self):
        out = self.spar("Slab=Might", faces=(2,))  # d4 Might: 2 < DC 6
        self.assertIn("practice bout with Slab begins", out)
        self.assertIn("Slab sets a challenge: DC 6", out)
        self.assertIn("leaves Might Injured", out)
        self.assertTrue(self.char2.mw.sheet().word("M").injured)
        out = self.spar("Slab=Leverage", faces=(1,))  # a fumble: knocked too
        self.assertTrue(self.char2.mw.sheet().word("L").injured)
        out = self.call(MwSpar(), "/stop", caller=self.char2)
        self.assertIn("Practice over for Char2", out)
        sheet = self.char2.mw.sheet()
        self.assertFalse(sheet.word("M").injured or sheet.word("L").injured)
        self.assertEqual(sheet.gains, 2)

    def test_winning_the_exchange_earns_gains_that_stay(self):
        out = self.spar("Slab=Might", faces=(4, 3))  # d4 explodes (4), d6 3: 7 >= 6
        self.assertIn("wins the exchange", out)
        self.assertEqual(self.char2.mw.sheet().gains, 3)
        self.call(MwSpar(), "/stop", caller=self.char2)
        self.assertEqual(self.char2.mw.sheet().gains, 3)

    def test_staff_harm_ends_the_bout_first(self):
        self.spar("Slab=Might", faces=(2,))
        self.call(CmdHurt(), "Char2=Leverage", caller=self.char1)
        sheet = self.char2.mw.sheet()
        self.assertFalse(sheet.word("M").injured)  # the practice knock came back
        self.assertTrue(sheet.word("L").injured)  # the real one stays
        self.assertIsNone(bout_of(self.char2))

    def test_bad_input_changes_nothing(self):
        before = self.state()
        self.assertIn("Name the opponent", self.call(MwSpar(), "Slab", caller=self.char2))
        self.assertIn("no NPC called 'Rock'", self.call(MwSpar(), "Rock=Might", caller=self.char2))
        self.assertIn("no Word of Power", self.call(MwSpar(), "Slab=Nope", caller=self.char2))
        self.assertIn("not sparring", self.call(MwSpar(), "/stop", caller=self.char2))
        self.assertEqual(self.state(), before)
        self.assertIsNone(bout_of(self.char2))


class TestPracticeCommand(PbtaCommandTest):
    def setUp(self):
        super().setUp()
        self.goblin = create.create_object(NPC, key="Goblin", location=self.room1)

    def test_staff_mark_and_unmark(self):
        out = self.call(CmdPractice(), "Goblin", caller=self.char1)
        self.assertIn("Goblin is now a practice opponent", out)
        self.assertTrue(is_practice_npc(self.goblin))
        self.assertIn("Practice opponents here: Goblin.", self.call(CmdPractice(), "", caller=self.char2))
        self.assertIn("already", self.call(CmdPractice(), "Goblin", caller=self.char1))
        out = self.call(CmdPractice(), "/off Goblin", caller=self.char1)
        self.assertIn("real opponent again", out)
        self.assertFalse(is_practice_npc(self.goblin))
        self.assertIn("No practice opponent is here", self.call(CmdPractice(), "", caller=self.char2))

    def test_a_player_cannot_mark_or_unmark(self):
        out = self.call(CmdPractice(), "Goblin", caller=self.char2)
        self.assertIn("for staff only", out)
        self.assertFalse(is_practice_npc(self.goblin))
        self.goblin.tags.add("practice", category="fourfold")
        self.assertIn("for staff only", self.call(CmdPractice(), "/off Goblin", caller=self.char2))
        self.assertTrue(is_practice_npc(self.goblin))

    def test_bad_input(self):
        before = self.goblin.tags.all(return_key_and_category=True)
        self.assertIn("is a player's character", self.call(CmdPractice(), "Char2", caller=self.char1))
        self.assertIn("not a practice opponent", self.call(CmdPractice(), "/off Goblin", caller=self.char1))
        self.assertIn("Name the NPC", self.call(CmdPractice(), "/off", caller=self.char1))
        self.assertIn("/bogus", self.call(CmdPractice(), "/bogus Goblin", caller=self.char1))
        self.assertFalse(is_practice_npc(self.char2))
        self.assertEqual(self.goblin.tags.all(return_key_and_category=True), before)

    def test_a_demo_opponent_stays_practice(self):
        tusk = opponent("Tusk", "pbta_tusk", self.room1)
        self.assertIn("always practice", self.call(CmdPractice(), "/off Tusk", caller=self.char1))
        self.assertTrue(is_practice_npc(tusk))
