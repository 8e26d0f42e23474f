"""A scripted pbta session in a room set to pbta: chargen, approval, rolls,
tokens and a level-up; then a fight that drops a character to 0 HP, Keep
Fighting, the spirits and the price of coming back."""

from commands.ruleset_cmd import CmdRuleset
from rules.pbta.sheet import FUNCTIONING, UP
from rulesets.pbta.commands.chargen import CmdApprove, CmdChargen, CmdLevelUp, CmdStat
from rulesets.pbta.commands.damage import CmdDamage
from rulesets.pbta.commands.defend import CmdDefend
from rulesets.pbta.commands.moves import CmdBargain, CmdMove, CmdRest, CmdRoll, CmdWatch
from rulesets.pbta.commands.sheet import CmdSheet, CmdToken
from tests.helpers.pbta import PbtaCommandTest


class TestSession(PbtaCommandTest):
    def setUp(self):
        super().setUp()
        self.call(CmdRuleset(), "here=pbta", "Room now plays under pbta")
        self.grok = self.make_char("Grok")
        self.set_pbta(self.grok, people="giant", Forceful=2)

    def test_the_room_gives_the_pbta_commands(self):
        self.char2.cmdset.update()
        roll = self.char2.cmdset.current.get("+roll")
        self.assertEqual(type(roll).__module__, "rulesets.pbta.commands.moves")
        for key in ("+move", "+moves", "+defend", "+rest", "+watch", "+bargain", "+damage", "+hp",
                    "+forward", "+token", "+levelup", "+sheet", "+stat", "+chargen", "+approve", "+setstat",
                    "+rolls"):
            self.assertIsNotNone(self.char2.cmdset.current.get(key), key)

    def test_chargen_to_level_up(self):
        me = self.char2
        self.call(CmdStat(), "/people Neanderthal", "You are one of the Neanderthal people now: 12 HP.", caller=me)
        self.call(CmdStat(), "Forceful=2", "Forceful is now +2", caller=me)
        self.call(CmdStat(), "Agile=1", "Agile is now +1", caller=me)
        self.call(CmdStat(), "Insightful=1", "Insightful is now +1. Stat points: 4 of 4 spent, 0 left.", caller=me)
        self.call(CmdStat(), "/temptation roasted grubs", "Your Minor Temptation: roasted grubs", caller=me)
        self.call(CmdChargen(), "/submit", "Submitted.", caller=me)
        self.call(CmdApprove(), "Char2", "Char2's pbta sheet is approved and locked.")
        # play
        self.roll(CmdMove(), "forage", [4, 4], "Char2 rolls Find Food: dice 4 + 4, Insightful +1 = 9, 7-9 weak hit.",
                  caller=me)
        self.roll(CmdWatch(), "", [5, 5], "Char2 rolls Take Watch: dice 5 + 5, Insightful +1 = 11, 10+", caller=me)
        self.roll(CmdRoll(), "Forceful", [2, 4], "Char2 rolls Forceful: dice 2 + 4, Forceful +2, forward: Take Watch "
                                                 "+1 = 9", caller=me)
        self.assertEqual([(f.source, f.value) for f in self.grok.pbta.sheet().forwards], [("Take Watch", 1)])
        self.roll(CmdMove(), "melee Grok", [5, 6], "Char2 rolls Melee Combat (Grok): dice 5 + 6, Forceful +2 = 13, "
                                                   "13+ critical.", caller=me)
        self.roll(CmdDamage(), "stone axe Grok", [4], "Char2 rolls damage: Stone Axe (d10): 4 = 4, doubled for a 13+ "
                                                      "= 8. Grok takes 8 damage: HP 14 -> 6.", caller=me)
        # tokens and the level-up
        self.call(CmdToken(), "/award Char2=5", "Char2 gains 5 token(s), now 5.")
        self.refuse(CmdLevelUp(), "Forceful", "Levelling up from 1 takes 8 tokens; you have 5.", caller=me)
        self.call(CmdToken(), "/award Char2=4", "Char2 gains 4 token(s), now 9.")
        self.call(CmdLevelUp(), "Forceful", {me: "You reach level 2: Forceful is now +3 and your maximum HP 13. "
                                                 "8 tokens spent, 1 left (the next level costs 9).",
                                             self.char1: "Char2 reaches level 2!"}, caller=me)
        out = self.call(CmdSheet(), "", "Char2  (pbta sheet, approved)   Neanderthal, level 2", caller=me)
        self.assertRegex(out, r"\+3\s+\+1\s+\+1\s+\+0")
        self.assertRegex(out, r"HP\s+13 of 13")
        self.assertRegex(out, r"Temptation\s+roasted grubs")
        self.roll(CmdRoll(), "Forceful", [1, 1], "Char2 rolls Forceful: dice 1 + 1, Forceful +3 = 5, 6- miss.",
                  caller=me)

    def test_zero_hp_keep_fighting_and_bargain(self):
        me = self.char2
        self.set_pbta(me, Forceful=1, Charming=0)
        me.pbta.approved = True
        # Grok defends the fire, then charges: his Readiness is gone
        self.roll(CmdDefend(), "the fire", [4, 4], "Grok rolls Defend (guarding the fire)", caller=self.grok)
        self.roll(CmdMove(), "melee Char2", [5, 4], "Grok rolls Melee Combat (Char2): dice 5 + 4, Forceful +2 = 11",
                  caller=self.grok)
        self.assertEqual(self.grok.pbta.sheet().readiness, 0)
        self.roll(CmdDamage(), "big club Char2", [6], "Grok rolls damage: Big Club (d8): 6 = 6. Char2 takes 6 "
                                                      "damage: HP 10 -> 4.", caller=self.grok)
        self.roll(CmdMove(), "melee Char2", [6, 2], "Grok rolls Melee Combat", caller=self.grok)
        out = self.roll(CmdDamage(), "big club Char2", [8], "Grok rolls damage: Big Club (d8): 8 = 8. Char2 takes "
                                                            "8 damage: HP 4 -> 0.", caller=self.grok)
        self.assertIn("Char2 rolls Keep Fighting next: +move keep fighting.", out)
        self.refuse(CmdMove(), "melee Grok", "Your HP has hit 0: roll Keep Fighting first.", caller=me,
                    extra=(self.grok,))
        out = self.roll(CmdMove(), "keep fighting", [2, 2], "Char2 rolls Keep Fighting: dice 2 + 2, Forceful +1 = 5, "
                                                            "6- miss.", caller=me)
        self.assertIn("+bargain", out)
        out = self.roll(CmdBargain(), "", [4, 4], "Char2 rolls Bargain for Your Life: dice 4 + 4, Charming +0 = 8, "
                                                  "7-9 weak hit.", caller=me)
        self.assertIn("+bargain favor or +bargain changed", out)
        self.call(CmdBargain(), "changed", "Char2 comes back from the spirits changed", caller=me)
        sheet = me.pbta.sheet()
        self.assertEqual((sheet.hp, sheet.condition, sheet.prices), (0, FUNCTIONING, ("changed",)))
        # fighting on at 0 HP costs 1 on every roll, until a rest heals
        self.roll(CmdMove(), "dodge", [3, 4], "Char2 rolls Dodge: dice 3 + 4, Agile +0, 0 HP -1 = 6, 6- miss.",
                  caller=me)
        self.roll(CmdRest(), "", [5, 4, 2], "Char2 rolls Rest: dice 5 + 4, Forceful +1, 0 HP -1 = 9, 7-9 weak hit.",
                  caller=me)
        sheet = me.pbta.sheet()
        self.assertEqual((sheet.hp, sheet.condition), (3, UP))
        self.assertEqual(len(self.history()), 10)
