"""pbta's web chargen form (rulesets/pbta/web_chargen.py): built from the
sheet, checked by the rules code +stat uses (a refusal on the form reads as
+stat's and nothing is stored), and a preview with +odds' numbers."""

from evennia.utils.test_resources import EvenniaCommandTest

from rules.pbta.stats import STATS
from rulesets import registry
from rulesets.pbta.commands.chargen import CmdStat
from rulesets.pbta.commands.odds import odds_table

GOOD = {"people": "neanderthal", "Forceful": "2", "Agile": "1", "Insightful": "1", "Charming": "0",
        "temptation": "shiny river stones"}


class PbtaWebFormTest(EvenniaCommandTest):
    character_typeclass = "typeclasses.characters.Character"
    room_typeclass = "typeclasses.rooms.Room"

    def setUp(self):
        super().setUp()
        self.part = registry.get("pbta").load("web_chargen")

    def stored(self):
        return self.char1.pbta.snapshot()

    def test_the_form_shows_people_stats_budget_and_temptation(self):
        form = self.part.form(self.char1)
        names = [f.name for f in form.fields]
        self.assertEqual(names, ["people", *STATS, "temptation"])
        stats = form.sections[1]
        self.assertEqual((stats.budget.spent, stats.budget.total, stats.budget.left), (0, 4, 4))
        self.assertEqual({f.name: (f.low, f.high) for f in stats.fields},
                         {s: (-1, 2) for s in STATS})
        self.assertIn(("Agile", "Agile"), form.rolls)
        self.assertIn(("Take Watch", "Take Watch"), form.rolls)

    def test_a_good_form_is_stored(self):
        errors, changed = self.part.save(self.char1, GOOD)
        self.assertEqual(errors, {})
        self.assertTrue(changed)
        sheet = self.char1.pbta.sheet()
        self.assertEqual(sheet.people, "neanderthal")
        self.assertEqual(sheet.max_hp, 12)
        self.assertEqual(sheet.stats, {"Forceful": 2, "Agile": 1, "Insightful": 1, "Charming": 0})
        self.assertEqual(sheet.temptation, "shiny river stones")
        self.assertEqual(self.part.save(self.char1, GOOD), ({}, False))

    def test_each_bad_field_is_answered_beside_it_and_nothing_is_stored(self):
        before = self.stored()
        cases = [
            ({**GOOD, "Agile": "3"}, "Agile"),           # above the chargen +2
            ({**GOOD, "Charming": "-2"}, "Charming"),   # below -1
            ({**GOOD, "Forceful": "lots"}, "Forceful"),  # no number
            ({**GOOD, "people": "martian"}, "people"),
            ({**GOOD, "temptation": "x" * 121}, "temptation"),
            ({**GOOD, "Charming": "1"}, "budget"),       # +5 in all
        ]
        for posted, field in cases:
            with self.subTest(field=field):
                errors, changed = self.part.save(self.char1, posted)
                self.assertEqual(list(errors), [field])
                self.assertFalse(changed)
                self.assertEqual(self.stored(), before)
                shown = self.part.form(self.char1, posted, errors)
                if field == "budget":
                    self.assertEqual(shown.sections[1].budget.error, errors["budget"])
                    self.assertEqual(shown.sections[1].budget.spent, 5)
                else:
                    self.assertEqual({f.name: f.error for f in shown.fields}[field], errors[field])
                    self.assertEqual({f.name: f.value for f in shown.fields}[field], posted[field])

    def test_the_form_refuses_as_plus_stat_does(self):
        self.part.save(self.char1, GOOD)
        for stat, value in (("Agile", 3), ("Charming", 1), ("Charming", -2)):
            with self.subTest(stat=stat, value=value):
                errors, _ = self.part.save(self.char1, {**GOOD, stat: str(value)})
                said = self.call(CmdStat(), f"{stat}={value}", caller=self.char1)
                self.assertEqual(said.strip(), next(iter(errors.values())))

    def test_the_preview_is_plus_odds_for_the_values_as_posted(self):
        posted = {**GOOD, "Agile": "2", "Forceful": "1"}
        preview = self.part.preview(self.char1, posted, "Agile", 1)
        _errors, sheet = self.part.changes(self.char1, posted)
        title, rows = odds_table(sheet, "Agile", 1)
        self.assertEqual(preview.title, title)
        self.assertIn("Agile +2", title)
        self.assertEqual(preview.rows, tuple((label, float(p)) for label, p in rows))
        self.assertAlmostEqual(sum(chance for _label, chance in preview.rows), 1.0)
        self.assertEqual(self.char1.pbta.has_sheet, False)  # nothing stored

    def test_a_preview_of_a_bad_value_is_refused(self):
        from rules.errors import RulesError

        with self.assertRaises(RulesError):
            self.part.preview(self.char1, {**GOOD, "Agile": "9"}, "Agile", 0)
        with self.assertRaises(RulesError):
            self.part.preview(self.char1, GOOD, "Juggling", 0)
