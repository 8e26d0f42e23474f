"""What each stat is rolled for, besides the named moves, as data.

Every use is a :class:`Move` on the standard scale with the same general
reading of the bands. ``USES_BY_STAT`` lists them per stat, including the
combat moves each stat drives.
"""

from __future__ import annotations

from rules.lookup import find_named
from rules.pbta.bands import CRITICAL, MISS, STRONG, WEAK
from rules.pbta.moves import MELEE, MOVES, RANGED, Move
from rules.pbta.stats import AGILE, CHARMING, FORCEFUL, INSIGHTFUL, STATS

GENERAL_OUTCOMES = (
    (CRITICAL, "A triumph: you get what you were after and a little more."),
    (STRONG, "It works, cleanly."),
    (WEAK, "It works, but at a cost: a hard choice, a loss or a new complication."),
    (MISS, "It goes wrong, and the GM says what trouble follows."),
)


def _use(key: str, name: str, stat: str, summary: str, offensive: bool = False) -> Move:
    return Move(key, name, stat, summary, GENERAL_OUTCOMES, offensive=offensive)


USES = (
    _use("break", "Break Something", FORCEFUL, "Smash, snap or force something that resists."),
    _use("sneak", "Sneak", AGILE, "Move about without being noticed."),
    _use("dodge", "Dodge", AGILE, "Twist or leap clear of something coming at you."),
    _use("catch", "Catch", AGILE, "Run down someone or something fleeing you (if it is not simply faster)."),
    _use("remember", "Remember", INSIGHTFUL, "Recall a fact or detail that matters right now."),
    _use("figure", "Figure It Out", INSIGHTFUL, "Work out what is going on."),
    _use("search", "Find Hidden", INSIGHTFUL, "Turn up something concealed."),
    _use("forage", "Find Food", INSIGHTFUL, "Find something to eat, perhaps an animal worth hunting."),
    _use("indulge", "Indulge Temptation", INSIGHTFUL, "Find a fitting way to give in to your Minor Temptation."),
    _use("brave", "Be Brave", INSIGHTFUL, "Face something frightening."),
    _use("focus", "Stay Focused", INSIGHTFUL, "Keep your mind on the task in hand."),
    _use("determined", "Stay Determined", INSIGHTFUL, "Keep going when you would rather give up."),
    _use("resist", "Resist Temptation", INSIGHTFUL, "Turn away from something that pulls at you."),
    _use("calm", "Don't Panic", INSIGHTFUL, "Keep your head when fear takes hold."),
    _use("read_animal", "Predict an Animal", INSIGHTFUL, "Guess what a beast will do next."),
    _use("charm", "Win Them Over", CHARMING, "Sway a person (or a creature) by making yourself likeable."),
    _use("plead", "Plead", CHARMING, "Sway someone by stirring their pity."),
    _use("intimidate", "Intimidate", CHARMING, "Sway someone with threats."),
    _use("frighten", "Frighten", CHARMING, "Scare someone."),
    _use("reassure", "Reassure", CHARMING, "Convince someone they need not fear you."),
    _use("trust", "Earn Trust", CHARMING, "Get someone to rely on you."),
)

USES_BY_STAT = {
    FORCEFUL: (MELEE.key, "break"),
    AGILE: ("sneak", "dodge", "catch", RANGED.key),
    INSIGHTFUL: ("remember", "figure", "search", "forage", "indulge", "brave", "focus",
                 "determined", "resist", "calm", "read_animal"),
    CHARMING: ("charm", "plead", "intimidate", "frighten", "reassure", "trust"),
}

ALL_MOVES = MOVES + USES


def stat_move(stat: str) -> Move:
    """A plain roll of ``stat`` with the general band meanings."""
    if stat not in STATS:
        raise ValueError(f"unknown stat {stat}")
    return Move(stat.lower(), stat, stat, f"A plain {stat} roll.", GENERAL_OUTCOMES)


def find_roll(name: str) -> Move:
    """A stat (as a plain roll), a named move or a stat use. Exact names and
    keys win over prefixes, so "charm" is the use and "charming" the stat."""
    return find_named(name, tuple(stat_move(s) for s in STATS) + ALL_MOVES,
                      lambda m: (m.name, m.key), "stat or move")


def find_move(name: str) -> Move:
    """A named move or stat use by key, name or unique prefix."""
    return find_named(name, ALL_MOVES, lambda m: (m.name, m.key), "move")


def move_by_key(key: str) -> Move:
    for move in ALL_MOVES:
        if move.key == key:
            return move
    raise KeyError(key)
