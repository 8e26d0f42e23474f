"""fs3's and muse's web chargen forms (rulesets/<key>/web_chargen.py): a
refused value is answered beside its field (or its budget) in +stat's own
words and nothing is stored; a good form is stored; the preview is +odds'
numbers for the values as posted."""

from evennia.utils.test_resources import EvenniaCommandTest

from rulesets import registry
from rulesets.fs3.commands.chargen import CmdStat as FS3Stat
from rulesets.muse.commands.chargen import CmdStat as MuseStat


class FormTest(EvenniaCommandTest):
    character_typeclass = "typeclasses.characters.Character"
    room_typeclass = "typeclasses.rooms.Room"
    key = ""

    def setUp(self):
        super().setUp()
        self.part = registry.get(self.key).load("web_chargen")

    def stored(self):
        return sorted((a.key, repr(a.value)) for a in self.char1.attributes.all() if a.category == self.key)


class FS3FormTest(FormTest):
    key = "fs3"

    def test_the_form_has_every_ability_and_both_budgets(self):
        form = self.part.form(self.char1)
        self.assertEqual([s.title for s in form.sections], ["Attributes", "Skills"])
        self.assertEqual(form.sections[0].budget.total, 8)
        self.assertEqual(form.sections[1].budget.total, 20)
        self.assertIn(("Alertness", "Alertness"), form.rolls)

    def test_refusals_read_as_plus_stat_and_change_nothing(self):
        before = self.stored()
        for posted, field, stat in (({"Wit": "6"}, "Wit", "Wit=6"),
                                    ({"Melee": "x"}, "Melee", "Melee=x"),
                                    ({"Brawn": "5", "Finesse": "5", "Wit": "2"}, "attributes", None),
                                    ({"Melee": "8", "Dodge": "8", "Stealth": "8"}, "skills", None)):
            with self.subTest(field=field):
                errors, changed = self.part.save(self.char1, posted)
                self.assertEqual(list(errors), [field])
                self.assertFalse(changed)
                self.assertEqual(self.stored(), before)
                if stat and field != "Melee":
                    said = self.call(FS3Stat(), stat, caller=self.char1)
                    self.assertEqual(said.strip(), errors[field])
        form = self.part.form(self.char1, {"Brawn": "5", "Finesse": "5", "Wit": "2"},
                              self.part.save(self.char1, {"Brawn": "5", "Finesse": "5", "Wit": "2"})[0])
        self.assertIn("attribute points", form.sections[0].budget.error)

    def test_a_good_form_is_stored_and_previewed_like_plus_odds(self):
        from rulesets.fs3.commands.odds import odds_table

        posted = {"Wit": "3", "Alertness": "4"}
        preview = self.part.preview(self.char1, posted, "Alertness", 1)
        _errors, sheet = self.part.changes(self.char1, posted)
        title, rows = odds_table(self.char1, "Alertness+1", sheet=sheet)
        self.assertEqual((preview.title, preview.rows), (title, tuple((lb, float(p)) for lb, p in rows)))
        self.assertIn("8 dice", title)
        self.assertEqual(self.part.save(self.char1, posted), ({}, True))
        self.assertEqual(self.char1.fs3.rating("Alertness"), 4)


class MuseFormTest(FormTest):
    key = "muse"

    def test_refusals_change_nothing(self):
        before = self.stored()
        for posted, field in (({"Might": "11"}, "Might"), ({"Might": "10", "Sage": "10", "Charm": "3"}, "budget"),
                              ({"path": "W4yfarer!"}, "path"), ({"key_trait": "Luck"}, "key_trait")):
            with self.subTest(field=field):
                errors, changed = self.part.save(self.char1, posted)
                self.assertEqual(list(errors), [field])
                self.assertFalse(changed)
                self.assertEqual(self.stored(), before)
        said = self.call(MuseStat(), "Might=11", caller=self.char1)
        self.assertEqual(said.strip(), self.part.save(self.char1, {"Might": "11"})[0]["Might"])

    def test_a_good_form_is_stored_and_the_sheet_is_then_ready(self):
        posted = {"Might": "5", "path": "Wayfarer", "key_trait": "Might"}
        self.assertEqual(self.part.save(self.char1, posted), ({}, True))
        self.assertEqual((self.char1.muse.path, self.char1.muse.key_trait), ("Wayfarer", "Might"))
        self.char1.muse.check_ready()
        preview = self.part.preview(self.char1, {"Might": "6"}, "Might", 0)
        self.assertIn("6 dice", preview.title)
        self.assertTrue(preview.note.startswith("At least one success"))
