"""+sheet for muse."""

from __future__ import annotations

import time

from core.command import FourfoldCommand
from core.text import counts, screen, tables
from rules.muse.effects import halves_trait
from rules.muse.initiative import actions_per_turn
from rules.muse.roll import pool_for
from rules.muse.traits import TRAITS, is_mastered
from rules.muse.tribulations import BY_NAME
from rulesets.muse.commands import format as fmt

WIDTH = 78


def _status(handler) -> str:
    if handler.dead:
        return "|rDEAD|n"
    if handler.approved:
        return "approved"
    return "submitted, awaiting staff" if handler.submitted else "in chargen"


def sheet_text(char) -> str:
    handler = char.muse
    now = time.time()
    sheet = handler.sheet()
    penalties = handler.penalties(now)
    sheet.penalties = penalties
    lines = [f"|w{char.key}|n  (muse sheet, {_status(handler)})"]
    lines.append(f"Path: {sheet.path or '(none yet)'}   Key Trait: {sheet.key_trait or '(none yet)'}"
                 f"   Level: {sheet.level}   Actions per turn: {actions_per_turn(sheet.level)}")
    notes = []
    if sheet.max_life_override is not None:
        notes.append("maximum set by staff")
    if sheet.max_life < sheet.base_max_life:
        notes.append(f"poison has taken {sheet.base_max_life - sheet.max_life} off the maximum "
                     f"of {sheet.base_max_life}")
    if handler.dead:
        notes.insert(0, "dead: no rolls until staff +revive")
    lines.append(f"Life Points: {sheet.life_points}/{sheet.max_life}"
                 + (f"  ({'; '.join(notes)})" if notes else ""))
    if not handler.approved:
        lines += [b.line for b in handler.chargen_budgets()]
    width = screen.width()  # the client's width (core/text/screen.py)
    rows = []
    for trait in TRAITS:
        rating = sheet.rating(trait)
        notes = []
        if sheet.is_key_trait(trait):
            notes.append("Key Trait")
        if is_mastered(rating):
            notes.append("Mastered")
        off = sheet.penalty_dice(trait, now)
        if off:
            notes.append(f"-{off} overexerted")
        if halves_trait(sheet.tribulations, trait):
            notes.append("halved")
        dice = pool_for(sheet, trait, now=now).dice
        rows.append((trait, rating, dice, "; ".join(notes)))
    lines.append(tables.table(("|wTrait|n", "|wRating|n", "|wDice|n", "|wNotes|n"), rows, width))
    lines.append("Dice: what it rolls now. Key Trait: 1s never cancel. Mastered: 6s add dice.")
    if sheet.tribulations:
        rows = []
        for name, aff in sorted(sheet.tribulations.items()):
            if aff.rounds_left is not None:
                lasts = f"{fmt.plural(aff.rounds_left, 'round')} left"
            else:
                lasts = "until dealt with"
            if aff.rest_left is not None:
                lasts += f"; resting {aff.rest_left} more"
            label = f"{name} ({aff.detail})" if aff.detail else name
            trib = BY_NAME.get(name)
            rows.append((label, lasts, trib.summary if trib else ""))
        lines.append(tables.table(("|wTribulation|n", "|wLasts|n", "|wWhat it does|n"), rows, width))
    else:
        lines.append("Tribulations: none.")
    for p in penalties:
        until = ("until a scene that counts ends" if p.expires_at is None
                 else f"for {fmt.minutes_left(p.expires_at, now)} more")
        lines.append(f"Overexerted: {p.trait} -{counts.dice(p.dice)} {until}.")
    for a in handler.assists(now):
        lines.append(f"Assist banked from {a['name']}: +1 die on your next roll "
                     f"(lapses in {fmt.minutes_left(a['expires_at'], now)}).")
    return screen.fit("\n".join(lines))


class CmdSheet(FourfoldCommand):
    """
    Show a muse character sheet.

    Usage:
      +sheet
      +sheet <name>     (staff)

    Shows the nine Traits with the dice each one rolls right now (after
    overexertion penalties and halving Tribulations), your Path and Key
    Trait, level and actions per turn, Life Points (and how much of the
    maximum poison has drained away), active Tribulations with the rounds
    they have left, overexertion penalties and when they end, banked
    assists, and your chargen points until the sheet is approved.

    Example:
      +sheet
    """

    key = "+sheet"
    aliases = ["sheet"]
    syntax = "+sheet [<name>]"
    help_category = "muse"

    def run(self):
        self.caller.msg(sheet_text(self.whose(self.args)))
