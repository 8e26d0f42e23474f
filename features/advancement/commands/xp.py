"""+xp: what a character has to grow with and can buy, in the room's
ruleset; spending, staff awards and undos, and the log of every entry."""

from __future__ import annotations

from django.conf import settings
from django.core.exceptions import ObjectDoesNotExist

from core.command import FourfoldCommand
from core.numbers import parse_int, parse_ref
from core.rolls.roll_channel import roll_channel
from features.advancement import ledger
from features.advancement.models import LEVEL, RAISE, UNDO


class CmdXp(FourfoldCommand):
    """
    See how your character grows here, spend, and read the record.

    Usage:
      +xp                               what you have and can buy here
      +xp/raise <ability>               spend to raise it by one
      +xp/log [<name>]                  every award and spend (yours; staff: anyone's)
      +xp <name>                        (staff) someone else's
      +xp/award <name>=<amount>/<reason>  (staff) award fs3 XP
      +xp/undo <entry>[=<reason>]         (staff) reverse one entry of the log

    +xp answers in the ruleset of the room you stand in. In fs3 you bank XP
    (20 at most) from staff awards and, every week you take part in a
    scene, 2 more; a skill from r to r+1 costs r+1 XP, an attribute twice
    that, each ability once a week at most, and Luck is never bought. In
    muse staff award levels (+level/award) and each level gives a Trait
    point: +xp/raise <Trait> spends one, up to 10. In pbta and Muscle
    Wizard +xp tells what those games use (tokens and levels, Gains) and
    the commands that spend them.

    Nothing is erased: an undo is a new entry in the log reversing an
    earlier one (an award, a raise or a level award).

    Examples:
      +xp
      +xp/raise Alertness
      +xp/raise Might
      +xp/log
      +xp/award Mara=3/ran the night market scene
      +xp/undo 12=awarded twice
    """

    key = "+xp"
    switch_options = ("raise", "log", "award", "undo")
    syntax = "+xp [<name>]  or  +xp/raise <ability>  or  +xp/log [<name>]  or  (staff) +xp/award <name>=<amount>/<reason>, +xp/undo <entry>"
    help_category = "Advancement"

    def run(self):
        if len(self.switches) > 1:
            self.fail("Use one switch at a time.")
        switch = self.switches[0] if self.switches else ""
        if switch == "raise":
            return self.raise_ability()
        if switch == "log":
            return self.show_log()
        if switch == "award":
            return self.award()
        if switch == "undo":
            return self.undo()
        target = self.whose(self.args, "XP and levels")
        key = ledger.room_ruleset(self.caller)
        adv = ledger.part(key)
        if adv is None:
            self.fail(f"The {key} ruleset has nothing to say about growing.", syntax=False)
        lines = adv.overview(target, ledger.bank(target, key), ledger.now().timestamp())
        self.caller.msg("\n".join(lines))

    def raise_ability(self):
        if not self.args.strip():
            self.fail("Name what to raise.")
        key = ledger.room_ruleset(self.caller)
        entry, extra = ledger.spend_raise(self.caller, key, self.args.strip())
        adv = ledger.part(key)
        left = ledger.balance(self.caller.id, key)
        self.caller.msg(" ".join([f"{entry.ability} rises from {entry.old_rating} to {entry.new_rating} for "
                                  f"{-entry.amount} {adv.unit}; {left} left (entry #{entry.id}).", *extra]))
        roll_channel().msg(f"{self.caller.key} raised {key} {entry.ability} {entry.old_rating} -> "
                            f"{entry.new_rating} for {-entry.amount} {adv.unit} (#{entry.id}).")

    def award(self):
        self.require_staff("Awarding XP")
        if not self.lhs.strip() or not (self.rhs or "").strip():
            self.fail("Give a name, an amount and a reason.")
        amount_text, _, reason = self.rhs.partition("/")
        top = int(settings.FOURFOLD_XP_AWARD_MAX)
        amount = parse_int(amount_text, 1, top, "an amount of XP", signs="+")
        reason = ledger.clean_reason(reason)
        target = self.find_character(self.lhs, anywhere=True)
        key = ledger.ruleset_taking("takes_xp", self.caller.location)
        entry = ledger.award_xp(target, key, amount, reason, self.caller)
        held = ledger.balance(target.id, key)
        if entry is None:
            self.fail(f"{target.key} already holds {held} XP, all the bank takes; nothing awarded.",
                      syntax=False)
        part = "" if entry.amount == amount else f" (of {amount}: the bank is full)"
        self.caller.msg(f"You award {entry.amount} XP{part} to {target.key} ({reason}): now {held} "
                        f"(entry #{entry.id}).")
        if target != self.caller:
            target.msg(f"{self.caller.key} awards you {entry.amount} XP ({reason}). You have {held}; "
                       f"+xp shows what it buys.")
        roll_channel().msg(f"{self.caller.key} awarded {entry.amount} {key} XP to {target.key} "
                            f"({reason}); now {held} (#{entry.id}).")

    def undo(self):
        self.require_staff("Undoing advancement entries")
        text = self.lhs if self.rhs is not None else self.args
        if not text.strip():
            self.fail("Give the entry's number (+xp/log <name> lists them).")
        entry_id = parse_ref(text, "an entry number", " (+xp/log <name> lists them)")
        reason = ledger.clean_reason(self.rhs) if (self.rhs or "").strip() else ""
        record, char = ledger.undo(entry_id, self.caller, reason)
        what = describe(record)
        self.caller.msg(f"Entry #{record.id} undoes #{entry_id} for {char.key}: {what}.")
        if char != self.caller:
            char.msg(f"Staff undid an advancement entry of yours: {what}.")
        roll_channel().msg(f"{self.caller.key} undid #{entry_id} for {char.key} (#{record.id}): {what}.")

    def show_log(self):
        target = self.whose(self.args, "advancement logs")
        rows = ledger.entries_for(target.id)
        if not rows:
            self.caller.msg(f"{target.key} has no advancement entries yet.")
            return
        lines = [f"Advancement log of {target.key} (newest {len(rows)}, oldest first):"]
        for row in rows:
            undone = undone_by(row)
            mark = f" [undone by #{undone.id}]" if undone else ""
            by = f" by {row.by_name}" if row.by_name else ""
            lines.append(f"#{row.id} {row.created:%Y-%m-%d %H:%M} {row.ruleset} {describe(row)}{by}"
                         f"{': ' + row.reason if row.reason and row.kind not in (RAISE,) else ''}{mark}")
        self.caller.msg("\n".join(lines))


def undone_by(row):
    """The entry that undid ``row``, or None."""
    try:
        return row.undone_by
    except ObjectDoesNotExist:
        return None


def describe(row) -> str:
    """'+3 XP award', '-2 XP raise Melee 1 to 2', '+1 level (1 Trait point)'..."""
    unit = getattr(ledger.part(row.ruleset), "unit", "") or "points"
    if row.kind == RAISE:
        return f"raise {row.ability} {row.old_rating} to {row.new_rating}, {row.amount:+d} {unit}"
    if row.kind == LEVEL:
        return f"level award {row.levels:+d} (to {row.new_rating}), {row.amount:+d} {unit}"
    if row.kind == UNDO:
        change = f"{row.amount:+d} {unit}"
        if row.ability:
            change = f"{row.ability} back to {row.new_rating}, {change}"
        elif row.levels:
            change = f"{row.levels:+d} level(s), {change}"
        return f"undo: {change}"
    return f"{row.get_kind_display()} {row.amount:+d} {unit}"
