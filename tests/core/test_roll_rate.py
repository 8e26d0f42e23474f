"""The per-player roll rate limit (settings.FOURFOLD_ROLL_RATE,
core/rolls/ratelimit.py): over the limit a roll is refused with one clear line,
no die is thrown and nothing changes; the window slides; refused rolls (bad
input) do not count; the count follows the player's Account; every command
that throws dice carries the flag."""

from unittest import mock

from django.test import override_settings

from core.command import FourfoldCommand
from core.rolls import ratelimit
from rulesets.fs3.commands.roll import CmdRoll
from tests.helpers.game import FS3CommandTest, misses


class Clock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


@override_settings(FOURFOLD_ROLL_RATE=(3, 10))
class TestRollRate(FS3CommandTest):
    def setUp(self):
        super().setUp()
        self.set_sheet(self.char1, Wit=1, Alertness=1)  # 2 dice
        self.clock = Clock()
        self._start(mock.patch.object(ratelimit, "clock", self.clock))

    def roll_ok(self):
        self.roll(CmdRoll(), "Alertness", misses(2), "Char rolls Alertness")

    def test_over_the_limit_is_refused_and_changes_nothing(self):
        for _ in range(3):
            self.roll_ok()
            self.clock.now += 1
        text = self.refuse(CmdRoll(), "Alertness", "Too many rolls: at most 3 every 10 seconds.")
        self.assertIn("Try again in 7 seconds.", text)
        self.assertEqual(len(self.history()), 3)
        # the window slides: once the first roll is 10 s old, one more is allowed
        self.clock.now = 1010.0
        self.roll_ok()
        self.refuse(CmdRoll(), "Alertness", "Too many rolls")

    def test_refused_rolls_do_not_count(self):
        for _ in range(5):
            self.refuse(CmdRoll(), "Nonsense", "")
        for _ in range(3):
            self.roll_ok()
        self.refuse(CmdRoll(), "Alertness", "Too many rolls")

    def test_each_player_has_their_own_count(self):
        self.set_sheet(self.char2, Wit=1, Alertness=1)
        for _ in range(3):
            self.roll_ok()
        self.refuse(CmdRoll(), "Alertness", "Too many rolls")
        self.roll(CmdRoll(), "Alertness", misses(2), "Char2 rolls Alertness", caller=self.char2)

    def test_the_count_is_kept_on_the_account(self):
        self.assertIsNotNone(self.char1.account)
        for _ in range(3):
            self.roll_ok()
        self.assertEqual(len(self.account.ndb.fourfold_roll_times), 3)

    @override_settings(FOURFOLD_ROLL_RATE=None)
    def test_none_turns_it_off(self):
        for _ in range(12):
            self.roll_ok()


class TestRateFlags(FS3CommandTest):
    def test_game_default_is_on(self):
        from server.conf import settings as game_settings
        rolls, seconds = game_settings.FOURFOLD_ROLL_RATE
        self.assertGreater(rolls, 0)
        self.assertGreater(seconds, 0)

    def test_every_command_that_throws_dice_is_rate_limited(self):
        """Any Fourfold command whose module reaches for the dice (game_rng)
        must carry the flag, apart from those known to roll only as part of
        a staff or combat action that the limit should not block."""
        import inspect

        from evennia.utils.utils import class_from_module

        from rulesets.registry import installed

        not_rolls = {"+combat", "+combats", "+hurt", "+react", "+assist"}
        expected = {"fs3": {"+roll", "+aid", "+treat"},
                    "muse": {"+roll", "+challenge", "+overexert", "+heal"},
                    "pbta": {"+roll", "+move", "+defend", "+rest", "+watch", "+bargain", "+damage"},
                    "mw": {"+roll"}}
        checked = []
        cmds = []
        roll_parts = {}
        for key, entry in installed().items():
            cmdset = class_from_module(entry.cmdset)()
            cmdset.at_cmdset_creation()
            cmds += list(cmdset.commands)
            limited = {c.key for c in cmdset.commands if getattr(c, "rate_limited", False)}
            # a ruleset's +roll throws its dice in the ruleset's roll part
            part = inspect.getsource(inspect.getmodule(entry.load("roll")))
            roll_parts.update((type(c), part) for c in cmdset.commands if c.key == "+roll")
            self.assertLessEqual(expected.get(key, set()), limited, f"{key}: rolls without the limit")
        from commands.default_cmdsets import CharacterCmdSet
        base = CharacterCmdSet()
        cmds += [c for c in base.commands if type(c).__module__.startswith(("commands.", "features.", "core."))]
        self.assertTrue(next(c for c in base.commands if c.key == "+odds").rate_limited)
        for cmd in cmds:
            if not isinstance(cmd, FourfoldCommand) or cmd.key in not_rolls:
                continue
            source = inspect.getsource(type(cmd)) + roll_parts.get(type(cmd), "")
            if "game_rng()" in source or "announce_roll(" in source or "roll_pool(" in source:
                checked.append(cmd.key)
                self.assertTrue(cmd.rate_limited, f"{type(cmd).__module__}.{type(cmd).__name__} throws dice "
                                "but is not rate_limited")
        self.assertIn("+roll", checked)
