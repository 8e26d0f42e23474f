"""fs3 aid: aiding up (up to two helpers for one roll) and aiding down (one
skilled helper lifting a group), with every constraint of docs/rulings.md, "fs3: aid".

A grant is banked for the aided character's next roll of that skill and
lapses after ``LAPSE_SECONDS``. A character takes part in one aid per roll:
nobody both gives and receives aid for a skill at the same time, and nobody
receives both kinds. The command layer keeps each character's grants
(received and given) and passes them in; these functions only decide.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from rules.errors import RulesError
from rules.fs3.levels import Level

UP, DOWN = "up", "down"
LEVEL_BONUS = {
    Level.EMBARRASSING_FAILURE: -1,
    Level.FAILURE: -1,
    Level.SUCCESS: 0,
    Level.GOOD_SUCCESS: 1,
    Level.GREAT_SUCCESS: 2,
    Level.AMAZING_SUCCESS: 3,
}
UP_MAX_HELPERS = 2
UP_CAP = 3
DOWN_MIN_SKILL = 4
DOWN_MAX_AIDED_SKILL = 3
LAPSE_SECONDS = 600


@dataclass(frozen=True)
class Grant:
    """One helper's contribution, banked for one recipient's next roll."""

    kind: str  # UP or DOWN
    skill: str
    giver: str  # an id the command layer understands (a dbref string)
    giver_name: str
    recipient: str
    recipient_name: str
    level: int  # a Level value
    expires_at: float

    @property
    def bonus(self) -> int:
        return LEVEL_BONUS[Level(self.level)]

    def live(self, now: float) -> bool:
        return now < self.expires_at

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> "Grant":
        return cls(**data)


def level_bonus(level: Level) -> int:
    return LEVEL_BONUS[level]


def live_for(grants, skill: str, now: float) -> list[Grant]:
    return [g for g in grants if g.skill == skill and g.live(now)]


def prune(grants, now: float) -> list[Grant]:
    """Grants that have not lapsed."""
    return [g for g in grants if g.live(now)]


@dataclass(frozen=True)
class Party:
    """What the rules need to know of one character in an aid."""

    id: str
    name: str
    received: tuple[Grant, ...] = ()
    given: tuple[Grant, ...] = ()
    skill_rating: int = 0


def _check_not_receiving(giver: Party, skill: str, now: float) -> None:
    if live_for(giver.received, skill, now):
        raise RulesError(f"{giver.name} is being aided in {skill}, and cannot aid anyone with it too.")


def _check_can_receive(helper: Party, target: Party, skill: str, kind: str, now: float) -> None:
    if target.id == helper.id:
        raise RulesError("You cannot aid yourself.")
    if live_for(target.given, skill, now):
        raise RulesError(f"{target.name} is aiding someone in {skill}, and cannot be aided in it too.")
    received = live_for(target.received, skill, now)
    other = [g for g in received if g.kind != kind]
    if other:
        raise RulesError(
            f"{target.name} already has aid {other[0].kind} banked for {skill}; nobody gets both kinds.")
    if any(g.giver == helper.id for g in received):
        raise RulesError(f"{helper.name} is already aiding {target.name} in {skill}.")
    if kind == UP and len(received) >= UP_MAX_HELPERS:
        raise RulesError(f"{target.name} already has {UP_MAX_HELPERS} helpers for {skill}; that is the most.")
    if kind == DOWN and received:
        raise RulesError(f"{target.name} already has aid down banked for {skill}.")


def check_aid_up(helper: Party, target: Party, skill: str, now: float) -> None:
    """Raise unless ``helper`` may aid ``target`` up in ``skill``."""
    _check_not_receiving(helper, skill, now)
    _check_can_receive(helper, target, skill, UP, now)


def check_aid_down(helper: Party, targets: list[Party], skill: str, now: float) -> None:
    """Raise unless ``helper`` (rated ``helper.skill_rating``) may aid all
    ``targets`` down in ``skill``."""
    if not targets:
        raise RulesError("Name at least one character to aid down.")
    if len({t.id for t in targets}) != len(targets):
        raise RulesError("Name each character only once.")
    if helper.skill_rating < DOWN_MIN_SKILL:
        raise RulesError(
            f"Aiding down needs {skill} {DOWN_MIN_SKILL} or better; {helper.name} has {helper.skill_rating}.")
    most = helper.skill_rating // 2
    if len(targets) > most:
        raise RulesError(f"With {skill} {helper.skill_rating}, {helper.name} can aid down at most {most} characters.")
    for t in targets:
        if t.skill_rating > DOWN_MAX_AIDED_SKILL:
            raise RulesError(
                f"{t.name} has {skill} {t.skill_rating}; aid down only helps those at {DOWN_MAX_AIDED_SKILL} or lower.")
    _check_not_receiving(helper, skill, now)
    for t in targets:
        _check_can_receive(helper, t, skill, DOWN, now)


def make_grants(kind: str, helper: Party, targets: list[Party], skill: str, level: Level, now: float,
                lapse_seconds: float = LAPSE_SECONDS) -> list[Grant]:
    return [
        Grant(kind, skill, helper.id, helper.name, t.id, t.name, int(level), now + lapse_seconds)
        for t in targets
    ]


def bonus_from(grants, skill: str, now: float) -> tuple[int, list[Grant]]:
    """The dice bonus banked for a roll of ``skill`` and the grants it uses.

    Aid up sums the helpers' bonuses, capped at +UP_CAP (a penalty has no
    floor); aid down is the one helper's level bonus.
    """
    used = live_for(grants, skill, now)
    if not used:
        return 0, []
    total = sum(g.bonus for g in used)
    if used[0].kind == UP:
        total = min(UP_CAP, total)
    return total, used
