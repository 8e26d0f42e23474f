"""+roll: fs3 rolls, plain pools and opposed rolls."""

import re

from core.command import FourfoldCommand
from core.rolls.announce import announce_roll
from core.text.player import one_line
from rules.dice import game_rng
from rules.fs3.opposed import resolve_opposed
from rules.fs3.roll import roll_pool
from rulesets.fs3.commands import format as fmt
from rulesets.fs3.commands.rolling import parse_spec, prepare, settle

VS_RE = re.compile(r"\s+vs\.?\s+", re.IGNORECASE)


class CmdRoll(FourfoldCommand):
    """
    Roll dice in the fs3 system.

    Usage:
      +roll <ability>[+N||-N]
      +roll <N>                      (a plain pool of N eight-sided dice)
      +roll/luck <ability>           (spend 1 Luck for 3 more dice)
      +roll/private <ability>        (only you and staff see it)
      +roll <name>=<ability>         (staff: roll for someone else)
      +roll <ability> vs <name>=<ability||N>
      +roll <name>=<ability||N> vs <name>=<ability||N>

    A skill is rolled with its ruling attribute added for you; a bare
    attribute is rolled twice over. Every 7 or 8 is a hit, and hits set how
    well you did: no hits fail, 1 is a Success, 2-3 Good, 4-5 Great, 6 or
    more Amazing. Zero hits with a count of 1s above your ruling attribute
    is an Embarrassing Failure. Modifiers run from -10 to +10; wounds take dice
    away on their own, and aid banked for that skill is added and used up.

    In an opposed roll the side with more hits wins, by a Marginal (1 net
    hit), Solid (2-3) or Crushing (4+) Victory; equal hits are a Draw. Each
    side is also told whether it succeeded at all. An opponent who is not a
    character is a name and a number of dice, like Guard=5.

    Examples:
      +roll Alertness
      +roll Stealth-2
      +roll/luck Persuasion
      +roll Alertness vs Mara=Stealth
      +roll Guard=6 vs Mara=Stealth
    """

    key = "+roll"
    aliases = ["roll"]
    rate_limited = True  # settings.FOURFOLD_ROLL_RATE
    switch_options = ("luck", "private")
    syntax = "+roll <ability>[+N||-N]  or  +roll <ability> vs <name>=<ability||N>"
    help_category = "fs3"

    def run(self):
        text = " ".join(self.args.split())  # runs of spaces would slow VS_RE and SPEC_RE
        if not text:
            self.fail("Roll what?")
        sides = VS_RE.split(text)
        if len(sides) > 2:
            self.fail("An opposed roll has two sides, joined by one 'vs'.")
        if len(sides) == 2:
            self.opposed(*sides)
        else:
            self.single(text)

    def side(self, text: str, first: bool, luck: bool):
        """(spec, character or None, label) for one side of a roll."""
        if "=" in text:
            name, spec_text = (part.strip() for part in text.split("=", 1))
            if not name:
                self.fail("Put a name before the '='.")
            spec = parse_spec(spec_text)
            if spec.dice is not None:
                if luck and first:
                    self.fail("Luck goes with your own ability rolls, not a plain pool.")
                return spec, None, one_line(name[:30])
            char = self.find_character(name, anywhere=self.is_staff)
            if first and char != self.caller and not self.is_staff():
                self.fail("You can only roll for yourself; staff can roll for others.", syntax=False)
            return spec, char, char.key
        if not first:
            spec = parse_spec(text)
            if spec.dice is None:
                self.fail("Name the other side: vs <name>=<ability>, or vs <N> for unnamed dice.")
            return spec, None, "Opponent"
        return parse_spec(text), self.caller, self.caller.key

    def single(self, text: str):
        luck = self.has_switch("luck")
        spec, char, label = self.side(text, True, luck)
        prepared = prepare(spec, char, label, luck=luck)
        result = roll_pool(prepared.pool, game_rng())
        settle(prepared)
        line = fmt.roll_line(prepared.label, result)
        if char != self.caller:
            line = f"{line} (rolled by {self.caller.key})"
        if prepared.aid_used:
            givers = ", ".join(g.giver_name for g in prepared.aid_used)
            line += f"\n  Aid from {givers} is used up."
        announce_roll(self.caller, line, private=self.has_switch("private"))

    def opposed(self, first_text: str, second_text: str):
        luck = self.has_switch("luck")
        spec_a, char_a, label_a = self.side(first_text, True, luck)
        spec_b, char_b, label_b = self.side(second_text, False, False)
        if char_a is not None and char_a == char_b:
            self.fail("A character cannot roll against themselves.")
        first = prepare(spec_a, char_a, label_a, luck=luck)
        second = prepare(spec_b, char_b, label_b)
        rng = game_rng()
        outcome = resolve_opposed(roll_pool(first.pool, rng), roll_pool(second.pool, rng))
        settle(first)
        settle(second)
        lines = fmt.opposed_lines((first.label, second.label), outcome)
        text = "\n".join(lines)
        if char_a != self.caller:
            text += f"\n  (rolled by {self.caller.key})"
        announce_roll(self.caller, text, private=self.has_switch("private"), kind="opposed")
