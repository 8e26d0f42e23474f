"""Resolve one combat turn: ``resolve_turn(state, rng) -> (new_state, events)``.

Steps, in order:

1. Luck: each combatant who chose to spend Luck this turn pays one point
   (or, with none left, the spend lapses).
2. Who acts: knocked-out combatants cannot; combatants with nothing queued
   are idle. Everyone else rolls Alertness (NPCs: their rating) and acts in
   order of hits, most first; equal hits are put in random order with
   ``rng.shuffle``.
3. Actions, in that order. Someone whose KO check fails this turn still acts:
   nobody is knocked out until the turn ends.
4. Turn end: pending KOs take effect; then the taken-out rule: a victim
   knocked out at the end of the previous turn leaves the fight when the
   one who knocked them out passed this turn and was attacked by nobody
   this turn, unless the victim came back as a hero. Queued actions and
   Luck choices are cleared and the turn number goes up.

Only an explicit pass counts for the taken-out rule; a combatant who queued
nothing (idle) does not finish anyone off.

Events are plain dicts with a ``type``, in the order things happened; every
event about a combatant carries its ``id`` and ``name``. Types:
turn_start, luck_spent, luck_lapsed, cannot_act, idle, initiative, pass,
stance, attack, attack_failed, action_failed, treat, ko, taken_out, turn_end.
"""

from __future__ import annotations

from typing import Mapping

from rules.dice import Rng
from rules.errors import RulesError
from rules.fs3.combat.attack import resolve_attack
from rules.fs3.combat.combatant import Combatant
from rules.fs3.combat.healing import treat
from rules.fs3.combat.pools import alertness_pool, medicine_pool
from rules.fs3.combat.stances import STANCE_AFTER_FALL, check_stance_allowed, find_stance
from rules.fs3.combat.state import ATTACK, PASS, STANCE, TREAT, CombatState, KORecord, action_modifier
from rules.fs3.roll import roll_pool

NO_TARGET, TARGET_HIDDEN, SELF_TARGET = "no_target", "target_hidden", "self"


def _who(c: Combatant) -> dict:
    return {"id": c.id, "name": c.name}


def _event(kind: str, c: Combatant | None = None, **fields) -> dict:
    event = {"type": kind}
    if c is not None:
        event.update(_who(c))
    event.update(fields)
    return event


class _Turn:
    """The working state of one turn's resolution."""

    def __init__(self, state: CombatState, rng: Rng, rulings: Mapping[str, str] | None):
        self.state = state.copy()
        self.rng = rng
        self.rulings = rulings
        self.events: list[dict] = []
        self.attacked: set[str] = set()
        self.passed: set[str] = set()
        self.pending_ko: dict[str, str] = {}  # victim id -> who knocked them out

    def emit(self, kind: str, c: Combatant | None = None, **fields) -> None:
        self.events.append(_event(kind, c, **fields))

    # --- step 1 ------------------------------------------------------------
    def spend_luck(self) -> None:
        for c in self.state.combatants.values():
            if c.luck_spend is None:
                continue
            if c.luck < 1:
                self.emit("luck_lapsed", c, on=c.luck_spend)
                c.luck_spend = None
                continue
            c.luck -= 1
            self.emit("luck_spent", c, on=c.luck_spend, luck_left=c.luck)

    # --- step 2 ------------------------------------------------------------
    def order(self) -> list[str]:
        actors = []
        for c in self.state.combatants.values():
            if c.ko:
                if c.action is not None:
                    self.emit("cannot_act", c, reason="knocked_out")
            elif c.action is None:
                self.emit("idle", c)
            else:
                actors.append(c)
        rolls = {c.id: roll_pool(alertness_pool(c, self.rulings), self.rng) for c in actors}
        by_hits: dict[int, list[str]] = {}
        for cid, roll in rolls.items():
            by_hits.setdefault(roll.hits, []).append(cid)
        order: list[str] = []
        for hits in sorted(by_hits, reverse=True):
            group = by_hits[hits]
            if len(group) > 1:
                self.rng.shuffle(group)
            order.extend(group)
        self.emit("initiative", order=[
            {**_who(self.state.combatants[cid]), "hits": rolls[cid].hits,
             "roll": rolls[cid].to_dict()} for cid in order])
        return order

    # --- step 3 ------------------------------------------------------------
    def act(self, actor: Combatant) -> None:
        action = actor.action or {}
        kind = action.get("type")
        try:
            if kind == PASS:
                self.passed.add(actor.id)
                self.emit("pass", actor)
            elif kind == STANCE:
                self.change_stance(actor, action)
            elif kind == ATTACK:
                self.attack(actor, action)
            elif kind == TREAT:
                self.treat(actor, action)
            else:
                raise RulesError(f"'{kind}' is not an action.")
        except RulesError as err:
            self.emit("action_failed", actor, action=dict(action), reason=err.message)

    def change_stance(self, actor: Combatant, action: dict) -> None:
        stance = find_stance(str(action.get("stance", "")))
        check_stance_allowed(stance, actor.has_shield, actor.has_mount)
        before, actor.stance = actor.stance, stance.name
        self.emit("stance", actor, **{"from": before, "to": stance.name, "reason": "action"})

    def attack(self, actor: Combatant, action: dict) -> None:
        target = self.state.combatants.get(str(action.get("target")))
        if target is None or target.id == actor.id:
            reason = NO_TARGET if target is None else SELF_TARGET
            self.emit("attack_failed", actor, target=action.get("target"),
                      target_name=target.name if target else None, reason=reason)
            return
        if target.hidden:
            self.emit("attack_failed", actor, target=target.id, target_name=target.name,
                      reason=TARGET_HIDDEN, target_stance=target.stance)
            return
        down = target.ko or target.id in self.pending_ko
        result = resolve_attack(actor, target, self.rng, modifier=action_modifier(action),
                                now=self.state.now, rulings=self.rulings, defender_down=down)
        self.attacked.add(target.id)
        if result.moved_to is not None:
            before, actor.stance = actor.stance, result.moved_to
            self.emit("stance", actor, **{"from": before, "to": result.moved_to,
                                          "reason": "attack_from_hiding"})
        if result.wound is not None:
            target.wounds.append(result.wound)
        if result.knocked_out and target.id not in self.pending_ko:
            self.pending_ko[target.id] = actor.id
        self.emit("attack", actor, target=target.id, target_name=target.name,
                  outcome=result.outcome, result=result.to_dict())
        if result.fell:
            before, target.stance = target.stance, find_stance(STANCE_AFTER_FALL).name
            self.emit("stance", target, **{"from": before, "to": target.stance,
                                           "reason": "fell"})

    def treat(self, actor: Combatant, action: dict) -> None:
        patient = self.state.combatants.get(str(action.get("target")))
        if patient is None:
            raise RulesError("The one you meant to treat is no longer in the fight.")
        result = treat(patient.wounds, medicine_pool(actor, self.rulings), self.rng,
                       self.state.now)
        patient.wounds = list(result.wounds)
        self.emit("treat", actor, target=patient.id, target_name=patient.name,
                  outcome=result.outcome, result=result.to_dict())

    # --- step 4 ------------------------------------------------------------
    def end(self) -> None:
        state = self.state
        turn = state.turn
        for victim_id, by_id in self.pending_ko.items():
            victim = state.combatants[victim_id]
            victim.ko = True
            victim.hero_used = False
            state.ko_records.append(KORecord(victim_id, by_id, turn))
            by = state.combatants.get(by_id)
            self.emit("ko", victim, by=by_id, by_name=by.name if by else None)
        for record in [r for r in state.ko_records if r.turn == turn - 1]:
            victim = state.combatants.get(record.victim)
            if victim is None or not victim.ko or record.hero:
                continue
            by = state.combatants.get(record.by)
            if by is not None and by.id in self.passed and by.id not in self.attacked:
                del state.combatants[victim.id]
                self.emit("taken_out", victim, by=by.id, by_name=by.name,
                          combatant=victim.to_dict())
        state.ko_records = [r for r in state.ko_records
                            if r.turn == turn and r.victim in state.combatants]
        for c in state.combatants.values():
            c.action = None
            c.luck_spend = None
        self.emit("turn_end", turn=turn)
        state.turn = turn + 1


def resolve_turn(state: CombatState, rng: Rng, *,
                 rulings: Mapping[str, str] | None = None) -> tuple[CombatState, list[dict]]:
    """Resolve every queued action of ``state.turn``; ``state`` is not changed.

    ``rulings`` maps skills to their ruling attributes (see
    ``pools.rulings_from_catalogue``); the defaults suit the stock catalogue.
    """
    work = _Turn(state, rng, rulings)
    work.emit("turn_start", turn=work.state.turn)
    work.spend_luck()
    for cid in work.order():
        actor = work.state.combatants[cid]
        work.act(actor)
    work.end()
    return work.state, work.events
