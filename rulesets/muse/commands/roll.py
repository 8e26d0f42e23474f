"""muse rolls: +roll (single and opposed), +assist, +challenge, +overexert.
:func:`roll` is the ruleset's ``roll`` part (rulesets/base.py): the
``+roll`` command and a scene's web page both call it."""

from __future__ import annotations

import time

from core.acting import Act
from core.command import FourfoldCommand
from core.numbers import parse_int
from core.rolls import sides
from core.rolls.announce import announce_roll
from core.rolls.roll_command import RollCommand
from rules.dice import game_rng
from rules.muse.opposed import ChallengeResult, challenge, opposed_roll
from rules.muse.overexert import WINDOW_SECONDS, overexert
from rules.muse.roll import plain_pool, roll_pool
from rules.muse.traits import is_opposition, opposing_traits
from rulesets.muse.commands import format as fmt
from rulesets.muse.commands.options import async_penalties
from rulesets.muse.commands.rolling import (
    check_alive,
    impaired_note,
    parse_spec,
    prepare,
    sense_failure,
    settle,
)
from rulesets.muse.scene_rules import note_participant

ROLL_SWITCHES = ("private",)
ROLL_SYNTAX = "+roll <trait>[+N||-N]  or  +roll <trait> vs <name>=<trait||N>  (see help +roll)"


def _assist_note(prepared) -> str:
    if not prepared.assists:
        return ""
    names = ", ".join(a["name"] for a in prepared.assists)
    return f"\n  {prepared.label} is assisted by {names}."


def roll(character, room, text: str) -> str:
    """``character`` rolls a muse Trait or plain dice in ``room``, alone or
    against another side (``text``: what follows ``+roll``, switches
    included); returns what was announced. What it refuses raises a
    CommandFailed (core/acting.py) before anything is rolled."""
    with Act(character, room, text, ROLL_SWITCHES, ROLL_SYNTAX) as act:
        return sides.single_or_opposed(act, "An opposed roll has two sides joined by one 'vs'.",
                                       _single, _opposed)


def _side(act, text: str, first: bool):
    """(spec, character or None, label) for one side of a roll."""
    return sides.side(act, text, first, parse_spec, _unnamed)


def _unnamed(act, text: str):
    if not (text.strip().isascii() and text.strip().isdigit()):
        act.fail("Name the other side: vs <name>=<trait>, or vs <name>=<N> for plain dice.")
    return parse_spec(text)


def _by(act, char) -> str:
    return f" (rolled by {act.caller.key})" if char is not None and char != act.caller else ""


def _fails_outright(spec, char, label) -> str | None:
    """The line for a roll a lost sense fails before any die is thrown."""
    sense = sense_failure(spec, char)
    if sense is None:
        return None
    return (f"{label}'s {spec.trait} roll relies on {sense}, which {label} has lost "
            f"(Impaired): it fails outright, no dice thrown.")


def _single(act, text: str) -> str:
    spec, char, label = _side(act, text, True)
    failed = _fails_outright(spec, char, label)
    if failed:
        if char is not None:
            char.muse.last_roll = None  # nothing rolled: nothing to overexert
            note_participant(act.room, char)
        line = failed + _by(act, char)
        announce_roll(act.caller, line, private=act.has_switch("private"), room=act.room)
        return line
    prepared = prepare(spec, char, label)
    rolled = roll_pool(prepared.pool, game_rng())
    settle(prepared, rolled)
    if char is not None:
        note_participant(act.room, char)
    line = (fmt.roll_line(prepared.label, rolled) + _by(act, char) + _assist_note(prepared)
            + impaired_note(char, spec))
    announce_roll(act.caller, line, private=act.has_switch("private"), room=act.room)
    return line


def _opposed(act, first_text: str, second_text: str) -> str:
    spec_a, char_a, label_a = _side(act, first_text, True)
    spec_b, char_b, label_b = _side(act, second_text, False)
    if char_a is not None and char_a == char_b:
        act.fail("A character cannot roll against themselves.")
    warning = ""
    if spec_a.trait and spec_b.trait and not is_opposition(spec_a.trait, spec_b.trait):
        listed = ", ".join(opposing_traits(spec_a.trait))
        warning = (f"\n  Note: the table does not list {spec_b.trait} against {spec_a.trait} "
                   f"(it lists {listed}); rolled as asked.")
    failed = [f for f in (_fails_outright(spec_a, char_a, label_a),
                          _fails_outright(spec_b, char_b, label_b)) if f]
    if failed:
        for char in (char_a, char_b):
            if char is not None:
                char.muse.last_roll = None
                note_participant(act.room, char)
        if len(failed) == 1:
            winner = label_b if sense_failure(spec_a, char_a) else label_a
            failed.append(f"{winner} wins without a roll.")
        else:
            failed.append("Neither side can succeed.")
        text = "\n".join(failed) + _by(act, char_a)
        announce_roll(act.caller, text, private=act.has_switch("private"), kind="opposed", room=act.room)
        return text
    now = time.time()
    first = prepare(spec_a, char_a, label_a, against=char_b, now=now)
    second = prepare(spec_b, char_b, label_b, against=char_a, now=now)
    result = opposed_roll(first.pool, second.pool, game_rng(), first.pc, second.pc)
    fa, fb = result.final
    settle(first, result.first, now, against={
        "name": second.label, "successes": fb.successes, "ties_win": first.pc and not second.pc})
    settle(second, result.second, now, against={
        "name": first.label, "successes": fa.successes, "ties_win": second.pc and not first.pc})
    for char in (char_a, char_b):
        if char is not None:
            note_participant(act.room, char)
    text = "\n".join(fmt.opposed_lines((first.label, second.label), result))
    text += _by(act, char_a) + _assist_note(first) + _assist_note(second) + warning
    text += impaired_note(char_a, spec_a) + impaired_note(char_b, spec_b)
    announce_roll(act.caller, text, private=act.has_switch("private"), kind="opposed", room=act.room)
    return text


class CmdRoll(RollCommand):
    """
    Roll a muse Trait.

    Usage:
      +roll <trait>[+N||-N]
      +roll <trait>[+N||-N]/<sense>      (a roll relying on sight, hearing
                                          or speech)
      +roll <N>                          (N plain six-sided dice)
      +roll/private <trait>              (only you and staff see it)
      +roll <name>=<trait>               (staff: roll for someone else)
      +roll <trait> vs <name>=<trait>    (opposed, against a character)
      +roll <trait> vs <name>=<N>        (opposed, against N unnamed dice)

    You throw one six-sided die per point of the Trait, plus any bonus
    dice (a pool may go past 10). Each 4, 5 or 6 is a success and each 1
    takes a success away, never going under zero; on your Path's Key
    Trait the 1s cost nothing. A Mastered Trait (rated 10) throws another
    die for every 6, and those can chain. Overexertion penalties and
    halving Tribulations come off on their own, and assists banked for you
    (+assist) add a die each and are used up.

    In an opposed roll the side with more successes wins. A tie between a
    player character and an NPC or plain dice goes to the player; two
    player characters who tie roll again until one leads. If the Trait you
    name for the other side is not one the table lets them resist with,
    you are warned, but the dice are still rolled.

    Impaired: name the sense a roll relies on after a '/' (sight, hearing
    or speech; a unique start will do). If you are Impaired and have lost
    that sense, the roll fails outright and no dice are thrown; in an
    opposed roll the other side wins. An Impaired roller is reminded of
    what they have lost on every roll. See help muse.

    Examples:
      +roll Awareness
      +roll Awareness/sight
      +roll Might+2
      +roll Charm vs Guard=4
      +roll Subterfuge vs Mara=Awareness
    """

    roll = staticmethod(roll)
    switch_options = ROLL_SWITCHES
    syntax = ROLL_SYNTAX
    help_category = "muse"


class CmdAssist(FourfoldCommand):
    """
    Help someone with their next muse roll.

    Usage:
      +assist <name>

    The person you name, who must be here with you, throws one more die on
    their next roll for each character assisting them. Your help waits
    for them for 10 minutes and then lapses; assisting the same person
    again only renews it. Say in your pose how you are helping.

    Example:
      +assist Mara
    """

    key = "+assist"
    syntax = "+assist <name>"
    help_category = "muse"

    def run(self):
        if not self.args.strip():
            self.fail("Name the character you are assisting.")
        target = self.find_character(self.args)
        if target == self.caller:
            self.fail("You cannot assist yourself.", syntax=False)
        check_alive(self.caller)
        entry = target.muse.add_assist(self.caller)
        count = len(target.muse.assists())
        mins = fmt.minutes_left(entry["expires_at"])
        text = (f"{self.caller.key} assists {target.key}: {fmt.plural(count, 'extra die', 'extra dice')} "
                f"on {target.key}'s next roll (lapses in {mins}).")
        if self.caller.location:
            self.caller.location.msg_contents(text)
        else:
            self.caller.msg(text)


class CmdChallenge(FourfoldCommand):
    """
    Roll a muse Challenge against the GM's dice.

    Usage:
      +challenge <trait>[+N||-N]
      +challenge <trait>[+N||-N]=<GM dice>
      +challenge <trait>/<sense>         (relying on sight, hearing or speech)
      +challenge/private <trait>

    For a hard task, you roll the Trait and the GM rolls a pool of plain
    dice standing for the difficulty: as many dice as your own pool unless
    a number is given after '='. You succeed with at least as many
    successes as the GM. Assists banked for you count, and the roll can be
    overexerted like any other. As with +roll, naming a sense you have
    lost to Impaired makes the Challenge fail outright.

    Examples:
      +challenge Subterfuge
      +challenge Sage=6
    """

    key = "+challenge"
    rate_limited = True  # settings.FOURFOLD_ROLL_RATE
    switch_options = ("private",)
    syntax = "+challenge <trait>[+N||-N][=<GM dice>]"
    help_category = "muse"

    def run(self):
        text = self.lhs.strip() if self.rhs is not None else self.args.strip()
        if not text:
            self.fail("Name the Trait you are rolling.")
        spec = parse_spec(text)
        if spec.trait is None:
            self.fail("A Challenge rolls one of your Traits, not plain dice.")
        gm_dice = None
        if self.rhs is not None:
            given = self.rhs.strip()
            gm_dice = parse_int(given, 0, 99, "a number of GM dice", signs=False)
            plain_pool(gm_dice)  # the rules refuse a pool that is too big
        now = time.time()
        sense = sense_failure(spec, self.caller)
        if sense is not None:
            self.caller.muse.last_roll = None
            note_participant(self.caller.location, self.caller)
            announce_roll(self.caller, f"{self.caller.key}'s {spec.trait} Challenge relies on {sense}, "
                          f"which {self.caller.key} has lost (Impaired): it fails outright.",
                          private=self.has_switch("private"), kind="challenge")
            return
        prepared = prepare(spec, self.caller, now=now)
        rng = game_rng()
        if gm_dice is None:
            result = challenge(prepared.pool, rng)
        else:
            result = ChallengeResult(roll_pool(prepared.pool, rng), roll_pool(plain_pool(gm_dice), rng))
        settle(prepared, result.player, now,
               against={"name": "the GM", "successes": result.gm.successes, "ties_win": True})
        note_participant(self.caller.location, self.caller)
        text = "\n".join(fmt.challenge_lines(self.caller.key, result)) + _assist_note(prepared)
        text += impaired_note(self.caller, spec)
        announce_roll(self.caller, text, private=self.has_switch("private"), kind="challenge")


class CmdOverexert(FourfoldCommand):
    """
    Push past your limits: roll your last muse roll again.

    Usage:
      +overexert
      +overexert/private

    Within 10 minutes of a Trait roll of your own you may throw all of
    its dice once more. After a roll that succeeded, the new successes add
    to the old. After a roll that failed (no success, or too few to beat
    what it was against), the new throw replaces it: its successes alone
    count. If the
    new throw has no success at all, that Trait rolls one die fewer until
    a scene you are in ends that counts (staff ran it, or two people in
    it each posed), or for 1d6 real days in a game run without sessions. Each roll can be overexerted only once.

    Example:
      +overexert
    """

    key = "+overexert"
    rate_limited = True  # settings.FOURFOLD_ROLL_RATE
    switch_options = ("private",)
    syntax = "+overexert[/private]"
    help_category = "muse"

    def run(self):
        if self.args.strip():
            self.fail("No arguments, please: overexerting always uses your last roll.")
        check_alive(self.caller)
        handler = self.caller.muse
        record = handler.last_roll
        if record is None:
            self.fail(f"You have made no roll to overexert in the last {WINDOW_SECONDS // 60} minutes.",
                      syntax=False)
        now = time.time()
        against = handler.last_roll_against
        result = overexert(record, self.caller.dbref, now, game_rng(), asynchronous=async_penalties(),
                           need=against["successes"] if against else None,
                           ties_win=bool(against and against.get("ties_win")))
        handler.last_roll = result.record
        handler.add_penalty(result.penalty)
        note_participant(self.caller.location, self.caller)
        trait = record.roll.pool.trait
        if result.replaces:
            how = f"the failed roll's {result.original.successes} replaced by {result.reroll.successes} now"
        else:
            how = f"{result.original.successes} before + {result.reroll.successes} now"
        lines = [f"{self.caller.key} overexerts {trait} ({fmt.pool_text(result.reroll)}): "
                 f"{fmt.roll_body(result.reroll)}",
                 f"  Total: {fmt.plural(result.total_successes, 'success', 'successes')} ({how})."]
        if against:
            need, total = against["successes"], result.total_successes
            wins = total > need or (total == need and against.get("ties_win"))
            verdict = "beats" if wins else ("ties" if total == need else "falls short of")
            lines.append(f"  That {verdict} {against['name']}'s {need}.")
        if result.penalty is not None:
            if result.days is not None:
                lines.append(f"  No success: {trait} rolls one die fewer for "
                             f"{fmt.plural(result.days, 'day')} (1d6 rolled {result.days}).")
            else:
                lines.append(f"  No success: {trait} rolls one die fewer until a scene that counts ends.")
        announce_roll(self.caller, "\n".join(lines), private=self.has_switch("private"),
                      kind="overexert")
