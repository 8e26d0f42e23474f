"""One way of counting chargen points: +stat, +sheet and +chargen say
"<budget>: N of M spent, K left." (the web form's words), from the sheet
handler's chargen_budgets(). Submitting with points left warns, on telnet
and on the web, and goes ahead."""

from dataclasses import replace

from django.urls import reverse

from rules.pbta.sheet import new_sheet
from rulesets import registry as rulesets
from rulesets.fs3.commands.chargen import CmdChargen as Fs3Chargen
from rulesets.fs3.commands.chargen import CmdStat as Fs3Stat
from rulesets.fs3.commands.sheet import CmdSheet as Fs3Sheet
from rulesets.muse.commands.chargen import CmdChargen as MuseChargen
from rulesets.muse.commands.chargen import CmdStat as MuseStat
from rulesets.muse.commands.sheet import CmdSheet as MuseSheet
from rulesets.mw.commands.chargen import CmdArchetype, CmdWord
from rulesets.mw.commands.chargen import CmdChargen as MwChargen
from rulesets.pbta.commands.chargen import CmdStat as PbtaStat
from rulesets.pbta.commands.sheet import CmdSheet as PbtaSheet
from tests.helpers.game import FourfoldCommandTest
from tests.helpers.web import WebTest


class OneCountTest(FourfoldCommandTest):
    def lines_in(self, text, budgets):
        return [b.line for b in budgets if b.line in text]

    def test_fs3_stat_and_sheet_say_the_same(self):
        said = self.call(Fs3Stat(), "Wit=3", caller=self.char2)
        sheet = self.call(Fs3Sheet(), "", caller=self.char2)
        expected = ["Attribute points: 2 of 8 spent, 6 left.", "Skill points: 0 of 20 spent, 20 left."]
        for line in expected:
            self.assertIn(line, said)
            self.assertIn(line, sheet)

    def test_muse_stat_and_sheet_say_the_same(self):
        rulesets.set_room_ruleset(self.room1, "muse")
        said = self.call(MuseStat(), "Might=3", caller=self.char2)
        sheet = self.call(MuseSheet(), "", caller=self.char2)
        for text in (said, sheet):
            self.assertIn("Trait points: 2 of 18 spent, 16 left.", text)

    def test_pbta_sheet_counts_only_the_chargen_points_as_stat_does(self):
        # a levelled character reopened for chargen: +1 Forceful came from a level
        stats = {"Forceful": 2, "Agile": 1, "Insightful": 0, "Charming": 0}
        self.char2.pbta.save(replace(new_sheet("human", stats), level=2, earned={"Forceful": 1}))
        said = self.call(PbtaStat(), "Agile=1", caller=self.char2)
        sheet = self.call(PbtaSheet(), "", caller=self.char2)
        for text in (said, sheet):
            self.assertIn("Stat points: 2 of 4 spent, 2 left.", text)


class SubmitWarnsTest(FourfoldCommandTest):
    def test_submitting_with_points_left_warns_and_submits(self):
        out = self.call(Fs3Chargen(), "/submit", "Submitted. Staff have been told", caller=self.char2)
        self.assertIn("Note: 8 Attribute points and 20 Skill points are still unspent.", out)
        self.assertTrue(self.char2.fs3.submitted)

    def test_one_point_left_is_said_so(self):
        rulesets.set_room_ruleset(self.room1, "muse")
        for args in ("/path Wayfinder", "/key Survival", "Survival=10", "Might=9"):
            self.call(MuseStat(), args, caller=self.char2)
        out = self.call(MuseChargen(), "/submit", "Submitted.", caller=self.char2)
        self.assertIn("Note: 1 Trait point is still unspent.", out)

    def test_everything_spent_no_note(self):
        rulesets.set_room_ruleset(self.room1, "muse")
        for args in ("/path Wayfinder", "/key Survival", "Survival=10", "Might=10"):
            self.call(MuseStat(), args, caller=self.char2)
        out = self.call(MuseChargen(), "/submit", "Submitted.", caller=self.char2)
        self.assertNotIn("Note:", out)

    def test_a_ruleset_without_points_never_warns(self):
        rulesets.set_room_ruleset(self.room1, "mw")
        self.call(CmdArchetype(), "True Muscle", caller=self.char2)
        self.call(CmdWord(), "/add M=Might/muscle", caller=self.char2)
        out = self.call(MwChargen(), "/submit", "Submitted.", caller=self.char2)
        self.assertNotIn("Note:", out)


class SubmitWarnsOnTheWebTest(WebTest):
    def url(self, name):
        return reverse(name, args=[self.char.id, "pbta"])

    def test_the_page_and_the_submission_say_what_is_unspent(self):
        owner = self.client_for(self.owner)
        owner.post(self.url("fourfold-chargen-sheet"), {"people": "human", "Forceful": "1", "Agile": "1",
                                                        "Insightful": "0", "Charming": "0",
                                                        "temptation": "honey"})
        page = owner.get(self.url("fourfold-chargen-sheet"))
        self.assertContains(page, "2 Stat points are still unspent. You may submit anyway.")
        page = owner.post(self.url("fourfold-chargen-submit"), follow=True)
        self.assertContains(page, "Submitted. Staff have been told")
        self.assertContains(page, "alert-warning")
        self.assertContains(page, "Note: 2 Stat points are still unspent.")
        self.assertTrue(self.char.pbta.submitted)

    def test_all_spent_no_warning(self):
        owner = self.client_for(self.owner)
        owner.post(self.url("fourfold-chargen-sheet"), {"people": "human", "Forceful": "1", "Agile": "2",
                                                        "Insightful": "1", "Charming": "0",
                                                        "temptation": "honey"})
        self.assertNotContains(owner.get(self.url("fourfold-chargen-sheet")), 'id="cg-unspent"')
        page = owner.post(self.url("fourfold-chargen-submit"), follow=True)
        self.assertNotContains(page, "still unspent")
