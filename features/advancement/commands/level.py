"""+level/award: staff award levels (muse), each with its Trait points."""

from __future__ import annotations

from core.command import FourfoldCommand
from core.numbers import parse_int
from core.rolls.roll_channel import roll_channel
from features.advancement import ledger

LEVELS_TYPED_MAX = 9999  # what the number may say; the ruleset's own limit is checked after


class CmdLevel(FourfoldCommand):
    """
    Award levels (staff), for rulesets whose characters grow by level (muse).

    Usage:
      +level/award <name>[=<n>]/<reason>

    Gives <n> levels (1 if you leave it out). In muse each level gives a
    Trait point to spend with +xp/raise <Trait>, and more levels bring more
    actions a turn. The award goes to the room's ruleset, or to the only
    one that takes levels. +xp/undo <entry> takes an award back while its
    points are unspent.

    Examples:
      +level/award Mara/finished the river arc
      +level/award Mara=2/led the siege
    """

    key = "+level"
    switch_options = ("award",)
    locks = "cmd:perm(Builder)"
    syntax = "+level/award <name>[=<n>]/<reason>"
    help_category = "Advancement"

    def run(self):
        self.require_staff("Awarding levels")
        if not self.has_switch("award"):
            self.fail("Use +level/award.")
        if self.rhs is None:
            name, _, reason = self.lhs.partition("/")
            count_text = "1"
        else:
            name = self.lhs
            count_text, _, reason = self.rhs.partition("/")
        if not name.strip():
            self.fail("Name a character.")
        levels = parse_int(count_text, 1, LEVELS_TYPED_MAX, "a number of levels", signs="+")
        reason = ledger.clean_reason(reason)
        target = self.find_character(name, anywhere=True)
        key = ledger.ruleset_taking("takes_levels", self.caller.location)
        entry = ledger.award_levels(target, key, levels, reason, self.caller)
        adv = ledger.part(key)
        held = ledger.balance(target.id, key)
        gain = f"{entry.amount} {adv.unit}" if entry.amount else "no points"
        self.caller.msg(f"{target.key} rises to {key} level {entry.new_rating} ({reason}), gaining {gain}; "
                        f"{held} unspent (entry #{entry.id}).")
        if target != self.caller:
            target.msg(f"{self.caller.key} awards you {levels} level{'s' if levels != 1 else ''} ({reason}): "
                       f"you are level {entry.new_rating} with {held} {adv.unit} to spend (+xp).")
        roll_channel().msg(f"{self.caller.key} awarded {levels} {key} level(s) to {target.key} ({reason}); "
                            f"now level {entry.new_rating} (#{entry.id}).")
