"""Text for muse rolls and sheets: the player-facing wording of the muse
commands lives here (the rules return records, this turns them into lines).

A roll line shows every die, highest first; a success is in brackets
(green with colour on), a 1 is marked with an exclamation mark so it reads
the same with colour off and through a screen reader. The dice a Mastered
Trait added for its 6s are listed apart, after the first throw.
"""

from __future__ import annotations

import time

from rules.muse.opposed import AFTER_REROLL, DRAW, TIE_TO_PLAYER, ChallengeResult, OpposedResult
from rules.muse.roll import CANCEL_FACE, SUCCESS_ON, MuseRoll

WIDTH = 78


def plural(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"


def face_text(face: int) -> str:
    if face >= SUCCESS_ON:
        return f"|g[{face}]|n"
    if face == CANCEL_FACE:
        return "|r1!|n"
    return str(face)


def faces_text(faces) -> str:
    faces = sorted(faces, reverse=True)
    return " ".join(face_text(f) for f in faces) if faces else "(no dice)"


def pool_text(roll: MuseRoll) -> str:
    """What went into the pool: 'Might 5, -1 overexerted, halved, +2 bonus, +1 assist = 4 dice'."""
    pool = roll.pool
    if pool.trait is None:
        bits = [plural(pool.rating, "die", "dice")]
    else:
        bits = [f"{pool.trait} {pool.rating}"]
        if pool.penalty:
            bits.append(f"-{pool.penalty} overexerted")
        if pool.halved:
            bits.append("halved")
    if pool.bonus:
        bits.append(f"{pool.bonus:+d} bonus")
    if pool.assists:
        bits.append(f"+{plural(pool.assists, 'assist')}")
    tags = []
    if pool.key_trait:
        tags.append("Key Trait")
    if pool.mastered:
        tags.append("Mastered")
    text = ", ".join(bits) + f" = {plural(pool.dice, 'die', 'dice')}"
    return text + (f"; {', '.join(tags)}" if tags else "")


def ones_text(roll: MuseRoll) -> str:
    if not roll.ones:
        return ""
    ones = "a 1" if roll.ones == 1 else f"{roll.ones} 1s"
    if roll.pool.key_trait:
        return f"{ones}, not cancelling on the Key Trait"
    if roll.cancelled:
        verb = "cancels" if roll.ones == 1 else "cancel"
        return f"{ones} {verb} {plural(roll.cancelled, 'success', 'successes')}"
    return f"{ones}, nothing to cancel"


def successes_text(n: int) -> str:
    if n == 0:
        return "|rno successes|n"
    return f"|g{plural(n, 'success', 'successes')}|n"


def roll_body(roll: MuseRoll) -> str:
    """Dice, extra dice, ones and the count, without the roller's name."""
    text = faces_text(roll.base)
    if roll.extra:
        text += f" + exploding 6s added {faces_text(roll.extra)}"
        if roll.capped:
            text += " (chain stopped at the limit)"
    notes = ones_text(roll)
    return f"{text}{' (' + notes + ')' if notes else ''} -> {successes_text(roll.successes)}"


def roll_line(who: str, roll: MuseRoll) -> str:
    label = roll.pool.trait or "dice"
    return f"{who} rolls {label} ({pool_text(roll)}): {roll_body(roll)}"


def opposed_lines(names: tuple[str, str], result: OpposedResult) -> list[str]:
    a, b = names
    lines = [roll_line(a, result.first), roll_line(b, result.second)]
    for n, (ra, rb) in enumerate(result.rolls[1:], start=1):
        lines.append(f"  Tie: reroll {n}: {a} {roll_body(ra)}")
        lines.append(f"  Tie: reroll {n}: {b} {roll_body(rb)}")
    if result.how == DRAW:
        lines.append(f"|wStill tied after {plural(result.rerolls, 'reroll')}: a draw.|n")
        return lines
    winner = names[result.winner]
    fa, fb = result.final
    if result.how == TIE_TO_PLAYER:
        why = "the tie goes to the player character"
    elif result.how == AFTER_REROLL:
        why = f"after {plural(result.rerolls, 'reroll')} to break the tie ({fa.successes} to {fb.successes})"
    else:
        why = f"{fa.successes} to {fb.successes}"
    lines.append(f"|w{winner} wins|n: {why}.")
    return lines


def challenge_lines(who: str, result: ChallengeResult) -> list[str]:
    lines = [roll_line(who, result.player), f"  GM rolls {pool_text(result.gm)}: {roll_body(result.gm)}"]
    p, g = result.player.successes, result.gm.successes
    if result.tied:
        verdict = f"|w{who} succeeds|n: {p} to {g}, and a tie goes to the player."
    elif result.player_won:
        verdict = f"|w{who} succeeds|n: {p} to {g}."
    else:
        verdict = f"|w{who} fails|n: {p} to {g}."
    lines.append(verdict)
    return lines


def minutes_left(until: float, now: float | None = None) -> str:
    secs = max(0, int(until - (time.time() if now is None else now)))
    if secs >= 86400:
        days, rest = divmod(secs, 86400)
        return f"{days}d {rest // 3600}h"
    if secs >= 3600:
        return f"{secs // 3600}h {(secs % 3600) // 60}m"
    return f"{max(1, (secs + 59) // 60)} min"
