"""Every named move as data: its stat, its scale of bands and what each band
means at the table (written for Fourfold, not quoted from the text).

``when`` says who may make the move: ``NEEDS_AWAKE`` for characters who are
up, acting at 0 HP or on their last action; ``NEEDS_DOWN`` for one whose HP
has just hit 0 (Keep Fighting); ``NEEDS_BARGAINING`` for one facing the
spirits (Bargain for Your Life).
``offensive`` moves end any Readiness held from Defend.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.pbta.bands import CRITICAL, MISS, STANDARD, STEADY, STRONG, WATCH, WEAK, Scale
from rules.pbta.stats import AGILE, CHARMING, FORCEFUL, INSIGHTFUL

NEEDS_AWAKE, NEEDS_DOWN, NEEDS_BARGAINING = "awake", "down", "bargaining"


@dataclass(frozen=True)
class Move:
    key: str
    name: str
    stat: str
    summary: str
    outcomes: tuple[tuple[str, str], ...]  # (band key, meaning), best first
    scale: Scale = STANDARD
    offensive: bool = False
    when: str = NEEDS_AWAKE

    def outcome(self, band: str) -> str:
        return dict(self.outcomes)[band]

    def __post_init__(self):
        if tuple(b for b, _ in self.outcomes) != self.scale.keys:
            raise ValueError(f"move {self.key} must describe every band of the {self.scale.key} scale")


def _attack(key: str, name: str, stat: str, summary: str, weak: str, miss: str) -> Move:
    return Move(key, name, stat, summary, (
        (CRITICAL, "Roll your weapon's damage and double it."),
        (STRONG, "Roll your weapon's damage."),
        (WEAK, "Roll your weapon's damage, but trouble comes with it: " + weak),
        (MISS, "No damage, and trouble: " + miss),
    ), offensive=True)


MELEE = _attack(
    "melee", "Melee Combat", FORCEFUL, "Fight someone within arm's reach.",
    "most often the foe strikes back at the same moment.",
    "the blow goes wide or is turned aside, and the foe gets a swing at you.")
RANGED = _attack(
    "ranged", "Ranged Combat", AGILE, "Shoot or throw at a target some way off.",
    "the foe shoots or throws back, closes in for a melee blow, or you run short of ammunition.",
    "the shot misses or is blocked and the foe answers, or your weapon gives way.")
DEFEND = Move("defend", "Defend", FORCEFUL,
              "Stand guard over a person, place or thing (yourself included) and bank Readiness.", (
                  (CRITICAL, "Hold 3 Readiness."),
                  (STRONG, "Hold 3 Readiness."),
                  (WEAK, "Hold 1 Readiness."),
                  (MISS, "No Readiness; whatever comes, you meet it unready."),
              ))
REST = Move("rest", "Rest", FORCEFUL, "Rest for at least four hours and recover HP.", (
    (CRITICAL, "Recover 3d3+1 HP."),
    (STRONG, "Recover 2d3+1 HP."),
    (WEAK, "Recover 1d3+1 HP."),
    (MISS, "Recover just 1 HP."),
))
TAKE_WATCH = Move("watch", "Take Watch", INSIGHTFUL,
                  "Keep watch over the camp when something creeps close.", (
                      (STRONG, "You spot it early and rouse the camp: everyone there takes +1 forward."),
                      (STEADY, "You spot it in time: the camp is roused and ready, no bonus either way."),
                      (WEAK, "You spot it a moment late: the camp wakes unready and everyone takes -1 forward."),
                      (MISS, "It reaches the camp unseen and strikes first."),
                  ), scale=WATCH)
KEEP_FIGHTING = Move("keep_fighting", "Keep Fighting", FORCEFUL,
                     "Your HP has hit 0: see whether you stay on your feet.", (
                         (CRITICAL, "You shake it off and are back to 1 HP."),
                         (STRONG, "You stay up at 0 HP, with -1 on every roll until you heal above 0."),
                         (WEAK, "You manage one more action, then collapse unconscious."),
                         (MISS, "You black out at once and meet the spirits: Bargain for Your Life."),
                     ), when=NEEDS_DOWN)
BARGAIN = Move("bargain", "Bargain for Your Life", CHARMING,
               "Unconscious and face to face with the spirits, you plead to go back.", (
                   (CRITICAL, "The spirits send you back with 1 HP."),
                   (STRONG, "The spirits send you back at 0 HP, acting with -1 on every roll until healed."),
                   (WEAK, "As on 10-12, but there is a price: owe the spirits a favour, "
                          "or return changed in some way."),
                   (MISS, "The spirits keep you. Your character dies, and their spirit joins the next one you make."),
               ), when=NEEDS_BARGAINING)

MOVES = (MELEE, RANGED, DEFEND, REST, TAKE_WATCH, KEEP_FIGHTING, BARGAIN)

# Readiness (and its forwards) granted by each band of these moves.
DEFEND_HOLD = {CRITICAL: 3, STRONG: 3, WEAK: 1, MISS: 0}
WATCH_FORWARD = {STRONG: 1, STEADY: 0, WEAK: -1, MISS: 0}
# Rest: (number of d3, flat HP) per band.
REST_HEAL = {CRITICAL: (3, 1), STRONG: (2, 1), WEAK: (1, 1), MISS: (0, 1)}
REST_DIE = 3


def watch_forward(band: str) -> int:
    """The forward everyone in camp takes after a Take Watch in ``band``."""
    return WATCH_FORWARD[band]
