"""The records a muse fight keeps: each fighter's combat-side snapshot (what
combat needs from the sheet, plus its life, Tribulations and actions) and
the whole fight's state. Both round-trip through JSON-safe dicts."""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.errors import RulesError
from rules.muse.dying import DyingState
from rules.muse.effects import bonus_dice_against, halves_trait
from rules.muse.initiative import PLAYERS_FIRST, InitiativeRoll, Turn, check_side
from rules.muse.roll import Pool, build_pool
from rules.muse.sheet import Sheet
from rules.muse.traits import ENDURANCE, RATING_MIN, SWIFTNESS, TRAITS, find_trait
from rules.muse.tribulations import Afflictions, afflictions_from_dict, afflictions_to_dict


@dataclass
class Combatant:
    who: str  # an id the game understands (a dbref string)
    side: str  # initiative.PLAYERS or initiative.ENEMIES
    pc: bool  # a player character (ties go its way against NPCs)
    traits: dict[str, int] = field(default_factory=dict)
    key_trait: str | None = None
    level: int = 1
    life: int = 0
    max_life: int = 0
    penalties: dict[str, int] = field(default_factory=dict)  # overexertion dice off, by Trait
    tribulations: Afflictions = field(default_factory=dict)
    dying: DyingState | None = None
    dead: bool = False
    actions_left: int = 0
    lost_actions: int = 0  # Stunned with no action left: taken from next round
    healed_round: int | None = None  # the round of this fighter's last heal
    acted: bool = False  # took an action other than recovery this turn
    wakers: list[str] = field(default_factory=list)  # who tried to wake it this round

    def __post_init__(self):
        check_side(self.side)

    def rating(self, trait: str) -> int:
        return int(self.traits.get(find_trait(trait), RATING_MIN))

    @property
    def endurance(self) -> int:
        return self.rating(ENDURANCE)

    @property
    def swiftness(self) -> int:
        return self.rating(SWIFTNESS)

    @property
    def active(self) -> bool:
        return not self.dead

    def pool(self, trait: str, bonus: int = 0, assists: int = 0,
             against: "Combatant | None" = None) -> Pool:
        """This fighter's pool for ``trait``; against someone it frightens it
        gains the Intimidated bonus."""
        name = find_trait(trait)
        if against is not None:
            bonus += bonus_dice_against(against.tribulations, self.who)
        return build_pool(name, self.rating(name), penalty=self.penalties.get(name, 0),
                          halved=halves_trait(self.tribulations, name), bonus=bonus,
                          assists=assists, key_trait=self.key_trait == name)

    def to_dict(self) -> dict:
        return {
            "who": self.who, "side": self.side, "pc": self.pc, "traits": dict(self.traits),
            "key_trait": self.key_trait, "level": self.level, "life": self.life,
            "max_life": self.max_life, "penalties": dict(self.penalties),
            "tribulations": afflictions_to_dict(self.tribulations),
            "dying": self.dying.to_dict() if self.dying else None, "dead": self.dead,
            "actions_left": self.actions_left, "lost_actions": self.lost_actions,
            "healed_round": self.healed_round, "acted": self.acted, "wakers": list(self.wakers),
        }

    @classmethod
    def from_dict(cls, data: dict) -> "Combatant":
        return cls(
            who=data["who"], side=data["side"], pc=bool(data["pc"]), traits=dict(data.get("traits", {})),
            key_trait=data.get("key_trait"), level=int(data.get("level", 1)),
            life=int(data.get("life", 0)), max_life=int(data.get("max_life", 0)),
            penalties={k: int(v) for k, v in data.get("penalties", {}).items()},
            tribulations=afflictions_from_dict(data.get("tribulations")),
            dying=DyingState.from_dict(data.get("dying")), dead=bool(data.get("dead", False)),
            actions_left=int(data.get("actions_left", 0)), lost_actions=int(data.get("lost_actions", 0)),
            healed_round=data.get("healed_round"), acted=bool(data.get("acted", False)),
            wakers=list(data.get("wakers") or []),
        )


def from_sheet(who: str, side: str, pc: bool, sheet: Sheet, now: float | None = None) -> Combatant:
    """Snapshot a sheet for combat; overexertion penalties live at ``now``."""
    penalties = {t: sheet.penalty_dice(t, now) for t in TRAITS if sheet.penalty_dice(t, now)}
    return Combatant(who=who, side=side, pc=pc, traits={t: sheet.rating(t) for t in TRAITS},
                     key_trait=sheet.key_trait, level=sheet.level, life=sheet.life_points,
                     max_life=sheet.max_life, penalties=penalties,
                     tribulations=dict(sheet.tribulations))


@dataclass
class CombatState:
    """The whole fight: round, whose turn, the turn order and every fighter.
    The steps that change it live in :mod:`rules.muse.encounter`."""

    round: int = 1
    turn_index: int = 0
    tie_rule: str = PLAYERS_FIRST
    initiative: list[InitiativeRoll] = field(default_factory=list)
    order: list[Turn] = field(default_factory=list)
    combatants: dict[str, Combatant] = field(default_factory=dict)
    over: bool = False  # nobody is left standing to take a turn

    def to_dict(self) -> dict:
        return {"round": self.round, "turn_index": self.turn_index, "tie_rule": self.tie_rule,
                "initiative": [r.to_dict() for r in self.initiative],
                "order": [t.to_dict() for t in self.order],
                "combatants": {k: c.to_dict() for k, c in self.combatants.items()}, "over": self.over}

    @classmethod
    def from_dict(cls, data: dict) -> "CombatState":
        return cls(int(data["round"]), int(data["turn_index"]), data.get("tie_rule", PLAYERS_FIRST),
                   [InitiativeRoll(r["who"], r["side"], int(r["swiftness"]), int(r["die"]))
                    for r in data.get("initiative", [])],
                   [Turn.from_dict(t) for t in data.get("order", [])],
                   {k: Combatant.from_dict(c) for k, c in data.get("combatants", {}).items()},
                   bool(data.get("over", False)))

    def fighter(self, who: str) -> Combatant:
        if who not in self.combatants:
            raise RulesError(f"{who} is not in this fight.")
        return self.combatants[who]

    @property
    def current_turn(self) -> Turn:
        return self.order[self.turn_index]
