"""mw's web chargen form (rulesets/mw/web_chargen.py): the archetype and a
Word per letter of MUSCLE and WIZARD, checked by the rules code +archetype
and +word use (a refusal stands beside its field in the commands' words and
nothing is stored; a good form stores what the commands would), and a roll
preview with +odds' numbers; then the page itself for an mw character."""

import re

from django.urls import reverse

from commands.odds import CmdOdds
from features.community.models import Request
from rules.errors import RulesError
from rules.mw.action import WordUse
from rules.mw.words import NAME_MAX
from rulesets import registry
from rulesets.mw.commands.chargen import CmdArchetype, CmdWord
from rulesets.mw.commands.odds import odds_table
from tests.helpers.mw import MwCommandTest
from tests.helpers.web import WebTest

LETTERS = list("MUSCLE") + list("WIZARD")
BLANK = {letter: "" for letter in LETTERS}
GOOD = {**BLANK, "archetype": "true_muscle", "M": "Might", "L": "Leverage", "Z": "Zap"}
ODDS_ROW = re.compile(r"^(.*?)\s+(\d+\.\d%) \|")


class MwWebFormTest(MwCommandTest):
    def setUp(self):
        super().setUp()
        self.part = registry.get("mw").load("web_chargen")
        registry.set_room_ruleset(self.room1, "mw")

    def stored(self, char=None):
        char = char or self.char1
        return sorted((a.key, repr(a.value)) for a in char.attributes.all() if a.category == "mw")

    def said(self, cmd, args, caller=None):
        """The first line a command answers (a refusal's usage line follows)."""
        return self.call(cmd, args, caller=caller or self.char2).strip().splitlines()[0]

    def telnet(self, *steps):
        """Build char2's sheet with the commands."""
        for cmd, args in steps:
            self.call(cmd, args, caller=self.char2)

    # --- the form -----------------------------------------------------------
    def test_the_form_has_the_archetype_and_a_field_per_letter(self):
        form = self.part.form(self.char1)
        self.assertEqual([s.title for s in form.sections], ["Archetype", "MUSCLE Words", "WIZARD Words"])
        self.assertEqual([f.name for f in form.fields], ["archetype", *LETTERS])
        archetype = form.fields[0]
        self.assertEqual((archetype.kind, archetype.value), ("choice", ""))
        self.assertEqual([v for v, _ in archetype.choices], ["", "muscle_wizard", "true_muscle", "true_wizard"])
        self.assertIn(("true_muscle", "True Muscle (MUSCLE d6, WIZARD d4)"), archetype.choices)
        self.assertIn("starts every Word over", archetype.help)
        for f in form.fields[1:]:
            self.assertEqual((f.kind, f.value, f.max_length, f.rollable), ("text", "", NAME_MAX, False))
        self.assertEqual(form.rolls, ())
        self.assertFalse(form.takes_modifier)

    def test_the_form_shows_the_sheet_and_rolls_its_words(self):
        self.give_sheet(self.char1, "true_wizard", {"M": "Might", "Z": "Zap"}, approved=False)
        form = self.part.form(self.char1)
        values = {f.name: f.value for f in form.fields}
        self.assertEqual((values["archetype"], values["M"], values["Z"], values["U"]),
                         ("true_wizard", "Might", "Zap", ""))
        self.assertNotIn("", [v for v, _ in form.fields[0].choices])  # no going back to none
        self.assertIn("Rolls d6 now.", {f.name: f.help for f in form.fields}["Z"])
        self.assertIn("New WIZARD Words start at d6", form.sections[2].note)
        self.assertEqual(form.rolls, (("M", "Might (M)"), ("Z", "Zap (Z)")))
        typed = self.part.form(self.char1, {**BLANK, "archetype": "true_wizard", "W": "Wallop"})
        self.assertEqual(typed.rolls, (("W", "Wallop (W)"),))  # the Words as posted

    # --- refusals -------------------------------------------------------------
    def test_each_refusal_is_beside_its_field_in_the_commands_words(self):
        self.telnet((CmdArchetype(), "True Muscle"), (CmdWord(), "/add M=Might/muscle"))
        self.call(CmdArchetype(), "True Muscle", caller=self.char1)
        self.call(CmdWord(), "/add M=Might/muscle", caller=self.char1)
        long_name = "S" * (NAME_MAX + 1)
        cases = [  # posted, its field, what the command is told
            ({"archetype": "Bogus"}, "archetype", (CmdArchetype(), "Bogus")),
            ({"archetype": "True"}, "archetype", (CmdArchetype(), "True")),
            ({"S": "Zap"}, "S", (CmdWord(), "/add S=Zap/muscle")),
            ({"S": long_name}, "S", (CmdWord(), f"/add S={long_name}/muscle")),
            # a second Word called Might: refused by the name rule first
            ({"U": "Might"}, "U", (CmdWord(), "/add U=Might/muscle")),
        ]
        before, telnet_before = self.stored(), self.stored(self.char2)
        for posted, field, (cmd, args) in cases:
            with self.subTest(field=field, posted=posted):
                posted = {**GOOD, "M": "Might", **posted}
                errors, changed = self.part.save(self.char1, posted)
                self.assertEqual((list(errors), changed), ([field], False))
                self.assertEqual(self.stored(), before)
                shown = self.part.form(self.char1, posted, errors)
                self.assertEqual({f.name: f.error for f in shown.fields}[field], errors[field])
                self.assertEqual({f.name: f.value for f in shown.fields}[field], posted[field])
                self.assertEqual(self.said(cmd, args), errors[field])
        self.assertEqual(self.stored(self.char2), telnet_before)
        errors, _ = self.part.save(self.char1, {**GOOD, "S": "Zap", "Z": "Wham"})
        self.assertEqual(sorted(errors), ["S", "Z"])  # every bad field at once
        self.assertEqual(self.stored(), before)

    def test_words_need_an_archetype_first(self):
        errors, changed = self.part.save(self.char1, {**BLANK, "archetype": "", "M": "Might"})
        self.assertEqual((errors, changed), ({"archetype": "Choose an archetype before adding Words."}, False))
        self.assertEqual(self.stored(), [])
        self.assertEqual(self.part.save(self.char1, {**BLANK, "archetype": ""}), ({}, False))
        self.assertEqual(self.stored(), [])

    def test_an_approved_sheet_is_locked(self):
        self.give_sheet(self.char1, words={"M": "Might"}, approved=True)
        self.give_sheet(self.char2, words={"M": "Might"}, approved=True)
        before = self.stored()
        errors, changed = self.part.save(self.char1, {**GOOD, "archetype": "true_wizard"})
        self.assertEqual((list(errors), changed), (["sheet"], False))
        self.assertEqual(self.stored(), before)
        self.assertEqual(errors["sheet"], self.said(CmdArchetype(), "True Wizard"))
        self.assertEqual(self.part.form(self.char1, GOOD, errors).error, errors["sheet"])

    # --- a good form ----------------------------------------------------------------
    def test_a_good_form_stores_what_the_commands_would(self):
        def same():
            self.assertEqual(self.char1.mw._get("sheet"), self.char2.mw._get("sheet"))

        self.assertEqual(self.part.save(self.char1, GOOD), ({}, True))
        self.telnet((CmdArchetype(), "True Muscle"), (CmdWord(), "/add M=Might/muscle"),
                    (CmdWord(), "/add L=Leverage/muscle"), (CmdWord(), "/add Z=Zap/wizard"))
        same()
        self.assertEqual(self.part.save(self.char1, GOOD), ({}, False))  # posted again: nothing to do
        for char in (self.char1, self.char2):  # Gains and items survive a new archetype
            self.give_sheet(char, "true_muscle", {"M": "Might", "L": "Leverage", "Z": "Zap"}, gains=3,
                            items=[("Belt", "flat", 6, False)], approved=False)
        self.assertEqual(self.part.save(self.char1, {**GOOD, "archetype": "true_wizard"}), ({}, True))
        self.telnet((CmdArchetype(), "True Wizard"))
        same()
        self.assertEqual(self.char1.mw.sheet().gains, 3)
        self.part.save(self.char1, {**GOOD, "archetype": "true_wizard", "Z": "", "M": "Mass"})
        self.telnet((CmdWord(), "/remove Z/wizard"), (CmdWord(), "/remove M/muscle"),
                    (CmdWord(), "/add M=Mass/muscle"))
        same()
        self.char1.mw.check_ready()  # what submitting asks

    def test_leaving_a_letter_out_of_the_post_leaves_its_word(self):
        self.part.save(self.char1, GOOD)
        self.assertEqual(self.part.save(self.char1, {"U": "Uppercut"}), ({}, True))
        self.assertEqual([w.name for w in self.char1.mw.sheet().words], ["Might", "Uppercut", "Leverage", "Zap"])

    # --- the preview ----------------------------------------------------------------
    def test_the_preview_is_plus_odds(self):
        posted = {**GOOD, "M": "Might"}
        preview = self.part.preview(self.char1, posted, "M", 0)
        self.assertEqual(self.stored(), [])  # nothing stored
        _errors, sheet = self.part.changes(self.char1, posted)
        title, rows, notes = odds_table(self.char1, [WordUse("M")], sheet=sheet)
        self.assertEqual((preview.title, preview.rows), (title, tuple((lb, float(p)) for lb, p in rows)))
        self.assertEqual(preview.title, "Odds of d6, exploding on 6+ (reduction 0)")
        # +odds leaves out rows under 0.01%
        self.assertAlmostEqual(sum(chance for _label, chance in preview.rows), 1.0, places=4)
        # the same Word stored by the commands, asked for with +odds
        self.telnet((CmdArchetype(), "True Muscle"), (CmdWord(), "/add M=Might/muscle"))
        lines = self.call(CmdOdds(), "Might", caller=self.char2).splitlines()
        self.assertEqual(lines[0], preview.title)
        self.assertEqual(tuple(ODDS_ROW.match(line).groups() for line in lines[1:-1]), preview.percents)
        self.assertEqual(lines[-1], preview.note)
        self.assertEqual(self.part.preview(self.char1, posted, "Might", 0).rows, preview.rows)

    def test_a_bad_preview_is_refused_in_words(self):
        cases = [
            ({**GOOD, "S": "Zap"}, "M", 0, "The Word for S must start with S; 'Zap' does not."),
            (GOOD, "M", 2, "A Word roll takes no modifier"),
            (GOOD, "Q", 0, "You have no Word for Q."),
            (GOOD, "", 0, "Name a Word of Power."),
            ({**BLANK, "archetype": ""}, "M", 0, "You have no Muscle Wizard sheet yet"),
        ]
        for posted, roll, modifier, expected in cases:
            with self.subTest(roll=roll, modifier=modifier):
                with self.assertRaises(RulesError) as caught:
                    self.part.preview(self.char1, posted, roll, modifier)
                self.assertTrue(caught.exception.message.startswith(expected), caught.exception.message)
        self.assertEqual(self.stored(), [])


class MwChargenPageTest(WebTest):
    def setUp(self):
        super().setUp()
        self.owner_client = self.client_for(self.owner)

    def url(self, name, key="mw"):
        return reverse(name, args=[self.char.id, key])

    def stored(self):
        return sorted((a.key, repr(a.value)) for a in self.char.attributes.all() if a.category == "mw")

    def test_the_page_draws_the_mw_form(self):
        page = self.owner_client.get(self.url("fourfold-chargen-sheet"))
        self.assertEqual(page.status_code, 200)
        for text in ('name="archetype"', 'name="M"', 'name="D"', "MUSCLE Words", "WIZARD Words",
                     "True Wizard (MUSCLE d4, WIZARD d6)", "Use Brick", 'id="cg-submit"'):
            self.assertContains(page, text)
        self.assertNotContains(page, 'id="cg-modifier"')  # a Word roll takes none
        self.assertContains(self.owner_client.get(self.url("fourfold-chargen-sheet", "fs3")), 'id="cg-modifier"')
        index = self.owner_client.get(reverse("fourfold-chargen"))
        self.assertContains(index, self.url("fourfold-chargen-sheet"))

    def test_a_refusal_is_answered_beside_its_field_and_nothing_is_stored(self):
        page = self.owner_client.post(self.url("fourfold-chargen-sheet"), {**GOOD, "S": "Zap"})
        self.assertEqual(page.status_code, 400)
        self.assertContains(page, 'id="cg-s-error"', status_code=400)
        self.assertContains(page, "The Word for S must start with S; &#x27;Zap&#x27; does not.", status_code=400)
        self.assertEqual(self.stored(), [])

    def test_a_good_form_is_saved_takes_back_a_submission_and_can_be_submitted(self):
        self.char.mw.submitted = True
        page = self.owner_client.post(self.url("fourfold-chargen-sheet"), GOOD, follow=True)
        self.assertContains(page, "Saved. Your submission is withdrawn")
        self.assertFalse(self.char.mw.submitted)
        self.assertEqual({w.name: w.die for w in self.char.mw.sheet().words}, {"Might": 6, "Leverage": 6, "Zap": 4})
        page = self.owner_client.post(self.url("fourfold-chargen-submit"), follow=True)
        self.assertContains(page, "Submitted. Staff have been told")
        self.assertEqual(Request.objects.get().title, "Chargen: Muscle Wizard sheet")
        review = self.client_for(self.staff).get(self.url("fourfold-chargen-review"))
        self.assertContains(review, "Leverage")

    def test_submitting_needs_an_archetype_and_a_word(self):
        page = self.owner_client.post(self.url("fourfold-chargen-submit"), follow=True)
        self.assertContains(page, "Choose an archetype and add at least one Word")
        self.assertFalse(self.char.mw.submitted)
        self.assertEqual(Request.objects.count(), 0)

    def test_the_sample_character_applies_in_one_click(self):
        page = self.owner_client.post(self.url("fourfold-chargen-template"), follow=True)
        self.assertContains(page, "Copied Brick onto your sheet")
        self.assertEqual({w.name: w.die for w in self.char.mw.sheet().words}, {"Might": 6, "Leverage": 6, "Zap": 4})

    def test_an_approved_sheet_is_locked_on_the_web(self):
        self.owner_client.post(self.url("fourfold-chargen-sheet"), GOOD)
        self.char.mw.approved = True
        before = self.stored()
        page = self.owner_client.post(self.url("fourfold-chargen-sheet"), {**GOOD, "archetype": "true_wizard"},
                                      follow=True)
        self.assertContains(page, "approved and locked")
        self.owner_client.post(self.url("fourfold-chargen-template"))
        self.assertEqual(self.stored(), before)

    def test_the_preview_answers_json(self):
        answer = self.owner_client.get(self.url("fourfold-chargen-odds"), {**GOOD, "roll": "M"})
        self.assertEqual(answer.status_code, 200)
        data = answer.json()
        self.assertEqual(data["title"], "Odds of d6, exploding on 6+ (reduction 0)")
        self.assertEqual(data["rows"][0], {"outcome": "Fumble (first die 1)", "percent": "16.7%"})
        self.assertTrue(data["note"].startswith("Average dice total"))
        self.assertEqual(self.stored(), [])
        bad = self.owner_client.get(self.url("fourfold-chargen-odds"), {**GOOD, "roll": "M", "modifier": "1"})
        self.assertEqual(bad.status_code, 400)
        self.assertIn("no modifier", bad.json()["error"])

    def test_the_players_text_is_escaped(self):
        hostile = "M<script>alert(1)</script>"
        self.owner_client.post(self.url("fourfold-chargen-sheet"), {**GOOD, "M": hostile})
        self.assertEqual(self.char.mw.sheet().word("M").name, hostile)
        page = self.owner_client.get(self.url("fourfold-chargen-sheet"))
        self.assertNotContains(page, "<script>alert")
        self.assertContains(page, "M&lt;script&gt;alert(1)&lt;/script&gt; (M)")  # the preview's choice
        refused = self.owner_client.post(self.url("fourfold-chargen-sheet"), {**GOOD, "S": "<b>bold</b>"})
        self.assertNotContains(refused, "<b>bold", status_code=400)
        self.assertContains(refused, "&#x27;&lt;b&gt;bold&lt;/b&gt;&#x27; does not", status_code=400)
