"""Rolling pbta moves: +roll, +move, +moves, +defend, +rest, +watch and
+bargain. Every roll shows both dice, each modifier and where it came from,
the total, the band and what that band means for the move. :func:`roll`
is the ruleset's ``roll`` part (rulesets/base.py): the ``+roll`` command
and a scene's web page both call it."""

from __future__ import annotations

import time

from core.acting import Act
from core.command import FourfoldCommand
from core.rolls.announce import announce_roll
from core.rolls.roll_command import RollCommand
from rules.dice import game_rng
from rules.pbta import defend as defend_rules
from rules.pbta import health, watch
from rules.pbta.bands import CRITICAL, MISS
from rules.pbta.moves import BARGAIN, DEFEND, KEEP_FIGHTING, MELEE, MOVES, RANGED, REST, TAKE_WATCH
from rules.pbta.roll import roll_move
from rules.pbta.sheet import BARGAINING, DEAD, FUNCTIONING, LAST_ACTION, UNCONSCIOUS, UP
from rules.pbta.stats import STATS, find_stat
from rules.pbta.uses import GENERAL_OUTCOMES, USES_BY_STAT, find_move, move_by_key, stat_move
from rulesets.pbta.commands import format as fmt
from rulesets.pbta.commands.common import (
    ROLL_KIND,
    announce,
    require_gm,
    split_lead,
    split_modifier,
    target_text,
)
from rulesets.pbta.commands.guard import alert_defenders
from rulesets.pbta.handler import rest_gap

ATTACKS = (MELEE.key, RANGED.key)
ROLL_SWITCHES = ("private",)
ROLL_SYNTAX = "+roll <stat>[+N||-N]"


def _character_here(cmd, name: str):
    """The character called ``name`` in the room, or None (no failure)."""
    from core.lookup import characters as lookup

    if not name or not cmd.caller.location:
        return None
    if name.lower() in ("me", "self"):
        return cmd.caller
    exact = lookup.exact_here(cmd.caller.location, name)  # NPCs too, by name or alias
    if len(exact) == 1:
        return exact[0]
    found = lookup.search_here(cmd.caller, cmd.caller.location, name)
    return found[0] if len(found) == 1 else None


def npc_here(cmd, name: str):
    """The NPC called ``name`` (key or alias) here, for staff to roll for."""
    require_gm(cmd, "Rolling moves for an NPC")
    room = cmd.caller.location
    key = (name or "").strip().lower()
    found = [o for o in (room.contents if room else []) if hasattr(o, "pbta")
             and (o.key.lower() == key or key in [a.lower() for a in o.aliases.all()])]
    if not found:
        found = [o for o in (room.contents if room else []) if hasattr(o, "pbta")
                 and o.key.lower().startswith(key)]
    if len(found) != 1:
        cmd.fail(f"There is no NPC called '{name}' here." if not found else
                 f"'{name}' could be {', '.join(o.key for o in found)}.", syntax=False)
    if not getattr(found[0], "is_npc", False):
        cmd.fail(f"{found[0].key} is a player's character and rolls for themselves; staff roll "
                 f"for NPCs only.", syntax=False)
    return found[0]


def who(cmd):
    """Who makes the move: the NPC staff roll for (+move <move> <npc>=<target>), else the caller."""
    return getattr(cmd, "acting_for", None) or cmd.caller


# --- the moves themselves (shared by +move and the dedicated commands) ------
def plain_move(cmd, move, target: str, modifier: int, private: bool = False):
    return move_roll(cmd.caller, who(cmd), cmd.caller.location, move, target, modifier, private)[0]


def move_roll(roller, actor, room, move, target: str, modifier: int, private: bool = False):
    """``actor`` makes ``move`` in ``room``, rolled by ``roller`` (staff,
    for an NPC): (the roll, the text announced)."""
    handler = actor.pbta
    result, sheet = roll_move(handler.sheet(), move, game_rng(), modifier, against=target or None)
    handler.save(sheet)
    lines = [fmt.roll_line(actor.key, result, move, target)]
    if sheet.condition == UNCONSCIOUS:
        lines.append(f"That was {actor.key}'s last action: they collapse, unconscious.")
    text = "\n".join(lines)
    announce_roll(roller, text, private=private, kind=ROLL_KIND, room=room)
    return result, text


def roll(character, room, text: str) -> str:
    """``character`` rolls 2d6 plus the stat in ``text`` (what follows
    ``+roll``, switches included) in ``room``; returns the roll as
    announced. A refusal is a CommandFailed (core/acting.py) and nothing is
    rolled."""
    with Act(character, room, text, ROLL_SWITCHES, ROLL_SYNTAX) as act:
        stat, modifier = split_modifier(act, act.args)
        if not stat:
            act.fail("Roll which stat?")
        move = stat_move(find_stat(stat))
        return move_roll(character, character, room, move, "", modifier, private=act.has_switch("private"))[1]


def attack_move(cmd, move, target: str, modifier: int):
    """A Melee or Ranged Combat roll. Anything but a miss lets the attacker
    roll damage with +damage (doubled on 13+), onto the target if it is a
    character here."""
    victim = _character_here(cmd, target)
    if victim == who(cmd):
        cmd.fail("You cannot attack yourself.")
    label = victim.key if victim else target_text(target)
    handler = who(cmd).pbta
    had_readiness = handler.sheet().readiness
    roll, sheet = roll_move(handler.sheet(), move, game_rng(), modifier, against=label or None)
    handler.save(sheet)
    lines = [fmt.roll_line(who(cmd).key, roll, move, label)]
    defenders = alert_defenders(who(cmd), victim, label) if label else []
    if defenders:
        lines.append(f"Standing guard: {', '.join(defenders)} may spend Readiness now (+defend/spend).")
    if had_readiness and not sheet.readiness:
        handler.guarding = ""
        lines.append(f"Going on the offense, {who(cmd).key} lets their Readiness go.")
    if roll.band != MISS:
        handler.set_pending_hit(victim.id if victim else None, label, roll.band == CRITICAL)
        doubled = " (doubled)" if roll.band == CRITICAL else ""
        where = f" {victim.key}" if victim else ""
        lines.append(f"Roll the damage{doubled}: +damage <weapon>{where}.")
    else:
        handler.clear_pending_hit()
    if sheet.condition == UNCONSCIOUS:
        lines.append(f"That was {who(cmd).key}'s last action: they collapse, unconscious.")
    announce(cmd, "\n".join(lines))


def defend_move(cmd, what: str, modifier: int):
    what = target_text(what)
    if not what:
        cmd.fail("Say what you are guarding (a person, a place, a thing, or me).")
    guarded = _character_here(cmd, what)
    label = "themselves" if guarded == who(cmd) else (guarded.key if guarded else what)
    handler = who(cmd).pbta
    result, sheet = defend_rules.defend(handler.sheet(), game_rng(), modifier)
    handler.save(sheet)
    handler.guarding = label if result.hold else ""
    handler.clear_attack_on_guard()
    lines = [fmt.roll_line(who(cmd).key, result.roll, DEFEND, f"guarding {label}")]
    if result.hold:
        lines.append(f"{who(cmd).key} holds {result.hold} Readiness: +defend/spend <option> when "
                     "the attack comes.")
    announce(cmd, "\n".join(lines))


def rest_move(cmd, modifier: int):
    handler = who(cmd).pbta
    now = time.time()
    health.check_rest_gap(handler.last_rest, now, rest_gap())
    result, sheet = health.rest(handler.sheet(), game_rng(), modifier)
    handler.save(sheet)
    handler.last_rest = now
    faces = " + ".join(str(f) for f in result.heal_faces)
    dice = f"d3s {faces} + {result.flat}" if faces else f"{result.flat}"
    capped = " (the maximum stops it there)" if result.healed < result.rolled else ""
    lines = [fmt.roll_line(who(cmd).key, result.roll, REST, ""),
             f"Recovered: {dice} = {result.rolled}; HP {result.hp_before} -> {result.hp_after}{capped}.",
             f"Next rest possible in {rest_gap() / 3600:g} hours."]
    announce(cmd, "\n".join(lines))


def watch_move(cmd, modifier: int):
    handler = who(cmd).pbta
    result, sheet = watch.take_watch(handler.sheet(), game_rng(), modifier)
    lines = [fmt.roll_line(who(cmd).key, result.roll, TAKE_WATCH, "")]
    camp = [who(cmd)]
    if result.camp_forward and who(cmd).location:
        camp += [obj for obj in who(cmd).location.contents
                 if obj != who(cmd) and hasattr(obj, "pbta") and not obj.pbta.sheet().dead]
    sheets = [sheet] + [c.pbta.sheet() for c in camp[1:]]
    roused = watch.rouse_camp(result, sheets) if result.camp_forward else sheets
    for char, new in zip(camp, roused):
        char.pbta.save(new)
    if result.camp_forward:
        names = ", ".join(c.key for c in camp)
        lines.append(f"Everyone in camp takes {fmt.signed(result.camp_forward)} forward: {names}.")
    announce(cmd, "\n".join(lines))


def keep_fighting_move(cmd, modifier: int):
    handler = who(cmd).pbta
    outcome, sheet = health.keep_fighting(handler.sheet(), game_rng(), modifier)
    handler.save(sheet)
    lines = [fmt.roll_line(who(cmd).key, outcome.roll, KEEP_FIGHTING, "")]
    name = who(cmd).key
    if outcome.condition == UP:
        lines.append(f"{name} is back up at {outcome.hp} HP.")
    elif outcome.condition == FUNCTIONING:
        lines.append(f"{name} fights on at 0 HP, -1 on every roll until healed.")
    elif outcome.condition == LAST_ACTION:
        lines.append(f"{name} has one more action (their next roll), then passes out.")
    elif outcome.condition == BARGAINING:
        lines.append(f"{name} blacks out and meets the spirits: +bargain to plead for life.")
    announce(cmd, "\n".join(lines))


def bargain_move(cmd, modifier: int):
    handler = who(cmd).pbta
    outcome, sheet = health.bargain(handler.sheet(), game_rng(), modifier)
    handler.save(sheet)
    lines = [fmt.roll_line(who(cmd).key, outcome.roll, BARGAIN, "")]
    name = who(cmd).key
    if outcome.condition == DEAD:
        handler.guarding = ""
        lines.append(f"The spirits keep {name}. {name} is dead; their spirit will join the player's next "
                     "character.")
    elif outcome.price_due:
        lines.append(f"{name} wakes at 0 HP, but owes the spirits: choose with +bargain favor "
                     "or +bargain changed.")
    elif outcome.condition == UP:
        lines.append(f"{name} wakes with {outcome.hp} HP.")
    else:
        lines.append(f"{name} wakes at 0 HP, -1 on every roll until healed.")
    announce(cmd, "\n".join(lines))


def perform(cmd, move, rest: str, modifier: int, private: bool = False):
    """Run ``move`` for the caller; ``rest`` is the target or what is defended."""
    if move.key in ATTACKS:
        return attack_move(cmd, move, rest, modifier)
    if move.key == DEFEND.key:
        return defend_move(cmd, rest, modifier)
    if rest and move.key in (REST.key, TAKE_WATCH.key, KEEP_FIGHTING.key, BARGAIN.key):
        cmd.fail(f"{move.name} takes no target.")
    if move.key == REST.key:
        return rest_move(cmd, modifier)
    if move.key == TAKE_WATCH.key:
        return watch_move(cmd, modifier)
    if move.key == KEEP_FIGHTING.key:
        return keep_fighting_move(cmd, modifier)
    if move.key == BARGAIN.key:
        return bargain_move(cmd, modifier)
    return plain_move(cmd, move, target_text(rest), modifier, private=private)


# --- commands ------------------------------------------------------------------
class CmdRoll(RollCommand):
    """
    Roll 2d6 plus a stat.

    Usage:
      +roll <stat>[+N||-N]
      +roll/private <stat>[+N||-N]

    Adds the stat (Forceful, Agile, Insightful or Charming), a modifier
    from -5 to +5 if you give one, every forward waiting for you (they are
    used up) and -1 while you fight on at 0 HP. The line shows both dice,
    each modifier and where it came from, the total and the band: 13+
    critical, 10-12 strong hit, 7-9 weak hit, 6 or less a miss, with what
    that band means. For a named move use +move; /private shows the roll
    only to you (and staff).

    Examples:
      +roll Insightful
      +roll Forceful+1
      +roll/private Charming -1
    """

    roll = staticmethod(roll)
    switch_options = ROLL_SWITCHES
    syntax = ROLL_SYNTAX
    help_category = "pbta"


class CmdMove(FourfoldCommand):
    """
    Make a move: roll 2d6 plus the move's stat and read its band.

    Usage:
      +move <move>[+N||-N] [<target>]

    Any move from +moves: the combat moves (melee, ranged), defend, rest,
    watch, keep fighting and bargain, and everyday uses such as sneak,
    dodge, remember, intimidate. A target is whoever or whatever the move
    is aimed at. A melee or ranged roll that is not a miss is followed by
    +damage (the damage lands on the target if it is a character here;
    13+ doubles it). Attacking ends any Readiness you hold. A forward
    tied to an opponent (from a Defend's ally option) counts only on a
    move aimed at that opponent.

    Staff roll moves for an NPC here by naming it after the move and the
    target after '=': +move <move> <npc>=<target>. The NPC's own sheet
    (stats, forwards, HP) is used, so "your foe rolls to counterattack"
    can be played; a player's character always rolls for itself.

    Examples:
      +move melee Grok
      +move melee Tusk=Mara      (staff, for the NPC Tusk)
      +move sneak
      +move intimidate+1 Grok
      +move keep fighting
    """

    key = "+move"
    rate_limited = True  # settings.FOURFOLD_ROLL_RATE
    syntax = "+move <move>[+N||-N] [<target>]  (see +moves)"
    help_category = "pbta"

    def run(self):
        text, modifier = split_modifier(self, self.args)
        if not text:
            self.fail("Make which move? See +moves.")
        if "=" in text:
            lead, target = (part.strip() for part in text.split("=", 1))
            move, actor = split_lead(lead, find_move)
            if actor:
                self.acting_for = npc_here(self, actor)
                return perform(self, move, target, modifier)
        move, rest = split_lead(text, find_move)
        perform(self, move, rest, modifier)


class CmdMoves(FourfoldCommand):
    """
    List the pbta moves and what each band means.

    Usage:
      +moves
      +moves <move or stat>

    With no argument, every named move with its stat and bands, then the
    everyday uses of each stat, which all read their bands the same way.
    Name a move or a stat to see just that.

    Example:
      +moves defend
      +moves Charming
    """

    key = "+moves"
    syntax = "+moves [<move or stat>]"
    help_category = "pbta"

    def run(self):
        text = self.args.strip()
        if not text:
            lines = []
            for move in MOVES:
                lines += fmt.move_lines(move)
            lines.append("")
            lines += self.uses_lines(STATS)
            self.caller.msg("\n".join(lines))
            return
        stats = {s.lower(): s for s in STATS}
        if text.lower() in stats:
            self.caller.msg("\n".join(self.uses_lines((stats[text.lower()],))))
            return
        self.caller.msg("\n".join(fmt.move_lines(find_move(text))))

    def uses_lines(self, stats):
        lines = ["|wEveryday uses|n: +move <use>. Each reads its bands the same way:"]
        for band, meaning in GENERAL_OUTCOMES:
            label = {b.key: b.label for b in MELEE.scale.bands}[band]
            lines += fmt.wrap(f"{label:>6}  {meaning}", indent="  ", hang=8)
        for stat in stats:
            names = ", ".join(f"{move_by_key(k).name} ({move_by_key(k).key.replace('_', ' ')})" for k in USES_BY_STAT[stat])
            lines += fmt.wrap(f"+{stat}: {names}")
        return lines


class _OwnMove(FourfoldCommand):
    """A move rolled for yourself alone (+rest, +watch): an optional +N or
    -N and nothing else, then the move's own function with the modifier."""

    rate_limited = True  # settings.FOURFOLD_ROLL_RATE
    help_category = "pbta"
    move_name = ""

    @staticmethod
    def move(cmd, modifier):
        raise NotImplementedError

    def run(self):
        text, modifier = split_modifier(self, self.args)
        if text:
            self.fail(f"{self.move_name} takes no target.")
        self.move(self, modifier)


class CmdRest(_OwnMove):
    """
    Rest four hours or more and win back HP.

    Usage:
      +rest[+N||-N]

    Rolls 2d6 plus Forceful: 13+ recovers 3d3+1 HP, 10-12 2d3+1, 7-9
    1d3+1, and a miss just 1. You never rise above your maximum; healing
    above 0 ends every 0-HP state. One rest takes at least 4 real hours:
    a second +rest sooner is refused with the time still to wait, and
    each rest says when the next one is possible (the setting
    FOURFOLD_PBTA_REST_SECONDS).

    Example:
      +rest
    """

    key = "+rest"
    syntax = "+rest"
    move_name = "Rest"
    move = staticmethod(rest_move)


class CmdWatch(_OwnMove):
    """
    Take watch when something approaches the camp.

    Usage:
      +watch[+N||-N]

    Rolls 2d6 plus Insightful on its own scale: on 10+ everyone in the
    room (you too) gains +1 forward; a 9 means all are ready, no bonus; on
    7-8 everyone takes -1 forward; on 6 or less whatever is out there
    strikes first.

    Example:
      +watch
    """

    key = "+watch"
    syntax = "+watch"
    move_name = "Take Watch"
    move = staticmethod(watch_move)


class CmdBargain(FourfoldCommand):
    """
    Bargain with the spirits for your life, and pay their price.

    Usage:
      +bargain                 (roll Bargain for Your Life, Charming)
      +bargain favor           (after a 7-9: be in the spirits' debt)
      +bargain changed         (after a 7-9: come back changed)

    Only when Keep Fighting has sent you to the spirits. 13+ wakes you
    with 1 HP; 10-12 at 0 HP with -1 on every roll until healed; 7-9 the
    same but you must choose a price; 6 or less and your character dies.

    Examples:
      +bargain
      +bargain favor
    """

    key = "+bargain"
    rate_limited = True  # settings.FOURFOLD_ROLL_RATE
    syntax = "+bargain  or  +bargain favor  or  +bargain changed"
    help_category = "pbta"

    def run(self):
        text = self.args.strip()
        if not text:
            return bargain_move(self, 0)
        handler = self.caller.pbta
        sheet = health.pay_price(handler.sheet(), text)
        handler.save(sheet)
        price = sheet.prices[-1]
        what = ("is in the spirits' debt: a favor they may call in now or later" if price == health.FAVOR
                else "comes back from the spirits changed; the GM will say how, or ask")
        announce(self, f"{self.caller.key} {what}.")
