"""The clocks of a muse fight: the reaction timeout and the turn timer, both
run by the Script's one repeating timer. A mixin of MuseCombatScript
(rulesets/muse/combat_script.py).

Stored in Attributes, so a reload or restart keeps them:

- ``db.turn_key``: ``[round, turn_index]`` of the turn the clock is for;
- ``db.turn_deadline``: epoch seconds when that turn runs out
  (``FOURFOLD_MUSE_TURN_TIMER`` after it began);
- ``db.idle_turns``: turns in a row the timer passed with nobody acting.

Every time the fight's state is saved, a new turn gets a fresh clock and the
timer is armed for whichever deadline comes first (an awaited reaction's or
the turn's). When the turn's time is up (no reaction pending), whatever
actions its fighters still hold are passed and the room is told.

Choices where the text is silent: the clock runs from the start of the
turn, not from each action, so a turn lasts at most the timer. NPC turns
time out too, so a missing organizer cannot stall the fight. When a whole
round of turns has gone by with nobody doing anything but the timer, the
fight waits (nobody bleeds or fights for life through an empty night)
until someone acts or the organizer uses +combat/newturn.
"""

from __future__ import annotations

import time

from evennia.utils import logger

from core.game_settings import setting
from rules.dice import game_rng
from rules.muse import encounter as enc
from rulesets.muse.combat_common import TIMER_SLACK

DEFAULT_TURN_TIMER = 300


def turn_timer_seconds() -> int:
    return int(setting("FOURFOLD_MUSE_TURN_TIMER"))


class CombatTimer:
    """Deadlines and the timer that keeps them; mixed into MuseCombatScript."""

    # --- keeping the clock ------------------------------------------------------------
    def _clock(self, state, now: float | None = None) -> None:
        """After a save: a new turn (or a fight woken from waiting) gets a fresh
        clock; then arm the timer for the next deadline."""
        now = time.time() if now is None else now
        if state is None or state.over or not state.order:
            self.db.turn_key = self.db.turn_deadline = None
            return
        timed = bool(self.ndb.timed)
        key = [state.round, state.turn_index]
        waking = not timed and self.waiting(state)
        if not timed:
            self.db.idle_turns = 0
        if key != list(self.db.turn_key or []) or waking:
            self.db.turn_key = key
            self.db.turn_deadline = now + turn_timer_seconds()
        self._arm(now, state=state)

    def waiting(self, state) -> bool:
        """Whether the timer has stopped passing turns: a whole round of them
        went by with nobody acting."""
        return state is not None and int(self.db.idle_turns or 0) >= max(1, len(state.order))

    def _next_deadline(self, state=None) -> float | None:
        pending = self.pending
        times = [float(pending["deadline"])] if pending is not None else []
        if state is None and self.db.turn_deadline is not None:
            state = self.get_state()
        if (self.db.turn_deadline is not None and state is not None and not state.over
                and not self.waiting(state)):
            times.append(float(self.db.turn_deadline))
        return min(times) if times else None

    def _arm(self, now: float, force: bool = False, state=None) -> None:
        """Make sure the timer fires by the next deadline (firing early is
        harmless: at_repeat arms it again)."""
        due = self._next_deadline(state)
        if due is None:
            return
        left = due - now
        task = self.ndb._task
        running = self.is_active and task is not None and task.running
        if running and not force:
            next_repeat = self.time_until_next_repeat()
            if next_repeat is not None and next_repeat <= max(left, 0) + TIMER_SLACK:
                return
        self._restart_timer(max(1, int(left) + 1))

    # --- when the timer fires -----------------------------------------------------------
    def check_timers(self, now: float | None = None) -> str:
        """Settle whatever deadline has passed, then arm for the next one."""
        now = time.time() if now is None else now
        self.ndb.timed = True
        try:
            text = ""
            pending = self.pending
            if pending is not None:
                if now + TIMER_SLACK >= float(pending["deadline"]):
                    text = self.reaction_timeout(now=now)
            else:
                text = self.turn_timeout(now)
        finally:
            self.ndb.timed = False
        if self.pk:
            self._arm(now)
        return text

    def turn_timeout(self, now: float | None = None) -> str:
        """Pass what is left of a turn whose time is up."""
        now = time.time() if now is None else now
        deadline = self.db.turn_deadline
        state = self.get_state()
        if (deadline is None or state is None or state.over or self.pending is not None
                or now + TIMER_SLACK < float(deadline) or self.waiting(state)):
            return ""
        waiting = [w for w in state.current_turn.members
                   if not state.combatants[w].dead and state.combatants[w].actions_left > 0]
        events = [{"type": "turn timed out", "members": waiting, "seconds": turn_timer_seconds()}]
        state, more = enc.end_turn(state, game_rng())
        self.db.idle_turns = int(self.db.idle_turns or 0) + 1
        events += more
        if self.waiting(state):
            events.append({"type": "fight waits"})
        was, self.ndb.timed = self.ndb.timed, True
        try:
            return self._finish(state, events, check_turn=False)
        finally:
            self.ndb.timed = was

    def at_repeat(self, **kwargs):
        try:
            self.check_timers()
        except Exception:
            logger.log_trace(f"muse combat #{self.id}: the combat timer failed")

    def at_server_start(self):
        """After a restart: settle a deadline that passed meanwhile, and make
        sure the timer runs for the next one (after a crash the Script may be
        marked active with no timer running)."""
        try:
            now = time.time()
            due = self._next_deadline()
            if due is None:
                return
            if due - now <= TIMER_SLACK:
                self.check_timers(now)
            elif not self.is_active or not (self.ndb._task and self.ndb._task.running):
                self._arm(now, force=True)
        except Exception:
            logger.log_trace(f"muse combat #{self.id}: could not re-arm the combat timer")
