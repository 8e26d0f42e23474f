"""mw play outside the roll itself: +spot, +veto, +gains, +item, +hurt,
+heal; permissions; and a scripted session from chargen to Gains spent."""

from dataclasses import replace

from rules.mw.sheet import put_word
from rulesets.mw.commands.chargen import CmdApprove, CmdArchetype, CmdChargen, CmdWord
from rulesets.mw.commands.gains import CmdGains
from rulesets.mw.commands.harm import CmdHeal, CmdHurt
from rulesets.mw.commands.items import CmdItem
from rulesets.mw.commands.roll import CmdRoll
from rulesets.mw.commands.sheet import CmdWords
from rulesets.mw.commands.support import CmdSpot, CmdVeto
from tests.helpers.mw import MwCommandTest


def word(char, ref):
    return char.mw.sheet().word(ref)


class TestSpot(MwCommandTest):
    def setUp(self):
        super().setUp()
        self.brontessa(self.char1)
        self.give_sheet(self.char2, words={"M": "Muscle", "E": "Endurance", "S": "Spine"})

    def test_spot_is_banked_for_their_next_roll(self):
        self.call(CmdSpot(), "Char=Muscle,Endurance",
                  {self.char2: "Char2 spots Char with Muscle, Endurance (lowering the threshold by 1).",
                   self.char1: "Char2 spots Char with Muscle, Endurance"}, caller=self.char2)
        self.assertEqual(self.char1.mw.spotters, [{"id": self.char2.id, "name": "Char2",
                                                   "words": ["Muscle", "Endurance"]}])
        # spotting again replaces the first declaration
        self.call(CmdSpot(), "Char=S", "Char2 spots Char with Spine (not enough on its own", caller=self.char2)
        self.assertEqual(self.char1.mw.spotters[0]["words"], ["Spine"])
        out = self.call(CmdWords(), "")
        self.assertIn("Spotting for the next roll: Char2 with Spine.", out)

    def test_refusals(self):
        far = self.make_char("Far", location=self.room2)
        self.give_sheet(far, words={"M": "Mass"})
        sheet = self.char2.mw.sheet()
        self.char2.mw.save(put_word(sheet, replace(sheet.word("S"), injured=True)))
        nobody = self.make_char("Nosheet")
        cases = [
            ("", "Name who you spot and the Words you back them with."),
            ("Char", "Name who you spot and the Words you back them with."),
            ("Char2=Muscle", "You cannot spot yourself."),
            ("Far=Muscle", "There is nobody called 'Far' here."),
            ("Nosheet=Muscle", "Nosheet has no Muscle Wizard sheet."),
            ("Char=Bogus", "There is no Word of Power called 'Bogus'."),
            ("Char=Muscle,,Endurance", "A Word is missing between the commas."),
            ("Char=Muscle,M", "Name each Word only once."),
            ("Char=Spine", "Spine is Injured: it is out of play until it heals."),
            ("/now Char=Muscle", "This command takes no switches"),
        ]
        for args, expected in cases:
            with self.subTest(args=args):
                self.refuse(CmdSpot(), args, expected, caller=self.char2, extra=(nobody,))
        self.refuse(CmdSpot(), "Char2=Might", "You have no Muscle Wizard sheet yet", caller=nobody)


class TestVeto(MwCommandTest):
    def setUp(self):
        super().setUp()
        self.brontessa(self.char2)

    def test_staff_veto_and_clear(self):
        self.call(CmdVeto(), "Char2=Lev", {self.char1: "Leverage is vetoed for Char2's next roll.",
                                            self.char2: "Char vetoed Leverage for your next roll"})
        self.assertEqual(self.char2.mw.vetoes, ["L"])
        self.refuse(CmdVeto(), "Char2=L", "Leverage is already vetoed for Char2's next roll.")
        self.call(CmdVeto(), "/clear Char2", "Vetoes lifted for Char2.")
        self.assertEqual(self.char2.mw.vetoes, [])
        self.refuse(CmdVeto(), "/clear Char2", "Char2 has no vetoes banked.")

    def test_refusals(self):
        self.refuse(CmdVeto(), "Char2=Bogus", "There is no Word of Power called 'Bogus'.")
        self.refuse(CmdVeto(), "Nobody=Might", "There is no character called 'Nobody'.")
        self.refuse(CmdVeto(), "Char2", "Name the character and the Word.")
        self.refuse(CmdVeto(), "/bogus Char2=Might", "Unknown switch /bogus.")

    def test_player_cannot_veto(self):
        self.brontessa(self.char1)
        self.refuse(CmdVeto(), "Char=Might", "Vetoing Words is for staff only.", caller=self.char2)


class TestGains(MwCommandTest):
    def setUp(self):
        super().setUp()
        self.brontessa(self.char2, gains=5)

    def test_show(self):
        out = self.call(CmdGains(), "", caller=self.char2)
        self.assertIn("Char2 has 5 Gains.", out)
        self.assertIn("Might d8 (3), Leverage d4 (1)", out)
        self.refuse(CmdGains(), "Char", "Other people's Gains are for staff to see.", caller=self.char2)
        self.assertIn("Char2 has 5 Gains.", self.call(CmdGains(), "Char2"))

    def test_raise_costs_the_step_number(self):
        self.call(CmdGains(), "/raise Might", "Might rises from d8 to d10 for 3 Gains; 2 left.", caller=self.char2)
        self.call(CmdGains(), "/raise L", "Leverage rises from d4 to d6 for 1 Gain; 1 left.", caller=self.char2)
        self.assertEqual((word(self.char2, "M").full, word(self.char2, "L").die), (10, 6))
        self.refuse(CmdGains(), "/raise Leverage", "That needs 2 Gains; you have 1.", caller=self.char2)

    def test_raise_refusals(self):
        sheet = self.char2.mw.sheet()
        sheet = put_word(sheet, replace(sheet.word("Z"), die=4, full=6))
        sheet = put_word(sheet, replace(sheet.word("W"), die=100, full=100))
        self.char2.mw.save(sheet)
        self.refuse(CmdGains(), "/raise Zap", "Zap is hurt: heal it before raising it.", caller=self.char2)
        self.refuse(CmdGains(), "/raise Wallop", "d100 is as big as a Word gets.", caller=self.char2)
        self.refuse(CmdGains(), "/raise", "Name the Word to raise.", caller=self.char2)
        self.refuse(CmdGains(), "/raise Bogus", "There is no Word of Power called 'Bogus'.", caller=self.char2)
        self.refuse(CmdGains(), "/raise/award Might", "Use one of /raise and /award.", caller=self.char2)

    def test_award(self):
        self.call(CmdGains(), "/award Char2=3", {self.char1: "You awarded 3 Gains to Char2: now 8.",
                                                 self.char2: "Char awarded 3 Gains. You have 8."})
        self.call(CmdGains(), "/award Char2=-2", "You took away 2 Gains from Char2: now 6.")
        self.assertEqual(self.char2.mw.sheet().gains, 6)
        self.refuse(CmdGains(), "/award Char2=-7", "That needs 7 Gains; you have 6.")
        self.refuse(CmdGains(), "/award Char2=abc", "'abc' is not a whole number.")
        self.refuse(CmdGains(), "/award Char2=0", "Award from 1 to 1000 Gains")
        self.refuse(CmdGains(), "/award Char2=1001", "Award from 1 to 1000 Gains")
        self.refuse(CmdGains(), "/award Char2", "Give a name and an amount.")
        self.refuse(CmdGains(), "/award Nobody=1", "There is no character called 'Nobody'.")

    def test_player_cannot_award(self):
        self.refuse(CmdGains(), "/award Char2=3", "Awarding Gains is for staff only.", caller=self.char2)


class TestItems(MwCommandTest):
    def setUp(self):
        super().setUp()
        self.brontessa(self.char2)

    def test_add_list_use_remove(self):
        self.call(CmdItem(), "/add Char2=Lucky Belt/die/d6", "Char2 now carries Lucky Belt: +d6.")
        self.call(CmdItem(), "/add Char2=Iron Ring/flat/8/cursed", "Char2 now carries Iron Ring (cursed): +4 (flat, d8).")
        self.call(CmdItem(), "/use lucky", "Lucky Belt will add +d6 to your next roll, unless it fumbles.",
                  caller=self.char2)
        self.assertEqual(self.char2.mw.use_items, ["Lucky Belt"])
        out = self.call(CmdItem(), "", caller=self.char2)
        self.assertIn("Lucky Belt: +d6 [readied]", out)
        self.assertIn("Iron Ring: +4 (flat, d8) [cursed]", out)
        self.call(CmdItem(), "/remove Char2=Lucky Belt", "Lucky Belt is taken from Char2.")
        self.assertEqual(self.char2.mw.use_items, [])
        self.assertEqual([i.name for i in self.char2.mw.sheet().items], ["Iron Ring"])

    def test_refusals(self):
        self.call(CmdItem(), "/add Char2=Lucky Belt/die/d6", None)
        self.char2.mw.ready_item("Lucky Belt")
        staff_cases = [
            ("/add Char2=Rope/huge/d6", "An item adds a die or a flat bonus, not 'huge'."),
            ("/add Char2=Rope/die/d7", "d7 is not on the ladder"),
            ("/add Char2=Rope/die/dx", "'dx' is not a die size"),
            ("/add Char2=Rope/die/d6/blessed", "The last part is 'cursed' or nothing, not 'blessed'."),
            ("/add Char2=Rope/die", "Give a name, then the item's name, kind (die or flat) and die."),
            ("/add Char2=Lucky Belt/flat/d4", "You already carry something called Lucky Belt."),
            ("/add Nobody=Rope/die/d6", "There is no character called 'Nobody'."),
            ("/remove Char2=Bogus", "There is no item called 'Bogus'."),
            ("/use/add Rope", "Use one switch at a time."),
        ]
        for args, expected in staff_cases:
            with self.subTest(args=args):
                self.refuse(CmdItem(), args, expected)
        player_cases = [
            ("/use Lucky Belt", "Lucky Belt is already readied for your next roll."),
            ("/use Bogus", "There is no item called 'Bogus'."),
            ("/use", "Name the item to use."),
            ("/add Char2=Rope/die/d6", "Giving items is for staff only."),
            ("/remove Char2=Lucky Belt", "Taking items away is for staff only."),
            ("Char", "Other people's items are for staff to see."),
        ]
        for args, expected in player_cases:
            with self.subTest(args=args):
                self.refuse(CmdItem(), args, expected, caller=self.char2)


class TestHurtAndHeal(MwCommandTest):
    def setUp(self):
        super().setUp()
        self.brontessa(self.char2, items=[("Iron Ring", "flat", 6, True), ("Rope", "die", 4, False)])

    def test_hurt_down_to_injury_and_death(self):
        self.call(CmdHurt(), "Char2=Might", "Char2's Might drops from d8 to d6.")
        self.assertEqual((word(self.char2, "M").die, word(self.char2, "M").full), (6, 8))
        self.call(CmdHurt(), "Char2=Zap", "Char2's Zap drops below d4: it is Injured until healed.")
        self.assertTrue(word(self.char2, "Z").injured)
        self.call(CmdHurt(), "Char2=Zap", {self.char1: "Char2's Zap was already Injured and takes more harm: "
                                                       "Char2 dies.", self.char2: "Char2's Zap was already"})
        self.assertTrue(self.char2.mw.sheet().dead)
        self.refuse(CmdHurt(), "Char2=Might", "This Muscle Wizard is already dead.")
        self.assertIn("DEAD", self.call(CmdWords(), "Char2"))

    def test_curses(self):
        self.call(CmdHurt(), "/curse Char2=Might/Iron Ring", "Char2's Might drops from d8 to d6 (Iron Ring).")
        self.call(CmdHurt(), "/curse Char2=Might/Hex of Sloth", "Char2's Might drops from d6 to d4 (Hex of Sloth).")
        self.refuse(CmdHurt(), "/curse Char2=Might/Rope", "Rope is not cursed.")
        self.refuse(CmdHurt(), "/curse Char2=Might", "Give the Word and the cursed item or curse after a '/'.")

    def test_hurt_refusals(self):
        self.refuse(CmdHurt(), "Char2=Might", "Hurting Words is for staff only.", caller=self.char2)
        self.refuse(CmdHurt(), "Char2=Bogus", "There is no Word of Power called 'Bogus'.")
        self.refuse(CmdHurt(), "Char2", "Name the character and the Word.")
        self.refuse(CmdHurt(), "Nobody=Might", "There is no character called 'Nobody'.")
        self.refuse(CmdHurt(), "/bogus Char2=Might", "Unknown switch /bogus.")

    def test_heal_with_gains_or_by_staff(self):
        self.call(CmdHurt(), "Char2=Might", None)
        self.call(CmdHurt(), "Char2=Zap", None)
        self.refuse(CmdHeal(), "Might", "That needs 1 Gains; you have 0.", caller=self.char2)
        self.call(CmdGains(), "/award Char2=1", None)
        self.call(CmdHeal(), "Might", "Char2's Might is healed one step: now d8 for 1 Gain (0 left).",
                  caller=self.char2)
        self.assertEqual(self.char2.mw.sheet().gains, 0)
        self.call(CmdHeal(), "Char2=Zap", "Char2's Zap is back online: now d4.")
        self.assertFalse(word(self.char2, "Z").injured)
        self.assertEqual(self.char2.mw.sheet().gains, 0)

    def test_heal_refusals(self):
        self.brontessa(self.char1)
        self.refuse(CmdHeal(), "Might", "Might is not hurt.", caller=self.char2)
        self.refuse(CmdHeal(), "", "Name the Word to heal.", caller=self.char2)
        self.refuse(CmdHeal(), "Char=Might", "Healing someone else is for staff", caller=self.char2)
        self.refuse(CmdHeal(), "Char2=Bogus", "There is no Word of Power called 'Bogus'.")
        self.refuse(CmdHeal(), "=Might", "Name the character and the Word.")


class TestSession(MwCommandTest):
    """From chargen to an explosion chain earning Gains, spent on a raise."""

    def test_session(self):
        player, staff = self.char2, self.char1
        self.call(CmdArchetype(), "True Muscle", "You are a True Muscle.", caller=player)
        self.call(CmdWord(), "/add M=Might/muscle", "Might (M, MUSCLE) joins your Words at d6.", caller=player)
        self.call(CmdWord(), "/add L=Leverage/muscle", "Leverage (L, MUSCLE) joins your Words at d6.",
                  caller=player)
        self.call(CmdWord(), "/add Z=Zap/wizard", "Zap (Z, WIZARD) joins your Words at d4.", caller=player)
        self.call(CmdChargen(), "/submit", "Submitted.", caller=player)
        self.call(CmdApprove(), "Char2", "Char2's Muscle Wizard sheet is approved and locked.", caller=staff)

        # staff gives a die item; the player readies it
        self.call(CmdItem(), "/add Char2=Lucky Belt/die/d4", None, caller=staff)
        self.call(CmdItem(), "/use Lucky Belt", None, caller=player)
        # the staff character (a Muscle Wizard) spots with two Words
        self.brontessa(staff)
        self.call(CmdSpot(), "Char2=Might,Leverage", None, caller=staff)
        # the GM vetoes Zap as a stretch
        self.call(CmdVeto(), "Char2=Zap", None, caller=staff)

        out = self.roll(CmdRoll(), "/preview Might,Leverage:perfect,Zap vs 12", [], caller=player)
        self.assertIn("Vetoed and set aside: Zap.", out)
        # d6 max 6 - 2 (perfect Leverage) - 1 (spotting) = 3
        self.assertIn("Threshold: d6 max 6 - 2 fits - 1 spotting = 3+", out)

        # d6 4 explodes (1), d8 (5+) 7 explodes (1), d10 (7+) 9 explodes (2), d12 (9+) 3 stops; item d4 2
        out = self.roll(CmdRoll(), "Might,Leverage:perfect,Zap vs 12", [4, 7, 9, 3, 2], caller=player,
                        receiver=staff)
        self.assertIn("d6: 4 EXPLODES (+1 Gain) -> d8: 7 EXPLODES (+1 Gain) -> d10: 9 EXPLODES (+2 Gains)"
                      " -> d12: 3", " ".join(out.split()))  # wrapped at spaces to the screen
        self.assertIn("Items: Lucky Belt d4: 2.", out)
        self.assertIn("Total: 25 (23 from the dice, 2 from items) vs DC 12: Success.", out)
        self.assertIn("Gains earned: 4 (3 explosions); Char2 now has 4.", out)
        handler = player.mw
        self.assertEqual((handler.spotters, handler.vetoes, handler.use_items), ([], [], []))

        # spend them: Might d6 -> d8 costs 2, Leverage d6 -> d8 costs 2
        self.call(CmdGains(), "/raise Might", "Might rises from d6 to d8 for 2 Gains; 2 left.", caller=player)
        self.call(CmdGains(), "/raise Leverage", "Leverage rises from d6 to d8 for 2 Gains; 0 left.",
                  caller=player)
        out = self.call(CmdWords(), "", caller=player)
        self.assertIn("Gains: 0", out)
        self.assertEqual([(w.name, w.die) for w in handler.sheet().words],
                         [("Might", 8), ("Leverage", 8), ("Zap", 4)])


class TestMwRoom(MwCommandTest):
    """A room set to mw gives the characters in it the mw commands."""

    def test_room_set_to_mw(self):
        from rulesets import registry as rulesets

        rulesets.set_room_ruleset(self.room1, "mw")
        self.char2.sync_ruleset()
        keys = [cs.key for cs in self.char2.cmdset.all() if str(cs.key).startswith("ruleset_")]
        self.assertEqual(keys, ["ruleset_mw"])
        self.char2.cmdset.update()
        self.assertEqual(type(self.char2.cmdset.current.get("+roll")).__module__, "rulesets.mw.commands.roll")
        self.assertEqual(type(self.char2.cmdset.current.get("+words")).__module__, "rulesets.mw.commands.sheet")
