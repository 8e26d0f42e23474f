"""Shared set-up for the mw command tests.

Dice: every test runs with ``rules.dice._GAME_RNG`` swapped for an empty
:class:`rules.dice.ScriptedRng`, so a die nobody scripted fails the test;
``with self.dice(6, 3):`` scripts the faces of one command and checks every
scripted face was thrown (so the chain's length is exact too). ScriptedRng
checks each face against the die asked for, so a scripted 9 for a d8 fails.

The RollLog and staff channels are recorded, never written; a command that
crashes fails the test with the original traceback.
"""

from rules.mw.sheet import Sheet, add_item, make_item, new_sheet
from tests.helpers.game import FourfoldCommandTest


class MwCommandTest(FourfoldCommandTest):
    def give_sheet(self, char, archetype="muscle_wizard", words=None, gains=0, raise_to=None,
                   items=(), approved=True) -> Sheet:
        """A sheet with ``words`` (letter -> name); ``raise_to`` maps letters to dice."""
        from dataclasses import replace

        from rules.mw.sheet import put_word

        sheet = new_sheet(archetype, words or {})
        for letter, die in (raise_to or {}).items():
            word = sheet.word(letter)
            sheet = put_word(sheet, replace(word, die=die, full=die))
        for name, kind, sides, cursed in items:
            sheet = add_item(sheet, make_item(name, kind, sides, cursed))
        sheet = replace(sheet, gains=gains)
        char.mw.save(sheet)
        char.mw.approved = approved
        return sheet

    def brontessa(self, char=None, **kwargs):
        """The text's worked example: Might d8, Leverage (a perfect fit) beside it."""
        char = char or self.char1
        return self.give_sheet(char, words={"M": "Might", "L": "Leverage", "Z": "Zap", "W": "Wallop"},
                               raise_to={"M": 8}, **kwargs)

    def state(self, *extra):
        """Everything a refused command must leave alone."""
        out = {"history": (self.history(self.room1), self.history(self.room2)),
               "channel": self.channel_lines()}
        for char in (self.char1, self.char2) + tuple(extra):
            h = char.mw
            out[char.key] = {
                "sheet": h._get("sheet"), "approved": h.approved, "submitted": h.submitted,
                "spotters": h.spotters, "vetoes": h.vetoes, "use_items": h.use_items,
            }
        return out
