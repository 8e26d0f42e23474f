"""Text for the mw commands: sheets, the threshold walkthrough and rolls.
All player-facing wording of the mw ruleset's displays lives here."""


from core.text import screen, tables
from rules.mw.ladder import LARGEST
from rules.mw.roll import FIT_VALUE, IMPERFECT, PERFECT
from rules.mw.sheet import DIE_ITEM, Sheet
from rules.mw.words import MUSCLE, WIZARD, find_archetype

WIDTH = 78


def die_text(word) -> str:
    """d8, or d6/d8 for a harmed Word (rolls d6, has earned d8)."""
    return f"d{word.die}" if word.die == word.full else f"d{word.die}/d{word.full}"


def word_state(word) -> str:
    if word.injured:
        return "|rInjured|n"
    if word.die < word.full:
        return "hurt"
    return "ok"


def item_bonus_text(item) -> str:
    if item.kind == DIE_ITEM:
        return f"+d{item.sides}"
    return f"+{item.flat_bonus} (flat, d{item.sides})"


def status_text(handler) -> str:
    if handler.approved:
        return "approved"
    return "submitted, awaiting staff" if handler.submitted else "in chargen"


def sheet_text(char) -> str:
    handler = char.mw
    sheet = handler.sheet()
    arche = find_archetype(sheet.archetype)
    lines = [f"|w{char.key}|n  (Muscle Wizard sheet, {status_text(handler)})",
             f"Archetype: {arche.name}   Gains: {sheet.gains}"]
    if sheet.dead:
        lines.append("|rDEAD|n: this Muscle Wizard is wizard toast.")
    for side in (MUSCLE, WIZARD):
        words = sheet.side_words(side)
        if not words:
            lines.append(f"{side}: no Words yet (new ones start at d{arche.starting_die(side)}).")
            continue
        lines.append(tables.table((f"|w{side}|n", "|wWord|n", "|wDie|n", "|wState|n"),
                                  [(w.letter, w.name, die_text(w), word_state(w)) for w in words]))
    if sheet.items:
        lines.append(tables.table(("|wItem|n", "|wBonus|n", "|wCursed|n"),
                                  [(i.name, item_bonus_text(i), "cursed" if i.cursed else "")
                                   for i in sheet.items]))
    else:
        lines.append("Items: none.")
    lines += pending_lines(handler)
    lines += past_lives_lines(handler)
    return screen.fit("\n".join(lines))


def past_lives_lines(handler) -> list[str]:
    """One line for each Muscle Wizard this character was before a restart."""
    out = []
    for life in handler.past_lives:
        data = life.get("sheet") or {}
        try:
            old = Sheet.from_dict(data)
        except Exception:  # noqa: BLE001 - an unreadable old sheet still gets a line
            out.append("Past life: (a sheet that can no longer be read).")
            continue
        words = ", ".join(f"{w.name} {die_text(w)}" for w in old.words) or "no Words"
        out.append(f"Past life: {find_archetype(old.archetype).name} ({words}; Gains {old.gains}), "
                   f"died; restarted by {life.get('by', 'staff')}.")
    return out


def pending_lines(handler) -> list[str]:
    """What is banked for the character's next roll."""
    lines = []
    for spot in handler.spotters:
        lines.append(f"Spotting for the next roll: {spot['name']} with {', '.join(spot['words'])}.")
    sheet = handler.sheet()
    vetoed = []
    for letter in handler.vetoes:
        found = [w.name for w in sheet.words if w.letter == letter] if sheet else []
        vetoed.append(found[0] if found else letter)
    if vetoed:
        lines.append(f"Vetoed for the next roll: {', '.join(vetoed)}.")
    if handler.use_items:
        lines.append(f"Items readied for the next roll: {', '.join(handler.use_items)}.")
    return lines


def chain_text(walkthrough) -> str:
    return ", ".join(f"d{sides} {threshold}+" for sides, threshold in walkthrough.chain_thresholds())


def walkthrough_lines(sheet, plan, spotters=()) -> list[str]:
    """The threshold worked out step by step, before any die is thrown."""
    w = plan.walkthrough
    lead = sheet.word(plan.lead)
    boost = ""
    if plan.boost == plan.lead:
        boost = f" (pumped from d{lead.die} for this roll)"
    lines = ["Threshold walkthrough:",
             f"  1. Starting die: d{w.die} from {lead.name}{boost}."]
    imperfect = [sheet.word(letter).name for letter, fit in plan.supports if fit == IMPERFECT]
    perfect = [sheet.word(letter).name for letter, fit in plan.supports if fit == PERFECT]
    lines.append(f"  2. Imperfect fits, {FIT_VALUE[IMPERFECT]} each: {len(imperfect)}"
                 + (f" ({', '.join(imperfect)})" if imperfect else "") + ".")
    lines.append(f"  3. Perfect fits, {FIT_VALUE[PERFECT]} each: {len(perfect)}"
                 + (f" ({', '.join(perfect)})" if perfect else "") + f". Fit contribution: {w.fit}.")
    if spotters:
        names = ", ".join(f"{s.name} {s.supporting} Word{'s' if s.supporting != 1 else ''}"
                          f" (-{s.reduction})" for s in spotters)
        lines.append(f"  4. Spotting: {names}, worth {w.spotting}.")
    else:
        lines.append("  4. Spotting: none.")
    lines.append(f"  Threshold: d{w.die} max {w.die} - {w.fit} fits - {w.spotting} spotting"
                 f" = |w{w.threshold}+|n (never below 2).")
    if w.die != LARGEST:
        lines.append(f"  Each die in a chain explodes at: {chain_text(w)}.")
    if plan.boost and plan.boost != plan.lead:
        lines.append(f"  {sheet.word(plan.boost).name} is pumped {plan.boost_steps} step(s) for this roll.")
    if plan.boost_cost:
        lines.append(f"  The pump costs {plan.boost_cost} Gain{'s' if plan.boost_cost != 1 else ''}.")
    return lines


def words_label(sheet, plan) -> str:
    """Might (d8) with Leverage (perfect), Zap (imperfect)."""
    lead = sheet.word(plan.lead)
    text = f"{lead.name} (d{plan.walkthrough.die})"
    if plan.supports:
        text += " with " + ", ".join(f"{sheet.word(letter).name} ({fit})" for letter, fit in plan.supports)
    return text


def chain_line(result) -> str:
    """d8: 6 EXPLODES -> d10: 9 EXPLODES -> d12: 2"""
    bits = []
    for i, die in enumerate(result.dice):
        if i == 0 and result.fumble:
            bits.append(f"d{die.sides}: |r{die.face} FUMBLE|n")
        elif die.exploded:
            bits.append(f"d{die.sides}: |y{die.face} EXPLODES|n (+{die.gains} Gain{'s' if die.gains != 1 else ''})")
        else:
            bits.append(f"d{die.sides}: {die.face}")
    text = " -> ".join(bits)
    if result.capped:
        text += " (the chain stops at its limit)"
    return text


def roll_lines(who: str, sheet_before, plan, result, gains_now: int, vetoed=(), spotters=(),
               dropped_spotters=()) -> list[str]:
    lines = [f"|w{who}|n rolls {words_label(sheet_before, plan)}"
             + (f" vs DC {result.dc}" if result.dc is not None else "")
             + f": threshold {plan.walkthrough.threshold}+."]
    if vetoed:
        lines.append(f"  Vetoed and set aside: {', '.join(vetoed)}.")
    if plan.boost:
        lines.append(f"  Pumped: {sheet_before.word(plan.boost).name} up {plan.boost_steps} step(s)"
                     f" for {plan.boost_cost} Gain{'s' if plan.boost_cost != 1 else ''}.")
    if spotters:
        lines.append("  Spotted by " + ", ".join(f"{s.name} (-{s.reduction})" for s in spotters)
                     + ("; it counts for nothing on a fumble." if result.fumble else "."))
    if dropped_spotters:
        lines.append(f"  Not here to spot any more: {', '.join(dropped_spotters)}.")
    lines.append(f"  Dice: {chain_line(result)}")
    if result.fumble:
        lines.append("  |rFumble!|n The first die is a 1: nothing explodes and no item adds anything.")
    if result.items:
        bits = []
        for item in result.items:
            curse = " (cursed)" if item.cursed else ""
            if item.kind == DIE_ITEM:
                bits.append(f"{item.name} d{item.sides}: {item.value}{curse}")
            else:
                bits.append(f"{item.name} +{item.value}{curse}")
        lines.append(f"  Items: {', '.join(bits)}.")
    total = f"  Total: {result.total}"
    if result.items:
        total += f" ({result.dice_total} from the dice, {result.item_total} from items)"
    if result.dc is not None:
        verdict = "|gSuccess|n" if result.succeeded else "|rFailure|n"
        total += f" vs DC {result.dc}: {verdict}."
    else:
        total += "."
    lines.append(total)
    if result.gains:
        lines.append(f"  Gains earned: {result.gains} ({result.explosions} explosion"
                     f"{'s' if result.explosions != 1 else ''}); {who} now has {gains_now}.")
    return lines


def strip(text: str) -> str:
    from core.text.plain import plain

    return plain(text)
