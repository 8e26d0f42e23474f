"""pbta rulings from play-testing: damage from the weapon's data,
Defend only against an attack, the 4-hour rest, forwards tied to what
earned them, staff rolling moves for NPCs, levelled characters back in
chargen, and +approve finding the sheet that waits."""

import time
from unittest import mock

from django.test import override_settings
from evennia.utils import create

from rules.pbta import levels
from rulesets.pbta.commands.chargen import CmdChargen, CmdStat
from rulesets.pbta.commands.damage import CmdDamage
from rulesets.pbta.commands.defend import CmdDefend
from rulesets.pbta.commands.moves import CmdMove, CmdRest, CmdWatch
from rulesets.pbta.weapons import weapon_table
from tests.helpers.pbta import PbtaCommandTest


class TestWeaponDamage(PbtaCommandTest):
    def setUp(self):
        super().setUp()
        self.set_pbta(self.char1)
        self.set_pbta(self.char2)

    def test_the_weapon_data(self):
        dice = {w.key: w.dice for w in weapon_table()}
        self.assertEqual((dice["fist"], dice["club"], dice["spear"], dice["axe"]), ("d4", "d6", "d8", "d10"))

    def test_a_player_cannot_type_dice(self):
        self.refuse(CmdDamage(), "10d100+20 Char", "Your damage comes from your weapon", caller=self.char2)
        self.refuse(CmdDamage(), "d6", "Your damage comes from your weapon", caller=self.char2)
        self.assertEqual(self.sheet(self.char1).hp, 10)

    def test_a_players_weapon_rolls_its_die(self):
        self.roll(CmdDamage(), "axe", [9], "Char2 rolls damage: Axe (d10): 9 = 9.", caller=self.char2)

    def test_staff_roll_any_dice_for_an_npc(self):
        self.roll(CmdDamage(), "2d6+1", [3, 4], "Char rolls damage: 2d6+1 (2d6+1): 3 + 4 +1 = 8.")

    def test_staff_change_a_weapon(self):
        self.call(CmdDamage(), "/set Club=d8", "Club now deals d8.")
        self.roll(CmdDamage(), "club", [8], "Char2 rolls damage: Club (d8): 8 = 8.", caller=self.char2)
        self.call(CmdDamage(), "/set club=default", "Club now deals d6.")
        self.refuse(CmdDamage(), "/set Club=d8", "Changing a weapon's damage is for the GM (staff) only.",
                    caller=self.char2)
        self.refuse(CmdDamage(), "/set Club=banana", "'banana' is not a damage roll")


class TestDefendOnlyWhenAttacked(PbtaCommandTest):
    def setUp(self):
        super().setUp()
        self.set_pbta(self.char1, Forceful=2, readiness=2)
        self.char1.pbta.guarding = "Char2"
        self.set_pbta(self.char2)
        self.grok = self.make_char("Grok")
        self.set_pbta(self.grok, Forceful=1)

    def test_no_attack_no_spending(self):
        self.refuse(CmdDefend(), "/spend halve", "Readiness is spent only when you or what you guard is attacked")

    def test_an_attack_elsewhere_does_not_count(self):
        bob = self.make_char("Bob")
        self.set_pbta(bob)
        self.roll(CmdMove(), "melee Bob", [1, 1], "Grok rolls Melee Combat", caller=self.grok)
        self.refuse(CmdDefend(), "/spend halve", "Readiness is spent only when")

    def test_an_attack_on_the_charge_opens_it_and_strike_hits_the_attacker(self):
        out = self.roll(CmdMove(), "melee Char2", [1, 2], "Grok rolls Melee Combat", caller=self.grok)
        self.assertIn("Standing guard: Char may spend Readiness now", out)
        self.roll(CmdDefend(), "/spend strike=axe", [7],
                  "Char strikes back: Axe (d10): 7 = 7, halved (rounded up) = 4. Grok takes 4 damage: HP 10 -> 6.")
        self.assertEqual(self.sheet(self.char2).hp, 10)

    def test_a_player_strikes_with_a_weapon_not_dice(self):
        self.roll(CmdMove(), "melee Char2", [1, 2], "Grok rolls", caller=self.grok)
        self.char1.permissions.remove("Developer")
        self.char1.account and self.char1.account.permissions.remove("Developer")
        self.refuse(CmdDefend(), "/spend strike=d100", "Your damage comes from your weapon")

    def test_the_ally_forward_counts_only_against_that_attacker(self):
        self.roll(CmdMove(), "melee Char2", [1, 2], "Grok rolls", caller=self.grok)
        self.call(CmdDefend(), "/spend ally=Char2", "Char opens the way for Char2")
        bob = self.make_char("Bob")
        self.set_pbta(bob)
        out = self.roll(CmdMove(), "melee Bob", [3, 3], "Char2 rolls Melee Combat", caller=self.char2)
        self.assertNotIn("forward", out)
        out = self.roll(CmdMove(), "melee Grok", [3, 3], "Char2 rolls Melee Combat", caller=self.char2)
        self.assertIn("forward: Defend +1", out)
        self.assertEqual(self.sheet(self.char2).forwards, ())


class TestRestGap(PbtaCommandTest):
    def setUp(self):
        super().setUp()
        self.set_pbta(self.char1, Forceful=1, hp=3)

    def test_four_hours_between_rests(self):
        out = self.roll(CmdRest(), "", [1, 1], "Char rolls Rest")
        self.assertIn("Next rest possible in 4 hours.", out)
        self.refuse(CmdRest(), "", "You rested less than 4 hours ago: the next rest is possible in 4h 00m.")
        later = time.time() + 3 * 3600
        with mock.patch("rulesets.pbta.commands.moves.time.time", return_value=later):
            self.refuse(CmdRest(), "", "You rested less than 4 hours ago: the next rest is possible in 1h 00m.")
        with mock.patch("rulesets.pbta.commands.moves.time.time", return_value=time.time() + 4 * 3600 + 1):
            self.roll(CmdRest(), "", [1, 1], "Char rolls Rest")

    @override_settings(FOURFOLD_PBTA_REST_SECONDS=60)
    def test_the_gap_is_a_setting(self):
        self.roll(CmdRest(), "", [1, 1], "Char rolls Rest")
        with mock.patch("rulesets.pbta.commands.moves.time.time", return_value=time.time() + 61):
            self.roll(CmdRest(), "", [1, 1], "Char rolls Rest")


class TestWatchOnce(PbtaCommandTest):
    def test_repeated_watches_do_not_stack(self):
        self.set_pbta(self.char1, Insightful=1)
        self.set_pbta(self.char2)
        self.roll(CmdWatch(), "", [5, 4], "Char rolls Take Watch")
        self.roll(CmdWatch(), "", [5, 4], "Char2 rolls Take Watch", caller=self.char2)
        for char in (self.char1, self.char2):
            got = [(f.source, f.value) for f in self.sheet(char).forwards]
            self.assertEqual(got, [("Take Watch", 1)], char.key)


class TestStaffMovesForNpcs(PbtaCommandTest):
    def setUp(self):
        super().setUp()
        from rulesets.fs3.npcs import NPC

        self.tusk = create.create_object(NPC, key="Tusk", location=self.room1, home=self.room1)
        self.set_pbta(self.tusk, Forceful=2)
        self.set_pbta(self.char2)

    def test_staff_roll_melee_for_the_npc(self):
        out = self.roll(CmdMove(), "melee Tusk=Char2", [4, 4], "Tusk rolls Melee Combat (Char2): dice 4 + 4, "
                                                                "Forceful +2 = 10")
        self.assertIn("+damage <weapon> Char2", out)
        self.assertIsNotNone(self.tusk.pbta.pending_hit())

    def test_players_cannot_and_no_one_rolls_for_a_pc(self):
        self.refuse(CmdMove(), "melee Tusk=Char", "Rolling moves for an NPC is for the GM (staff) only.",
                    caller=self.char2)
        self.refuse(CmdMove(), "melee Char2=Tusk", "Char2 is a player's character and rolls for themselves")
        self.refuse(CmdMove(), "melee Nobody=Char2", "There is no NPC called 'Nobody' here.")


class TestLevelledChargen(PbtaCommandTest):
    def levelled(self):
        sheet = self.set_pbta(self.char2, Forceful=2, Agile=1, Insightful=1, tokens=8)
        sheet = levels.level_up(sheet, "Forceful")  # Forceful +3, level 2, 11 HP
        self.char2.pbta.save(sheet)
        return sheet

    def test_reopened_levelled_sheet_keeps_level_and_earned_stats(self):
        self.levelled()
        self.call(CmdStat(), "/people Neanderthal", caller=self.char2)
        sheet = self.sheet(self.char2)
        self.assertEqual((sheet.level, sheet.stats["Forceful"], sheet.max_hp), (2, 3, 13))
        self.call(CmdChargen(), "/submit", "Submitted.", caller=self.char2)

    def test_limits_count_creation_points_only(self):
        self.levelled()
        out = self.call(CmdStat(), "Agile=0", caller=self.char2)
        self.assertIn("Agile is now +0", out)
        self.assertEqual(self.sheet(self.char2).stats["Forceful"], 3)
        self.refuse(CmdStat(), "Agile=2", "Your stats add up to +5", caller=self.char2)


class TestApproveWhereverStaffStand(PbtaCommandTest):
    def approve(self, args, expected):
        from rulesets.fs3.commands.chargen import CmdApprove as Fs3Approve  # staff stand in an fs3 room

        return self.call(Fs3Approve(), args, expected, cmdstring="+approve")

    def test_the_one_waiting_sheet_is_approved(self):
        self.set_pbta(self.char2, Forceful=1)
        self.char2.pbta.submitted = True
        self.approve("Char2", "Char2's pbta sheet is approved and locked.")
        self.assertTrue(self.char2.pbta.approved)
        self.assertFalse(self.char2.fs3.approved)

    def test_several_waiting_asks_which(self):
        self.set_pbta(self.char2, Forceful=1)
        self.char2.pbta.submitted = True
        self.char2.mw.submitted = True
        self.approve("Char2", "Char2 has sheets waiting in mw, pbta: which? +approve Char2=mw or "
                              "+approve Char2=pbta.")
        self.assertFalse(self.char2.pbta.approved)
        self.approve("Char2=pbta", "Char2's pbta sheet is approved and locked.")
        self.assertTrue(self.char2.pbta.approved)
        self.assertFalse(self.char2.mw.approved)

    def test_bad_ruleset(self):
        self.approve("Char2=chess", "'chess' is not a ruleset")
