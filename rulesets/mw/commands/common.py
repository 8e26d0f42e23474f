"""Helpers shared by the mw commands: reading a sheet or failing cleanly,
whole numbers, the two sides."""


from core.command import FourfoldCommand
from core.numbers import parse_int
from rules.mw.words import MUSCLE, SIDES, WIZARD  # noqa: F401


def need_sheet(cmd, char=None, what: str = "You have"):
    """``char``'s mw sheet, or a clean refusal when there is none."""
    char = char or cmd.caller
    sheet = char.mw.sheet()
    if sheet is None:
        if char == cmd.caller:
            cmd.fail("You have no Muscle Wizard sheet yet; start with +archetype.", syntax=False)
        cmd.fail(f"{char.key} has no Muscle Wizard sheet.", syntax=False)
    return sheet


def whole_number(cmd, text: str, signed: bool = False) -> int:
    return parse_int(text, -99999 if signed else 0, 99999, "a whole number", signs=signed)


def parse_side(cmd, text: str) -> str:
    """MUSCLE or WIZARD from any case or a unique prefix."""
    key = (text or "").strip().upper()
    found = [s for s in SIDES if key and s.startswith(key)]
    if len(found) != 1:
        cmd.fail(f"A side is muscle or wizard, not '{text.strip()}'.")
    return found[0]


# FourfoldCommand refuses unknown switches itself (its parse lets every
# switch through to check_switches), which is all this class once added.
MwCommand = FourfoldCommand
