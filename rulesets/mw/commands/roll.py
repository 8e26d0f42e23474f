"""+roll for mw: a Word roll with its threshold walkthrough, /preview and
/pump (a one-roll raise paid in Gains). :func:`roll` is the ruleset's
``roll`` part (rulesets/base.py): the command and a scene's web page both
call it."""

from core.acting import Act
from core.rolls.announce import announce_roll
from core.rolls.roll_command import RollCommand
from core.rolls.sides import VS_RE
from core.text import screen
from rules.dice import game_rng
from rules.mw.action import MAX_WORDS, WordUse, plan_roll, take_roll
from rules.mw.roll import IMPERFECT, check_dc
from rulesets.mw.commands import format as fmt
from rulesets.mw.commands.common import need_sheet, whole_number

ENTRY_MAX = 200
SWITCHES = ("preview", "pump", "private", "explain")
SYNTAX = "+roll[/<switch>] <word>[,<word>[:perfect]]...[ vs <DC>]  (see help +roll)"


def roll(character, room, text: str) -> str | None:
    """``character`` rolls the Words in ``text`` (what follows ``+roll``,
    switches included) in ``room``; returns the roll as announced, None for
    a /preview (shown to ``character`` alone, nothing rolled). A refusal is
    a CommandFailed (core/acting.py) and nothing is rolled."""
    with Act(character, room, text, SWITCHES, SYNTAX) as act:
        return _roll(act)


def _roll(act) -> str | None:
    text = " ".join(act.args.split())
    if not text:
        act.fail("Roll which Words?")
    if len(text) > ENTRY_MAX:
        act.fail("That is too long to be a roll.")
    boost, steps = None, 1
    if act.has_switch("pump"):
        if "=" not in text:
            act.fail("Put the Word to pump and an '=' before the Words you roll.")
        pump_text, text = (part.strip() for part in text.split("=", 1))
        boost, _, steps_text = pump_text.partition(":")
        boost = boost.strip()
        if not boost:
            act.fail("Name the Word to pump.")
        if steps_text.strip():
            steps = whole_number(act, steps_text)
    elif "=" in text:
        act.fail("Only /pump takes an '='.")
    parts = VS_RE.split(text)
    if len(parts) > 2:
        act.fail("Give at most one 'vs <DC>'.")
    dc = whole_number(act, parts[1]) if len(parts) == 2 else None
    check_dc(dc)
    uses = parse_words(act, parts[0])

    caller = act.caller
    handler = caller.mw
    sheet = need_sheet(act)
    named = {sheet.word(u.ref).letter for u in uses}
    vetoed = [v for v in handler.vetoes if v in named]
    here = {obj.id for obj in act.room.contents} if act.room else set()
    present = [s for s in handler.spotters if s["id"] in here]
    dropped = [s["name"] for s in handler.spotters if s["id"] not in here]
    spotters = handler.spotter_records(present)
    plan = plan_roll(sheet, uses, vetoed=vetoed, spotters=spotters, boost=boost, boost_steps=steps)

    if act.has_switch("preview"):
        lines = [f"Preview of {fmt.words_label(sheet, plan)}" + (f" vs DC {dc}" if dc is not None else "")
                 + " (nothing is rolled):"]
        if vetoed:
            lines.append(f"  Vetoed and set aside: {', '.join(sheet.word(v).name for v in vetoed)}.")
        lines += fmt.walkthrough_lines(sheet, plan, spotters)
        if dropped:
            lines.append(f"  Not here to spot: {', '.join(dropped)}.")
        if handler.use_items:
            lines.append(f"  Items added after the roll (never on a fumble): {', '.join(handler.use_items)}.")
        caller.msg(screen.fit_told("\n".join(lines)))
        return None

    items = [name for name in handler.use_items if any(i.name == name for i in sheet.items)]
    result, new_sheet = take_roll(sheet, game_rng(), plan, items=items, dc=dc)
    handler.save(new_sheet)
    handler.clear_pending()
    # the walkthrough on request only (/explain), to the roller alone
    walk = fmt.walkthrough_lines(sheet, plan, spotters) if act.has_switch("explain") else []
    lines = fmt.roll_lines(caller.key, sheet, plan, result, new_sheet.gains,
                           vetoed=[sheet.word(v).name for v in vetoed], spotters=spotters,
                           dropped_spotters=dropped)
    private = act.has_switch("private")
    if walk and not private:
        caller.msg(screen.fit_told("\n".join(walk)))
    text = "\n".join(lines if not private else walk + lines)
    announce_roll(caller, text, private=private, kind="mw", room=act.room)
    return text


def parse_words(cmd, text: str):
    """The Words named in ``text`` (comma-separated, each with an optional
    ``:perfect`` or ``:imperfect``); ``cmd`` refuses a bad list."""
    uses = []
    for entry in text.split(","):
        ref, sep, fit = (bit.strip() for bit in entry.partition(":"))
        if not ref:
            cmd.fail("A Word is missing between the commas.")
        if sep and not fit:
            cmd.fail(f"Say :perfect or :imperfect after {ref}.")
        uses.append(WordUse(ref, fit if sep else IMPERFECT))
    if len(uses) > MAX_WORDS:
        cmd.fail(f"Name at most {MAX_WORDS} Words.")
    return uses


class CmdRoll(RollCommand):
    """
    Roll your Words of Power (Muscle Wizard).

    Usage:
      +roll <word>[,<word>[:perfect]]...[ vs <DC>]
      +roll/preview <word>[,<word>...][ vs <DC>]    (the walkthrough, no dice)
      +roll/pump <word>[:<steps>]=<word>[,<word>...][ vs <DC>]
      +roll/private <word>...                       (only you and staff see it)
      +roll/explain <word>...        (the roll, with its threshold walkthrough)

    Name every Word that helps, by name or letter, separated by commas. The
    Word with the biggest die (the first named, on a tie) gives the starting
    die; each other Word is an imperfect fit (1 off the threshold) unless
    you mark it :perfect (2 off). The roll line gives the threshold; the
    walkthrough of how it was reached comes with /explain (to you alone)
    or /preview: the starting die's maximum, less the fits, less spotting
    banked for you (+spot), never below 2. A first die of 1 is a fumble. A
    die at or over its threshold explodes into the next die up, which may
    explode in turn; each explosion earns Gains. Items readied with
    +item/use add after the chain. With vs <DC> the total is checked
    against the DC. Words vetoed for you (+veto) are set aside.

    /pump raises one of the Words you roll by 1 step (or <steps>) for this
    roll only, at 1 Gain per step, paid when the roll is made.

    Examples:
      +roll Might
      +roll/preview Might,Leverage:perfect vs 8
      +roll Might,Leverage:perfect vs 8
      +roll/pump Might=Might,Leverage:perfect vs 8
      +roll/pump Zap:2=Zap,Incantation
    """

    roll = staticmethod(roll)
    switch_options = SWITCHES
    syntax = SYNTAX
    help_category = "mw"
