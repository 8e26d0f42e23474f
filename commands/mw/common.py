"""Helpers shared by the mw commands: reading a sheet or failing cleanly,
whole numbers, the two sides."""

import re

from ..command import FourfoldCommand

from rules.mw.words import MUSCLE, SIDES, WIZARD  # noqa: F401

WHOLE_NUMBER = re.compile(r"[+-]?[0-9]{1,5}")


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
    text = (text or "").strip()
    if not WHOLE_NUMBER.fullmatch(text) or (not signed and text[0] in "+-"):
        cmd.fail(f"'{text}' is not a whole number.")
    return int(text)


def parse_side(cmd, text: str) -> str:
    """MUSCLE or WIZARD from any case or a unique prefix."""
    key = (text or "").strip().upper()
    found = [s for s in SIDES if key and s.startswith(key)]
    if len(found) != 1:
        cmd.fail(f"A side is muscle or wizard, not '{text.strip()}'.")
    return found[0]


def others_for_staff(cmd, args: str, what: str):
    """The character named in ``args`` (staff only for someone else), or the caller."""
    if not (args or "").strip():
        return cmd.caller
    target = cmd.find_character(args, anywhere=True)
    if target != cmd.caller and not cmd.is_staff():
        cmd.fail(f"Other people's {what} are for staff to see.", syntax=False)
    return target


class MwCommand(FourfoldCommand):
    """FourfoldCommand that hands every switch to check_switches, so an
    unknown one is refused (with the syntax) rather than dropped with a note
    while the command runs on."""

    def parse(self):
        options, self.switch_options = self.switch_options, None
        try:
            super().parse()
        finally:
            self.switch_options = options
