"""HP: taking damage, healing, resting, Keep Fighting and bargaining with
the spirits.

Choices where the text is silent (each is a constant or a plain rule here):
- Damage that leaves an awake character at 0 HP (including one already
  acting at 0 HP or on a last action) calls for Keep Fighting again.
- Damage to a character lying unconscious sends them to the spirits
  (Bargain for Your Life); damage while down or bargaining changes nothing
  more. The dead take no damage.
- Any healing that lifts HP above 0 ends every 0-HP condition.
- A character knocked out by a 7-9 Keep Fighting stays out until healed or
  until ``wake`` (a GM's call) brings them round at 0 HP, acting with -1.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rules.dice import Rng
from rules.errors import RulesError
from rules.pbta.bands import CRITICAL, MISS, STRONG, WEAK
from rules.pbta.moves import BARGAIN, KEEP_FIGHTING, REST, REST_DIE, REST_HEAL
from rules.pbta.roll import MoveRoll, roll_move
from rules.pbta.sheet import AWAKE, BARGAINING, DEAD, DOWN, FUNCTIONING, LAST_ACTION, UNCONSCIOUS, UP, Sheet

FAVOR, CHANGED = "favor", "changed"
PRICES = (FAVOR, CHANGED)
KEEP_FIGHTING_RESULT = {CRITICAL: UP, STRONG: FUNCTIONING, WEAK: LAST_ACTION, MISS: BARGAINING}
BARGAIN_RESULT = {CRITICAL: UP, STRONG: FUNCTIONING, WEAK: FUNCTIONING, MISS: DEAD}
BOUNCE_BACK_HP = 1  # HP on a 13+ Keep Fighting or Bargain


@dataclass(frozen=True)
class Hurt:
    """What one hit did."""

    amount: int
    hp_before: int
    hp_after: int
    condition_before: str
    condition_after: str

    @property
    def keep_fighting(self) -> bool:
        """True when this hit calls for a Keep Fighting roll."""
        return self.condition_after == DOWN and self.condition_before != DOWN


def apply_damage(sheet: Sheet, amount: int) -> tuple[Sheet, Hurt]:
    if amount < 0:
        raise RulesError("Damage cannot be negative; heal instead.")
    if sheet.condition == DEAD:
        raise RulesError("The dead take no more harm.")
    hp = max(0, sheet.hp - amount)
    cond = sheet.condition
    if amount > 0 and hp == 0:
        if cond in AWAKE:
            cond = DOWN
        elif cond == UNCONSCIOUS:
            cond = BARGAINING
    new = replace(sheet, hp=hp, condition=cond)
    return new, Hurt(amount, sheet.hp, hp, sheet.condition, cond)


def heal(sheet: Sheet, amount: int) -> Sheet:
    """Restore up to ``amount`` HP (never above the maximum)."""
    if amount < 0:
        raise RulesError("Healing cannot be negative.")
    if sheet.condition == DEAD:
        raise RulesError("The dead cannot be healed.")
    hp = min(sheet.max_hp, sheet.hp + amount)
    return replace(sheet, hp=hp, condition=UP if hp > 0 else sheet.condition)


def wake(sheet: Sheet) -> Sheet:
    """Bring round someone knocked out after their last action: 0 HP, -1."""
    if sheet.condition != UNCONSCIOUS:
        raise RulesError("Only someone lying unconscious can be woken.")
    return replace(sheet, condition=FUNCTIONING)


@dataclass(frozen=True)
class Outcome:
    """A Keep Fighting or Bargain roll and where it left the character."""

    roll: MoveRoll
    condition: str
    hp: int
    price_due: bool = False


def keep_fighting(sheet: Sheet, rng: Rng, modifier: int = 0) -> tuple[Outcome, Sheet]:
    roll, sheet = roll_move(sheet, KEEP_FIGHTING, rng, modifier)
    cond = KEEP_FIGHTING_RESULT[roll.band]
    hp = BOUNCE_BACK_HP if cond == UP else 0
    sheet = replace(sheet, condition=cond, hp=hp)
    return Outcome(roll, cond, hp), sheet


def bargain(sheet: Sheet, rng: Rng, modifier: int = 0) -> tuple[Outcome, Sheet]:
    """Bargain for Your Life. On 7-9 the sheet owes a price: see ``pay_price``."""
    roll, sheet = roll_move(sheet, BARGAIN, rng, modifier)
    cond = BARGAIN_RESULT[roll.band]
    hp = BOUNCE_BACK_HP if cond == UP else 0
    due = roll.band == WEAK
    sheet = replace(sheet, condition=cond, hp=hp, price_due=due or sheet.price_due,
                    readiness=0 if cond == DEAD else sheet.readiness)
    return Outcome(roll, cond, hp, due), sheet


def pay_price(sheet: Sheet, price: str) -> Sheet:
    """Choose the price of a 7-9 bargain: ``FAVOR`` or ``CHANGED``."""
    if not sheet.price_due:
        raise RulesError("You owe the spirits no price right now.")
    key = (price or "").strip().lower()
    if key not in PRICES:
        raise RulesError(f"Choose the spirits' price: {' or '.join(PRICES)}.")
    return replace(sheet, price_due=False, prices=sheet.prices + (key,))


@dataclass(frozen=True)
class RestResult:
    roll: MoveRoll
    heal_faces: tuple[int, ...]  # the d3s
    flat: int
    hp_before: int
    hp_after: int

    @property
    def rolled(self) -> int:
        """HP the rest was worth, before the maximum cut it short."""
        return sum(self.heal_faces) + self.flat

    @property
    def healed(self) -> int:
        return self.hp_after - self.hp_before


REST_GAP_SECONDS = 4 * 3600  # docs/rulings.md, "pbta": at most one rest every 4 real hours


def next_rest_at(last_rest: float | None, gap: float = REST_GAP_SECONDS) -> float | None:
    """When the next rest may be taken (None: at once)."""
    return None if last_rest is None else last_rest + gap


def check_rest_gap(last_rest: float | None, now: float, gap: float = REST_GAP_SECONDS) -> None:
    """Raise when the last rest was less than ``gap`` seconds ago."""
    due = next_rest_at(last_rest, gap)
    if due is not None and now < due:
        left = int(due - now)
        hours, minutes = left // 3600, (left % 3600 + 59) // 60
        if minutes == 60:
            hours, minutes = hours + 1, 0
        raise RulesError(f"You rested less than {gap / 3600:g} hours ago: the next rest is possible in "
                         f"{hours}h {minutes:02d}m.")


def rest(sheet: Sheet, rng: Rng, modifier: int = 0) -> tuple[RestResult, Sheet]:
    """Rest for some hours: roll Forceful and recover HP by band."""
    roll, sheet = roll_move(sheet, REST, rng, modifier)
    count, flat = REST_HEAL[roll.band]
    faces = tuple(rng.randint(1, REST_DIE) for _ in range(count))
    before = sheet.hp
    sheet = heal(sheet, sum(faces) + flat)
    return RestResult(roll, faces, flat, before, sheet.hp), sheet
