"""muse +roll, +assist, +challenge and +overexert: happy paths, bad input
with nothing changed, permissions."""

import time
from unittest import mock

from django.test import override_settings

from rules.muse.overexert import RollRecord
from rulesets.muse.commands.roll import CmdAssist, CmdChallenge, CmdOverexert, CmdRoll
from tests.helpers.muse import MuseCommandTest


class TestRoll(MuseCommandTest):
    def test_plain_trait_roll(self):
        self.set_traits(self.char1, Might=4)
        out = self.roll(CmdRoll(), "Might", [6, 2, 4, 1])
        self.assertIn("Char rolls Might (Might 4 = 4 dice): [6] [4] 2 1! "
                      "(a 1 cancels 1 success) -> 1 success", out)
        self.assertEqual(len(self.history()), 1)
        self.assertFalse(self.history()[0]["private"])
        self.assertEqual(len(self.rolllog_lines()), 1)
        self.assertIn("Char rolls Might", self.rolllog_lines()[0])
        self.assertEqual(self.char1.muse.last_roll.roll.faces, (6, 2, 4, 1))

    def test_room_hears_it(self):
        self.set_traits(self.char1, Sage=2)
        with self.dice(5, 3):
            out = self.call(CmdRoll(), "sag", {self.char1: "Char rolls Sage", self.char2: "Char rolls Sage"})
        self.assertIn("1 success", out[self.char2])

    def test_ones_floor_at_zero(self):
        self.set_traits(self.char1, Might=3)
        out = self.roll(CmdRoll(), "Might", [4, 1, 1])
        self.assertIn("(2 1s cancel 1 success) -> no successes", out)

    def test_key_trait_ones_do_not_cancel(self):
        self.set_traits(self.char1, Survival=3, key_trait="Survival")
        out = self.roll(CmdRoll(), "Survival", [5, 1, 1])
        self.assertIn("Key Trait", out)
        self.assertIn("(2 1s, not cancelling on the Key Trait) -> 1 success", out)

    def test_nothing_to_cancel(self):
        self.set_traits(self.char1, Might=2)
        out = self.roll(CmdRoll(), "Might", [1, 2])
        self.assertIn("(a 1, nothing to cancel) -> no successes", out)

    def test_mastered_trait_explodes(self):
        self.set_traits(self.char1, Power=10)
        faces = [6, 2, 2, 2, 2, 2, 2, 2, 2, 2] + [6, 5]  # one 6 adds a die, which adds another
        out = self.roll(CmdRoll(), "Power", faces)
        self.assertIn("Mastered", out)
        self.assertIn("+ exploding 6s added [6] [5]", out)
        self.assertIn("-> 3 successes", out)

    def test_bonus_dice_pass_ten(self):
        self.set_traits(self.char1, Sage=9)
        out = self.roll(CmdRoll(), "Sage+4", [3] * 13)
        self.assertIn("Sage 9, +4 bonus = 13 dice", out)

    def test_minus_dice(self):
        self.set_traits(self.char1, Sage=3)
        out = self.roll(CmdRoll(), "Sage - 2", [5])
        self.assertIn("-2 bonus = 1 die", out)

    def test_plain_dice(self):
        out = self.roll(CmdRoll(), "3", [4, 4, 1])
        self.assertIn("Char rolls dice (3 dice = 3 dice)", out)

    def test_private(self):
        self.set_traits(self.char1, Might=1)
        with self.dice(5):
            out = self.call(CmdRoll(), "/private Might", {self.char1: "(private) Char rolls Might",
                                                          self.char2: None})
        self.assertEqual(out[self.char2], "")
        self.assertTrue(self.history()[0]["private"])
        self.refuse(CmdRoll(), "/priv", "Roll what?")

    def test_staff_rolls_for_someone(self):
        self.set_traits(self.char2, Charm=2)
        out = self.roll(CmdRoll(), "Char2=Charm", [4, 4])
        self.assertIn("Char2 rolls Charm (Charm 2 = 2 dice)", out)
        self.assertIn("(rolled by Char)", out)
        self.assertEqual(self.char2.muse.last_roll.roller, self.char2.dbref)
        self.assertIsNone(self.char1.muse.last_roll)

    def test_player_cannot_roll_for_others(self):
        self.refuse(CmdRoll(), "Char=Might", "You can only roll for yourself", caller=self.char2)
        self.refuse(CmdRoll(), "Char=Might vs Char2=Might", "You can only roll for yourself",
                    caller=self.char2)

    def test_bad_input_changes_nothing(self):
        self.refuse(CmdRoll(), "", "Roll what?")
        self.refuse(CmdRoll(), "Muscle", "There is no Trait called 'Muscle'")
        self.refuse(CmdRoll(), "S", "'S' could be")
        self.refuse(CmdRoll(), "Might+abc", "'Might+abc' is not a Trait")
        self.refuse(CmdRoll(), "Might+999", "A bonus of +999 dice is far more")
        self.refuse(CmdRoll(), "Might+45", "That pool would be 46 dice")
        self.refuse(CmdRoll(), "999", "999 is far too many dice")
        self.refuse(CmdRoll(), "/luck Might", "Unknown switch /luck")
        self.refuse(CmdRoll(), "Nobody=Might", "There is no character called 'Nobody'")
        self.refuse(CmdRoll(), "Might vs Might vs Might", "An opposed roll has two sides")
        self.refuse(CmdRoll(), "Might vs Might", "Name the other side")
        self.refuse(CmdRoll(), "Might vs Char2", "Name the other side")
        self.refuse(CmdRoll(), "Might vs Nobody=Might", "There is no character called 'Nobody'")
        self.refuse(CmdRoll(), "Might vs =3", "Put a name before the '='")
        self.refuse(CmdRoll(), "Might vs Char=Might", "A character cannot roll against themselves")
        self.refuse(CmdRoll(), "Might vs Guard=Zap", "There is no Trait called 'Zap'")


class TestOpposed(MuseCommandTest):
    def test_pc_beats_npc_dice(self):
        self.set_traits(self.char1, Charm=2)
        out = self.roll(CmdRoll(), "Charm vs Guard=3", [5, 4, 2, 2, 1])
        self.assertIn("Char rolls Charm", out)
        self.assertIn("Guard rolls dice (3 dice = 3 dice): 2 2 1!", out)
        self.assertIn("Char wins: 2 to 0.", out)
        self.assertEqual(self.history()[0]["kind"], "opposed")

    def test_tie_with_npc_goes_to_player(self):
        self.set_traits(self.char1, Charm=2)
        out = self.roll(CmdRoll(), "Charm vs Guard=2", [4, 2, 5, 3])
        self.assertIn("Char wins: the tie goes to the player character.", out)

    def test_npc_can_win(self):
        out = self.roll(CmdRoll(), "Charm vs Guard=2", [2, 5, 3])
        self.assertIn("Guard wins: 0 to 1.", out)

    def test_pc_tie_with_pc_rerolls(self):
        self.set_traits(self.char1, Subterfuge=1)
        self.set_traits(self.char2, Awareness=1)
        out = self.roll(CmdRoll(), "Subterfuge vs Char2=Awareness", [4, 5, 2, 2, 3, 6])
        self.assertIn("Tie: reroll 1: Char 2", out)
        self.assertIn("Tie: reroll 2: Char2 [6]", out)
        self.assertIn("Char2 wins: after 2 rerolls to break the tie (0 to 1).", out)
        self.assertNotIn("Note:", out)

    def test_pc_tie_draw_after_ten_rerolls(self):
        out = self.roll(CmdRoll(), "Might vs Char2=Endurance", [2, 3] * 11)
        self.assertIn("Still tied after 10 rerolls: a draw.", out)

    def test_not_an_opposing_trait_warns_but_rolls(self):
        self.set_traits(self.char1, Might=1)
        self.set_traits(self.char2, Charm=1)
        out = self.roll(CmdRoll(), "Might vs Char2=Charm", [5, 2])
        self.assertIn("Note: the table does not list Charm against Might "
                      "(it lists Endurance, Power, Swiftness); rolled as asked.", out)
        self.assertIn("Char wins", out)

    def test_intimidated_target_gives_two_dice(self):
        from rules.muse.tribulations import impose

        self.char2.muse.tribulations = impose({}, "Intimidated", source=self.char1.dbref)
        out = self.roll(CmdRoll(), "Charm vs Char2=Awareness", [5, 5, 5, 2])
        self.assertIn("Charm 1, +2 bonus = 3 dice", out)

    def test_unnamed_dice_opponent(self):
        out = self.roll(CmdRoll(), "Might vs 2", [4, 2, 2])
        self.assertIn("Opponent rolls dice (2 dice = 2 dice): 2 2", out)
        self.assertIn("Char wins: 1 to 0.", out)

    def test_staff_rolls_both_sides(self):
        self.set_traits(self.char2, Might=1)
        out = self.roll(CmdRoll(), "Char2=Might vs Ogre=2", [6, 2, 2])
        self.assertIn("Char2 wins: 1 to 0.", out)
        self.assertIn("(rolled by Char)", out)


class TestAssist(MuseCommandTest):
    def test_assist_banks_a_die_used_on_next_roll(self):
        self.set_traits(self.char1, Might=2)
        out = self.call(CmdAssist(), "Char", "Char2 assists Char: 1 extra die on Char's next roll",
                        caller=self.char2)
        self.assertIn("lapses in 10 min", out)
        out = self.roll(CmdRoll(), "Might", [4, 4, 4])
        self.assertIn("Might 2, +1 assist = 3 dice", out)
        self.assertIn("Char is assisted by Char2.", out)
        self.assertEqual(self.char1.muse.assists(), [])
        out = self.roll(CmdRoll(), "Might", [4, 4])
        self.assertNotIn("assist", out)

    def test_two_helpers_two_dice_repeat_renews(self):
        char3 = self.make_char("Helper")
        self.call(CmdAssist(), "Char", caller=self.char2)
        self.call(CmdAssist(), "Char", caller=self.char2)
        self.call(CmdAssist(), "Char", "Helper assists Char: 2 extra dice", caller=char3)
        out = self.roll(CmdRoll(), "Might", [4, 4, 4])
        self.assertIn("+2 assists = 3 dice", out)

    def test_assist_lapses(self):
        self.call(CmdAssist(), "Char", caller=self.char2)
        later = time.time() + 601
        with mock.patch("time.time", return_value=later):
            out = self.roll(CmdRoll(), "Might", [4])
        self.assertIn("Might 1 = 1 die", out)

    def test_bad_assist(self):
        self.refuse(CmdAssist(), "", "Name the character you are assisting.")
        self.refuse(CmdAssist(), "me", "You cannot assist yourself.")
        self.refuse(CmdAssist(), "Nobody", "There is nobody called 'Nobody' here.")
        self.refuse(CmdAssist(), "/big Char2", "This command takes no switches")


class TestChallenge(MuseCommandTest):
    def test_gm_rolls_the_same_pool_and_tie_goes_to_player(self):
        self.set_traits(self.char1, Subterfuge=3)
        out = self.roll(CmdChallenge(), "Subterfuge", [4, 2, 2, 5, 3, 3])
        self.assertIn("Char rolls Subterfuge (Subterfuge 3 = 3 dice)", out)
        self.assertIn("GM rolls 3 dice = 3 dice: [5] 3 3 -> 1 success", out)
        self.assertIn("Char succeeds: 1 to 1, and a tie goes to the player.", out)
        self.assertEqual(self.history()[0]["kind"], "challenge")

    def test_given_gm_dice_and_failure(self):
        self.set_traits(self.char1, Sage=1)
        out = self.roll(CmdChallenge(), "Sage=4", [2, 5, 5, 3, 1])
        self.assertIn("GM rolls 4 dice", out)
        self.assertIn("Char fails: 0 to 1.", out)

    def test_gm_dice_default_counts_bonus(self):
        self.set_traits(self.char1, Sage=1)
        out = self.roll(CmdChallenge(), "Sage+1", [5, 5, 2, 2])
        self.assertIn("GM rolls 2 dice", out)
        self.assertIn("Char succeeds: 2 to 0.", out)

    def test_bad_challenge(self):
        self.refuse(CmdChallenge(), "", "Name the Trait you are rolling.")
        self.refuse(CmdChallenge(), "5", "A Challenge rolls one of your Traits")
        self.refuse(CmdChallenge(), "Sage=lots", "'lots' is not a number of GM dice.")
        self.refuse(CmdChallenge(), "Sage=-2", "'-2' is not a number of GM dice.")
        self.refuse(CmdChallenge(), "Sage=99", "That pool would be 99 dice")
        self.refuse(CmdChallenge(), "Wisdom", "There is no Trait called 'Wisdom'")
        self.refuse(CmdChallenge(), "/luck Sage", "Unknown switch /luck")


class TestOverexert(MuseCommandTest):
    def test_failed_roll_then_good_overexert(self):
        self.set_traits(self.char1, Might=2)
        self.roll(CmdRoll(), "Might", [2, 3])
        out = self.roll(CmdOverexert(), "", [5, 6])
        self.assertIn("Char overexerts Might (Might 2 = 2 dice): [6] [5] -> 2 successes", out)
        self.assertIn("Total: 2 successes (the failed roll's 0 replaced by 2 now).", out)
        self.assertEqual(self.char1.muse.penalties(), [])
        self.assertTrue(self.char1.muse.last_roll.overexerted)
        self.refuse(CmdOverexert(), "", "That roll has already been overexerted.")

    def test_successes_add_up(self):
        self.set_traits(self.char1, Might=2)
        self.roll(CmdRoll(), "Might", [4, 3])
        out = self.roll(CmdOverexert(), "", [5, 2])
        self.assertIn("Total: 2 successes (1 before + 1 now).", out)

    def test_empty_overexert_costs_a_die_until_the_scene_ends(self):
        self.set_traits(self.char1, Might=3)
        self.roll(CmdRoll(), "Might", [2, 3, 2])
        out = self.roll(CmdOverexert(), "", [1, 2, 3])
        self.assertIn("No success: Might rolls one die fewer until a scene that counts ends.", out)
        [penalty] = self.char1.muse.penalties()
        self.assertEqual((penalty.trait, penalty.dice, penalty.expires_at), ("Might", 1, None))
        out = self.roll(CmdRoll(), "Might", [4, 4])
        self.assertIn("Might 3, -1 overexerted = 2 dice", out)

    @override_settings(FOURFOLD_MUSE_ASYNC_PENALTIES=True)
    def test_asynchronous_penalty_lasts_1d6_days(self):
        self.set_traits(self.char1, Might=1)
        self.roll(CmdRoll(), "Might", [2])
        out = self.roll(CmdOverexert(), "", [3, 4])  # the reroll, then the 1d6 days
        self.assertIn("one die fewer for 4 days (1d6 rolled 4)", out)
        [penalty] = self.char1.muse.penalties()
        self.assertAlmostEqual(penalty.expires_at - time.time(), 4 * 86400, delta=60)

    def test_overexert_reports_against_challenge(self):
        self.set_traits(self.char1, Sage=1)
        self.roll(CmdChallenge(), "Sage", [2, 5])
        out = self.roll(CmdOverexert(), "", [6])
        self.assertIn("Total: 1 success (the failed roll's 0 replaced by 1 now).", out)
        self.assertIn("That beats the GM's 1.", out)

    def test_overexert_after_opposed(self):
        self.set_traits(self.char1, Charm=1)
        self.roll(CmdRoll(), "Charm vs Guard=2", [2, 5, 5])
        out = self.roll(CmdOverexert(), "", [4])
        self.assertIn("That falls short of Guard's 2.", out)

    def test_a_failed_opposed_roll_is_replaced_not_added_to(self):
        """1 success lost to Guard's 2: the reroll's 1 success replaces it (not 1 + 1 = a tie)."""
        self.set_traits(self.char1, Charm=2)
        self.roll(CmdRoll(), "Charm vs Guard=3", [4, 2, 5, 5, 2])
        out = self.roll(CmdOverexert(), "", [4, 2])
        self.assertIn("Total: 1 success (the failed roll's 1 replaced by 1 now).", out)
        self.assertIn("That falls short of Guard's 2.", out)

    def test_a_won_opposed_roll_adds(self):
        self.set_traits(self.char1, Charm=2)
        self.roll(CmdRoll(), "Charm vs Guard=2", [4, 5, 5, 2])
        out = self.roll(CmdOverexert(), "", [4, 2])
        self.assertIn("Total: 3 successes (2 before + 1 now).", out)

    def test_refusals(self):
        self.refuse(CmdOverexert(), "", "You have made no roll to overexert")
        self.refuse(CmdOverexert(), "Might", "No arguments, please")
        self.roll(CmdRoll(), "2", [2, 2])
        self.refuse(CmdOverexert(), "", "Only a Trait roll can be overexerted.")
        self.roll(CmdRoll(), "Might", [2])
        record = self.char1.muse.last_roll
        self.char1.muse.last_roll = RollRecord(record.roller, record.roll, time.time() - 601)
        self.refuse(CmdOverexert(), "", "Too late: a roll can be overexerted for 10 minutes.")
        self.refuse(CmdOverexert(), "/luck", "Unknown switch /luck")

    def test_cannot_overexert_a_roll_staff_made_for_someone_else(self):
        self.roll(CmdRoll(), "Char2=Might", [2])
        self.refuse(CmdOverexert(), "", "You have made no roll to overexert")
        out = self.roll(CmdOverexert(), "", [4], caller=self.char2)
        self.assertIn("Char2 overexerts Might", out)
