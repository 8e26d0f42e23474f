"""Text for fs3 rolls and sheets: all player-facing wording lives here."""

from core.text import counts
from rules.fs3.levels import Level
from rules.fs3.opposed import OpposedResult
from rules.fs3.roll import RollResult

LEVEL_COLOUR = {
    Level.EMBARRASSING_FAILURE: "|r",
    Level.FAILURE: "|r",
    Level.SUCCESS: "|g",
    Level.GOOD_SUCCESS: "|g",
    Level.GREAT_SUCCESS: "|G",
    Level.AMAZING_SUCCESS: "|y",
}


def dice_text(result: RollResult) -> str:
    """Dice sorted high to low, hits in brackets (and green): [8] [7] 5 1."""
    out = []
    for face in result.roll.sorted_faces:
        out.append(f"|g[{face}]|n" if result.roll.is_hit(face) else str(face))
    return " ".join(out)


def parts_text(pool) -> str:
    """The pool's make-up as players read it: "Alertness 3 + Wit 2 - wounds
    1". An attribute rolled on its own goes into the pool twice (two equal
    parts); it is said once, "Brawn 3 twice", not "Brawn 3 + Brawn 3". A
    plain pool starts with its dice: "5 dice + modifier 2"."""
    merged = []
    for part in pool.parts:
        if merged and merged[-1][0] == part and merged[-1][1] == 1:
            merged[-1][1] = 2
        else:
            merged.append([part, 1])
    bits = []
    for i, (part, times) in enumerate(merged):
        if i == 0 and part.label == "dice":
            shown = counts.dice(part.dice)
        else:
            shown = f"{part.label} {abs(part.dice) if i else part.dice}" + (" twice" if times == 2 else "")
        bits.append(shown if i == 0 else f"{'-' if part.dice < 0 else '+'} {shown}")
    return " ".join(bits)


def pool_text(result: RollResult) -> str:
    """The pool's make-up: Alertness 3 + Wit 2 + luck 3 = 8 dice."""
    pool = result.pool
    text = parts_text(pool)
    if pool.total != pool.dice:
        return f"{text} = {pool.total}, rolled as {counts.dice(pool.dice)}"
    return f"{text} = {counts.dice(pool.dice)}"


def level_text(level: Level) -> str:
    return f"{LEVEL_COLOUR[level]}{level.label}|n"


def hits_text(hits: int) -> str:
    return f"{hits} hit" + ("" if hits == 1 else "s")


def roll_line(who: str, result: RollResult) -> str:
    pool = result.pool
    make_up = f" ({pool_text(result)})"
    if pool.parts and pool.parts[0].label == "dice":  # a plain pool: "5 dice", not "(dice 5 = 5 dice)"
        rest = " ".join(f"{'-' if p.dice < 0 else '+'} {p.label} {abs(p.dice)}" for p in pool.parts[1:])
        make_up = f" ({rest} = {counts.dice(pool.total)})" if rest else ""
    return (f"{who} rolls {pool.label}{make_up}: {dice_text(result)}"
            f" -> {hits_text(result.hits)}, {level_text(result.level)}")


def opposed_lines(names: tuple[str, str], outcome: OpposedResult) -> list[str]:
    a, b = names
    lines = [roll_line(a, outcome.first), roll_line(b, outcome.second)]
    if outcome.winner is None:
        verdict = "|wDraw|n."
    else:
        winner = names[outcome.winner]
        verdict = f"|w{winner}: {outcome.victory.label}|n (net {abs(outcome.net_hits)})."
    did = []
    for name, ok in ((a, outcome.first_succeeded), (b, outcome.second_succeeded)):
        did.append(f"{name} {'succeeded' if ok else 'failed'}")
    lines.append(f"{verdict} {did[0]}; {did[1]}.")
    return lines
