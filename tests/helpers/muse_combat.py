"""Shared set-up for the muse combat tests (not a test module itself).

Dice: every test runs with ``rules.dice._GAME_RNG`` swapped for an empty
ScriptedRng, so a die nobody scripted fails the test; ``with self.dice(...)``
scripts the d6 faces of one step and checks every one was thrown.

The cast: Char (organizer; Swiftness 4, Might 4, Endurance 3, Survival 3,
Power 3, the rest 1; Life 13) and Char2 (Swiftness 3, Might 5, Endurance 4,
Survival 2, Power 2; Life 14) are player characters in room1; Goblin is an
NPC made by +combat/add with every Trait at 2 (Life 12).
"""

from evennia.utils.dbserialize import deserialize

from rules.muse.traits import TRAITS
from rulesets.muse.combat_script import all_combats, combat_in_room
from rulesets.muse.commands.combat import CmdCombat
from rulesets.muse.commands.react import CmdReact
from tests.helpers.game import CHARACTER, FourfoldCommandTest  # noqa: F401 (tests import CHARACTER)


class MuseCombatTest(FourfoldCommandTest):
    """The muse combat commands' base. ``state()`` here is the fight's state
    and ``refuse()`` runs +combat, unlike the other command bases."""

    def setUp(self):
        super().setUp()
        self.set_traits(self.char1, Swiftness=4, Might=4, Endurance=3, Survival=3, Power=3)
        self.set_traits(self.char2, Swiftness=3, Might=5, Endurance=4, Survival=2, Power=2)

    @staticmethod
    def set_traits(char, **ratings):
        for trait in TRAITS:
            char.muse.set_rating(trait, ratings.get(trait, 1))
        char.muse.life_points = char.muse.max_life

    # --- commands -------------------------------------------------------------
    def combat(self, args, caller=None, faces=()):
        with self.dice(*faces):
            return self.call(CmdCombat(), args, caller=caller or self.char1)

    def react(self, args, caller=None, faces=()):
        with self.dice(*faces):
            return self.call(CmdReact(), args, caller=caller or self.char2)

    # --- the fight ------------------------------------------------------------
    def fight(self):
        return combat_in_room(self.room1)

    def state(self):
        return self.fight().get_state()

    def fighter(self, name):
        script = self.fight()
        who = next(w for w, n in script.names().items() if n == name)
        return script.get_state().combatants[who]

    def goblin(self):
        script = self.fight()
        return script.fighter_objects()[next(w for w, n in script.names().items() if n == "Goblin")]

    def gather(self, goblin=True):
        """Char starts, Char2 joins, Goblin (every Trait 2) is added: no dice."""
        self.combat("/start")
        self.combat("/join", caller=self.char2)
        if goblin:
            self.combat("/add Goblin=2")
        return self.fight()

    def begin(self, char=6, char2=1, goblin=1):
        """Gather and roll initiative: Char 6+4=10, Char2 1+3=4, Goblin 1+2=3.
        Char acts first with 2 actions; then Char2; then Goblin."""
        self.gather()
        self.combat("/newturn", faces=(char, char2, goblin))
        return self.fight()

    def snapshot(self):
        """What a refused command must leave alone."""
        script = self.fight()
        sheets = {c.key: c.muse.sheet().to_dict() for c in (self.char1, self.char2)}
        if script is None:
            return {"sheets": sheets, "combats": len(all_combats())}
        return {"sheets": sheets, "combats": len(all_combats()),
                **{k: deserialize(script.attributes.get(k)) for k in
                   ("state", "pending", "distances", "lobby", "npc_ids")}}

    def refuse(self, args, expected, caller=None, cmd=None):
        """A refused command: one line (plus usage), no die, nothing changed."""
        before = self.snapshot()
        with self.dice():
            out = self.call(cmd or CmdCombat(), args, caller=caller or self.char1)
        self.assertIn(expected, out)
        lines = out.splitlines()
        # a long line is wrapped at spaces to the screen, its later parts indented
        logical = []
        for line in lines:
            if line.startswith("  ") and logical:
                logical[-1] += " " + line.strip()
            else:
                logical.append(line)
        self.assertTrue(len(logical) == 1 or (len(logical) == 2 and logical[1].startswith("Usage: ")),
                        f"not one clear line: {out!r}")
        self.assertEqual(self.snapshot(), before, "a refused command changed something")
        return out
