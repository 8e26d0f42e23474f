"""The shared fight management (core/combat/manage.py, command.py, roster.py)
driven through both rulesets that use it, fs3 and muse: the same
invitation, consent and transfer behaviour, in the same words, and the
same refusals that change nothing.

Char (staff) and Char2 (a plain player) are in room1; Dee is a third
player character. Each test class below runs every test once per ruleset.
"""

from evennia.utils import create

from rulesets.fs3.commands.combat import CmdCombat as FS3Combat
from rulesets.fs3.npcs import NPC
from rulesets.muse.commands.combat import CmdCombat as MuseCombat
from tests.helpers.game import CHARACTER, FourfoldCommandTest


class SharedManagement:
    """The tests; a subclass names the ruleset's command."""

    command = None

    def setUp(self):
        super().setUp()
        self.dee = create.create_object(CHARACTER, key="Dee", location=self.room1,
                                        home=self.room1)

    def combat(self, args, caller=None, receivers=None):
        return self.call(self.command(), args, receivers, caller=caller or self.char2)

    def fight(self):
        return self.command.lookup.combat_in_room(self.room1)

    def stored(self):
        """The roster's Attributes, as stored (names running games rely on)."""
        script = self.fight()
        return {k: script.attributes.get(k) for k in ("organizer_id", "invited", "npc_ids")}

    def refused(self, args, expected, caller=None):
        before = self.stored()
        out = self.combat(args, caller=caller)
        self.assertIn(expected, out)
        self.assertEqual(self.stored(), before, f"{args!r} changed the fight")
        return out

    def start(self):
        self.combat("/start")
        return self.fight()

    # --- invitations: asked, never pulled in ----------------------------------
    def test_invite_asks_and_only_the_players_join_brings_them_in(self):
        script = self.start()
        self.dee.move_to(self.room2, quiet=True)
        out = self.combat("/invite Dee", receivers={
            self.dee: f"Char2 invites you to fight #{script.number} (Room). To accept, type "
                      f"+combat/join (from anywhere); to decline, do nothing."})
        out = self.combat("/invite Dee")  # a second invitation is not a second entry
        self.assertIn("Char2 invites Dee to the fight; they join with +combat/join if they "
                      "wish.", out)
        self.assertEqual(script.db.invited, [self.dee.id])
        self.assertFalse(script.has_combatant(self.dee))
        out = self.combat("/join", caller=self.dee)
        self.assertIn("Dee joins the fight at the organizer's invitation", out)
        self.assertTrue(script.has_combatant(self.dee))
        self.assertEqual(script.invited_ids, [])

    def test_an_invitation_stored_by_the_old_code_is_honoured(self):
        script = self.start()
        script.db.invited = [self.dee.id]  # as both Scripts stored it before
        self.dee.move_to(self.room2, quiet=True)
        self.assertIn("at the organizer's invitation", self.combat("/join", caller=self.dee))

    def test_uninvited_elsewhere_finds_no_fight(self):
        self.start()
        self.dee.move_to(self.room2, quiet=True)
        out = self.combat("/join", caller=self.dee)
        self.assertIn("There is no fight here to join", out)
        self.assertFalse(self.fight().has_combatant(self.dee))

    def test_invite_refusals(self):
        self.start()
        self.combat("/add Goblin")
        self.refused("/invite Dee", "Only the organizer or staff can invite fighters.",
                     caller=self.dee)
        self.refused("/invite", "Invite whom?")
        self.refused("/invite Nobody", "There is no character called 'Nobody'.")
        self.refused("/invite Goblin", "Goblin is an NPC: add it with +combat/add Goblin.")
        self.refused("/invite me", "Char2 is already in this fight.")

    def test_add_never_pulls_a_player_in(self):
        self.start()
        self.refused("/add Dee", "Dee is a player's character: players join by their own "
                                 "+combat/join; ask them with +combat/invite Dee.")
        create.create_object(CHARACTER, key="Farah", location=self.room2, home=self.room2)
        self.refused("/add Farah", "Farah is a player's name, so no NPC is made of it")
        self.assertFalse(NPC.objects.filter(db_key__iexact="Farah").exists())

    # --- the organizer -------------------------------------------------------
    def test_transfer_hands_the_fight_over(self):
        script = self.start()
        out = self.combat("/transfer Dee", receivers={
            self.dee: f"Dee now organizes fight #{script.number}."})
        self.assertEqual(script.db.organizer_id, self.dee.id)
        out = self.combat("/stop")
        self.assertIn("Only the organizer or staff can stop the fight.", out)
        self.assertIsNotNone(self.fight())
        number = script.number
        out = self.combat("/stop", caller=self.dee)
        self.assertIn(f"Dee ends fight #{number}.", out)
        self.assertIsNone(self.fight())

    def test_transfer_refusals(self):
        self.start()
        self.combat("/add Goblin")
        self.refused("/transfer Dee", "Only the organizer or staff can hand the fight over.",
                     caller=self.dee)
        self.refused("/transfer", "Hand the fight to whom?")
        self.refused("/transfer Goblin", "Goblin is an NPC; a player or staff member organizes.")
        self.refused("/transfer me", f"Char2 already organizes fight #{self.fight().number}.")
        self.refused("/transfer Nobody=x", "There is no character called 'Nobody=x'.")

    def test_staff_who_do_not_organize_may_manage(self):
        self.start()
        self.combat("/transfer Dee", caller=self.char1)
        self.assertEqual(self.fight().organizer_id, self.dee.id)

    # --- leaving and taking out ----------------------------------------------
    def test_taking_someone_out_is_the_organizers(self):
        script = self.start()
        self.combat("/join", caller=self.dee)
        self.refused("/leave Char2", "Only the organizer or staff can take others out of the "
                                     "fight.", caller=self.dee)
        out = self.combat("/leave Dee")
        self.assertIn("Char2 takes Dee out of the fight.", out)
        self.assertFalse(script.has_combatant(self.dee))

    def test_an_npc_the_fight_made_vanishes_when_taken_out(self):
        script = self.start()
        self.combat("/add Goblin")
        goblin = NPC.objects.get(db_key="Goblin")
        self.assertEqual(script.npc_ids, [goblin.id])
        self.combat("/leave Goblin")
        self.assertFalse(NPC.objects.filter(db_key="Goblin").exists())
        self.assertEqual(script.npc_ids, [])

    def test_leave_refusals(self):
        self.refused_without_fight("/leave", "You are not in a fight.")
        self.start()
        self.refused("/leave Nobody", "Nobody called 'Nobody' is in this fight.")
        self.assertIn("You are not in a fight.", self.combat("/leave", caller=self.dee))

    def test_no_fight_wording(self):
        for switch in ("/invite Dee", "/transfer Dee", "/stop", "/newturn"):
            self.refused_without_fight(switch, "There is no fight here")

    def refused_without_fight(self, args, expected):
        out = self.combat(args)
        self.assertIn(expected, out)
        self.assertEqual(self.command.lookup.all_combats(), [])

    def test_one_fight_at_a_time(self):
        script = self.start()
        self.assertIn(f"There is already a fight here (#{script.number})",
                      self.combat("/start", caller=self.dee))
        self.dee.move_to(self.room2, quiet=True)
        self.combat("/start", caller=self.dee)
        self.refused("/invite Dee", "Dee is already in fight #")


class TestFS3(SharedManagement, FourfoldCommandTest):
    command = FS3Combat


class TestMuse(SharedManagement, FourfoldCommandTest):
    command = MuseCombat
