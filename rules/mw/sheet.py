"""The mw sheet: archetype, Words of Power by letter, Gains, items and
whether the character is dead.

Items are found or made in play. A die item adds a roll of its die after
the Word roll; a flat item adds half its die size. A cursed item still
gives its bonus; when its curse triggers (the GM's call) it harms a Word
(see damage.trigger_curse).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rules.errors import RulesError
from rules.lookup import find_named
from rules.mw.ladder import check_die
from rules.mw.words import MUSCLE, SIDE_LETTERS, WIZARD, Word, find_archetype, make_word, side_of

DIE_ITEM, FLAT_ITEM = "die", "flat"
ITEM_KINDS = (DIE_ITEM, FLAT_ITEM)
ITEM_NAME_MAX = 40
MAX_ITEMS = 20


@dataclass(frozen=True)
class Item:
    name: str
    kind: str  # DIE_ITEM or FLAT_ITEM
    sides: int  # a ladder die
    cursed: bool = False

    @property
    def flat_bonus(self) -> int:
        """What a flat item adds: half its die size."""
        return self.sides // 2

    def to_dict(self) -> dict:
        return {"name": self.name, "kind": self.kind, "sides": self.sides, "cursed": self.cursed}

    @classmethod
    def from_dict(cls, data: dict) -> "Item":
        return make_item(data["name"], data["kind"], int(data["sides"]), bool(data.get("cursed", False)))


def make_item(name: str, kind: str, sides: int, cursed: bool = False) -> Item:
    name = " ".join((name or "").split())
    if not name or len(name) > ITEM_NAME_MAX:
        raise RulesError(f"An item's name runs from 1 to {ITEM_NAME_MAX} characters.")
    kind = (kind or "").strip().lower()
    if kind not in ITEM_KINDS:
        raise RulesError(f"An item adds a {DIE_ITEM} or a {FLAT_ITEM} bonus, not '{kind}'.")
    return Item(name, kind, check_die(sides), cursed)


@dataclass(frozen=True)
class Sheet:
    archetype: str  # an Archetype key
    words: tuple[Word, ...] = ()
    gains: int = 0
    items: tuple[Item, ...] = ()
    dead: bool = False

    def word(self, ref: str) -> Word:
        """A Word by letter, name or unique name prefix."""
        key = (ref or "").strip()
        if len(key) == 1:
            for w in self.words:
                if w.letter == key.upper():
                    return w
            raise RulesError(f"You have no Word for {key.upper()}.")
        if not self.words:
            raise RulesError("You have no Words of Power yet.")
        return find_named(key, self.words, lambda w: (w.name,), "Word of Power")

    def item(self, name: str) -> Item:
        if not self.items:
            raise RulesError("You carry no items.")
        return find_named(name, self.items, lambda i: (i.name,), "item")

    def side_words(self, side: str) -> tuple[Word, ...]:
        return tuple(w for w in self.words if w.side == side)

    def to_dict(self) -> dict:
        return {"archetype": self.archetype, "words": [w.to_dict() for w in self.words],
                "gains": self.gains, "items": [i.to_dict() for i in self.items], "dead": self.dead}

    @classmethod
    def from_dict(cls, data: dict) -> "Sheet":
        sheet = cls(
            archetype=find_archetype(data["archetype"]).key,
            words=tuple(Word.from_dict(w) for w in data.get("words", ())),
            gains=int(data.get("gains", 0)),
            items=tuple(Item.from_dict(i) for i in data.get("items", ())),
            dead=bool(data.get("dead", False)),
        )
        check_sheet(sheet)
        return sheet


def _order(words) -> tuple[Word, ...]:
    """MUSCLE letters first, then WIZARD, each in the order of the side's name."""
    rank = {letter: i for i, letter in enumerate(SIDE_LETTERS[MUSCLE] + SIDE_LETTERS[WIZARD])}
    return tuple(sorted(words, key=lambda w: rank[w.letter]))


def check_sheet(sheet: Sheet) -> None:
    letters = [w.letter for w in sheet.words]
    if len(set(letters)) != len(letters):
        raise RulesError("Each letter holds at most one Word.")
    names = [w.name.lower() for w in sheet.words]
    if len(set(names)) != len(names):
        raise RulesError("Two Words cannot share a name.")
    if sheet.gains < 0:
        raise RulesError("Gains cannot be negative.")


def new_sheet(archetype: str, words: dict | None = None) -> Sheet:
    """A new character: ``words`` maps letters to names, each at the
    archetype's starting die for its side."""
    sheet = Sheet(archetype=find_archetype(archetype).key)
    for letter, name in (words or {}).items():
        sheet = add_word(sheet, letter, name)
    return sheet


def with_archetype(sheet: Sheet | None, archetype: str) -> Sheet:
    """``sheet`` under ``archetype`` (a new sheet when there is none): every
    Word keeps its name and starts over at the new archetype's die for its
    side; Gains and items stay. What +archetype and the web chargen form do."""
    if sheet is None:
        return new_sheet(archetype)
    new = new_sheet(archetype, {w.letter: w.name for w in sheet.words})
    return replace(new, gains=sheet.gains, items=sheet.items)


def add_word(sheet: Sheet, letter: str, name: str) -> Sheet:
    """Unlock the Word ``name`` under ``letter`` at the archetype's base die."""
    arche = find_archetype(sheet.archetype)
    word = make_word(letter, name, arche.starting_die(side_of(letter)))
    if any(w.letter == word.letter for w in sheet.words):
        raise RulesError(f"You already have a Word for {word.letter}.")
    if any(w.name.lower() == word.name.lower() for w in sheet.words):
        raise RulesError(f"You already have a Word called {word.name}.")
    return replace(sheet, words=_order(sheet.words + (word,)))


def put_word(sheet: Sheet, word: Word) -> Sheet:
    """The sheet with ``word`` replacing the Word under the same letter."""
    return replace(sheet, words=_order(tuple(w for w in sheet.words if w.letter != word.letter) + (word,)))


def add_item(sheet: Sheet, item: Item) -> Sheet:
    if any(i.name.lower() == item.name.lower() for i in sheet.items):
        raise RulesError(f"You already carry something called {item.name}.")
    if len(sheet.items) >= MAX_ITEMS:
        raise RulesError(f"You can carry at most {MAX_ITEMS} items.")
    return replace(sheet, items=sheet.items + (item,))


def remove_item(sheet: Sheet, name: str) -> Sheet:
    item = sheet.item(name)
    return replace(sheet, items=tuple(i for i in sheet.items if i is not item))
