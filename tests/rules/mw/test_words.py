"""mw: the die ladder, Words of Power, archetypes and the sheet."""

from __future__ import annotations

import unittest

from rules.errors import RulesError
from rules.mw.ladder import (
    GAINS_PER_EXPLOSION,
    LADDER,
    explosion_die,
    gains_for,
    parse_die,
    step_down,
    step_up,
    steps_up,
)
from rules.mw.sheet import DIE_ITEM, FLAT_ITEM, Sheet, add_item, add_word, make_item, new_sheet, remove_item
from rules.mw.words import ARCHETYPES, MUSCLE, WIZARD, find_archetype, make_word, side_of


class LadderTests(unittest.TestCase):

    def test_ladder(self):
        self.assertEqual(LADDER, (4, 6, 8, 10, 12, 20, 100))
        self.assertEqual([step_up(d) for d in LADDER], [6, 8, 10, 12, 20, 100, 100])
        self.assertEqual([step_down(d) for d in LADDER], [None, 4, 6, 8, 10, 12, 20])
        self.assertEqual(explosion_die(100), 100)
        self.assertEqual(steps_up(8, 2), 12)
        self.assertEqual(steps_up(20, 5), 100)
        with self.assertRaises(RulesError):
            step_up(7)

    def test_gains_per_explosion(self):
        self.assertEqual(GAINS_PER_EXPLOSION, {4: 1, 6: 1, 8: 1, 10: 2, 12: 2, 20: 3, 100: 10})
        self.assertEqual([gains_for(d) for d in LADDER], [1, 1, 1, 2, 2, 3, 10])

    def test_parse_die(self):
        self.assertEqual([parse_die(x) for x in ("d8", "D100", "12", 20)], [8, 100, 12, 20])
        for bad in ("d7", "x", "", "d"):
            with self.assertRaises(RulesError):
                parse_die(bad)


class WordTests(unittest.TestCase):

    def test_sides_by_letter(self):
        for letter in "MUSCLE":
            self.assertEqual(side_of(letter), MUSCLE)
        for letter in "wizard":
            self.assertEqual(side_of(letter), WIZARD)
        for bad in ("B", "MU", ""):
            with self.assertRaises(RulesError):
                side_of(bad)

    def test_make_word(self):
        word = make_word("m", "Might", 8)
        self.assertEqual((word.letter, word.side, word.die, word.full, word.injured), ("M", MUSCLE, 8, 8, False))
        self.assertEqual(make_word("Z", "zap", 4).side, WIZARD)
        for args in (("M", "Leverage", 4), ("M", "", 4), ("M", "Might", 5), ("M", "Might", 4, 6),
                     ("B", "Bulk", 4), ("M", "M" * 31, 4)):
            with self.subTest(args=args), self.assertRaises(RulesError):
                make_word(*args)

    def test_archetypes(self):
        bases = {a.key: (a.starting_die(MUSCLE), a.starting_die(WIZARD)) for a in ARCHETYPES}
        self.assertEqual(bases, {"muscle_wizard": (4, 4), "true_muscle": (6, 4), "true_wizard": (4, 6)})
        self.assertEqual(find_archetype("True W").key, "true_wizard")

    def test_new_sheet_starting_dice(self):
        for arche, might, zap in (("muscle wizard", 4, 4), ("true muscle", 6, 4), ("true wizard", 4, 6)):
            sheet = new_sheet(arche, {"Z": "Zap", "M": "Might"})
            self.assertEqual((sheet.word("M").die, sheet.word("zap").die), (might, zap))
            self.assertEqual([w.letter for w in sheet.words], ["M", "Z"])

    def test_one_word_per_letter(self):
        sheet = new_sheet("muscle wizard", {"M": "Might"})
        with self.assertRaises(RulesError):
            add_word(sheet, "M", "Magic")
        with self.assertRaises(RulesError):
            add_word(sheet, "m", "Muscles")
        full = new_sheet("muscle wizard", {c: c + "x" for c in "MUSCLEWIZARD"})
        self.assertEqual(len(full.words), 12)

    def test_word_lookup(self):
        sheet = new_sheet("muscle wizard", {"M": "Might", "L": "Leverage", "E": "Endurance"})
        self.assertEqual(sheet.word("l").name, "Leverage")
        self.assertEqual(sheet.word("lev").letter, "L")
        for bad in ("Z", "Zap", ""):
            with self.assertRaises(RulesError):
                sheet.word(bad)


class SheetTests(unittest.TestCase):

    def test_items(self):
        sheet = add_item(new_sheet("true wizard"), make_item("Lucky Belt", DIE_ITEM, 6))
        sheet = add_item(sheet, make_item("Cursed Crown", "Flat", 8, cursed=True))
        self.assertEqual(sheet.item("cursed").flat_bonus, 4)
        self.assertEqual(sheet.item("cursed").kind, FLAT_ITEM)
        with self.assertRaises(RulesError):
            add_item(sheet, make_item("lucky belt", DIE_ITEM, 4))
        for args in (("", DIE_ITEM, 6), ("Rock", "magic", 6), ("Rock", DIE_ITEM, 7)):
            with self.assertRaises(RulesError):
                make_item(*args)
        self.assertEqual([i.name for i in remove_item(sheet, "Lucky").items], ["Cursed Crown"])

    def test_round_trip(self):
        sheet = new_sheet("true muscle", {"M": "Might", "W": "Werewolf"})
        sheet = add_item(sheet, make_item("Lucky Belt", DIE_ITEM, 6, cursed=True))
        data = sheet.to_dict()
        self.assertEqual(data["words"][0]["side"], MUSCLE)
        self.assertEqual(Sheet.from_dict(data), sheet)
        data["words"].append(dict(data["words"][0]))
        with self.assertRaises(RulesError):
            Sheet.from_dict(data)


if __name__ == "__main__":
    unittest.main()
