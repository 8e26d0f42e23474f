"""+roll: fs3 rolls, plain pools and opposed rolls. :func:`roll` is the
ruleset's ``roll`` part (rulesets/base.py): the command and a scene's web
page both call it."""

from core.acting import Act
from core.rolls import sides
from core.rolls.announce import announce_roll
from core.rolls.roll_command import RollCommand
from rules.dice import game_rng
from rules.fs3.opposed import resolve_opposed
from rules.fs3.roll import roll_pool
from rulesets.fs3.commands import format as fmt
from rulesets.fs3.commands.rolling import parse_spec, prepare, settle

SWITCHES = ("luck", "private")
SYNTAX = "+roll <ability>[+N||-N]  or  +roll <ability> vs <name>=<ability||N>"


def roll(character, room, text: str) -> str:
    """``character`` rolls an fs3 pool, or two opposed, in ``room``:
    ``text`` is what follows ``+roll``, switches included. Returns the roll
    as announced; a refusal is a CommandFailed (core/acting.py), with
    nothing rolled."""
    with Act(character, room, text, SWITCHES, SYNTAX) as act:
        return sides.single_or_opposed(act, "An opposed roll has two sides, joined by one 'vs'.",
                                       _single, _opposed)


def _side(act, text: str, first: bool, luck: bool):
    """(spec, character or None, label) for one side of a roll."""
    spec, char, label = sides.side(act, text, first, parse_spec, _unnamed)
    if char is None and luck and first:
        act.fail("Luck goes with your own ability rolls, not a plain pool.")
    return spec, char, label


def _unnamed(act, text: str):
    spec = parse_spec(text)
    if spec.dice is None:
        act.fail("Name the other side: vs <name>=<ability>, or vs <N> for unnamed dice.")
    return spec


def _single(act, text: str) -> str:
    luck = act.has_switch("luck")
    spec, char, label = _side(act, text, True, luck)
    prepared = prepare(spec, char, label, luck=luck)
    result = roll_pool(prepared.pool, game_rng())
    settle(prepared)
    line = fmt.roll_line(prepared.label, result)
    if char != act.caller:
        line = f"{line} (rolled by {act.caller.key})"
    if prepared.aid_used:
        givers = ", ".join(g.giver_name for g in prepared.aid_used)
        line += f"\n  Aid from {givers} is used up."
    announce_roll(act.caller, line, private=act.has_switch("private"), room=act.room)
    return line


def _opposed(act, first_text: str, second_text: str) -> str:
    luck = act.has_switch("luck")
    spec_a, char_a, label_a = _side(act, first_text, True, luck)
    spec_b, char_b, label_b = _side(act, second_text, False, False)
    if char_a is not None and char_a == char_b:
        act.fail("A character cannot roll against themselves.")
    first = prepare(spec_a, char_a, label_a, luck=luck)
    second = prepare(spec_b, char_b, label_b)
    rng = game_rng()
    outcome = resolve_opposed(roll_pool(first.pool, rng), roll_pool(second.pool, rng))
    settle(first)
    settle(second)
    text = "\n".join(fmt.opposed_lines((first.label, second.label), outcome))
    if char_a != act.caller:
        text += f"\n  (rolled by {act.caller.key})"
    announce_roll(act.caller, text, private=act.has_switch("private"), kind="opposed", room=act.room)
    return text


class CmdRoll(RollCommand):
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

    roll = staticmethod(roll)
    switch_options = SWITCHES
    syntax = SYNTAX
    help_category = "fs3"
