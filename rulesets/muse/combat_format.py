"""Text for muse combat: the block each step sends, and the +combat screen.

Only wording lives here; every number shown was worked out by the rules.
"""

from __future__ import annotations

import textwrap

from core.text import screen, tables

WIDTH = 78
INDENT = "    "
SUCCESS_ON = 4


def _wrap(text: str, indent: str = "") -> list[str]:
    return textwrap.wrap(text, screen.width(), break_long_words=False, break_on_hyphens=False,
                         initial_indent=indent,
                         subsequent_indent=indent + "  ") or [indent]


def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"


def roll_text(roll: dict) -> str:
    """'Might, 4 dice: [6] [5] 3 1 = 1 success' (successes bracketed)."""
    faces = sorted(list(roll.get("base") or []) + list(roll.get("extra") or []), reverse=True)
    shown = " ".join(f"|g[{f}]|n" if f >= SUCCESS_ON else str(f) for f in faces) or "no dice"
    pool = roll.get("pool") or {}
    label = pool.get("trait") or "plain"
    return (f"{label}, {plural(len(faces), 'die', 'dice')}: {shown} = "
            f"{plural(roll.get('successes', 0), 'success', 'successes')}")


def _name(names: dict, who) -> str:
    return names.get(who, str(who)) if who else "someone"


def _opposed_lines(opposed: dict, first: str, second: str, shown: bool = False) -> list[str]:
    """Both sides' rolls (and rerolls); ``shown``: the first side's first roll
    was already printed."""
    lines = []
    for i, (a, b) in enumerate(opposed.get("rolls") or []):
        tag = "" if i == 0 else "reroll: "
        if i or not shown:
            lines += _wrap(f"{tag}{first} {roll_text(a)}", INDENT)
        lines += _wrap(f"{tag}{second} {roll_text(b)}", INDENT)
    if opposed.get("how") == "tie to the player":
        lines += _wrap("A tie between a player character and an NPC goes to the player.", INDENT)
    if opposed.get("how") == "draw":
        lines += _wrap("Still tied after every reroll: a draw.", INDENT)
    return lines


def _several(e: dict, n, doing: str, what: str) -> list[str]:
    """An attack or a healing aimed at several: the d6 says how many it reaches."""
    return _wrap(f"{n(e['who'])} {doing} several: the d6 shows {e['die']}, so the "
                 f"{what} reaches {plural(len(e['targets']), 'of them', 'of them')}.")


REACTION_WORDS = {"dodge": "dodges", "endure": "endures", "counter": "counters"}


def _reaction_lines(e: dict, names: dict) -> list[str]:
    inc = e["incoming"]
    who, sender = _name(names, e["who"]), _name(names, inc["sender"])
    dmg = e["damage_taken"]
    if e.get("reaction") is None:
        return _wrap(f"{who} cannot react and takes {plural(dmg, 'point')} of damage.")
    late = " (no answer in time: their default)" if e.get("timed_out") else ""
    lines = _wrap(f"{who} {REACTION_WORDS[e['reaction']]} with {e.get('trait')}{late}.")
    lines += _opposed_lines(e["opposed"], sender, who, shown=True)
    won = e["opposed"]["winner"] == 1
    if not won:
        lines += _wrap(f"It fails: {who} takes {plural(inc['damage'], 'point')} of damage.", INDENT)
    elif e["reaction"] == "dodge":
        lines += _wrap(f"{who} avoids the attack completely.", INDENT)
    elif e["reaction"] == "endure":
        lines += _wrap(f"{who} takes only {plural(dmg, 'point')} of damage.", INDENT)
    else:
        back = (e.get("next") or {}).get("damage", 0)
        lines += _wrap(f"{who} turns the blow back at {sender}: {plural(back, 'point')} "
                       f"of damage heading their way.", INDENT)
    return lines


def _on_initiative(e: dict, n, names: dict, private: dict) -> list[str]:
    parts = [f"{n(r['who'])} {r['die']}+{r['swiftness']}={r['total']}" for r in e["rolls"]]
    return _wrap("Initiative (1d6 + Swiftness): " + ", ".join(parts) + ".")


def _on_joined(e: dict, n, names: dict, private: dict) -> list[str]:
    r = e["roll"]
    share = ", sharing a turn" if e.get("shared") else ""
    return _wrap(f"{n(e['who'])} joins the fight: initiative {r['die']}+{r['swiftness']}"
                 f"={r['total']}{share}.")


def _on_round(e: dict, n, names: dict, private: dict) -> list[str]:
    return [f"|w-- Round {e['round']} --|n"]


def _on_turn(e: dict, n, names: dict, private: dict) -> list[str]:
    members = " and ".join(n(w) for w in e["members"])
    shared = " (a shared turn)" if len(e["members"]) > 1 else ""
    return _wrap(f"Turn: {members}{shared}.")


def _on_ongoing_damage(e: dict, n, names: dict, private: dict) -> list[str]:
    dice = f" (1d6: {e['faces'][0]})" if e.get("faces") else ""
    when = "as the turn starts" if e.get("when") == "turn start" else "for acting"
    return _wrap(f"{n(e['who'])} suffers from {e['tribulation']} {when}{dice}.")


def _on_damage(e: dict, n, names: dict, private: dict) -> list[str]:
    return _wrap(f"{n(e['who'])} loses {plural(e['amount'], 'Life Point')}: "
                 f"now {e['life']}.", INDENT)


def _on_dying(e: dict, n, names: dict, private: dict) -> list[str]:
    return _wrap(f"|r{n(e['who'])} falls at {e['life']} Life Points: Unconscious and "
                 f"dying.|n Each of their turns starts with an Endurance challenge; "
                 f"three wins wake them, three losses kill them.")


def _on_dead(e: dict, n, names: dict, private: dict) -> list[str]:
    return _wrap(f"|r{n(e['who'])} is dead|n ({e['life']} Life Points).")


def _on_dying_check(e: dict, n, names: dict, private: dict) -> list[str]:
    lines = _wrap(f"{n(e['who'])} fights for life (Endurance against the GM's dice):")
    lines += _opposed_lines({"rolls": e["rolls"]}, n(e["who"]), "GM")
    after = e["after"]
    verdict = "holds on" if e["won"] else "slips further"
    lines += _wrap(f"{n(e['who'])} {verdict}: {plural(after['successes'], 'success', 'successes')}"
                   f", {plural(after['failures'], 'failure')}.", INDENT)
    return lines


def _on_revived(e: dict, n, names: dict, private: dict) -> list[str]:
    return _wrap(f"{n(e['who'])} comes round at {e['life']} Life Points, Tired.")


def _on_tribulation_ended(e: dict, n, names: dict, private: dict) -> list[str]:
    return _wrap(f"{n(e['who'])} is no longer {e['tribulation']}.")


def _on_attack(e: dict, n, names: dict, private: dict) -> list[str]:
    intent = e["intent"]
    if intent["kind"] == "damage":
        what = f"to deal damage ({intent['style']})"
    else:
        what = f"to make them {intent['tribulation']}"
    whom = " and ".join(n(t) for t in e.get("targets") or [e["target"]])
    lines = _wrap(f"{n(e['who'])} attacks {whom} {what}.")
    lines += _wrap(f"{n(e['who'])} {roll_text(e['roll'])}", INDENT)
    return lines


def _on_targets(e: dict, n, names: dict, private: dict) -> list[str]:
    return _several(e, n, "aims at", "attack")


def _on_no_damage(e: dict, n, names: dict, private: dict) -> list[str]:
    return _wrap("No successes: the attack does no harm.", INDENT)


def _on_resist(e: dict, n, names: dict, private: dict) -> list[str]:
    lines = _wrap(f"{n(e['who'])} resists with {e['trait']}.", INDENT)
    rolls = e["opposed"]["rolls"]
    lines += _wrap(f"{n(e['who'])} {roll_text(rolls[0][1])}", INDENT)
    for a, b in rolls[1:]:
        lines += _wrap(f"reroll: {roll_text(a)} against {roll_text(b)}", INDENT)
    if e["opposed"]["winner"] != 0:
        lines += _wrap(f"{n(e['who'])} shrugs off {e['tribulation']}.", INDENT)
    return lines


def _on_tribulation(e: dict, n, names: dict, private: dict) -> list[str]:
    return _wrap(f"{n(e['who'])} is now |w{e['tribulation']}|n.", INDENT)


def _on_heal_targets(e: dict, n, names: dict, private: dict) -> list[str]:
    return _several(e, n, "tends to", "healing")


def _on_heal_roll(e: dict, n, names: dict, private: dict) -> list[str]:
    targets = e.get("targets") or [e["target"]]
    whom = " and ".join("themselves" if t == e["who"] else n(t) for t in targets)
    return _wrap(f"{n(e['who'])} tends {whom}: {roll_text(e['roll'])}.")


def _on_healed(e: dict, n, names: dict, private: dict) -> list[str]:
    return _wrap(f"{n(e['who'])} regains {plural(e['amount'], 'Life Point')}: now "
                 f"{e['life']}.", INDENT)


def _on_moved(e: dict, n, names: dict, private: dict) -> list[str]:
    return _wrap(f"{n(e['who'])} moves from {e['from']} to {e['to']} of {n(e['target'])}.")


def _on_gave(e: dict, n, names: dict, private: dict) -> list[str]:
    return _wrap(f"{n(e['who'])} gives {plural(e['count'], 'action')} to {n(e['to'])}.")


def _on_recovery(e: dict, n, names: dict, private: dict) -> list[str]:
    helped = (f" with {plural(e['helpers'], 'helper')} adding a die each"
              if e.get("helpers") else "")
    lines = _wrap(f"{n(e['who'])} tries to shake off {e['tribulation']}{helped}: "
                  f"{roll_text(e['roll'])}.")
    if e.get("opposed"):
        lines += _opposed_lines(e["opposed"], n(e["who"]), n(e.get("source")))
    verdict = "and succeeds" if e["recovered"] else "but it holds"
    lines += _wrap(f"{n(e['who'])} tries {verdict}.", INDENT)
    return lines


def _on_rest(e: dict, n, names: dict, private: dict) -> list[str]:
    return _wrap(f"{n(e['who'])} rests to shake off being Tired: {plural(e['rounds'], 'round')} "
                 f"of nothing but defence.")


def _on_turn_timed_out(e: dict, n, names: dict, private: dict) -> list[str]:
    who = " and ".join(n(w) for w in e["members"]) or "nobody"
    mins = e["seconds"] / 60
    span = f"{mins:g} minute{'s' if mins != 1 else ''}" if e["seconds"] % 60 == 0 \
        else plural(e["seconds"], "second")
    return _wrap(f"Time is up ({span}): the rest of the turn of {who} is passed.")


def _on_fight_waits(e: dict, n, names: dict, private: dict) -> list[str]:
    return _wrap("A whole round has passed with nobody acting, so the turn timer stops "
                 "here: the fight waits until someone acts or the organizer uses "
                 "+combat/newturn.")


def _on_left(e: dict, n, names: dict, private: dict) -> list[str]:
    name = e.get("name") or n(e["who"])
    if e.get("by"):
        return _wrap(f"{e['by']} takes {name} out of the fight.")
    return _wrap(f"{name} leaves the fight.")


def _on_side_empty(e: dict, n, names: dict, private: dict) -> list[str]:
    side = "player" if e["side"] == "players" else "enemy"
    return _wrap(f"Nobody is left on the {side} side. The fight goes on (the fallen can "
                 f"still be tended) until the organizer adds fighters or ends it with "
                 f"+combat/stop.")


def _on_wake_help(e: dict, n, names: dict, private: dict) -> list[str]:
    helpers = e.get("helpers") or []
    return _wrap(f"{n(e['who'])} tries to wake {n(e['target'])} "
                 f"({plural(len(helpers), 'helper')} this round, a die each).")


def _on_pass(e: dict, n, names: dict, private: dict) -> list[str]:
    return _wrap(f"{n(e['who'])} passes the rest of the turn.")


def _on_reaction(e: dict, n, names: dict, private: dict) -> list[str]:
    return _reaction_lines(e, names)


def _on_prompt(e: dict, n, names: dict, private: dict) -> list[str]:
    who = n(e["who"])
    private[e["who"]] = (
        f"|y{n(e['by'])} is hitting you for {plural(e['damage'], 'point')}.|n React with "
        f"+react {'||'.join(e['allowed'])} within {e['timeout']} seconds, or you will "
        f"{e['default']}.")
    return _wrap(f"{who} must react ({', '.join(e['allowed'])}) within {e['timeout']} "
                 f"seconds.", INDENT)


# event type -> the lines it shows (``private`` collects lines for one reader)
EVENT_LINES = {
    "initiative": _on_initiative,
    "joined": _on_joined,
    "round": _on_round,
    "turn": _on_turn,
    "ongoing damage": _on_ongoing_damage,
    "damage": _on_damage,
    "dying": _on_dying,
    "dead": _on_dead,
    "dying check": _on_dying_check,
    "revived": _on_revived,
    "tribulation ended": _on_tribulation_ended,
    "attack": _on_attack,
    "targets": _on_targets,
    "no damage": _on_no_damage,
    "resist": _on_resist,
    "tribulation": _on_tribulation,
    "heal targets": _on_heal_targets,
    "heal roll": _on_heal_roll,
    "healed": _on_healed,
    "moved": _on_moved,
    "gave": _on_gave,
    "recovery": _on_recovery,
    "rest": _on_rest,
    "turn timed out": _on_turn_timed_out,
    "fight waits": _on_fight_waits,
    "left": _on_left,
    "side empty": _on_side_empty,
    "wake help": _on_wake_help,
    "pass": _on_pass,
    "reaction": _on_reaction,
    "prompt": _on_prompt,
}


def _event_lines(e: dict, names: dict, private: dict) -> list[str]:
    shown = EVENT_LINES.get(e["type"])
    if shown is None:
        return []
    return shown(e, lambda who: _name(names, who), names, private)


def events_text(state, events: list, names: dict, number) -> tuple[str, dict]:
    """One block for everyone, and lines for single recipients by dbref."""
    private: dict = {}
    lines = [f"|w--- muse fight #{number} " + "-" * max(0, WIDTH - 18 - len(str(number))) + "|n"]
    for e in events:
        lines += _event_lines(e, names, private)
    if state is not None and not state.over and state.order and not any(
            e["type"] == "prompt" for e in events):
        turn = state.current_turn
        who = ", ".join(f"{_name(names, w)} ({plural(state.combatants[w].actions_left, 'action')})"
                        for w in turn.members if not state.combatants[w].dead)
        lines += _wrap(f"Round {state.round}. Now acting: {who or 'nobody'}.")
    if state is not None and state.over:
        lines.append("Nobody is left to take a turn: the fight is over.")
    return "\n".join(lines), private


def tribulations_text(c) -> str:
    parts = []
    for name, aff in sorted(c.tribulations.items()):
        left = f" {aff.rounds_left}" if aff.rounds_left is not None else ""
        parts.append(f"{name}{left}")
    return ", ".join(parts) or "-"


def status_text(c) -> str:
    if c.dead:
        return "dead"
    if c.dying is not None:
        return f"dying {c.dying.successes}/{c.dying.failures}"
    return "up"


def combat_screen(script, viewer) -> str:
    """The one-screen view of a fight, from ``viewer``'s point of view."""
    names = script.names()
    organizer = script.organizer
    room = script.obj
    head = (f"|wmuse fight #{script.number}|n in {room.key if room else 'nowhere'}, organized by "
            f"{organizer.key if organizer else 'nobody'}")
    state = script.get_state()
    if state is None:
        waiting = ", ".join(names.get(w, w) for w in script.fighter_ids()) or "nobody yet"
        return screen.fit("\n".join(_wrap(head) + _wrap(f"Gathering: {waiting}.") + _wrap(
            "The organizer rolls initiative and begins with +combat/newturn.")))
    me = viewer.dbref
    rows = []
    for i, turn in enumerate(state.order):
        for w in turn.members:
            c = state.combatants[w]
            mark = ">" if i == state.turn_index else ""
            dist = "-" if w == me or not script.has_combatant(viewer) else script.distance(me, w)
            rows.append((mark, turn.total, names.get(w, w), c.side, f"{c.life}/{c.max_life}",
                         c.actions_left, status_text(c), tribulations_text(c), dist))
    # columns sized to what they hold, within the client's width (core/text/tables.py)
    table = tables.table(("", "Init", "Name", "Side", "LP", "Acts", "State", "Tribulations",
                          "Dist"), rows)
    lines = _wrap(f"{head}; round {state.round}.") + [str(table)]
    pending = script.pending
    if pending is not None:
        lines += _wrap(f"Waiting on {names.get(pending['incoming']['target'], '?')} to react "
                       f"(+react).")
    if state.over:
        lines.append("Nobody is left to take a turn: the fight is over.")
    lines += _wrap("Init: initiative total; > marks whose turn it is; Tribulations show "
                   "rounds left; Dist is how far each fighter is from you.")
    return screen.fit("\n".join(lines))
