"""pbta rolls and moves: +roll, +move, +moves, +defend, +rest, +watch."""

from rules.pbta.sheet import DEAD, DOWN, FUNCTIONING, LAST_ACTION, UNCONSCIOUS, Forward
from rulesets.pbta.commands.damage import CmdDamage
from rulesets.pbta.commands.defend import CmdDefend
from rulesets.pbta.commands.moves import CmdMove, CmdMoves, CmdRest, CmdRoll, CmdWatch
from tests.helpers.pbta import PbtaCommandTest


class TestRoll(PbtaCommandTest):
    def setUp(self):
        super().setUp()
        self.set_pbta(self.char1, Forceful=2, Agile=1, Insightful=1, Charming=-1)

    def test_every_band_with_dice_modifiers_total_and_meaning(self):
        cases = [
            ((6, 6), "Forceful", "Char rolls Forceful: dice 6 + 6, Forceful +2 = 14, 13+ critical. A triumph"),
            ((4, 5), "Forceful+1", "Char rolls Forceful: dice 4 + 5, Forceful +2, modifier +1 = 12, 10-12 strong "
                                   "hit. It works, cleanly."),
            ((3, 4), "Agile -1", "Char rolls Agile: dice 3 + 4, Agile +1, modifier -1 = 7, 7-9 weak hit. It works, "
                                 "but at a cost"),
            ((1, 2), "charming", "Char rolls Charming: dice 1 + 2, Charming -1 = 2, 6- miss. It goes wrong"),
        ]
        for faces, args, expected in cases:
            with self.subTest(args=args):
                self.roll(CmdRoll(), args, faces, {self.char1: expected, self.char2: expected})
        self.assertEqual(len(self.history()), 4)
        self.assertEqual(len(self.rolllog_lines()), 4)
        self.assertIn("[Room] Char rolls Charming", self.rolllog_lines()[-1])

    def test_forwards_are_added_named_and_spent(self):
        self.set_pbta(self.char1, Forceful=2, forwards=(Forward("Take Watch", 1), Forward("GM", -1)))
        self.roll(CmdRoll(), "Forceful", [2, 3], "Char rolls Forceful: dice 2 + 3, Forceful +2, forward: Take "
                                                 "Watch +1, forward: GM -1 = 7, 7-9 weak hit.")
        self.assertEqual(self.sheet(self.char1).forwards, ())
        self.roll(CmdRoll(), "Forceful", [2, 3], "Char rolls Forceful: dice 2 + 3, Forceful +2 = 7")

    def test_minus_one_at_zero_hp(self):
        self.set_pbta(self.char1, Forceful=2, hp=0, condition=FUNCTIONING)
        self.roll(CmdRoll(), "Forceful", [4, 4], "Char rolls Forceful: dice 4 + 4, Forceful +2, 0 HP -1 = 9, "
                                                 "7-9 weak hit.")

    def test_private(self):
        self.roll(CmdRoll(), "/private Insightful", [5, 5],
                  {self.char1: "(private) Char rolls Insightful: dice 5 + 5, Insightful +1 = 11", self.char2: None})
        self.assertTrue(self.history()[-1]["private"])
        self.assertIn("[Room private] Char rolls Insightful", self.rolllog_lines()[-1])

    def test_bad_input_changes_nothing(self):
        cases = [
            ("", "Roll which stat?\nUsage: +roll <stat>[+N|-N]"),
            ("Bogus", "There is no stat called 'Bogus'."),
            ("melee", "There is no stat called 'melee'."),
            ("Forceful+9", "A modifier runs from -5 to +5; +9 is out of range."),
            ("Forceful+1 -1", "Give at most one modifier, like +1 or -2."),
            ("Forceful+x", "There is no stat called 'Forceful+x'."),
            ("+2", "Roll which stat?"),
            ("/secret Forceful", "Unknown switch /secret. This command takes /private."),
        ]
        for args, expected in cases:
            with self.subTest(args=args):
                self.refuse(CmdRoll(), args, expected)

    def test_state_refusals(self):
        self.set_pbta(self.char1, Forceful=2, hp=0, condition=DOWN)
        self.refuse(CmdRoll(), "Forceful", "Your HP has hit 0: roll Keep Fighting first.")
        self.set_pbta(self.char1, Forceful=2, hp=0, condition=UNCONSCIOUS)
        self.refuse(CmdRoll(), "Forceful", "You are unconscious.")
        self.set_pbta(self.char1, Forceful=2, hp=0, condition=DEAD)
        self.refuse(CmdRoll(), "Forceful", "The dead roll no dice.")

    def test_last_action_then_unconscious(self):
        self.set_pbta(self.char1, Forceful=2, hp=0, condition=LAST_ACTION)
        out = self.roll(CmdRoll(), "Forceful", [3, 3], "Char rolls Forceful: dice 3 + 3, Forceful +2 = 8")
        self.assertIn("That was Char's last action: they collapse, unconscious.", out)
        self.assertEqual(self.sheet(self.char1).condition, UNCONSCIOUS)


class TestMove(PbtaCommandTest):
    def setUp(self):
        super().setUp()
        self.set_pbta(self.char1, Forceful=2, Agile=1, Insightful=1, Charming=-1)

    def test_stat_uses_with_target_and_modifier(self):
        self.roll(CmdMove(), "sneak", [3, 4], "Char rolls Sneak: dice 3 + 4, Agile +1 = 8, 7-9 weak hit. It works, "
                                              "but at a cost")
        self.roll(CmdMove(), "intimidate+1 the mammoth", [5, 5],
                  "Char rolls Intimidate (the mammoth): dice 5 + 5, Charming -1, modifier +1 = 10, 10-12 strong hit.")
        self.roll(CmdMove(), "read animal", [6, 6], "Char rolls Predict an Animal: dice 6 + 6, Insightful +1 = 13, "
                                                    "13+ critical.")
        self.roll(CmdMove(), "break = the gate", [1, 1], "Char rolls Break Something (the gate): dice 1 + 1, "
                                                         "Forceful +2 = 4, 6- miss.")

    def test_bad_input_changes_nothing(self):
        cases = [
            ("", "Make which move? See +moves."),
            ("fly", "There is no move called 'fly'."),
            ("s", "'s' could be"),
            ("rest now", "Rest takes no target."),
            ("watch Bob", "Take Watch takes no target."),
            ("melee me", "You cannot attack yourself."),
            ("sneak+7", "A modifier runs from -5 to +5; +7 is out of range."),
            ("keep fighting", "Keep Fighting is rolled only when your HP has just reached 0."),
            ("bargain", "You bargain for your life only when the spirits have come for you."),
            ("defend", "Say what you are guarding"),
            ("/quick sneak", "This command takes no switches (you gave /quick)."),
        ]
        for args, expected in cases:
            with self.subTest(args=args):
                self.refuse(CmdMove(), args, expected)

    def test_other_moves_through_move(self):
        self.set_pbta(self.char1, Forceful=2, hp=4)
        self.roll(CmdMove(), "rest", [5, 5, 1, 2], "Char rolls Rest: dice 5 + 5, Forceful +2 = 12, 10-12 strong hit.")
        self.assertEqual(self.sheet(self.char1).hp, 8)
        self.roll(CmdMove(), "defend the fire", [5, 5], "Char rolls Defend (guarding the fire)")
        self.assertEqual(self.sheet(self.char1).readiness, 3)


class TestAttack(PbtaCommandTest):
    def setUp(self):
        super().setUp()
        self.set_pbta(self.char1, Forceful=2, Agile=1)
        self.set_pbta(self.char2, Forceful=1)

    def test_hit_then_damage_lands_on_the_target(self):
        out = self.roll(CmdMove(), "melee Char2", [4, 5], "Char rolls Melee Combat (Char2): dice 4 + 5, Forceful +2 "
                                                          "= 11, 10-12 strong hit. Roll your weapon's damage.")
        self.assertIn("Roll the damage: +damage <weapon> Char2.", out)
        self.roll(CmdDamage(), "club Char2", [5],
                  {self.char2: "Char rolls damage: Club (d6): 5 = 5. Char2 takes 5 damage: HP 10 -> 5."})
        self.assertEqual(self.sheet(self.char2).hp, 5)
        # the hit is used up by its damage roll
        self.assertIsNone(self.char1.pbta.pending_hit())

    def test_critical_doubles_and_weak_hit_still_damages(self):
        self.roll(CmdMove(), "ranged Char2", [6, 6], "Char rolls Ranged Combat (Char2): dice 6 + 6, Agile +1 = 13, "
                                                     "13+ critical.")
        self.roll(CmdDamage(), "big club Char2", [3], "Char rolls damage: Big Club (d8): 3 = 3, doubled for a 13+ = 6. "
                                                      "Char2 takes 6 damage: HP 10 -> 4.")
        self.roll(CmdMove(), "melee Char2", [3, 2], "Char rolls Melee Combat (Char2): dice 3 + 2, Forceful +2 = 7, "
                                                    "7-9 weak hit. Roll your weapon's damage, but trouble")
        self.roll(CmdDamage(), "d4+1 Char2", [2], "Char rolls damage: d4+1 (d4+1): 2 +1 = 3. Char2 takes 3 damage: "
                                                  "HP 4 -> 1.")

    def test_a_miss_lands_nothing(self):
        self.roll(CmdMove(), "melee Char2", [1, 2], "Char rolls Melee Combat (Char2): dice 1 + 2, Forceful +2 = 5, "
                                                    "6- miss. No damage")
        self.assertIsNone(self.char1.pbta.pending_hit())
        self.refuse(CmdDamage(), "spear Char2", "Your damage lands on Char2 only right after your own melee or "
                                                "ranged roll against them succeeds", caller=self.char2)

    def test_players_land_damage_only_after_their_own_hit(self):
        self.refuse(CmdDamage(), "spear Char", "Your damage lands on Char only right after your own melee",
                    caller=self.char2)
        # a hit on someone else does not open the way either
        self.set_pbta(self.char2, Forceful=1)
        far = self.make_char("Grok")
        self.roll(CmdMove(), "melee Grok", [5, 5], "Char2 rolls Melee Combat (Grok)", caller=self.char2)
        self.refuse(CmdDamage(), "spear Char", "Your damage lands on Char only", caller=self.char2)
        self.roll(CmdDamage(), "spear grok", [8], "Char2 rolls damage: Spear (d8): 8 = 8. Grok takes 8 damage: "
                                                  "HP 10 -> 2.", caller=self.char2)
        self.assertEqual(far.pbta.sheet().hp, 2)
        # the hit was used by that damage roll: no second helping
        self.refuse(CmdDamage(), "spear Grok", "Your damage lands on Grok only right after", caller=self.char2,
                    extra=(far,))

    def test_damage_without_target_only_shows(self):
        self.roll(CmdDamage(), "axe", [7], {self.char1: "Char rolls damage: Axe (d10): 7 = 7.",
                                            self.char2: "Char rolls damage: Axe (d10): 7 = 7."})
        self.assertEqual(self.sheet(self.char2).hp, 10)
        self.roll(CmdMove(), "melee mammoth", [6, 6], "Char rolls Melee Combat (mammoth)")
        self.roll(CmdDamage(), "2d6", [1, 5], "Char rolls damage: 2d6 (2d6): 1 + 5 = 6, doubled for a 13+ = 12.")

    def test_gm_lands_damage_on_anyone_here(self):
        self.roll(CmdDamage(), "fist Char2", [3], "Char rolls damage: Fist (d4): 3 = 3. Char2 takes 3 damage")
        self.assertEqual(self.sheet(self.char2).hp, 7)

    def test_attacking_drops_readiness(self):
        self.set_pbta(self.char1, Forceful=2, readiness=3)
        self.char1.pbta.guarding = "the fire"
        out = self.roll(CmdMove(), "melee Char2", [1, 1], "Char rolls Melee Combat")
        self.assertIn("Going on the offense, Char lets their Readiness go.", out)
        self.assertEqual(self.sheet(self.char1).readiness, 0)
        self.assertEqual(self.char1.pbta.guarding, "")

    def test_damage_bad_input(self):
        cases = [
            ("", "Roll damage for which weapon?"),
            ("rock", "There is no weapon called 'rock'."),
            ("d0", "Damage dice have 2 to 100 sides."),
            ("11d6", "Damage rolls use 1 to 10 dice."),
            ("d6+30", "A damage bonus runs from -20 to +20."),
            ("2d6x", "There is no weapon called '2d6x'."),
            ("club Nobody", "There is nobody called 'Nobody' here."),
            ("/all club", "Unknown switch /all. This command takes /list, /set."),
            ("/list club", "The weapon list takes nothing more."),
        ]
        for args, expected in cases:
            with self.subTest(args=args):
                self.refuse(CmdDamage(), args, expected)

    def test_damage_list(self):
        out = self.call(CmdDamage(), "/list", "Weapon")
        for name in ("Fist", "Club", "Spear", "Axe", "Sling", "Bow"):
            self.assertIn(name, out)
        self.assertTrue(all(len(line) <= 78 for line in out.splitlines()))


class TestMoves(PbtaCommandTest):
    def test_lists_every_move_and_band(self):
        out = self.call(CmdMoves(), "", "Melee Combat (+Forceful)")
        for name in ("Ranged Combat", "Defend", "Rest", "Take Watch", "Keep Fighting", "Bargain for Your Life",
                     "Sneak", "Find Food", "Earn Trust", "Everyday uses"):
            self.assertIn(name, out)
        for label in ("13+", "10-12", "7-9", "6-", "10+", "   9", "7-8"):
            self.assertIn(label, out)
        self.assertTrue(all(len(line) <= 78 for line in out.splitlines()), out)

    def test_one_move_or_stat(self):
        self.call(CmdMoves(), "defend", "Defend (+Forceful): Stand guard")
        self.call(CmdMoves(), "keep", "Keep Fighting (+Forceful)")
        out = self.call(CmdMoves(), "charming", "Everyday uses")
        self.assertIn("Intimidate", out)
        self.assertNotIn("Sneak", out)
        self.refuse(CmdMoves(), "bogus", "There is no move called 'bogus'.")


class TestDefend(PbtaCommandTest):
    def setUp(self):
        super().setUp()
        self.set_pbta(self.char1, Forceful=2)
        self.set_pbta(self.char2, Forceful=1)

    def test_hold_by_band(self):
        for faces, hold in (((6, 6), 3), ((4, 4), 3), ((2, 3), 1), ((1, 1), 0)):
            with self.subTest(faces=faces):
                self.roll(CmdDefend(), "Char2", faces, "Char rolls Defend (guarding Char2)")
                self.assertEqual(self.sheet(self.char1).readiness, hold)
        self.call(CmdDefend(), "", "You hold 0 Readiness.")

    def attacked_by(self, name="Grok", target="Char2"):
        """An attack on ``target`` (a miss) by a new character ``name``: the defender may spend."""
        grok = self.make_char(name)
        self.set_pbta(grok)
        self.roll(CmdMove(), f"melee {target}", [1, 1], f"{name} rolls Melee Combat", caller=grok)
        return grok

    def test_spend_every_option(self):
        self.roll(CmdDefend(), "Char2", [5, 5], "Char rolls Defend (guarding Char2): dice 5 + 5, Forceful +2 = 12, "
                                                "10-12 strong hit. Hold 3 Readiness.")
        self.call(CmdDefend(), "", "You hold 3 Readiness, guarding Char2.")
        grok = self.attacked_by()
        self.call(CmdDefend(), "/spend ally=Char2", "Char opens the way for Char2: Char2 takes +1 forward on their "
                                                    "next roll against Grok. (2 Readiness left.)")
        self.assertEqual([(f.source, f.value, f.against) for f in self.sheet(self.char2).forwards],
                         [("Defend", 1, "Grok")])
        self.call(CmdDefend(), "/spend halve", "Char blunts the attack: the next damage to Char2 is halved")
        self.assertEqual(self.char2.pbta.halve_next, "Char")
        self.roll(CmdDefend(), "/spend strike=spear", [7],
                  "Char strikes back: Spear (d8): 7 = 7, halved (rounded up) = 4. Grok takes 4 damage: "
                  "HP 10 -> 6. (0 Readiness left.)")
        self.assertEqual(self.sheet(grok).hp, 6)
        self.assertEqual(self.char2.pbta.halve_next, "Char")
        self.assertEqual(self.char1.pbta.guarding, "")
        self.refuse(CmdDefend(), "/spend redirect", "You hold no Readiness to spend.")

    def test_narrative_options(self):
        self.set_pbta(self.char1, Forceful=2, readiness=3)
        self.attacked_by(target="Char")
        self.call(CmdDefend(), "/spend redirect", "Char spends Readiness: Redirect. The attack lands on you")
        self.call(CmdDefend(), "/spend hold", "Char spends Readiness: Hold Them Back.")
        self.call(CmdDefend(), "/spend draw", "Char spends Readiness: Draw Attention. Every eye turns")

    def test_halve_defaults_to_yourself(self):
        self.set_pbta(self.char1, Forceful=2, readiness=1)
        self.attacked_by(target="Char")
        self.call(CmdDefend(), "/spend halve", "Char blunts the attack: the next damage to Char is halved")
        self.roll(CmdDamage(), "d6 Char", [5], "Char rolls damage: d6 (d6): 5 = 5. Char takes 3 damage (halved")

    def test_drop(self):
        self.set_pbta(self.char1, Forceful=2, readiness=2)
        self.call(CmdDefend(), "/drop", "You stop standing guard and let your Readiness go.")
        self.assertEqual(self.sheet(self.char1).readiness, 0)
        self.refuse(CmdDefend(), "/drop", "You hold no Readiness.")

    def test_bad_input_changes_nothing(self):
        self.set_pbta(self.char1, Forceful=2, readiness=2)
        self.refuse(CmdDefend(), "/spend redirect", "Readiness is spent only when you or what you guard is attacked")
        self.attacked_by(target="Char")
        cases = [
            ("/spend", "Spend Readiness on which option? redirect, halve, ally, strike, hold_back, draw."),
            ("/spend dance", "There is no Defend option called 'dance'."),
            ("/spend ally", "Name the ally: +defend/spend ally=<name>."),
            ("/spend ally=Nobody", "There is nobody called 'Nobody' here."),
            ("/spend strike", "Name your weapon: +defend/spend strike=<weapon>."),
            ("/spend strike=rock", "There is no weapon called 'rock'."),
            ("/spend strike=club Nobody", "Strike Back hits the one who attacked: Grok."),
            ("/spend redirect=Char2", "Redirect takes nothing more."),
            ("/spend/drop redirect", "Spend or drop, not both."),
            ("/drop now", "Dropping your guard takes nothing more."),
            ("/guard Char2", "Unknown switch /guard. This command takes /spend, /drop."),
            ("Char2+9", "A modifier runs from -5 to +5; +9 is out of range."),
        ]
        for args, expected in cases:
            with self.subTest(args=args):
                self.refuse(CmdDefend(), args, expected)
        self.assertEqual(self.sheet(self.char1).readiness, 2)


class TestRestAndWatch(PbtaCommandTest):
    def setUp(self):
        super().setUp()
        self.set_pbta(self.char1, Forceful=1, Insightful=1, hp=3)

    def test_rest_by_band(self):
        cases = [((6, 6), (3, 3, 3), 10, "3 + 3 + 3 + 1 = 10"),   # 13+: 3d3+1 (capped at 10)
                 ((4, 5), (1, 2), 7, "1 + 2 + 1 = 4"),             # 10-12: 2d3+1
                 ((3, 3), (2,), 6, "2 + 1 = 3"),                   # 7-9: 1d3+1
                 ((1, 1), (), 4, "1 = 1")]                         # miss: 1
        for faces, d3s, hp, sums in cases:
            with self.subTest(faces=faces):
                self.set_pbta(self.char1, Forceful=1, hp=3)
                self.char1.pbta.last_rest = None
                out = self.roll(CmdRest(), "", list(faces) + list(d3s), "Char rolls Rest: dice")
                self.assertIn(sums, out)
                self.assertEqual(self.sheet(self.char1).hp, hp)
        self.set_pbta(self.char1, Forceful=1, hp=9)
        self.char1.pbta.last_rest = None
        out = self.roll(CmdRest(), "", [3, 3, 3], "Char rolls Rest")
        self.assertIn("HP 9 -> 10 (the maximum stops it there).", out)

    def test_rest_wakes_from_zero(self):
        self.set_pbta(self.char1, Forceful=1, hp=0, condition=FUNCTIONING)
        self.roll(CmdRest(), "", [1, 1], "Char rolls Rest: dice 1 + 1, Forceful +1, 0 HP -1 = 2, 6- miss.")
        self.assertEqual((self.sheet(self.char1).hp, self.sheet(self.char1).condition), (1, "up"))

    def test_watch_bands_touch_the_whole_room(self):
        grok = self.make_char("Grok", location=self.room2)
        for faces, forward in (((5, 4), 1), ((4, 4), 0), ((3, 3), -1), ((1, 1), 0)):
            with self.subTest(faces=faces):
                self.set_pbta(self.char1, Insightful=1)
                self.set_pbta(self.char2)
                out = self.roll(CmdWatch(), "", faces, "Char rolls Take Watch: dice")
                for char in (self.char1, self.char2):
                    got = [(f.source, f.value) for f in self.sheet(char).forwards]
                    self.assertEqual(got, [("Take Watch", forward)] if forward else [])
                if forward:
                    self.assertIn(f"Everyone in camp takes {forward:+d} forward: Char, Char2.", out)
        self.assertFalse(grok.pbta.has_sheet)

    def test_watch_line(self):
        self.roll(CmdWatch(), "", [5, 4], {self.char2: "Char rolls Take Watch: dice 5 + 4, Insightful +1 = 10, "
                                                       "10+ strong hit. You spot it early"})
        self.roll(CmdWatch(), "", [4, 4], "Char rolls Take Watch: dice 4 + 4, Insightful +1, forward: Take Watch +1 "
                                          "= 10, 10+ strong hit.")

    def test_bad_input(self):
        self.refuse(CmdRest(), "Char2", "Rest takes no target.")
        self.refuse(CmdWatch(), "camp", "Take Watch takes no target.")
        self.refuse(CmdRest(), "+8", "A modifier runs from -5 to +5; +8 is out of range.")
        self.refuse(CmdWatch(), "/loud", "This command takes no switches (you gave /loud).")
        self.set_pbta(self.char1, Forceful=1, hp=0, condition=DOWN)
        self.refuse(CmdRest(), "", "Your HP has hit 0: roll Keep Fighting first.")
