"""Hostile input: every Fourfold command, fed random and malformed switches
and arguments, as a plain player and as staff.

For each command class of every installed ruleset cmdset and the base
Fourfold commands (found from the cmdsets, so new commands are covered), a
fixed list of nasty inputs and then hypothesis-generated ones (huge and
negative numbers, unicode, control characters, 10,000-character lines, empty
and doubled switches, the command's own switches, names of characters and
objects in another room, "=", "/" and "," soup) are sent, and:

- the caller always gets at least one message;
- nothing crashes: the "Something went wrong" path (an unexpected
  exception) fails the test, as does any exception escaping the command;
- when the command refuses (CommandFailed or RulesError), nothing in the
  game changed: every Attribute and Tag of every object (sheets, wounds,
  Luck, muse LP/Tribulations, pbta HP, mw words and Gains, gear, room roll
  history), every Script's Attributes (combat state), ServerConfig and the
  RollLog channel are as they were.

Failures are gathered over all commands and reported together. Bounded and
reproducible: derandomize=True, a few examples per command and role.
"""

import string

import pytest
from hypothesis import HealthCheck, Phase, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from rulesets.registry import installed
from tests.helpers.trust import BASE, CommandCrashed, TrustTest, ruleset_commands

EXAMPLES = 8  # hypothesis examples per command and role (plus the fixed ones)

TOKENS = [
    "=", "/", ",", " ", "  ", "vs", "+", "-", "*", ".", ":", ";", "#", "|", "||", "\\",
    "0", "1", "-1", "3", "-5", "99999999999999999999999", "-99999999999999999999", "1e308", "nan", "inf",
    "0x10", "½", "٣", "Char", "Char2", "char2", "me", "here", "self", "Far", "Chest", "#1", "#2", "#99999",
    "Alertness", "Wit", "Melee", "Might", "attack", "Goon", "Boss", "A", "B", "d100", "3d6", "2d6+99",
    "M", "L", "Might", "Leverage", "human", "all", "private", "\x00", "\x07", "\x1b[31m", "\r", "\n",
    "\t", "|r", "|/", "|lc", "|lu", "|lt", "|le", "||lc", "|l|luc", "|lcquit|ltX|le", "|lujavascript:x|ltX|le",
    '\\"]);alert(1);//', "%s", "{0}", "{", "}", "{you}", "$You()", "$(", "'", '"', "ß", "🗡", "Ω", "\u202e", "\ufeff", "\udcff"[:0] + "é",
]

FIXED = [
    "", "/", "//x", "/x/", " ==/,,=", " /=/,=,/=",
    " " + "A" * 10_000, " " + "=/," * 3_000, " 99999999999999999999999999999999",
    " -99999999999999999999", " Far", " Chest", " Far=Alertness",
    " Alertness vs Far=Alertness", " \x00\x1b[2J\x07 🗡Ω\u202e", " Char2=Wit/-99999999999",
    " Alertness vs Gu{ard=3", " {you} }{ $You() Char2=1",
    # link codes, nested, escaped and doubled
    " |l|luc|ltX|lequit|ltemit-link|le", " ||lcquit||ltX||le=||||lcquit|||ltX|le",
    ' Char2=|l|luc|ltX|le\\"]);alert(91);//|ltsay-link|le', " |lujavascript:alert(92)|ltclick|le/x=y",
]


def hostile_args(switches):
    """Strategy: '/switch(es) args' strings built from nasty pieces."""
    switch = st.one_of(
        st.just(""), st.just("/"), st.just("//x"), st.just("/x/"),
        st.sampled_from(sorted(switches) or ["x"]).map(lambda s: "/" + s),
        st.sampled_from(sorted(switches) or ["x"]).map(lambda s: "/" + s[:1]),
        st.text(alphabet=string.ascii_letters + "/", max_size=6).map(lambda s: "/" + s),
    )
    soup = st.lists(st.sampled_from(TOKENS), max_size=12).map("".join)
    text = st.text(max_size=40)  # any unicode, control characters included
    number = st.integers(min_value=-10**30, max_value=10**30).map(str)
    long_line = st.sampled_from(["A", "=", "/", "9", "é", " ,"]).map(lambda c: c * (10_000 // len(c)))
    body = st.one_of(soup, text, number, long_line,
                     st.tuples(soup, number).map(lambda t: f"{t[0]}={t[1]}"),
                     st.tuples(soup, soup).map(lambda t: f"{t[0]} vs {t[1]}"))
    return st.tuples(switch, body).map(lambda t: f"{t[0]} {t[1]}" if t[1] else t[0])


HYPOTHESIS = hsettings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
                       phases=[Phase.explicit, Phase.generate], print_blob=False,
                       suppress_health_check=list(HealthCheck))


@pytest.mark.slow  # about 50 s: every command of every ruleset, fuzzed
class HostileInputTest(TrustTest):
    def check_one(self, cmd_class, args, caller, problems):
        # the state after the last call is the state before this one
        before = self._last if self._last is not None else self.snapshot()
        self._last = None
        try:
            text, refused, count = self.run_cmd(cmd_class, args, caller)
        except CommandCrashed as err:
            problems.append(f"{cmd_class.__module__}.{cmd_class.__name__} {args[:80]!r} as {caller.key}: {err}")
            return
        except Exception as err:  # noqa: BLE001 - anything escaping is a crash
            problems.append(f"{cmd_class.__module__}.{cmd_class.__name__} {args[:80]!r} as {caller.key}: "
                            f"escaped {type(err).__name__}: {err}")
            return
        name = f"{cmd_class.__module__}.{cmd_class.__name__} {args[:80]!r} as {caller.key}"
        if count == 0:
            problems.append(f"{name}: no message to the caller")
        if "Traceback" in text:
            problems.append(f"{name}: a traceback reached the player")
        after = self._last = self.snapshot()
        if refused:
            if after != before:
                changed = [k for k in set(before) | set(after) if before.get(k) != after.get(k)]
                problems.append(f"{name}: refused ({text[:100]!r}) but changed {changed[:5]}")

    def hammer(self, key):
        self.use_ruleset(key)
        self._last = None
        classes = ruleset_commands()[key]
        self.assertTrue(classes, f"no commands found for {key}")
        problems = []
        for cmd_class in classes:
            for caller in (self.char2, self.char1):  # plain player, then staff
                for args in FIXED:
                    self.check_one(cmd_class, args, caller, problems)
                switches = set(getattr(cmd_class, "switch_options", ()) or ())

                @HYPOTHESIS
                @given(hostile_args(switches))
                def fuzz(args):
                    self.check_one(cmd_class, args, caller, problems)

                fuzz()
        self.assertEqual(problems, [], "\n" + "\n".join(problems[:40]))


def _make(key):
    def test(self):
        self.hammer(key)
    test.__name__ = f"test_hostile_input_{key}"
    test.__doc__ = f"every {key} command survives hostile input"
    return test


for _key in list(installed()) + [BASE]:
    setattr(HostileInputTest, f"test_hostile_input_{_key}", _make(_key))


class TestTheDetectorsWork(TrustTest):
    """The checks above would catch a crash, a silent command and a refusal
    that changed something (so a green run means something)."""

    check_one = HostileInputTest.check_one

    def test_detectors(self):
        from core.command import FourfoldCommand

        class CmdBoom(FourfoldCommand):
            key = "+boom"

            def run(self):
                return 1 // 0

        class CmdSilent(FourfoldCommand):
            key = "+silent"

            def run(self):
                pass

        class CmdSneaky(FourfoldCommand):
            key = "+sneaky"

            def run(self):
                self.caller.attributes.add("luck", 99, category="fs3")
                self.fail("No.")

        self._last = None
        for cmd_class, expected in ((CmdBoom, "raised instead of failing cleanly"),
                                    (CmdSilent, "no message to the caller"),
                                    (CmdSneaky, "refused ('No.') but changed")):
            problems = []
            self.check_one(cmd_class, " x", self.char2, problems)
            self.assertEqual(len(problems), 1, problems)
            self.assertIn(expected, problems[0])


# --- every numeric argument of every ruleset: unicode digits, huge numbers, signs ---
# Each is a number no command should take: int() reads some of them ('٣' as
# 3), raises on others ('²', 5,000 digits), and the rest are far out of range
# or have one sign too many.
BAD_NUMBERS = [
    "²", "٣", "５", "3²", "½", "1" + "0" * 5_000, "9" * 30, "-" + "9" * 30, "1" + "0" * 23,
    "-" + "1" + "0" * 32, "+-3", "--3", "-+3", "++3", "3.5", "1e3", "0x10", "3 4", "3-", "#", "# 3",
]

# (ruleset, command key, arguments with {n} where the number goes)
NUMERIC_ARGS = {
    "fs3": [
        ("+combat", "/join {n}"), ("+combat", "/join #{n}"), ("+combat", "/attack Char2={n}"),
        ("+combat", "/attack Char2=Char2/{n}"), ("+combat", "/log {n}"),
        ("+roll", " Alertness+{n}"), ("+roll", " {n}"), ("+roll", " Alertness vs Foe={n}"),
        ("+roll", " Alertness vs Foe=Wit-{n}"), ("+stat", " Alertness={n}"),
        ("+setstat", " Char2/Alertness={n}"), ("+luck", "/award Char2={n}"),
        ("+luck", "/award Char2={n}/for luck"), ("+rolls", " {n}"),
        ("+damage", "/heal Char2={n}"), ("+damage", "/delete Char2={n}"),
        ("+odds", " Alertness+{n}"), ("+odds", " Alertness vs Foe={n}"),
    ],
    "muse": [
        ("+combat", "/add Gob={n}"), ("+combat", "/add Gob2=3/{n}"), ("+combat", "/add Gob3={n}/2"),
        ("+combat", "/damage Gob={n}"), ("+combat", "/give me={n}"), ("+combat", "/give Gob={n}"),
        ("+roll", " Might+{n}"), ("+roll", " {n}"), ("+roll", " Might vs Foe={n}"),
        ("+challenge", " Might={n}"), ("+challenge", " Might+{n}"), ("+stat", " Might={n}"),
        ("+setstat", " Char2/level={n}"), ("+setstat", " Char2/lp={n}"),
        ("+setstat", " Char2/maxlp={n}"), ("+setstat", " Char2/Might={n}"), ("+odds", " Might+{n}"),
    ],
    "pbta": [
        ("+roll", " Forceful+{n}"), ("+roll", " Forceful {n}"), ("+stat", " Forceful={n}"),
        ("+setstat", " Char2/hp={n}"), ("+setstat", " Char2/maxhp={n}"), ("+setstat", " Char2/level={n}"),
        ("+setstat", " Char2/tokens={n}"), ("+setstat", " Char2/Agile={n}"), ("+hp", " Char2={n}"),
        ("+forward", " Char2={n}"), ("+token", "/award Char2={n}"), ("+token", "/remove Char2={n}"),
        ("+odds", " Forceful+{n}"),
    ],
    "mw": [
        ("+gains", "/award Char2={n}"), ("+roll", " Might vs {n}"), ("+roll", "/pump Might:{n}=Might"),
        ("+roll", "/preview Might vs {n}"), ("+item", "/add Char2=Rope/die/d{n}"),
        ("+item", "/add Char2=Rope/flat/{n}"), ("+odds", " Might vs {n}"),
    ],
}

# What each ruleset's fight needs before its numbers are reached (run by the
# staff character, Char, who organizes it).
SET_UP = {
    "fs3": [("+combat", "/start"), ("+combat", "/add Goon"), ("+combat", "/newturn")],
    "muse": [("+combat", "/start"), ("+combat", "/add Gob=3")],
}


@pytest.mark.slow  # about 15 s: every numeric argument, with every bad number
class HostileNumbersTest(TrustTest):
    """Every numeric argument of every ruleset's commands, given numbers no
    command should take, by staff (who may use them all) and by a player:
    each is refused with a line, nothing changes, nothing crashes."""

    tried = 0

    def command(self, key, name):
        found = [c for c in ruleset_commands()[key] + ruleset_commands()[BASE] if c.key == name]
        self.assertEqual(len(found), 1, f"{key} has no command {name}")
        return found[0]

    def hammer_numbers(self, key):
        self.use_ruleset(key)
        for name, args in SET_UP.get(key, ()):
            self.run_cmd(self.command(key, name), args, self.char1)
        problems = []
        for name, template in NUMERIC_ARGS[key]:
            cmd_class = self.command(key, name)
            for caller in (self.char1, self.char2):
                for number in BAD_NUMBERS:
                    args = template.format(n=number)
                    label = f"{key} {name}{args[:60]!r} as {caller.key}"
                    HostileNumbersTest.tried += 1
                    before = self.snapshot()
                    try:
                        text, refused, count = self.run_cmd(cmd_class, args, caller)
                    except Exception as err:  # noqa: BLE001 - CommandCrashed or anything escaping
                        problems.append(f"{label}: {type(err).__name__}: {str(err)[:200]}")
                        continue
                    if not refused or count == 0:
                        problems.append(f"{label} was not refused: {text[:100]!r}")
                    elif self.snapshot() != before:
                        problems.append(f"{label} was refused ({text[:80]!r}) but changed the game")
        self.assertEqual(problems, [], "\n" + "\n".join(problems[:40]))


for _key in NUMERIC_ARGS:
    def _numbers(self, _key=_key):
        self.hammer_numbers(_key)
    _numbers.__name__ = f"test_bad_numbers_{_key}"
    _numbers.__doc__ = f"every numeric argument of {_key} refuses unicode digits, huge numbers and extra signs"
    setattr(HostileNumbersTest, _numbers.__name__, _numbers)
