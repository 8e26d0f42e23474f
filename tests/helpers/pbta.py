"""Shared set-up for the pbta command tests: the fs3 test base (scripted
dice, recorded RollLog, crashes fail) with pbta sheets in its 'nothing
changed' checks."""

from tests.helpers.game import FS3CommandTest


class PbtaCommandTest(FS3CommandTest):
    def state(self, *extra):
        out = {"history": (self.history(self.room1), self.history(self.room2)),
               "channel": self.channel_lines()}
        for char in (self.char1, self.char2) + tuple(extra):
            out[char.key] = char.pbta.snapshot()
        return out

    def set_pbta(self, char, people="human", hp=None, **changes):
        """Store a sheet for ``char``: stats given by name (Forceful=2), the
        rest of the Sheet's fields by keyword (tokens=9, level=2)."""
        from dataclasses import replace

        from rules.pbta.sheet import new_sheet
        from rules.pbta.stats import STATS

        stats = {s: changes.pop(s, 0) for s in STATS}
        sheet = new_sheet(people, {s: 0 for s in STATS})
        sheet = replace(sheet, stats=stats, **changes)
        if hp is not None:
            sheet = replace(sheet, hp=hp)
        char.pbta.save(sheet)
        return sheet

    def sheet(self, char):
        return char.pbta.sheet()
