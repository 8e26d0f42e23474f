"""Reactions in a muse fight: prompting the target, +react, the timeout that
uses the default reaction, and counter chains. A mixin of MuseCombatScript
(rulesets/muse/combat_script.py); the timer itself is in muse_combat_timer.py."""

from __future__ import annotations

import time

from evennia.utils import logger
from evennia.utils.dbserialize import deserialize

from rules.dice import game_rng
from rules.errors import RulesError
from rules.muse import encounter as enc
from rules.muse import fight
from rules.muse.combatant import CombatState
from rules.muse.reactions import Incoming, take_hit
from rules.muse.reactions import react as react_roll
from rulesets.muse.combat_common import TIMER_SLACK, default_reaction, reaction_timeout_seconds


class CombatReactions:
    """Prompts and answers; mixed into MuseCombatScript."""

    # --- reactions ------------------------------------------------------------------------
    def react(self, who: str, reaction: str, trait: str | None = None) -> str:
        pending = self.pending
        if pending is None or pending["incoming"]["target"] != who:
            raise RulesError("Nobody is waiting on a reaction from you.")
        return self._resolve(reaction, trait=trait)

    def reaction_timeout(self, prompt_id: int | None = None, now: float | None = None) -> str:
        """Use the default reaction of whoever let the time run out."""
        pending = self.pending
        if pending is None or (prompt_id is not None and pending["id"] != prompt_id):
            return ""
        now = time.time() if now is None else now
        if now + TIMER_SLACK < float(pending["deadline"]):
            return ""
        return self._resolve(None, timed_out=True)

    def _send(self, state: CombatState, incoming: Incoming, events: list, auto: bool = False,
              queued: list | None = None) -> str:
        """Damage is on its way to ``incoming.target`` (and, for an attack on
        several, to the ``queued`` ones after it): NPCs (or someone with no
        reaction left) settle at once; a player character is asked."""
        self.db.queue = [i.to_dict() for i in queued or []]
        self.db.pending = self._pending(incoming, 0)
        state, events, prompt = self._settle(state, None, None, False, events, auto=auto)
        return self._after(state, events, prompt)

    def _after(self, state: CombatState, events: list, prompt: Incoming | None) -> str:
        if prompt is None:
            state, events, prompt = self._drain(state, events)
        if prompt is None:
            return self._finish(state, events)
        return self._prompt(state, prompt, events)

    def _drain(self, state: CombatState, events: list, auto: bool = False):
        """Take up the queued targets of an attack on several, one by one,
        until one must be asked. Returns (state, events, Incoming or None)."""
        queue = list(deserialize(self.db.queue or []))
        while queue:
            incoming = Incoming.from_dict(queue.pop(0))
            self.db.queue = queue
            if state.fighter(incoming.target).dead:
                continue
            self.db.pending = self._pending(incoming, 0)
            state, events, prompt = self._settle(state, None, None, False, events, auto=auto)
            if prompt is not None:
                return state, events, prompt
            queue = list(deserialize(self.db.queue or []))
        return state, events, None

    def _prompt(self, state: CombatState, incoming: Incoming, events: list) -> str:
        """Ask a player character to react, and start the clock."""
        obj = self.fighter_objects().get(incoming.target)
        allowed = enc.reactions_for(state, incoming.target)
        self.db.prompt_seq = int(self.db.prompt_seq or 0) + 1
        self.db.pending = self._pending(incoming, self.db.prompt_seq)
        timeout = reaction_timeout_seconds()
        events = events + [{"type": "prompt", "who": incoming.target, "by": incoming.sender,
                            "damage": incoming.damage, "allowed": list(allowed),
                            "default": fight.stand_in_reaction(default_reaction(obj), allowed,
                                                               incoming.counters),
                            "timeout": timeout}]
        self.save_state(state)  # arms the timer for the answer's deadline
        self._write_back(state)
        return self._report(state, events)

    def _pending(self, incoming: Incoming, prompt_id: int) -> dict:
        return {"id": prompt_id, "incoming": incoming.to_dict(),
                "deadline": time.time() + reaction_timeout_seconds()}

    def _asks(self, state: CombatState, who: str) -> bool:
        """Whether ``who`` gets a prompt rather than reacting at once."""
        c = state.fighter(who)
        return c.pc and who in self.fighter_objects() and bool(enc.reactions_for(state, who))

    def _settle(self, state: CombatState, reaction: str | None, trait: str | None,
                timed_out: bool, events: list, auto: bool = False):
        """Settle the awaited reaction and any counters that follow, until a
        player character must be asked (unless ``auto``: defaults all round).
        Returns (state, events, the Incoming to prompt for or None)."""
        rng = game_rng()
        events = list(events)
        asked = not timed_out and reaction is not None
        while True:
            incoming = Incoming.from_dict(self.pending["incoming"])
            target = state.fighter(incoming.target)
            sender = state.combatants.get(incoming.sender)
            if not asked and not auto and self._asks(state, target.who) and not timed_out:
                return state, events, incoming
            allowed = enc.reactions_for(state, target.who)
            if reaction is None:
                obj = self.fighter_objects().get(target.who)
                reaction = fight.stand_in_reaction(default_reaction(obj), allowed, incoming.counters)
            chosen = None
            if reaction is None:
                result = take_hit(incoming)
            else:
                chosen = fight.reaction_trait(target, reaction, trait, against=sender)
                result = react_roll(incoming, reaction, target.pool(chosen, against=sender), rng,
                                    target.tribulations)
            events.append({"type": "reaction", "who": target.who, "timed_out": timed_out,
                           "trait": chosen, **result.to_dict()})
            if result.damage_taken > 0 and not target.dead:
                state, more = enc.damage(state, target.who, result.damage_taken, incoming.sender)
                events += more
            nxt = result.next
            if nxt is None or state.fighter(nxt.target).dead:
                self.db.pending = None
                return state, events, None
            self.db.pending = self._pending(nxt, 0)
            reaction, trait, timed_out, asked = None, None, False, False

    def _resolve(self, reaction: str | None, trait: str | None = None,
                 timed_out: bool = False) -> str:
        state, events, prompt = self._settle(self.get_state(), reaction, trait, timed_out, [])
        return self._after(state, events, prompt)

    def _restart_timer(self, timeout: int) -> None:
        """A full ``timeout`` from now. (Stop, then start: a forced restart of a
        running timer leaves the Script marked inactive, and an inactive
        Script's timer is not resumed after a reload.)"""
        try:
            self.stop()
            self.start(interval=timeout, start_delay=True)
        except Exception:
            logger.log_trace(f"muse combat #{self.id}: could not start the reaction timer")

