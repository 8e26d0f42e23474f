"""Powers, for fs3: decree powers over player characters are
staff's; a player organizer has them over their own fight's NPCs only;
players join a fight by their own command or by accepting an invitation;
naming an absent player never makes an NPC of that name."""

from evennia.utils import create

from rulesets.fs3.combat_script import combat_of
from rulesets.fs3.commands.damage import CmdDamage
from rulesets.fs3.npcs import NPC
from tests.helpers.fs3 import wound
from tests.helpers.fs3_combat import CHAR, CombatTest


class PowersTest(CombatTest):
    def setUp(self):
        super().setUp()
        # char2 is a plain player who organizes; char1 (Developer) is staff.
        self.dee = create.create_object(CHAR, key="Dee", location=self.room1, home=self.room1)
        self.rate(self.dee, Brawn=2, Finesse=2)

    def organize(self):
        self.combat("/start", caller=self.char2)
        self.combat("/join", caller=self.dee)
        self.combat("/add Raider", caller=self.char2)
        return self.fight()

    def damage(self, args, caller):
        return self.call(CmdDamage(), args, caller=caller)


class TestWoundDecrees(PowersTest):
    def test_player_organizer_cannot_wound_a_player(self):
        self.organize()
        out = self.damage("/inflict Dee=Critical/Head", self.char2)
        self.assertIn("Only staff change a player character's wounds", out)
        self.assertEqual(self.dee.fs3.wounds, [])
        # their own NPC: yes
        out = self.damage("/inflict Raider=Light/Chest", self.char2)
        self.assertIn("You give Raider a Light wound", out)
        raider = NPC.objects.get(db_key="Raider")
        self.assertEqual(len(raider.fs3.wounds), 1)
        self.damage("/heal Raider=1", self.char2)
        self.assertEqual(raider.fs3.wounds, [])

    def test_player_cannot_delete_or_heal_own_wounds(self):
        self.organize()
        self.char2.fs3.wounds = [wound("Serious")]
        for args in ("/delete Char2=1", "/heal Char2=1", "/delete me=1"):
            with self.subTest(args=args):
                out = self.damage(args, self.char2)
                self.assertIn("Only staff", out)
                self.assertEqual(len(self.char2.fs3.wounds), 1)

    def test_staff_may(self):
        self.organize()
        self.damage("/inflict Dee=Light/Chest", self.char1)
        self.assertEqual(len(self.dee.fs3.wounds), 1)


class TestJoiningIsTheirs(PowersTest):
    def test_add_refuses_a_player_here(self):
        self.combat("/start", caller=self.char2)
        for caller in (self.char2, self.char1):  # organizer, and staff alike
            out = self.combat("/add Dee", caller=caller)
            self.assertIn("Dee is a player's character", out)
            self.assertIn("+combat/invite Dee", out)
        self.assertFalse(self.fight().has_combatant(self.dee))

    def test_add_never_makes_an_npc_named_after_an_absent_player(self):
        far = create.create_object(CHAR, key="Farah", location=self.room2, home=self.room2)
        self.combat("/start", caller=self.char2)
        out = self.combat("/add Farah", caller=self.char2)
        self.assertIn("Farah is a player's name, so no NPC is made of it", out)
        self.assertFalse(NPC.objects.filter(db_key__iexact="Farah").exists())
        self.assertIsNone(combat_of(far))
        # an account name without a character here is a player too
        out = self.combat(f"/add {self.account2.username}", caller=self.char2)
        self.assertIn("is a player's name", out)
        self.assertEqual(list(NPC.objects.all()), [])

    def test_invite_then_join_from_elsewhere(self):
        far = create.create_object(CHAR, key="Farah", location=self.room2, home=self.room2)
        self.combat("/start", caller=self.char2)
        out = self.call_invite("Farah")
        self.assertIn("Char2 invites Farah to the fight", out)
        self.assertIsNone(combat_of(far))  # nobody is pulled in
        out = self.combat("/join", caller=far)
        self.assertIn("Farah joins the fight", out)
        self.assertIsNotNone(combat_of(far))
        self.assertEqual(self.fight().invited_ids, [])

    def call_invite(self, name):
        return self.combat(f"/invite {name}", caller=self.char2)

    def test_invite_refusals(self):
        self.combat("/start", caller=self.char2)
        self.combat("/add Raider", caller=self.char2)
        self.assertIn("Only the organizer or staff can invite",
                      self.combat("/invite Char2", caller=self.dee))
        self.assertIn("Raider is an NPC", self.call_invite("Raider"))
        self.assertIn("Char2 is already in this fight", self.call_invite("Char2"))
        self.assertIn("Invite whom?", self.call_invite(""))
        self.assertIn("no character called 'Nobody'", self.call_invite("Nobody"))
        self.assertEqual(self.fight().invited_ids, [])

    def test_a_player_may_start_alone_and_others_join_on_their_own(self):
        self.combat("/start", caller=self.char2)
        self.assertEqual(list(self.state().combatants), [self.char2.dbref])
        self.combat("/join", caller=self.dee)
        self.assertTrue(self.fight().has_combatant(self.dee))
