"""The muse sheet of a Character, kept in Attributes (category ``muse``).

``char.muse`` is a :class:`MuseHandler`. It turns Attributes into the
records of :mod:`rules.muse` and back; it decides nothing itself (the rules
check ratings, budgets and windows; the commands decide who may do what).
The fs3 sheet (``char.fs3``, category ``fs3``) is separate and untouched.

API (every write is saved at once):

Sheet as a whole
  ``sheet() -> rules.muse.sheet.Sheet``   a fresh record built from the Attributes
  ``save_sheet(sheet)``                   write every field of a Sheet back
  ``has_sheet`` (bool)                    any muse Attribute stored yet

Fields (read/write properties unless noted)
  ``traits`` (dict, read)   ``rating(trait) -> int``   ``set_rating(trait, n)`` (range-checked)
  ``path`` (str)            ``key_trait`` (str|None; set with any case or a prefix)
  ``level`` (int >= 1)
  ``life_points`` (int; starts at the maximum until first written)
  ``max_life`` (read: staff override or 10 + Endurance, less any poison drain)
  ``base_max_life`` (read: the same before the poison drain)
  ``poison_drain`` (int >= 0: maximum Life Points lost to poison so far)
  ``max_life_override`` (int|None; None goes back to 10 + Endurance)
  ``tribulations`` (dict name -> rules.muse.tribulations.Affliction; assign a dict)

Overexertion penalties (rules.muse.sheet.Penalty)
  ``penalties(now=None) -> list``  live ones (expired ones are pruned from storage)
  ``add_penalty(penalty)``         ``end_session() -> int`` lifts the until-session-end ones
  ``clear_penalties()``            lifts them all
  ``penalty_dice(trait, now=None) -> int``

Chargen
  ``approved`` / ``submitted`` (bool)   ``chargen_budgets()`` the Trait points spent

Last roll, for +overexert (rules.muse.overexert.RollRecord)
  ``last_roll`` (RollRecord|None; assign a record or None)
  ``last_roll_against`` (dict|None) what it had to beat: {"name", "successes", "ties_win"}

Banked assists (one die per assisting character, lapse after
``settings.FOURFOLD_MUSE_ASSIST_LAPSE`` seconds)
  ``assists(now=None) -> list[dict]``  live ones: {"giver": "#12", "name": "Mara", "expires_at": t}
  ``add_assist(giver_char, now=None)`` one bank per giver (a repeat refreshes it)
  ``take_assists(now=None) -> list[dict]`` the live ones, removed from the bank

Scenes
  ``healed_epoch`` (int|None) this character's scene epoch (features/scenes/store.py
  ``epoch``) at its last heal outside combat
"""

from __future__ import annotations

import time

from core.chargen_form import Budget
from core.game_settings import setting
from rules.errors import RulesError
from rules.muse.dying import dies_instantly
from rules.muse.overexert import RollRecord, end_session, prune_expired
from rules.muse.sheet import LEVEL_MIN, Penalty, Sheet, points_spent
from rules.muse.traits import ENDURANCE, check_rating, find_trait
from rules.muse.tribulations import afflictions_from_dict, afflictions_to_dict, fade_rounds, is_fading
from typeclasses.sheet_handler import SheetHandler

CATEGORY = "muse"
DEFAULT_TRAIT_POINTS = 18

_SHEET_FIELDS = ("traits", "path", "key_trait", "level", "life_points", "max_life_override",
                 "tribulations", "penalties", "poison_drain")


def trait_points() -> int:
    """Chargen points to spend above 1 in each Trait."""
    return int(setting("FOURFOLD_MUSE_TRAIT_POINTS"))


def assist_lapse() -> int:
    return int(setting("FOURFOLD_MUSE_ASSIST_LAPSE"))


def round_seconds() -> float:
    """Real seconds a round lasts outside a fight (fading Tribulations)."""
    return max(1.0, float(setting("FOURFOLD_MUSE_ROUND_SECONDS")))


class MuseHandler(SheetHandler):
    category = CATEGORY
    vitals_keys = frozenset({"approved", "life_points", "max_life_override", "traits", "poison_drain"})  # GMCP Char.Vitals (sheet_handler.py)

    def _del(self, key):
        self.obj.attributes.remove(key, category=CATEGORY)

    @property
    def has_sheet(self) -> bool:
        return any(self.obj.attributes.has(k, category=CATEGORY) for k in _SHEET_FIELDS)

    # --- the sheet as one record ----------------------------------------
    def _data(self) -> dict:
        return {
            "traits": self._get_flat_dict("traits"),
            "path": self._get("path", "") or "",
            "key_trait": self._get("key_trait"),
            "level": int(self._get("level", LEVEL_MIN) or LEVEL_MIN),
            "life_points": self._get("life_points"),
            "max_life_override": self._get("max_life_override"),
            "tribulations": dict(self._get("tribulations", {}) or {}),
            "penalties": list(self._get("penalties", []) or []),
            "poison_drain": int(self._get("poison_drain", 0) or 0),
        }

    # --- chargen's review (features/chargen/review.py) -----------------------
    def check_ready(self) -> None:
        """A Path and a Key Trait are chosen."""
        missing = [what for what, ok in (("a Path (+stat/path)", self.path),
                                         ("a Key Trait (+stat/key)", self.key_trait)) if not ok]
        if missing:
            raise RulesError(f"Choose {' and '.join(missing)} before submitting.")

    def chargen_budgets(self) -> tuple:
        return (Budget("Trait points", points_spent(self.sheet()), trait_points()),)

    def sheet(self) -> Sheet:
        self.settle_fading()
        return Sheet.from_dict(self._data())

    def save_sheet(self, sheet: Sheet) -> None:
        data = sheet.to_dict()
        for key in _SHEET_FIELDS:
            self._set(key, data[key])

    # --- traits -----------------------------------------------------------
    @property
    def traits(self) -> dict:
        return self._get_flat_dict("traits")

    def rating(self, trait: str) -> int:
        return self.sheet().rating(trait)

    def set_rating(self, trait: str, value: int) -> None:
        name = find_trait(trait)
        check_rating(name, value)
        traits = self.traits
        traits[name] = int(value)
        self._set("traits", traits)

    @property
    def path(self) -> str:
        return self._get("path", "") or ""

    @path.setter
    def path(self, value: str) -> None:
        self._set("path", (value or "").strip())

    @property
    def key_trait(self) -> str | None:
        return self._get("key_trait")

    @key_trait.setter
    def key_trait(self, value: str | None) -> None:
        self._set("key_trait", find_trait(value) if value else None)

    # --- level and life ---------------------------------------------------
    @property
    def level(self) -> int:
        return int(self._get("level", LEVEL_MIN) or LEVEL_MIN)

    @level.setter
    def level(self, value: int) -> None:
        if int(value) < LEVEL_MIN:
            raise ValueError(f"level starts at {LEVEL_MIN}")
        self._set("level", int(value))

    @property
    def life_points(self) -> int:
        return self.sheet().life_points

    @life_points.setter
    def life_points(self, value: int) -> None:
        self._set("life_points", int(value))

    @property
    def max_life(self) -> int:
        return self.sheet().max_life

    @property
    def base_max_life(self) -> int:
        return self.sheet().base_max_life

    @property
    def poison_drain(self) -> int:
        return int(self._get("poison_drain", 0) or 0)

    @poison_drain.setter
    def poison_drain(self, value: int) -> None:
        self._set("poison_drain", max(0, int(value)))

    @property
    def max_life_override(self) -> int | None:
        return self._get("max_life_override")

    @max_life_override.setter
    def max_life_override(self, value: int | None) -> None:
        self._set("max_life_override", None if value is None else int(value))

    # --- tribulations -----------------------------------------------------
    @property
    def tribulations(self) -> dict:
        self.settle_fading()
        return afflictions_from_dict(self._get("tribulations", {}) or {})

    @tribulations.setter
    def tribulations(self, value: dict) -> None:
        self._set("tribulations", afflictions_to_dict(value or {}))

    # Outside a fight a fading Tribulation counts its rounds in real time:
    # ``fade_clock`` (epoch seconds) is where the uncounted time starts, None
    # while a fight counts the rounds (or when nothing fades).
    def start_fading(self, now: float | None = None) -> None:
        """A fight let go of this character: real time counts from now."""
        active = afflictions_from_dict(self._get("tribulations", {}) or {})
        self._set("fade_clock", (time.time() if now is None else now) if is_fading(active) else None)

    def pause_fading(self) -> None:
        """A fight counts the rounds now."""
        if self._get("fade_clock") is not None:
            self._set("fade_clock", None)

    def settle_fading(self, now: float | None = None) -> tuple[str, ...]:
        """Count off the rounds of real time gone by; return what ended."""
        clock = self._get("fade_clock")
        if clock is None:
            return ()
        now = time.time() if now is None else now
        seconds = round_seconds()
        rounds = int((now - float(clock)) // seconds)
        if rounds <= 0:
            return ()
        active, ended = fade_rounds(afflictions_from_dict(self._get("tribulations", {}) or {}), rounds)
        self._set("tribulations", afflictions_to_dict(active))
        self._set("fade_clock", float(clock) + rounds * seconds if is_fading(active) else None)
        return ended

    # --- death ----------------------------------------------------------------
    @property
    def dead(self) -> bool:
        """Dead: marked so by a fight (or staff), or Life Points at minus
        Endurance or lower. Only staff bring the dead back (+revive)."""
        if self._get("dead"):
            return True
        life = self._get("life_points")
        return life is not None and dies_instantly(int(life), self.sheet().rating(ENDURANCE))

    def mark_dead(self, value: bool = True) -> None:
        self._set("dead", bool(value))

    # --- overexertion penalties -------------------------------------------
    def penalties(self, now: float | None = None) -> list[Penalty]:
        now = time.time() if now is None else now
        stored = [Penalty.from_dict(p) for p in (self._get("penalties", []) or [])]
        live = prune_expired(stored, now)
        if len(live) != len(stored):
            self._set("penalties", [p.to_dict() for p in live])
        return live

    def add_penalty(self, penalty: Penalty | None) -> None:
        if penalty is None:
            return
        self._set("penalties", [p.to_dict() for p in self.penalties()] + [penalty.to_dict()])

    def end_session(self) -> int:
        """Lift the penalties that last until the session ends; return how many."""
        before = self.penalties()
        after = end_session(before)
        self._set("penalties", [p.to_dict() for p in after])
        return len(before) - len(after)

    def clear_penalties(self) -> None:
        """Lift every penalty, the timed ones too (staff)."""
        self._set("penalties", [])

    def penalty_dice(self, trait: str, now: float | None = None) -> int:
        name = find_trait(trait)
        return sum(p.dice for p in self.penalties(now) if p.trait == name)

    # --- the last roll (for +overexert) ---------------------------------------
    @property
    def last_roll(self) -> RollRecord | None:
        data = self._get("last_roll")
        return RollRecord.from_dict(data) if data else None

    @last_roll.setter
    def last_roll(self, record: RollRecord | None) -> None:
        self._set("last_roll", record.to_dict() if record is not None else None)

    @property
    def last_roll_against(self) -> dict | None:
        """What the last roll had to beat (opposed or challenge), or None:
        ``{"name": str, "successes": int, "ties_win": bool}``."""
        data = self._get("last_roll_against")
        return dict(data) if data else None

    @last_roll_against.setter
    def last_roll_against(self, value: dict | None) -> None:
        self._set("last_roll_against", dict(value) if value else None)

    # --- banked assists -----------------------------------------------------
    def assists(self, now: float | None = None) -> list[dict]:
        now = time.time() if now is None else now
        stored = list(self._get("assists", []) or [])
        live = [dict(a) for a in stored if a.get("expires_at", 0) > now]
        if len(live) != len(stored):
            self._set("assists", live)
        return live

    def add_assist(self, giver, now: float | None = None) -> dict:
        now = time.time() if now is None else now
        entry = {"giver": giver.dbref, "name": giver.key, "expires_at": now + assist_lapse()}
        keep = [a for a in self.assists(now) if a["giver"] != giver.dbref]
        self._set("assists", keep + [entry])
        return entry

    def take_assists(self, now: float | None = None) -> list[dict]:
        live = self.assists(now)
        self._set("assists", [])
        return live

    # --- scenes ---------------------------------------------------------------
    @property
    def healed_epoch(self) -> int | None:
        return self._get("healed_epoch")

    @healed_epoch.setter
    def healed_epoch(self, value: int | None) -> None:
        self._set("healed_epoch", value)
