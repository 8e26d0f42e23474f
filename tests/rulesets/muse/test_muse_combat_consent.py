"""muse +combat: decree powers over player characters are staff's; a player
organizer holds them over the fight's NPCs only; player characters join by
their own command (or accept +combat/invite); naming a player never makes an
NPC of that name (docs/rulings.md, "Who may decide what")."""

from evennia.objects.models import ObjectDB

from tests.helpers.muse_combat import MuseCombatTest


class TestPlayerOrganizerDecrees(MuseCombatTest):
    """Char2 (a plain player) organizes; Char (staff) is a player character in it."""

    def setUp(self):
        super().setUp()
        self.assertFalse(self.char2.locks.check_lockstring(self.char2, "dummy:perm(Builder)"))

    def organize(self):
        self.combat("/start", caller=self.char2)
        self.combat("/join", caller=self.char1)
        self.combat("/add Goblin=2", caller=self.char2)
        self.combat("/newturn", caller=self.char2, faces=(1, 6, 1))
        return self.fight()

    def test_damage_on_a_player_character_is_refused(self):
        self.organize()
        life = self.char1.muse.life_points
        self.refuse("/damage Char=30", "Only staff can deal damage by decree", caller=self.char2)
        self.assertEqual(self.char1.muse.life_points, life)

    def test_impose_and_lift_on_a_player_character_are_refused(self):
        self.organize()
        self.refuse("/impose Char=Stunned", "Only staff can impose Tribulations", caller=self.char2)
        self.refuse("/lift Char=Stunned", "Only staff can lift Tribulations", caller=self.char2)

    def test_every_decree_works_on_the_fights_npc(self):
        self.organize()
        out = self.combat("/damage Goblin=3", caller=self.char2)
        self.assertIn("Goblin", out)
        self.assertEqual(self.fighter("Goblin").life, 9)
        self.combat("/impose Goblin=Stunned", caller=self.char2)
        self.assertIn("Stunned", self.fighter("Goblin").tribulations)
        self.combat("/lift Goblin=Stunned", caller=self.char2)
        self.assertNotIn("Stunned", self.fighter("Goblin").tribulations)

    def test_staff_organizer_may_decree_on_a_player_character(self):
        self.gather()
        self.combat("/newturn", faces=(6, 1, 1))
        self.combat("/damage Char2=3")
        self.assertEqual(self.fighter("Char2").life, 11)


class TestJoiningIsTheirOwn(MuseCombatTest):
    def test_add_of_a_player_character_here_is_refused(self):
        self.combat("/start", caller=self.char2)
        out = self.refuse("/add Char", "Char is a player's character", caller=self.char2)
        self.assertIn("+combat/invite Char", out)
        self.assertFalse(self.fight().has_combatant(self.char1))

    def test_staff_cannot_pull_a_player_in_either(self):
        self.combat("/start")
        self.refuse("/add Char2", "Char2 is a player's character")

    def test_add_of_an_offline_player_makes_no_npc(self):
        eve = self.make_char("Eve", location=self.room2)
        self.combat("/start", caller=self.char2)
        before = ObjectDB.objects.filter(db_key__iexact="Eve").count()
        self.refuse("/add Eve", "Eve is a player's name, so no NPC is made", caller=self.char2)
        self.refuse("/add eve,Goblin", "Eve is a player's name", caller=self.char2)
        self.assertEqual(ObjectDB.objects.filter(db_key__iexact="Eve").count(), before)
        self.assertFalse(self.fight().has_combatant(eve))

    def test_add_of_an_account_name_makes_no_npc(self):
        self.combat("/start", caller=self.char2)
        name = self.account.username
        self.refuse(f"/add {name}", "is a player's name", caller=self.char2)

    def test_invite_then_join(self):
        self.combat("/start", caller=self.char2)
        out = self.call_invite("/invite Char")
        self.assertIn("Char2 invites Char to the fight", out)
        self.assertIn(self.char1.id, self.fight().invited_ids)
        out = self.combat("/join", caller=self.char1)
        self.assertIn("Char joins the fight at the organizer's invitation", out)
        self.assertTrue(self.fight().has_combatant(self.char1))
        self.assertEqual(self.fight().invited_ids, [])

    def test_an_invited_player_joins_from_elsewhere(self):
        self.combat("/start", caller=self.char2)
        self.char1.move_to(self.room2, quiet=True)
        self.call_invite("/invite Char")
        out = self.combat("/join")
        self.assertIn("Char joins the fight at the organizer's invitation", out)
        self.assertTrue(self.fight().has_combatant(self.char1))
        self.assertEqual(self.fight().invited_ids, [])

    def call_invite(self, args):
        return self.combat(args, caller=self.char2)

    def test_invite_tells_the_invitee(self):
        self.combat("/start", caller=self.char2)
        with self.dice():
            self.call(self._cmd(), "/invite Char", {self.char1: "Char2 invites you to fight #"},
                      caller=self.char2)

    def _cmd(self):
        from rulesets.muse.commands.combat import CmdCombat

        return CmdCombat()

    def test_invite_refusals(self):
        self.combat("/start", caller=self.char2)
        self.combat("/add Goblin=2", caller=self.char2)
        self.refuse("/invite Nobody", "There is no character called 'Nobody'", caller=self.char2)
        self.refuse("/invite Goblin", "Goblin is an NPC: add it with +combat/add Goblin", caller=self.char2)
        self.refuse("/invite Char2", "Char2 is already in this fight", caller=self.char2)
        cat = self.make_char("Cat")
        self.combat("/join", caller=cat)
        self.refuse("/invite Char", "Only the organizer or staff can invite", caller=cat)
