"""Shared set-up for the muse command tests.

Dice: every test runs with ``rules.dice._GAME_RNG`` swapped for an empty
:class:`rules.dice.ScriptedRng`, so a die nobody scripted fails the test;
``with self.dice(6, 4, 1):`` scripts the faces of one command (in the order
thrown) and checks every scripted face was thrown, so pool sizes are exact.

The RollLog and staff channels are recorded, never written; a command that
crashes fails the test with the original traceback. Both characters start
in a room that plays under muse.
"""

from rulesets.registry import set_room_ruleset
from tests.helpers.game import FourfoldCommandTest


class MuseCommandTest(FourfoldCommandTest):
    def setUp(self):
        super().setUp()
        set_room_ruleset(self.room1, "muse")
        for char in (self.char1, self.char2):
            char.sync_ruleset()

    def set_traits(self, char, key_trait=None, path=None, **ratings):
        for name, value in ratings.items():
            char.muse.set_rating(name, value)
        if key_trait:
            char.muse.key_trait = key_trait
        if path:
            char.muse.path = path

    def state(self, *extra):
        """Everything a refused command must leave alone."""
        out = {"history": (self.history(self.room1), self.history(self.room2)),
               "channel": self.channel_lines(),
               "scene": self.room1.attributes.get("scene", category="muse")}
        for char in (self.char1, self.char2) + tuple(extra):
            out[char.key] = {
                "muse": {a.key: a.value for a in char.attributes.all() if a.category == "muse"},
                "fs3": {a.key: a.value for a in char.attributes.all() if a.category == "fs3"},
            }
        return out
