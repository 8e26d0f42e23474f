"""Text for fs3 rolls and sheets: all player-facing wording lives here."""

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


def pool_text(result: RollResult) -> str:
    """The pool's make-up: Alertness 3 + Wit 2 + luck 3 = 8 dice."""
    pool = result.pool
    bits = []
    for i, part in enumerate(pool.parts):
        if i == 0:
            bits.append(f"{part.label} {part.dice}")
        else:
            sign = "-" if part.dice < 0 else "+"
            bits.append(f"{sign} {part.label} {abs(part.dice)}")
    text = " ".join(bits)
    if pool.total != pool.dice:
        return f"{text} = {pool.total}, rolled as {pool.dice} die"
    return f"{text} = {pool.dice} {'die' if pool.dice == 1 else 'dice'}"


def level_text(level: Level) -> str:
    return f"{LEVEL_COLOUR[level]}{level.label}|n"


def hits_text(hits: int) -> str:
    return f"{hits} hit" + ("" if hits == 1 else "s")


def roll_line(who: str, result: RollResult) -> str:
    pool = result.pool
    make_up = f" ({pool_text(result)})"
    if pool.parts and pool.parts[0].label == "dice":  # a plain pool: "5 dice", not "(dice 5 = 5 dice)"
        rest = " ".join(f"{'-' if p.dice < 0 else '+'} {p.label} {abs(p.dice)}" for p in pool.parts[1:])
        make_up = f" ({rest} = {pool.total} {'die' if pool.total == 1 else 'dice'})" if rest else ""
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
