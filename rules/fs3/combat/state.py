"""The whole fight as plain serializable data, and the changes players make
between turns: joining, queueing an action, changing stance, spending Luck
and coming back from a KO as a hero.

Every function here returns a new state and leaves the one it was given
alone. ``CombatState.to_dict()`` is JSON-safe (string keys; only strings,
numbers, booleans, None, lists and dicts), so a Script can store it as is.

Action dicts (one queued per combatant per turn):

    {"type": "attack", "target": <id>, "modifier": <int -10..10>}
    {"type": "treat", "target": <id>}            (may be oneself)
    {"type": "stance", "stance": <stance name>}
    {"type": "pass"}
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.errors import RulesError
from rules.fs3.combat.attack import check_can_attack
from rules.fs3.combat.combatant import LUCK_SPENDS, Combatant
from rules.fs3.combat.stances import check_stance_allowed, find_stance
from rules.fs3.roll import check_modifier

ATTACK, TREAT, STANCE, PASS = "attack", "treat", "stance", "pass"
ACTION_TYPES = (ATTACK, TREAT, STANCE, PASS)
HERO_LUCK_COST = 1
FIRST_TURN = 1


@dataclass
class KORecord:
    """``by`` knocked ``victim`` out at the end of turn ``turn``. ``hero``:
    the victim spent Luck to come back, so this KO can no longer lead to
    being taken out."""

    victim: str
    by: str
    turn: int
    hero: bool = False

    def to_dict(self) -> dict:
        return {"victim": self.victim, "by": self.by, "turn": self.turn, "hero": self.hero}

    @classmethod
    def from_dict(cls, data: dict) -> "KORecord":
        return cls(str(data["victim"]), str(data["by"]), int(data["turn"]),
                   bool(data.get("hero", False)))


@dataclass
class CombatState:
    combatants: dict[str, Combatant] = field(default_factory=dict)
    turn: int = FIRST_TURN  # the turn being gathered and next resolved
    now: float = 0.0  # the time (epoch seconds) wounds and treatment go by
    ko_records: list[KORecord] = field(default_factory=list)
    # Ids of fighters who left while knocked out: the KO lasts the whole
    # fight, so it is back on them if they rejoin (docs/rulings.md, "fs3: combat").
    left_ko: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {
            "combatants": {cid: c.to_dict() for cid, c in self.combatants.items()},
            "turn": self.turn,
            "now": self.now,
            "ko_records": [r.to_dict() for r in self.ko_records],
            "left_ko": list(self.left_ko),
        }

    @classmethod
    def from_dict(cls, data: dict) -> "CombatState":
        combatants = {}
        for cid, cdata in (data.get("combatants") or {}).items():
            combatant = Combatant.from_dict(cdata)
            combatants[combatant.id] = combatant
        return cls(
            combatants=combatants,
            turn=int(data.get("turn", FIRST_TURN)),
            now=float(data.get("now", 0.0)),
            ko_records=[KORecord.from_dict(r) for r in data.get("ko_records") or []],
            left_ko=[str(i) for i in data.get("left_ko") or []],
        )

    def copy(self) -> "CombatState":
        return CombatState.from_dict(self.to_dict())

    def get(self, cid: str) -> Combatant:
        try:
            return self.combatants[str(cid)]
        except KeyError:
            raise RulesError(f"Nobody with id {cid} is in this fight.") from None


def add_combatant(state: CombatState, combatant: Combatant) -> CombatState:
    if combatant.id in state.combatants:
        raise RulesError(f"{combatant.name} is already in this fight.")
    check_stance_allowed(combatant.stance_rules, combatant.has_shield, combatant.has_mount)
    new = state.copy()
    joining = combatant.copy()
    if joining.id in new.left_ko:  # knocked out earlier in this fight: still out
        joining.ko = True
        joining.action = None
        joining.luck_spend = None
        new.left_ko = [i for i in new.left_ko if i != joining.id]
    new.combatants[joining.id] = joining
    return new


def remove_combatant(state: CombatState, cid: str) -> CombatState:
    leaving = state.get(cid)
    new = state.copy()
    if leaving.ko and leaving.id not in new.left_ko:
        new.left_ko.append(leaving.id)
    del new.combatants[str(cid)]
    new.ko_records = [r for r in new.ko_records if r.victim != str(cid)]
    return new


def action_modifier(action: dict) -> int:
    """The attack modifier an action asks for (0 when none), checked."""
    raw = action.get("modifier") or 0
    try:
        modifier = int(raw)
    except (TypeError, ValueError):
        raise RulesError(f"An attack modifier is a whole number, not '{raw}'.") from None
    check_modifier(modifier)
    return modifier


def check_can_act(actor: Combatant) -> None:
    if actor.ko:
        raise RulesError(f"{actor.name} is knocked out and cannot act (a hero comeback costs "
                         f"{HERO_LUCK_COST} Luck).")


def validate_action(state: CombatState, cid: str, action: dict) -> dict:
    """The action in its normal form, or RulesError saying what is wrong."""
    actor = state.get(cid)
    check_can_act(actor)
    kind = str((action or {}).get("type", "")).lower()
    if kind == PASS:
        return {"type": PASS}
    if kind == STANCE:
        stance = find_stance(str(action.get("stance", "")))
        check_stance_allowed(stance, actor.has_shield, actor.has_mount)
        return {"type": STANCE, "stance": stance.name}
    if kind == ATTACK:
        target = state.get(action.get("target"))
        check_can_attack(actor, target)
        modifier = action_modifier(action)
        return {"type": ATTACK, "target": target.id, "modifier": modifier}
    if kind == TREAT:
        target = state.get(action.get("target"))
        return {"type": TREAT, "target": target.id}
    raise RulesError(f"An action is one of {', '.join(ACTION_TYPES)}.")


def queue_action(state: CombatState, cid: str, action: dict) -> CombatState:
    """Queue (or replace) ``cid``'s action for the coming turn."""
    normal = validate_action(state, cid, action)
    new = state.copy()
    new.combatants[str(cid)].action = normal
    return new


def set_stance(state: CombatState, cid: str, stance_name: str) -> CombatState:
    """Change stance at once, between turns (no action spent). A knocked-out
    fighter cannot."""
    actor = state.get(cid)
    check_can_act(actor)
    stance = find_stance(stance_name)
    check_stance_allowed(stance, actor.has_shield, actor.has_mount)
    new = state.copy()
    new.combatants[actor.id].stance = stance.name
    return new


def set_luck_spend(state: CombatState, cid: str, on: str | None) -> CombatState:
    """Spend a Luck point on this turn's attack or defense rolls (None: don't).

    The point is taken when the turn resolves. A knocked-out fighter cannot
    spend Luck this way (only on a hero comeback)."""
    actor = state.get(cid)
    check_can_act(actor)
    if on is not None:
        on = str(on).lower()
        if on not in LUCK_SPENDS:
            raise RulesError(f"Luck is spent on {' or '.join(LUCK_SPENDS)}.")
        if actor.luck < 1:
            raise RulesError(f"{actor.name} has no Luck to spend.")
    new = state.copy()
    new.combatants[actor.id].luck_spend = on
    return new


def use_hero(state: CombatState, cid: str) -> tuple[CombatState, list[dict]]:
    """Spend Luck to come back from a KO; that KO can no longer lead to being
    taken out."""
    actor = state.get(cid)
    if not actor.ko:
        raise RulesError(f"{actor.name} is not knocked out.")
    if actor.luck < HERO_LUCK_COST:
        raise RulesError(f"{actor.name} needs {HERO_LUCK_COST} Luck to come back.")
    new = state.copy()
    hero = new.combatants[actor.id]
    hero.ko = False
    hero.hero_used = True
    hero.luck -= HERO_LUCK_COST
    for record in new.ko_records:
        if record.victim == hero.id:
            record.hero = True
    return new, [{"type": "hero", "id": hero.id, "name": hero.name, "luck_left": hero.luck}]
