"""pbta HP: +hp, +forward, damage to 0, Keep Fighting, Bargain for Your
Life and its price."""

from rules.pbta.sheet import BARGAINING, DEAD, DOWN, FUNCTIONING, LAST_ACTION, UNCONSCIOUS, UP
from rulesets.pbta.commands.damage import CmdDamage, CmdForward, CmdHp
from rulesets.pbta.commands.moves import CmdBargain, CmdMove, CmdRoll
from tests.helpers.pbta import PbtaCommandTest

GM_HP = "Setting HP is for the GM (staff) only."
GM_FORWARD = "Giving forwards is for the GM (staff) only."


class TestHp(PbtaCommandTest):
    def setUp(self):
        super().setUp()
        self.set_pbta(self.char2, Forceful=1)

    def test_show_and_set(self):
        self.call(CmdHp(), "", "HP 10 of 10: on your feet.", caller=self.char2)
        self.call(CmdHp(), "Char2=4", {self.char1: "Char2's HP: 10 -> 4 of 10.",
                                       self.char2: "Char set your HP: 10 -> 4."})
        self.call(CmdHp(), "char2 = 0", "Char2's HP: 4 -> 0 of 10. Char2 is at 0 HP! Char2 rolls Keep Fighting "
                                        "next: +move keep fighting.")
        self.assertEqual(self.sheet(self.char2).condition, DOWN)
        self.call(CmdHp(), "", "HP 0 of 10: at 0 HP: roll +move keep fighting.", caller=self.char2)
        self.call(CmdHp(), "Char2=10", "Char2's HP: 0 -> 10 of 10.")
        self.assertEqual(self.sheet(self.char2).condition, UP)

    def test_wake(self):
        self.set_pbta(self.char2, hp=0, condition=UNCONSCIOUS)
        self.call(CmdHp(), "/wake Char2", {self.char1: "Char2 comes round at 0 HP",
                                           self.char2: "Char brings you round"})
        self.assertEqual(self.sheet(self.char2).condition, FUNCTIONING)
        self.refuse(CmdHp(), "/wake Char2", "Only someone lying unconscious can be woken.")

    def test_bad_input_and_permissions(self):
        cases = [
            ("Char2", "Give a name and a number."),
            ("Char2=", "Give a name and a number."),
            ("Nobody=3", "There is no character called 'Nobody'."),
            ("Char2=11", "HP runs from 0 to the maximum, 10; 11 is out of range."),
            ("Char2=-3", "HP runs from 0 to the maximum, 10; -3 is out of range."),
            ("Char2=lots", "'lots' is not a whole number."),
            ("/heal Char2", "Unknown switch /heal. This command takes /wake."),
            ("/wake Nobody", "There is no character called 'Nobody'."),
        ]
        for args, expected in cases:
            with self.subTest(args=args):
                self.refuse(CmdHp(), args, expected)
        self.refuse(CmdHp(), "Char2=1", GM_HP, caller=self.char2)
        self.refuse(CmdHp(), "Char2=10", GM_HP, caller=self.char2)
        self.set_pbta(self.char2, hp=0, condition=UNCONSCIOUS)
        self.refuse(CmdHp(), "/wake Char2", "Waking characters is for the GM (staff) only.", caller=self.char2)
        self.set_pbta(self.char2, hp=0, condition=DEAD)
        self.refuse(CmdHp(), "Char2=5", "The dead cannot be healed.")


class TestForward(PbtaCommandTest):
    def test_give_use_and_clear(self):
        self.set_pbta(self.char2, Agile=1)
        self.call(CmdForward(), "Char2=+1", {self.char1: "Char2 takes +1 forward on their next roll.",
                                             self.char2: "Char gives you +1 forward on your next roll."})
        self.call(CmdForward(), "Char2=-2", "Char2 takes -2 forward on their next roll.")
        self.roll(CmdRoll(), "Agile", [4, 4], "Char2 rolls Agile: dice 4 + 4, Agile +1, forward: GM +1, "
                                              "forward: GM -2 = 8, 7-9 weak hit.", caller=self.char2)
        self.call(CmdForward(), "Char2=1", "Char2 takes +1 forward")
        self.call(CmdForward(), "/clear Char2", "Char2's forwards are cleared.")
        self.assertEqual(self.sheet(self.char2).forwards, ())

    def test_bad_input_and_permissions(self):
        cases = [
            ("Char2", "Give a name and a forward such as +1 or -1."),
            ("Char2=0", "A forward of 0 changes nothing; give +N or -N."),
            ("Char2=+6", "A modifier runs from -5 to +5; +6 is out of range."),
            ("Char2=x", "'x' is not a whole number."),
            ("Nobody=+1", "There is no character called 'Nobody'."),
            ("/all Char2=+1", "Unknown switch /all. This command takes /clear."),
        ]
        for args, expected in cases:
            with self.subTest(args=args):
                self.refuse(CmdForward(), args, expected)
        self.refuse(CmdForward(), "Char2=+1", GM_FORWARD, caller=self.char2)
        self.refuse(CmdForward(), "/clear Char", GM_FORWARD, caller=self.char2)


class TestKeepFighting(PbtaCommandTest):
    def setUp(self):
        super().setUp()
        self.set_pbta(self.char2, Forceful=1, Charming=1)

    def knock_down(self):
        out = self.roll(CmdDamage(), "d10 Char2", [10], "Char rolls damage: d10 (d10): 10 = 10. Char2 takes 10 "
                                                        "damage: HP 10 -> 0. Char2 is at 0 HP! Char2 rolls Keep "
                                                        "Fighting next")
        self.assertEqual(self.sheet(self.char2).condition, DOWN)
        return out

    def keep_fighting(self, faces, expected):
        return self.roll(CmdMove(), "keep fighting", faces, expected, caller=self.char2)

    def test_only_keep_fighting_may_be_rolled_at_zero(self):
        self.knock_down()
        self.refuse(CmdRoll(), "Agile", "Your HP has hit 0: roll Keep Fighting first.", caller=self.char2)
        self.refuse(CmdBargain(), "", "You bargain for your life only when the spirits", caller=self.char2)

    def test_thirteen_plus_back_to_one(self):
        self.knock_down()
        out = self.keep_fighting([6, 6], "Char2 rolls Keep Fighting: dice 6 + 6, Forceful +1 = 13, 13+ critical.")
        self.assertIn("Char2 is back up at 1 HP.", out)
        self.assertEqual((self.sheet(self.char2).hp, self.sheet(self.char2).condition), (1, UP))

    def test_strong_fights_on_with_minus_one(self):
        self.knock_down()
        out = self.keep_fighting([4, 5], "Char2 rolls Keep Fighting: dice 4 + 5, Forceful +1 = 10, 10-12 strong hit.")
        self.assertIn("Char2 fights on at 0 HP, -1 on every roll until healed.", out)
        self.roll(CmdRoll(), "Forceful", [3, 3], "Char2 rolls Forceful: dice 3 + 3, Forceful +1, 0 HP -1 = 6",
                  caller=self.char2)
        # another blow at 0 HP calls for Keep Fighting again
        self.roll(CmdDamage(), "d4 Char2", [1], "Char rolls damage: d4 (d4): 1 = 1. Char2 takes 1 damage: HP 0 -> 0. "
                                                "Char2 is at 0 HP!")
        self.assertEqual(self.sheet(self.char2).condition, DOWN)

    def test_weak_one_more_action(self):
        self.knock_down()
        out = self.keep_fighting([3, 3], "Char2 rolls Keep Fighting: dice 3 + 3, Forceful +1 = 7, 7-9 weak hit.")
        self.assertIn("Char2 has one more action (their next roll), then passes out.", out)
        self.assertEqual(self.sheet(self.char2).condition, LAST_ACTION)
        out = self.roll(CmdMove(), "dodge", [6, 5], "Char2 rolls Dodge", caller=self.char2)
        self.assertIn("That was Char2's last action: they collapse, unconscious.", out)
        self.assertEqual(self.sheet(self.char2).condition, UNCONSCIOUS)
        self.refuse(CmdRoll(), "Agile", "You are unconscious.", caller=self.char2)
        # hurt while out cold: off to the spirits
        self.roll(CmdDamage(), "fist Char2", [2], "Char rolls damage: Fist (d4): 2 = 2. Char2 takes 2 damage: "
                                                  "HP 0 -> 0. Char2, already out cold, slips away to the spirits")
        self.assertEqual(self.sheet(self.char2).condition, BARGAINING)

    def test_miss_meets_the_spirits_and_bargain_bands(self):
        cases = [
            ((6, 6), "13+ critical", "Char2 wakes with 1 HP.", (1, UP, False)),
            ((5, 5), "10-12 strong hit", "Char2 wakes at 0 HP, -1 on every roll until healed.", (0, FUNCTIONING, False)),
            ((3, 3), "7-9 weak hit", "Char2 wakes at 0 HP, but owes the spirits: choose with +bargain favor or "
                                     "+bargain changed.", (0, FUNCTIONING, True)),
            ((1, 1), "6- miss", "The spirits keep Char2. Char2 is dead", (0, DEAD, False)),
        ]
        for faces, band, line, (hp, cond, due) in cases:
            with self.subTest(band=band):
                self.set_pbta(self.char2, Forceful=1, Charming=1)
                self.knock_down()
                out = self.keep_fighting([1, 2], "Char2 rolls Keep Fighting: dice 1 + 2, Forceful +1 = 4, 6- miss.")
                self.assertIn("Char2 blacks out and meets the spirits: +bargain to plead for life.", out)
                self.assertEqual(self.sheet(self.char2).condition, BARGAINING)
                self.refuse(CmdRoll(), "Charming", "You are with the spirits: Bargain for Your Life.",
                            caller=self.char2)
                out = self.roll(CmdBargain(), "", faces, "Char2 rolls Bargain for Your Life: dice", caller=self.char2)
                self.assertIn(band, out)
                self.assertIn(line, out)
                sheet = self.sheet(self.char2)
                self.assertEqual((sheet.hp, sheet.condition, sheet.price_due), (hp, cond, due))

    def test_price_choice(self):
        self.set_pbta(self.char2, hp=0, condition=BARGAINING)
        self.roll(CmdBargain(), "", [4, 4], "Char2 rolls Bargain for Your Life", caller=self.char2)
        self.refuse(CmdBargain(), "gold", "Choose the spirits' price: favor or changed.", caller=self.char2)
        self.call(CmdBargain(), "favor", {self.char2: "Char2 is in the spirits' debt",
                                          self.char1: "Char2 is in the spirits' debt"}, caller=self.char2)
        sheet = self.sheet(self.char2)
        self.assertEqual((sheet.price_due, sheet.prices), (False, ("favor",)))
        self.refuse(CmdBargain(), "changed", "You owe the spirits no price right now.", caller=self.char2)

    def test_the_dead(self):
        self.set_pbta(self.char2, hp=0, condition=DEAD)
        self.refuse(CmdRoll(), "Agile", "The dead roll no dice.", caller=self.char2)
        self.refuse(CmdDamage(), "club Char2", "Char2 is already dead.")
