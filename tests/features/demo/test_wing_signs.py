"""Each demo wing's sign, followed line by line.

A new player walks into the wing, reads the sign, and types every command
it lists, in order, as the sign's text gives them (nothing here names
them). Each must be accepted (no refusal, no crash) and do what its line
promises; the template line is typed before approval, as the sign says,
and the character is approved right after it. Dice: every die shows its
top face (HighRng), so the run is the same every time.
"""

import re
from unittest import mock

from evennia.utils import create
from evennia.utils.test_resources import EvenniaCommandTest

import core.command
import rules.dice
from core.command import CommandFailed, FourfoldCommand
from core.text.plain import plain
from features.demo import build as demo_build
from rules.errors import RulesError
from rulesets import registry as rulesets
from tests.helpers.dice import HighRng

COMMAND = re.compile(r"^ {2}(\+\S.*?)(?: {2,}.*)?$")
CHARACTER = "typeclasses.characters.Character"


def sign_commands(text: str) -> list[str]:
    """The commands a sign tells the player to type: each line that starts
    with two spaces and a '+', up to the first run of two spaces."""
    found = []
    for line in plain(text).splitlines():
        match = COMMAND.match(line)
        if match:
            found.append(match.group(1).strip())
    return found


def _crashed(message, *args, **kwargs):
    raise AssertionError(f"the command crashed: {message}")


class SignWalk(EvenniaCommandTest):
    character_typeclass = CHARACTER
    room_typeclass = "typeclasses.rooms.Room"

    def setUp(self):
        super().setUp()
        self.refusals = []
        real = FourfoldCommand._checked_run
        test = self

        def recorded(cmd):
            original = cmd.run

            def run():
                try:
                    original()
                except (CommandFailed, RulesError) as err:
                    test.refusals.append((cmd.raw_string, str(err)))
                    raise
            cmd.run = run
            return real(cmd)

        for patcher in (mock.patch.object(FourfoldCommand, "_checked_run", recorded),
                        mock.patch.object(core.command, "logger",
                                          mock.Mock(log_trace=mock.Mock(side_effect=_crashed))),
                        mock.patch.object(rules.dice, "_GAME_RNG", HighRng()),
                        mock.patch("core.rolls.ratelimit.check")):
            patcher.start()
            self.addCleanup(patcher.stop)
        demo_build.build()
        self.newcomer = create.create_object(CHARACTER, key="Newbie", location=demo_build.find("hub"),
                                             home=demo_build.find("hub"))
        self.newcomer.account = self.account2  # a player's character, like any other
        self.newcomer.db_account = self.account2
        self.newcomer.save()

    def type(self, text: str) -> str:
        """Send ``text`` as the newcomer typed it; what they were told."""
        sent, me = [], self.newcomer
        real = type(me).msg

        def msg(obj, text=None, **kwargs):
            if obj == me:
                sent.append(text[0] if isinstance(text, tuple) else text)
            else:
                real(obj, text, **kwargs)

        with mock.patch.object(type(me), "msg", msg):
            me.execute_cmd(text)
        return plain("\n".join(str(t) for t in sent if t))

    def walk(self, ruleset: str, checks: dict):
        """Walk into the wing, read its sign, type every command on it."""
        out = self.type(ruleset)
        wing = next(w for w in demo_build.data.wings() if w["ruleset"] == ruleset)
        self.assertEqual(self.newcomer.location, demo_build.find(wing["rooms"][0]["ident"]), out)
        self.assertEqual(rulesets.ruleset_for_room(self.newcomer.location)[0], ruleset)
        sign = self.type("read sign")
        typed = sign_commands(sign)
        self.assertEqual(typed, sign_commands(wing["sign"]))
        self.assertGreaterEqual(len(typed), 6, sign)
        self.assertEqual([c for c in typed if c not in checks], [],
                         "the sign lists a command this test does not check")
        for command in typed:
            before = len(self.refusals)
            out = self.type(command)
            self.assertEqual(self.refusals[before:], [], f"{command!r} was refused")
            self.assertTrue(out.strip(), f"{command!r} answered nothing")
            self.assertNotIn("Something went wrong", out)
            checks[command](out)
            if command.startswith("+template/apply"):
                getattr(self.newcomer, rulesets.get(ruleset).handler_attribute).approved = True
        self.assertEqual(self.newcomer.location, demo_build.find(wing["rooms"][0]["ident"]))
        self.type("hub")


class TestFS3Sign(SignWalk):
    def test_follow_the_sign(self):
        me = self.newcomer

        def fought(out):
            self.assertIn("Sparring Sergeant", out)
            self.assertIn("attacks", out)  # she struck back unasked

        self.walk("fs3", {
            "+template/apply Rook": lambda out: self.assertIn("Copied Rook", out),
            "+sheet": lambda out: self.assertIn("Alertness", out),
            "+odds Alertness+1": lambda out: self.assertIn("%", out),
            "+roll Alertness": lambda out: self.assertIn("Newbie rolls", out),
            "+roll Melee vs 5": lambda out: self.assertIn("Victory", out),
            "+combat/start": lambda out: self.assertIn("starts a fight", out),
            "+combat/add Sergeant": lambda out: self.assertIn("This is a practice fight", out),
            "+combat/attack Sergeant": fought,
            # every die on its top face: the sergeant never gets past Rook's guard
            "+combat/stop": lambda out: (self.assertIn("Newbie leaves the practice as they came", out),
                                         self.assertEqual(me.fs3.wounds, []),
                                         self.assertEqual(me.fs3.luck, 3)),
        })


class TestMuseSign(SignWalk):
    def test_follow_the_sign(self):
        me = self.newcomer
        hurt = {}

        def struck_back(out):
            self.assertIn("Bramble attacks Newbie", out)  # on its own turn, unasked
            self.assertIsNotNone(self.fight().pending)

        def reacted(out):
            self.assertIn("Newbie endures", out)
            hurt["lp"] = me.muse.life_points
            self.assertLess(hurt["lp"], me.muse.max_life)

        def stopped(out):
            self.assertIn("Practice over for Newbie", out)
            self.assertEqual(me.muse.life_points, me.muse.max_life)

        self.walk("muse", {
            "+template/apply Wren": lambda out: self.assertIn("Copied Wren", out),
            "+sheet": lambda out: self.assertIn("Might", out),
            "+odds Might+1": lambda out: self.assertIn("%", out),
            "+roll Might": lambda out: self.assertIn("Newbie", out),
            "+combat/start": lambda out: self.assertIn("starts a fight here", out),
            "+combat/add Bramble": lambda out: self.assertIn("This is a practice fight", out),
            "+combat/newturn": lambda out: self.assertIn("Initiative", out),
            "+combat/move Bramble=close": lambda out: self.assertIn("Close", out),
            "+combat/attack Bramble=damage/melee": struck_back,
            "+react endure": reacted,
            "+combat/stop": stopped,
        })

    def fight(self):
        from rulesets.muse.combat_script import combat_in_room

        return combat_in_room(self.newcomer.location)


class TestPbtaSign(SignWalk):
    def test_follow_the_sign(self):
        me = self.newcomer

        def sparred(out):
            self.assertIn("practice bout with Tusk begins", out)
            self.assertIn("Tusk rolls", out)
            self.assertLess(me.pbta.sheet().hp, me.pbta.sheet().max_hp)

        self.walk("pbta", {
            "+template/apply Ash": lambda out: self.assertIn("Copied Ash", out),
            "+sheet": lambda out: self.assertIn("Forceful", out),
            "+odds Agile+1": lambda out: self.assertIn("%", out),
            "+roll Agile": lambda out: self.assertIn("Newbie rolls", out),
            "+spar Tusk": sparred,
            "+move melee Tusk": lambda out: self.assertIn("+damage", out),
            "+damage fist Tusk": lambda out: self.assertIn("Tusk takes", out),
            "+spar/stop": lambda out: (self.assertIn("Practice over for Newbie", out),
                                       self.assertEqual(me.pbta.sheet().hp, me.pbta.sheet().max_hp)),
        })


class TestMwSign(SignWalk):
    def test_follow_the_sign(self):
        me = self.newcomer
        self.walk("mw", {
            "+template/apply Brick": lambda out: self.assertIn("Copied Brick", out),
            "+words": lambda out: self.assertIn("Might", out),
            "+odds Might,Leverage vs 8": lambda out: self.assertIn("%", out),
            "+roll/preview Might": lambda out: self.assertIn("nothing is rolled", out),
            "+roll Might vs 8": lambda out: self.assertIn("DC 8", out),
            "+spar Slab=Might": lambda out: (self.assertIn("practice bout with Slab begins", out),
                                            self.assertIn("DC 6", out)),
            "+spar/stop": lambda out: (self.assertIn("Practice over for Newbie", out),
                                       self.assertEqual(me.mw.sheet().word("M").die, 6)),
        })
