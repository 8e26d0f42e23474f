"""+idle (staff) and +roster: the idle sweep's list, staff's choice per
character, the roster and claims on it."""

from __future__ import annotations

import time
from datetime import datetime, timezone

from core.command import FourfoldCommand
from core.game_settings import setting
from core.text import tables
from core.text.player import one_line
from features.roster import claims, store


def day(stamp) -> str:
    if not stamp:
        return "-"
    return datetime.fromtimestamp(float(stamp), timezone.utc).strftime("%Y-%m-%d")


def pitch_limit() -> int:
    return int(setting("FOURFOLD_ROSTER_PITCH_MAX"))


class RosterCommand(FourfoldCommand):
    help_category = "Roster"

    def check_reason(self, text: str) -> str:
        text = (text or "").strip()
        limit = int(setting("FOURFOLD_TEXT_MAX"))
        if len(text) > limit:
            self.fail(f"That reason is {len(text)} characters long; the limit is {limit}.")
        return text

    def number(self, text: str) -> int:
        text = (text or "").strip().lstrip("#")
        if not (text.isascii() and text.isdigit()) or len(text) > 9 or int(text) < 1:
            self.fail(f"'{text}' is not a request number (a whole number from 1).")
        return int(text)

    def now(self) -> float:
        return time.time()

    def played(self, name: str):
        """The character ``name``, which a player's account holds or which is
        already idle, on the roster or retired."""
        char = self.find_character(name, anywhere=True)
        owner = store.owner_of(char)
        if owner is None and store.state(char) is None:
            self.fail(f"No player has {char.key} among their characters.", syntax=False)
        return char, owner

    def check_pitch(self, text: str) -> str:
        text = (text or "").strip()
        if "\n" in text or "|/" in text:
            self.fail("A pitch is one line.")
        if len(text) > pitch_limit():
            self.fail(f"That pitch is {len(text)} characters long; the limit is {pitch_limit()}.")
        return text


class CmdIdle(RosterCommand):
    """
    Characters nobody has played for a long time (staff).

    Usage:
      +idle                          the idle characters
      +idle/keep <name>              keep it for its player
      +idle/roster <name>[=<pitch>]  offer it on the roster to other players
      +idle/retire <name>            set it aside; nobody plays it

    Once a day the game looks for player characters nobody has logged in
    as for a number of days (60 unless the game sets otherwise). Their
    player gets a mail a week before; if nobody logs in, the character is
    listed here. You decide for each: keep clears the mark and starts its
    clock again; roster puts it on +roster for another player to claim,
    with a short pitch, and its old player can no longer take it up;
    retire keeps it whole but played by nobody. Keep undoes a roster or a
    retirement. Nothing is ever deleted. A player who logs back in before
    you decide clears the mark.

    Examples:
      +idle
      +idle/keep Mara
      +idle/roster Tomas=A dockhand with debts all over the harbour.
      +idle/retire Dee
    """

    key = "+idle"
    locks = "cmd:perm(Builder)"
    switch_options = ("keep", "roster", "retire")
    syntax = "+idle  or  +idle/keep <name>  or  +idle/roster <name>[=<pitch>]  or  +idle/retire <name>"

    def run(self):
        self.require_staff("Deciding about idle characters")
        if len(self.switches) > 1:
            self.fail("Use one switch at a time.")
        if not self.switches:
            if self.args.strip():
                self.fail("To list, type +idle alone; to choose, give a switch.")
            return self.show()
        return getattr(self, f"do_{self.switches[0]}")()

    def show(self):
        idle = store.with_state(store.IDLE)
        counts = (f"{len(store.with_state(store.ROSTER))} on the roster (+roster), "
                  f"{len(store.with_state(store.RETIRED))} retired.")
        if not idle:
            self.caller.msg(f"No character is idle. {counts}")
            return
        rows = []
        for char in idle:
            owner = store.owner_of(char)
            rows.append((char.key, owner.key if owner else "-", day(store.last_seen(char, owner)),
                         day(store.get(char, "idle_since"))))
        table = tables.table(("|wName|n", "|wPlayer|n", "|wLast seen|n", "|wIdle since|n"), rows)
        self.caller.msg(f"|wIdle characters|n ({len(idle)})\n{table}\n{counts}\n"
                        "Choose for each: +idle/keep, +idle/roster or +idle/retire <name>.")

    def target(self):
        if not self.lhs.strip():
            self.fail("Name a character.")
        return self.played(self.lhs)

    def do_keep(self):
        if self.rhs is not None:
            self.fail("Keep takes a name only.")
        char, owner = self.target()
        if store.state(char) is None:
            self.fail(f"{char.key} is not idle, on the roster or retired: nothing to keep.", syntax=False)
        if owner is None:
            self.fail(f"{char.key} has no player to keep it for; use +idle/roster or leave it.",
                      syntax=False)
        store.keep(char, self.now(), by=self.caller)
        self.caller.msg(f"{char.key} stays with {owner.key}; the idle clock starts again today.")

    def do_roster(self):
        char, _owner = self.target()
        pitch = self.check_pitch(self.rhs)
        was = store.state(char)
        if was == store.ROSTER and self.rhs is None:
            self.fail(f"{char.key} is already on the roster; give a new pitch to change it.")
        store.open_roster(char, pitch, self.now(), by=self.caller)
        if was == store.ROSTER:
            self.caller.msg(f"{char.key}'s pitch is now: {one_line(pitch) or '(none)'}")
            return
        self.caller.msg(f"{char.key} is on the roster now" + (f": {one_line(pitch)}" if pitch else
                        " (no pitch yet: +idle/roster <name>=<pitch>).")
                        + " Its old player can no longer take it up.")

    def do_retire(self):
        if self.rhs is not None:
            self.fail("Retire takes a name only.")
        char, _owner = self.target()
        if store.state(char) == store.RETIRED:
            self.fail(f"{char.key} is already retired.", syntax=False)
        if claims.open_claims(char):
            self.fail(f"{char.key} has open roster claims; close them (+jobs) first.", syntax=False)
        store.retire(char, self.now(), by=self.caller)
        self.caller.msg(f"{char.key} is retired: kept whole, played by nobody. +idle/keep {char.key} "
                        "gives it back to its player.")


class CmdRoster(RosterCommand):
    """
    Characters open for a new player.

    Usage:
      +roster                         the characters you may claim
      +roster <name>                  one of them, with its pitch
      +roster/claim <name>[=<why>]    ask staff for one
      +roster/approve <name>[=<request number>]   (staff) give it to the claimant

    Staff put characters on the roster when their player has left. A claim
    files a request to staff (follow it with +requests); when staff approve
    it, the character becomes one of your account's characters, with its
    sheets, scenes and history, and you take it up with ic <name>. Its old
    player's mail stays with the old player.

    Staff: when one character has several claims, name the request number.
    Closing a claim with +job/close declines it.

    Examples:
      +roster
      +roster Tomas
      +roster/claim Tomas=I would like to play out his debts.
      +roster/approve Tomas=42
    """

    key = "+roster"
    switch_options = ("claim", "approve")
    syntax = "+roster [<name>]  or  +roster/claim <name>[=<why>]  or  +roster/approve <name>[=<number>]"

    def run(self):
        if len(self.switches) > 1:
            self.fail("Use one switch at a time.")
        if self.has_switch("approve"):
            return self.do_approve()
        if self.has_switch("claim"):
            return self.do_claim()
        if self.args.strip():
            return self.show_one()
        return self.show()

    def rostered(self, name: str):
        char = self.find_character(name, anywhere=True)
        if store.state(char) != store.ROSTER:
            self.fail(f"{char.key} is not on the roster (see +roster).", syntax=False)
        return char

    def show(self):
        found = store.with_state(store.ROSTER)
        if not found:
            self.caller.msg("Nobody is on the roster just now.")
            return
        rows = [(c.key, one_line(store.get(c, "pitch") or "") or "-") for c in found]
        self.caller.msg(f"|wThe roster|n ({len(found)})\n"
                        f"{tables.table(('|wName|n', '|wPitch|n'), rows)}\n"
                        "Ask for one with +roster/claim <name>=<why>.")

    def show_one(self):
        char = self.rostered(self.args)
        pitch = one_line(store.get(char, "pitch") or "") or "(no pitch)"
        waiting = len(claims.open_claims(char))
        self.caller.msg(f"|w{char.key}|n on the roster: {pitch}\n"
                        f"{waiting} claim(s) waiting. See +finger {char.key}; claim with "
                        f"+roster/claim {char.key}=<why>.")

    def do_claim(self):
        if not self.lhs.strip():
            self.fail("Name the character you ask for.")
        char = self.rostered(self.lhs)
        why = self.check_reason(self.rhs)
        try:
            request = claims.file_claim(char, self.caller, why)
        except claims.ClaimError as err:
            self.fail(str(err), syntax=False)
        self.caller.msg(f"You asked for {char.key}: request #{request.id}. Staff will answer it "
                        f"(+request {request.id}).")

    def do_approve(self):
        self.require_staff("Approving a roster claim")
        if not self.lhs.strip():
            self.fail("Name the character.")
        char = self.rostered(self.lhs)
        which = self.number(self.rhs) if self.rhs is not None else None
        try:
            done = claims.approve(char, self.now(), by=self.caller, number=which)
        except claims.ClaimError as err:
            self.fail(str(err), syntax=False)
        account = done["account"]  # the claimant hears of it through their request
        old = done["from"]
        self.caller.msg(f"{char.key} is now {account.key}'s (request #{done['request'].id} closed)."
                        + (f" {done['mail']} letter(s) stay with {old.key}." if old else ""))
