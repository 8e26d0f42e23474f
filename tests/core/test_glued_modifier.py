"""A modifier glued to a command's name reaches the command
(core/glued_modifier.py), in every ruleset: '+rest-5' is +rest with
-5, never "the 5th +rest"; '+rest+1' is found at all. Modifiers glued to an
argument ('+roll Alertness-2') were always the command's and stay so."""

from rulesets.registry import set_room_ruleset
from server.conf import cmdparser
from tests.helpers.pbta import PbtaCommandTest

CASES = {
    "fs3": [("+roll Alertness-2", "+roll", " Alertness-2"), ("+roll Alertness+1", "+roll", " Alertness+1"),
            ("+roll/luck Alertness-2", "+roll", "/luck Alertness-2"),
            ("+odds Alertness-1", "+odds", " Alertness-1")],
    "muse": [("+roll Might-2", "+roll", " Might-2"), ("+challenge Might-1", "+challenge", " Might-1")],
    "pbta": [("+rest-5", "+rest", "-5"), ("+watch-5", "+watch", "-5"), ("+rest+1", "+rest", "+1"),
             ("+watch+2", "+watch", "+2"), ("+roll Agile-1", "+roll", " Agile-1"),
             ("+move rest-1", "+move", " rest-1"), ("rest-3", "+rest", "-3"),
             ("+REST-5", "+rest", "-5")],
    "mw": [("+roll Might+1 vs 8", "+roll", " Might+1 vs 8")],
}


class TestGluedModifier(PbtaCommandTest):
    def parse(self, text):
        cmdset = self.char1.cmdset.current + self.account.cmdset.current
        return cmdparser.cmdparser(text, cmdset, self.char1, session=self.session)

    def test_every_rulesets_modifiers_reach_the_command(self):
        for ruleset, cases in CASES.items():
            set_room_ruleset(self.room1, ruleset)
            self.char1.sync_ruleset()
            for text, key, args in cases:
                with self.subTest(f"{ruleset} {text}"):
                    found = self.parse(text)
                    self.assertEqual([(m[2].key, m[1]) for m in found], [(key, args)])

    def test_rest_and_watch_with_a_glued_modifier_roll_with_it(self):
        from rulesets.pbta.commands.moves import CmdRest, CmdWatch

        set_room_ruleset(self.room1, "pbta")
        self.char1.sync_ruleset()
        self.set_pbta(self.char1, Forceful=1, Insightful=1, hp=3)
        for text, cmd in (("+rest-5", CmdRest), ("+watch-5", CmdWatch)):
            with self.subTest(text):
                args = self.parse(text)[0][1]
                out = self.roll(cmd(), args, [4, 4])  # 8 + 1 - 5: a miss either way
                self.assertIn("-5", out)

    def test_evennias_own_commands_keep_evennias_numbering(self):
        found = self.parse("look-2")
        self.assertEqual([(m[2].key, m[1]) for m in found], [("look", "")])
        self.assertEqual(self.parse("nosuch-5"), [])
