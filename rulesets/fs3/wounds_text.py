"""Text for fs3 wounds and healing: the +damage table, one-line wound
summaries and the daily healing report. All player-facing wording for
wounds lives here; the numbers come from rules.fs3.combat."""

from __future__ import annotations

from core.text import counts, tables
from rules.fs3.combat.healing import HEALING_POINTS_TO_DROP, DailyHealing, WoundChange
from rules.fs3.combat.wounds import Wound, total_modifier, wound_penalty

WIDTH = 78


def age_text(seconds: float) -> str:
    """How long ago, roughly: 'just now', '5m', '3h', '2d 4h'."""
    seconds = max(0, int(seconds))
    if seconds < 60:
        return "just now"
    minutes = seconds // 60
    if minutes < 60:
        return f"{minutes}m ago"
    hours = minutes // 60
    if hours < 24:
        return f"{hours}h ago"
    days, hours = divmod(hours, 24)
    return f"{days}d {hours}h ago" if hours else f"{days}d ago"


def wound_label(wound: Wound) -> str:
    """'Moderate wound to the Chest'."""
    return f"{wound.severity.label} wound to the {wound.location or 'body'}"


def penalty_text(wounds: list[Wound]) -> str:
    total = total_modifier(wounds)
    penalty = wound_penalty(wounds)
    dice = abs(penalty)
    return (f"Total modifier {total:+.2f}: {counts.dice(dice)} off every roll.")


def damage_table(name: str, wounds: list[Wound], now: float) -> str:
    """Everything +damage shows about one character's wounds."""
    if not wounds:
        return f"{name} has no wounds."
    rows, notes = [], []
    for number, wound in enumerate(wounds, start=1):
        healing = f"{wound.healing_points}/{HEALING_POINTS_TO_DROP[wound.severity]}"
        if wound.treated:
            healing += " treated"
        rows.append((number, wound.severity.label, wound.location or "-", wound.weapon or "-",
                     age_text(now - wound.created_at), healing))
        if wound.description:
            notes.append(f"  #{number}: {wound.description}")
    table = tables.table(("|w#|n", "|wSeverity|n", "|wLocation|n", "|wWeapon|n", "|wWhen|n",
                          "|wHealing|n"), rows)
    count = len(wounds)
    return "\n".join([f"|w{name}|n: {count} wound{'' if count == 1 else 's'}", str(table),
                      *notes, penalty_text(wounds)])


def change_text(change: WoundChange) -> str:
    """One wound's change: 'Moderate wound to the Chest is now Light.'"""
    before, after = change.before, change.after
    if after is None:
        return f"the {wound_label(before)} has healed"
    if after.severity != before.severity:
        return f"the {wound_label(before)} is now {after.severity.label}"
    needed = HEALING_POINTS_TO_DROP[after.severity]
    return f"the {wound_label(before)} mends ({after.healing_points}/{needed})"


def daily_report(result: DailyHealing, doctor_name: str | None = None) -> str:
    """The message a character gets after a day's healing."""
    brawn = "succeeds" if result.brawn_roll.succeeded else "fails"
    count = result.brawn_roll.hits
    lines = [f"A day of rest: your Brawn roll {brawn} ({count} hit{'' if count == 1 else 's'})."]
    if result.doctor_roll is not None:
        who = doctor_name or "your doctor"
        verdict = "helps" if result.doctor_roll.succeeded else "does not help this time"
        lines.append(f"{who}'s care {verdict}.")
    lines.append(f"Each wound gains {result.points} healing point"
                 f"{'' if result.points == 1 else 's'}.")
    for change in result.changes:
        text = change_text(change)
        lines.append("  " + text[0].upper() + text[1:] + ".")
    if result.wounds:
        lines.append(penalty_text(list(result.wounds)))
    else:
        lines.append("You are free of wounds.")
    return "\n".join(lines)
