"""muse +combat and +react: happy paths, refusals that change nothing, and
who may act for whom."""

from rules.muse import encounter as enc
from rulesets.muse.combat_script import all_combats, default_reaction
from rulesets.muse.commands.cmdset import MuseCmdSet
from rulesets.muse.commands.combat import CmdCombat
from rulesets.muse.commands.react import CmdReact
from rulesets.muse.help import HELP_ENTRY_DICTS
from tests.helpers.muse_combat import MuseCombatTest


class TestManage(MuseCombatTest):
    def test_start_join_add(self):
        out = self.combat("/start")
        self.assertIn("Char starts a fight here (combat #", out)
        out = self.combat("/join", caller=self.char2)
        self.assertIn("Char2 joins the fight", out)
        out = self.combat("/add Goblin,Orc Chief=4/20")
        self.assertIn("Goblin (NPC, every Trait 4, level 20)", out)
        orc = next(o for o in self.fight().fighter_objects().values() if o.key == "Orc Chief")
        self.assertEqual(orc.muse.level, 20)
        self.assertEqual(orc.muse.life_points, 14)
        out = self.combat("")
        self.assertIn("Gathering: Char, Char2, Goblin, Orc Chief", out)

    def test_start_and_join_refusals(self):
        self.refuse("/join", "There is no fight here to join")
        self.combat("/start")
        self.refuse("/start", "There is already a fight here", caller=self.char2)
        self.refuse("/join", "Char is already in fight")
        self.refuse("/add Goblin=11", "'11' is not an NPC rating")
        self.refuse("/add Goblin=3/x", "'x' is not a level")
        self.refuse("/add 9lives", "is not a usable NPC name")
        self.refuse("/add Char", "Char is already in this fight")
        self.refuse("/frobnicate", "Unknown switch /frobnicate")

    def test_organizer_only(self):
        self.gather()
        for args in ("/add Orc", "/newturn", "/stop"):
            self.refuse(args, "Only the organizer or staff can", caller=self.char2)

    def test_view_during_the_fight(self):
        self.begin()
        out = self.combat("", caller=self.char2)
        self.assertIn("round 1", out)
        self.assertIn("14/14", out)
        self.assertIn("Goblin", out)
        for line in out.splitlines():
            self.assertLessEqual(len(line), 78, line)

    def test_stop_removes_the_script_and_its_npcs(self):
        self.begin()
        goblin = self.goblin()
        out = self.combat("/stop")
        self.assertIn("Char ends fight #", out)
        self.assertEqual(all_combats(), [])
        self.assertIsNone(goblin.pk)

    def test_newturn_settles_a_waiting_reaction_then_moves_on(self):
        script = self.begin()
        self.combat("/attack Char2=damage/ranged", faces=(5, 4, 2, 2))
        out = self.combat("/newturn", faces=(6, 5, 4))  # Char2's default dodge wins
        self.assertIn("Char2 avoids the attack completely", out)
        self.assertIsNone(script.pending)
        self.assertEqual(script.get_state().current_turn.members, (self.char2.dbref,))

    def test_the_room_ruleset_cannot_change_mid_fight(self):
        from commands.ruleset_cmd import CmdRuleset

        self.gather()
        self.char1.permissions.add("Builder")
        self.char1.account and self.char1.account.permissions.add("Builder")
        out = self.call(CmdRuleset(), "here=fs3", caller=self.char1)
        self.assertIn("A fight is going on here", out)

    def test_the_cmdset_carries_combat_and_react(self):
        cmdset = MuseCmdSet()
        cmdset.at_cmdset_creation()
        keys = {c.key for c in cmdset.commands}
        self.assertTrue({"+combat", "+react"} <= keys)

    def test_rule_topics(self):
        keys = {e["key"] for e in HELP_ENTRY_DICTS}
        self.assertTrue({"muse combat", "reactions"} <= keys)
        for cmd in (CmdCombat, CmdReact):
            self.assertIn("Usage:", cmd.__doc__)
            self.assertIn("Example", cmd.__doc__)
            self.assertEqual(cmd.help_category, "muse")


class TestRefusals(MuseCombatTest):
    def test_no_fight(self):
        self.refuse("/attack Goblin=damage/melee", "There is no fight here")
        self.refuse("dodge", "There is no fight here", caller=self.char2, cmd=CmdReact())

    def test_before_initiative(self):
        self.gather()
        self.refuse("/attack Goblin=damage/ranged", "The fight has not begun")

    def test_bad_targets_and_intents(self):
        self.begin()
        self.refuse("/attack Orc=damage/ranged", "Nobody called 'Orc' is in this fight")
        self.refuse("/attack Goblin", "Declare an intent")
        self.refuse("/attack Goblin=damage", "Choose a fighting style")
        self.refuse("/attack Goblin=smite/melee", "'smite' is not an intent")
        self.refuse("/attack Goblin=tribulation:sneezing", "There is no Tribulation called")
        self.refuse("/attack Goblin=tribulation:cursed", "Cursed is placed by the GM")
        self.refuse("/attack Goblin=tribulation:charmed/might", "Charmed is imposed with Charm")
        self.refuse("/attack Goblin=tribulation:impaired/magic", "Say which sense Impaired takes")
        self.refuse("/attack me=damage/ranged", "You cannot attack yourself")
        self.refuse("/attack Goblin=damage/melee", "A melee attack needs its target Close")
        self.refuse("/heal Char2", "Healing reaches only someone Close")
        self.refuse("/move Goblin=nowhere", "Choose a distance")
        self.refuse("/give Char2=x", "'x' is not a number of actions")
        self.refuse("/recover stunned", "You are not Stunned")
        self.refuse("/attack Goblin=Char2=Char=x", "Too many '='")

    def test_not_your_turn(self):
        self.begin()
        self.refuse("/attack Goblin=damage/ranged", "It is not your turn", caller=self.char2)
        self.refuse("/pass", "It is not your turn", caller=self.char2)

    def test_no_actions_left_in_a_shared_turn_and_giving_one(self):
        self.gather()
        self.combat("/newturn", faces=(1, 2, 1))  # Char 1+4=5 and Char2 2+3=5 share a turn
        state = self.state()
        self.assertEqual(state.current_turn.members, (self.char1.dbref, self.char2.dbref))
        self.combat("/move Goblin=far")  # from Near to Far: 2 actions
        self.refuse("/attack Goblin=damage/ranged", "You have no actions left")
        out = self.combat("/give Char=1", caller=self.char2)
        self.assertIn("Char2 gives 1 action to Char", out)
        self.assertEqual(self.fighter("Char").actions_left, 1)
        self.assertEqual(self.fighter("Char2").actions_left, 1)
        self.refuse("/give Char=5", "Only 1 action(s) left to give", caller=self.char2)

    def test_waiting_on_a_reaction_blocks_other_steps(self):
        self.begin()
        self.combat("/attack Char2=damage/ranged", faces=(5, 4, 2, 2))
        self.refuse("/attack Goblin=damage/ranged", "Wait: Char2 has yet to react")
        self.refuse("dodge", "Nobody is waiting on a reaction from you", cmd=CmdReact())
        self.refuse("parry", "React with dodge, endure or counter", caller=self.char2,
                    cmd=CmdReact())
        self.refuse("dodge/might", "Only a counter takes a Trait", caller=self.char2,
                    cmd=CmdReact())
        self.refuse("counter/charm", "A counter is rolled with", caller=self.char2,
                    cmd=CmdReact())


class TestPermissions(MuseCombatTest):
    def test_players_act_only_for_themselves(self):
        self.begin()
        self.refuse("/attack Goblin=Char=damage/ranged", "Only the organizer or staff can act "
                    "for NPCs", caller=self.char2)
        self.refuse("/attack Char=Goblin=damage/ranged", "Char is another player's character",
                    caller=self.char2)
        self.refuse("/pass Char", "Char is another player's character", caller=self.char2)
        self.refuse("/default Goblin=counter", "Only the organizer or staff can act for NPCs",
                    caller=self.char2, cmd=CmdReact())

    def test_the_organizer_acts_for_npcs(self):
        script = self.begin()
        self.combat("/newturn")
        self.combat("/newturn")
        self.assertEqual(script.get_state().current_turn.members, (self.goblin().dbref,))
        self.react("/default Goblin=endure", caller=self.char1)
        self.assertEqual(default_reaction(self.goblin()), "endure")
        out = self.combat("/attack Goblin=Char2=damage/ranged", faces=(5, 4))
        self.assertIn("Goblin attacks Char2 to deal damage (ranged)", out)
        self.assertEqual(script.pending["incoming"]["sender"], self.goblin().dbref)

    def test_staff_may_run_a_fight_they_do_not_organize(self):
        self.gather()
        self.char2.permissions.add("Builder")
        self.char2.account and self.char2.account.permissions.add("Builder")
        out = self.combat("/newturn", caller=self.char2, faces=(6, 1, 1))
        self.assertIn("Initiative", out)


class TestActions(MuseCombatTest):
    def test_move_costs_by_the_longer_distance(self):
        script = self.begin()
        self.combat("/move Goblin=close")  # Near -> Close: 1
        self.assertEqual(self.fighter("Char").actions_left, 1)
        self.assertEqual(script.distance(self.char1.dbref, self.goblin().dbref), "Close")
        self.combat("/move Char2=near")  # Near -> Near: 1, and the turn ends
        self.assertEqual(script.get_state().current_turn.members, (self.char2.dbref,))

    def test_recover_from_a_tribulation(self):
        script = self.begin()
        state, _ = enc.impose_on(script.get_state(), self.char1.dbref, "Enfeebled")
        script.save_state(state)
        out = self.combat("/recover enfeebled", faces=(5, 2, 2))  # Endurance: 1 success
        self.assertIn("tries and succeeds", out)
        self.assertEqual(self.fighter("Char").tribulations, {})
        self.assertEqual(self.fighter("Char").actions_left, 1)

    def test_heal_once_per_round(self):
        self.char2.muse.life_points = 5
        self.begin()
        self.combat("/pass")
        self.combat("/move Char=close", caller=self.char2)
        out = self.combat("/heal Char2", caller=self.char2, faces=(6, 4))
        self.assertIn("Char2 regains 2 Life Points: now 7", out)
        self.assertEqual(self.char2.muse.life_points, 7)

    def test_react_shows_the_prompt_and_the_default(self):
        self.begin()
        self.combat("/attack Char2=damage/ranged", faces=(5, 4, 2, 2))
        out = self.react("")
        self.assertIn("Your default reaction: dodge (the standard one)", out)
        self.assertIn("Char is hitting you for 2", out)
        self.react("/default counter")
        self.assertEqual(default_reaction(self.char2), "counter")


class TestGmHand(MuseCombatTest):
    def test_damage_impose_and_lift_by_decree(self):
        self.begin()
        out = self.combat("/damage Char2=3")
        self.assertIn("Char2 loses 3 Life Points: now 11", out)
        self.assertEqual(self.char2.muse.life_points, 11)
        out = self.combat("/impose Goblin=cursed")
        self.assertIn("Goblin is now Cursed", out)
        self.combat("/impose Char2=impaired:blinded")
        self.assertEqual(self.char2.muse.tribulations["Impaired"].detail, "blinded")
        out = self.combat("/lift Goblin=cursed")
        self.assertIn("Goblin is no longer Cursed", out)
        self.assertEqual(self.fighter("Goblin").tribulations, {})

    def test_refusals(self):
        self.begin()
        for args in ("/damage Goblin=2", "/impose Goblin=cursed", "/lift Char2=tired"):
            self.refuse(args, "Only the organizer or staff can", caller=self.char2)
        self.refuse("/damage Goblin=lots", "'lots' is not a number of Life Points")
        self.refuse("/impose Goblin=impaired", "Say which sense is impaired")
        self.refuse("/lift Goblin=stunned", "Not Stunned")
        self.refuse("/damage Goblin", "Name a fighter and what happens to them")


class TestTribulationsInPlay(MuseCombatTest):
    def test_resting_off_tired_leaves_only_defence(self):
        script = self.begin()
        state, _ = enc.impose_on(script.get_state(), self.char1.dbref, "Tired")
        script.save_state(state)
        out = self.combat("/recover tired", faces=(3,))
        self.assertIn("Char rests to shake off being Tired: 3 rounds", out)
        self.assertEqual(self.fighter("Char").tribulations["Tired"].rest_left, 3)
        self.refuse("/attack Goblin=damage/ranged", "Tired forbids that")
        self.refuse("/recover tired", "Already resting")

    def test_a_stunned_target_cannot_react_and_is_not_asked(self):
        script = self.begin()
        state, _ = enc.impose_on(script.get_state(), self.char2.dbref, "Stunned")
        script.save_state(state)
        out = self.combat("/attack Char2=damage/ranged", faces=(5, 4, 2, 2))
        self.assertIn("Char2 cannot react and takes 2 points of damage", out)
        self.assertIsNone(script.pending)
        self.assertEqual(self.char2.muse.life_points, 12)
