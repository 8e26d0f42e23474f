"""Text for fs3 combat: the turn report, the combat screen, action lines.

Only wording lives here; every number shown was worked out by the rules.
"""

from __future__ import annotations

import textwrap

from core.text import screen, tables
from rules.fs3.combat.state import CombatState
from rules.fs3.combat.weapons import weapon_or_unarmed

WIDTH = 78
INDENT = "    "


def _wrap(text: str, indent: str = "") -> list[str]:
    return textwrap.wrap(text, screen.width(), break_long_words=False, break_on_hyphens=False,
                         initial_indent=indent,
                         subsequent_indent=indent + "  ") or [indent]


def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"


def faces_text(roll: dict) -> str:
    """[8] [7] 5 2 1 - hits in brackets (and green), high to low."""
    faces = sorted(roll.get("faces") or [], reverse=True)
    return " ".join(f"|g[{f}]|n" if f >= 7 else str(f) for f in faces)


def roll_text(roll: dict) -> str:
    """8 dice: [8] [7] 5 2 1 1 3 4 = 2 hits"""
    count = len(roll.get("faces") or [])
    return f"{plural(count, 'die', 'dice')}: {faces_text(roll)} = {plural(roll['hits'], 'hit')}"


def action_text(action: dict | None, names: dict[str, str]) -> str:
    """A queued action in a few words: 'attack Goon1 (+2)', 'pass'."""
    if not action:
        return "-"
    kind = action.get("type")
    if kind == "attack":
        mod = action.get("modifier") or 0
        target = names.get(action.get("target"), "?")
        return f"attack {target}" + (f" ({mod:+d})" if mod else "")
    if kind == "treat":
        return f"treat {names.get(action.get('target'), '?')}"
    if kind == "stance":
        return f"stance {action.get('stance')}"
    return str(kind)


# --- the turn report ----------------------------------------------------------

def _attack_lines(event: dict) -> list[str]:
    res = event["result"]
    name, target = event["name"], event["target_name"]
    weapon = res["weapon"]["name"]
    mod = f" {res['modifier']:+d}" if res.get("modifier") else ""
    lines = _wrap(f"{name} attacks {target} with {weapon}{mod}.")
    lines += _wrap(f"{name} {roll_text(res['attack'])}", INDENT)
    lines += _wrap(f"{target} {roll_text(res['defense'])}", INDENT)
    outcome = res["outcome"]
    if outcome == "Miss":
        lines += _wrap("Miss.", INDENT)
        return lines
    if outcome == "Dodge":
        lines += _wrap(f"{target} dodges.", INDENT)
        return lines
    where = res.get("location") or "body"
    net = plural(res["net_hits"], "net hit")
    for check in res.get("armor_checks") or []:
        verdict = "stops it" if check["stopped"] else "does not stop it"
        lines += _wrap(f"{check['armor']}: d100 {check['roll']} against "
                       f"{check['stop_chance']}% - {verdict}.", INDENT)
    if outcome == "Stopped":
        lines += _wrap(f"Hit to the {where} ({net}), stopped by {res.get('stopped_by')}.",
                       INDENT)
        return lines
    wound = res["wound"]
    roll = res.get("wound_roll") or {}
    lines += _wrap(f"Hit to the {where} ({net}): |w{wound['severity']} wound|n "
                   f"({wound_roll_text(roll)}).", INDENT)
    ko = res.get("ko_check")
    if ko:
        verdict = ("|rknocked out|n at the end of the turn" if ko["knocked_out"]
                   else "stays conscious")
        lines += _wrap(f"KO check: {target} {roll_text(ko['roll'])} - {verdict}.", INDENT)
    fall = res.get("fall_check")
    if fall:
        verdict = "falls" if fall["fell"] else "stays mounted"
        lines += _wrap(f"Riding check (needs {fall['needed']}): {target} "
                       f"{roll_text(fall['roll'])} - {verdict}.", INDENT)
    return lines


def wound_roll_text(roll: dict) -> str:
    """How bad the wound was rolled: 'd100 14, weapon -20 = -6 on the
    severity scale', each modifier named, none left as a bare number."""
    if "die" not in roll:
        return f"severity roll {roll.get('total', '?')}"
    parts = [f"d100 {roll['die']}"]
    for key, label in (("lethality", "weapon"), ("location_modifier", "where it hit"),
                       ("brawn_bonus", "Brawn")):
        value = int(roll.get(key) or 0)
        if value:
            parts.append(f"{label} {value:+d}")
    if len(parts) == 1:
        return f"d100 {roll['die']} on the severity scale"
    return f"{', '.join(parts)} = {roll.get('total', '?')} on the severity scale"


def _treat_lines(event: dict) -> list[str]:
    res = event["result"]
    name, patient = event["name"], event["target_name"]
    who = "themselves" if event.get("target") == event.get("id") else patient
    if event["outcome"] == "nothing_to_treat":
        return _wrap(f"{name} tends {who}, but no fresh wound needs treating.")
    lines = _wrap(f"{name} treats {who}: Medicine {roll_text(res['roll'])}.")
    if event["outcome"] == "healed":
        change = res.get("change") or {}
        before = (change.get("before") or {})
        after = change.get("after")
        if after:
            lines += _wrap(f"The {before.get('severity')} wound to the "
                           f"{before.get('location')} is now {after['severity']}.", INDENT)
        else:
            lines += _wrap(f"The {before.get('severity')} wound to the "
                           f"{before.get('location')} is healed.", INDENT)
    else:
        lines += _wrap("The treatment does not help.", INDENT)
    return lines


STANCE_REASONS = {
    "action": "{name} takes the {to} stance (was {from_}).",
    "attack_from_hiding": "{name} steps out of hiding to attack: now {to}.",
    "fell": "{name} is thrown from their mount: now {to}.",
}
FAIL_REASONS = {
    "no_target": "{name}'s target is no longer in the fight.",
    "target_hidden": "{name} cannot reach {target}, who is in the {stance} stance.",
    "self": "{name} cannot attack themselves.",
}


def turn_text(before: CombatState, after: CombatState, events: list[dict]) -> str:
    """The whole turn as one block of text for the room."""
    turn = before.turn
    lines = [f"|w--- Combat turn {turn} " + "-" * (WIDTH - 18 - len(str(turn))) + "|n"]
    idle, cannot = [], []
    for e in events:
        kind = e.get("type")
        if kind == "initiative":
            order = ", ".join(f"{o['name']} ({o['hits']})" for o in e["order"])
            lines += _wrap(f"Order (Alertness hits): {order or 'nobody acts'}.")
        elif kind == "luck_spent":
            lines += _wrap(f"{e['name']} spends 1 Luck on {e['on']} "
                           f"({e['luck_left']} left).")
        elif kind == "luck_lapsed":
            lines += _wrap(f"{e['name']} has no Luck left to spend on {e['on']}.")
        elif kind == "idle":
            idle.append(e["name"])
        elif kind == "cannot_act":
            cannot.append(e["name"])
        elif kind == "pass":
            lines += _wrap(f"{e['name']} passes.")
        elif kind == "stance":
            template = STANCE_REASONS.get(e.get("reason"), STANCE_REASONS["action"])
            lines += _wrap(template.format(name=e["name"], to=e["to"], from_=e["from"]))
        elif kind == "attack":
            lines += _attack_lines(e)
        elif kind == "attack_failed":
            template = FAIL_REASONS.get(e.get("reason"), FAIL_REASONS["no_target"])
            lines += _wrap(template.format(name=e["name"], target=e.get("target_name"),
                                           stance=e.get("target_stance")))
        elif kind == "action_failed":
            lines += _wrap(f"{e['name']} could not act: {e.get('reason')}")
        elif kind == "treat":
            lines += _treat_lines(e)
        elif kind == "ko":
            by = f" (by {e['by_name']})" if e.get("by_name") else ""
            lines += _wrap(f"|r{e['name']} is knocked out{by}.|n")
        elif kind == "taken_out":
            lines += _wrap(f"|r{e['name']} is out of the fight|n ({e.get('by_name')} "
                           f"finished them).")
    if cannot:
        lines += _wrap(f"Knocked out, could not act: {', '.join(cannot)}.")
    if idle:
        lines += _wrap(f"Did nothing: {', '.join(idle)}.")
    lines += standing_lines(before, after)
    lines.append(f"Turn {after.turn} begins: queue your actions (+combat/attack, "
                 f"+combat/pass).")
    return "\n".join(lines)


def standing_lines(before: CombatState, state: CombatState) -> list[str]:
    """Say so when only one team still has fighters on their feet."""
    teams = {c.team for c in state.combatants.values() if not c.ko}
    all_teams = {c.team for c in before.combatants.values()}
    if len(teams) == 1 and len(all_teams) > 1:
        team = next(iter(teams))
        return _wrap(f"Only team {team} is still standing; the organizer can end the "
                     f"fight with +combat/stop.")
    if not teams and before.combatants:
        return _wrap("Nobody is left standing; the organizer can end the fight with "
                     "+combat/stop.")
    return []


# --- the combat screen ----------------------------------------------------------

def wounds_text(c) -> str:
    """Each severity, worst first, with a count where there are more than
    one: 'Serious, Moderate', 'Light x2'."""
    if not c.wounds:
        return "-"
    counts: dict = {}
    for w in sorted(c.wounds, key=lambda w: w.severity, reverse=True):
        counts[w.severity.label] = counts.get(w.severity.label, 0) + 1
    return ", ".join(label if n == 1 else f"{label} x{n}" for label, n in counts.items())


def combat_screen(number: int, room_name: str, organizer: str, state: CombatState,
                  seconds_left: int | None) -> str:
    names = {cid: c.name for cid, c in state.combatants.items()}
    when = "" if seconds_left is None else f", resolves in {seconds_left // 60}m " \
                                           f"{seconds_left % 60:02d}s"
    head = _wrap(f"|wCombat #{number}|n in {room_name}, organized by {organizer}. "
                 f"Turn {state.turn}{when}.")
    if not state.combatants:
        return "\n".join(head + ["Nobody is fighting yet (+combat/join, +combat/add)."])
    ordered = sorted(state.combatants.values(), key=lambda c: (c.team, c.name.lower()))
    queued, rows = [], []
    for c in ordered:
        armor = ", ".join(a.get("name", "?") for a in c.armor) or "-"
        penalty = f" ({c.wound_penalty})" if c.wound_penalty else ""
        rows.append((c.name + ("*" if c.is_npc else ""), c.team, c.stance,
                     weapon_or_unarmed(c.weapon).name, armor, wounds_text(c) + penalty,
                     "KO" if c.ko else "-", "yes" if c.action else "-"))
        if c.action or c.luck_spend:
            luck = f", Luck on {c.luck_spend}" if c.luck_spend else ""
            queued.append(f"{c.name}: {action_text(c.action, names)}{luck}")
    # columns sized to what they hold, within the client's width (core/text/tables.py)
    table = tables.table(("Name", "Team", "Stance", "Weapon", "Armor", "Wounds", "KO", "Acted"), rows)
    lines = head + [str(table), "* NPC.  Wounds: each severity, worst first, (dice lost)."]
    lines += _wrap("Queued: " + ("; ".join(queued) if queued else "nothing yet") + ".")
    return screen.fit("\n".join(lines))


def combats_list(rows: list[tuple]) -> str:
    """rows: (number, room, organizer, turn, count)."""
    if not rows:
        return "There are no fights going on. Start one with +combat/start."
    return tables.table(("#", "Room", "Organizer", "Turn", "Fighters"),
                        [[str(x) for x in row] for row in rows])


def summary_text(state: CombatState) -> str:
    waiting = [c for c in state.combatants.values() if not c.ko and c.action is None]
    if not waiting:
        return f"Turn {state.turn}: everyone able to act has an action queued."
    names = ", ".join(c.name + (" (NPC)" if c.is_npc else "") for c in waiting)
    return "\n".join(_wrap(f"Turn {state.turn}: still to act: {names}."))
