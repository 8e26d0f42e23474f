"""Practice fights (docs/rulings.md, "Practice fights"):
a fight against practice NPCs only gives every player character back what
it took when it ends, says so when it starts, and a fight with a real
opponent does not. fs3 and muse here, through their combat Scripts
(features/practice/fights.py); muse's training opponent also takes its own
turns (rulesets/muse/combat_ai.py)."""

from unittest import mock

from evennia.utils import create

import rules.dice
from features.practice.fights import PRACTICE_CATEGORY, PRACTICE_TAG, is_practice_npc
from rules.muse.tribulations import impose
from rulesets.muse.commands.combat import CmdCombat
from rulesets.muse.commands.react import CmdReact
from rulesets.registry import set_room_ruleset
from tests.helpers.dice import HighRng  # noqa: F401
from tests.helpers.fs3_combat import CombatTest
from tests.helpers.muse_combat import MuseCombatTest

NPC = "rulesets.fs3.npcs.NPC"


def opponent(key, ident, room, alias):
    """A demo training opponent, as features/demo/build.py marks one."""
    obj = create.create_object(NPC, key=key, location=room, home=room, aliases=[alias])
    obj.tags.add(ident, category="demo_id")
    obj.tags.add("fourfold_demo", category="demo")
    return obj




# --- fs3 ---------------------------------------------------------------------------
class TestFS3Practice(CombatTest):
    def setUp(self):
        super().setUp()
        self.sergeant = opponent("Sparring Sergeant", "fs3_sergeant", self.room1, "sergeant")
        self.char1.fs3.approved = True

    def spar_until_wounded(self, target="Sergeant", turns=40, ai=False):
        for _ in range(turns):
            if self.char1.fs3.wounds:
                return
            if ai:  # more than one NPC: none fights back unasked
                self.combat("/ai")
            self.combat(f"/attack {target}")
        self.fail("the opponent never wounded Char")

    def test_practice_gives_back_wounds_and_luck(self):
        self.combat("/start")
        out = self.combat("/add Sergeant")
        self.assertIn("This is a practice fight", out)
        self.assertTrue(self.fight().is_practice)
        self.combat("/luck attack")
        self.combat("/attack Sergeant")
        self.assertEqual(self.char1.fs3.luck, 2)  # spent in the fight
        self.spar_until_wounded()
        out = self.combat("/stop")
        self.assertIn("Practice over for Char", out)
        self.assertEqual(self.char1.fs3.wounds, [])
        self.assertEqual(self.char1.fs3.wound_penalty(), 0)
        self.assertEqual(self.char1.fs3.luck, 3)

    def test_a_real_opponent_leaves_its_wounds(self):
        self.combat("/start")
        out = self.combat("/add Brute=Goon")
        self.assertNotIn("practice", out)
        self.spar_until_wounded("Brute")
        wounds = list(self.char1.fs3.wounds)
        out = self.combat("/stop")
        self.assertNotIn("Practice over", out)
        self.assertEqual(self.char1.fs3.wounds, wounds)

    def test_a_real_opponent_joining_ends_the_practice(self):
        self.combat("/start")
        self.combat("/add Sergeant")
        out = self.combat("/add Brute=Goon")
        self.assertIn("Brute is no practice opponent", out)
        self.assertFalse(self.fight().is_practice)
        self.spar_until_wounded(ai=True)
        self.combat("/stop")
        self.assertTrue(self.char1.fs3.wounds)

    def test_an_npc_staff_tagged_as_practice(self):
        dummy = create.create_object(NPC, key="Dummy", location=self.room1, home=self.room1)
        dummy.tags.add(PRACTICE_TAG, category=PRACTICE_CATEGORY)  # as @tag or +practice does
        self.assertTrue(is_practice_npc(dummy))
        self.combat("/start")
        self.assertIn("This is a practice fight", self.combat("/add Dummy"))
        self.spar_until_wounded("Dummy")
        self.combat("/stop")
        self.assertEqual(self.char1.fs3.wounds, [])

    def test_leaving_a_practice_fight_gives_back_at_once(self):
        self.combat("/start")
        self.combat("/add Sergeant")
        self.spar_until_wounded()
        out = self.combat("/leave")
        self.assertIn("Practice over for Char", out)
        self.assertEqual(self.char1.fs3.wounds, [])
        self.assertIsNotNone(self.fight())  # the fight itself goes on
        self.combat("/join")  # back in: the fight took nothing yet this time
        self.combat("/stop")
        self.assertEqual(self.char1.fs3.wounds, [])

    def test_joining_a_practice_fight_is_told(self):
        self.combat("/start")
        self.combat("/add Sergeant")
        self.assertIn("This is a practice fight", self.combat("/join", caller=self.char2))


# --- muse --------------------------------------------------------------------------
class TestMusePractice(MuseCombatTest):
    def setUp(self):
        super().setUp()
        set_room_ruleset(self.room1, "muse")
        self.char1.sync_ruleset()
        self.bramble = opponent("Bramble", "muse_bramble", self.room1, "training spirit")
        for trait, value in {"Might": 3, "Swiftness": 3, "Endurance": 3, "Awareness": 2}.items():
            self.bramble.muse.set_rating(trait, value)

    def high(self, args, cmd=None):
        """Run +combat (or ``cmd``) as Char with every die on its top face."""
        with mock.patch.object(rules.dice, "_GAME_RNG", HighRng()):
            return self.call(cmd or CmdCombat(), args, caller=self.char1)

    def test_bramble_acts_by_itself_and_the_practice_gives_back(self):
        self.combat("/start")
        out = self.combat("/add Bramble")
        self.assertIn("This is a practice fight", out)
        full = self.char1.muse.life_points
        self.high("/newturn")  # Char (Swiftness 4) goes first, Bramble (3) next
        self.high("/attack Bramble=damage/magic")
        out = self.high("/pass")
        self.assertIn("Bramble", out)
        pending = self.fight().pending
        self.assertIsNotNone(pending, "Bramble did not attack on its own turn")
        self.assertEqual(pending["incoming"]["target"], self.char1.dbref)
        self.high("", cmd=CmdReact())  # nothing typed: default shown, no error
        self.high("endure", cmd=CmdReact())
        for _ in range(3):  # Bramble's second action may ask again
            if self.fight().pending is None:
                break
            self.high("endure", cmd=CmdReact())
        self.assertLess(self.char1.muse.life_points, full)
        out = self.combat("/stop")
        self.assertIn("Practice over for Char", out)
        self.assertEqual(self.char1.muse.life_points, full)
        self.assertEqual(dict(self.char1.muse.tribulations), {})

    def test_tribulations_and_death_come_back_too(self):
        self.combat("/start")
        self.combat("/add Bramble")
        self.char1.muse.tribulations = impose({}, "Unconscious")
        self.char1.muse.life_points = -10
        self.char1.muse.mark_dead(True)
        self.combat("/stop")
        self.assertFalse(self.char1.muse.dead)
        self.assertEqual(self.char1.muse.life_points, self.char1.muse.max_life)
        self.assertEqual(dict(self.char1.muse.tribulations), {})

    def test_a_real_npc_waits_for_its_organizer_and_its_harm_stays(self):
        self.combat("/start")
        out = self.combat("/add Goblin=2")
        self.assertNotIn("practice", out)
        self.high("/newturn")
        self.high("/pass")
        state = self.fight().get_state()
        goblin = next(w for w, n in self.fight().names().items() if n == "Goblin")
        self.assertEqual(state.current_turn.members, (goblin,))  # nobody acted for it
        self.high("/attack Goblin=Char=damage/magic")
        self.high("endure", cmd=CmdReact())
        hurt = self.char1.muse.life_points
        self.assertLess(hurt, self.char1.muse.max_life)
        out = self.combat("/stop")
        self.assertNotIn("Practice over", out)
        self.assertEqual(self.char1.muse.life_points, hurt)
