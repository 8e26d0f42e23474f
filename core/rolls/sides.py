"""Reading the text of a roll into its sides, for the rulesets whose
``+roll`` takes ``<spec>``, ``<name>=<spec>`` and ``<side> vs <side>``
(fs3, muse); each ruleset reads a spec itself."""

from __future__ import annotations

import re

from core.text.player import one_line

VS_RE = re.compile(r"\s+vs\.?\s+", re.IGNORECASE)


def single_or_opposed(act, too_many: str, single, opposed):
    """``single(act, side)`` or ``opposed(act, first, second)`` for the text
    of ``act``, as it names one or two sides; ``too_many``: the refusal of
    more."""
    found = split_vs(act, act.args, too_many)
    return opposed(act, *found) if len(found) == 2 else single(act, found[0])


def side(act, text: str, first: bool, parse_spec, unnamed):
    """(spec, character or None, label) for one side of a roll: a named one
    (:func:`named_side`), else the roller's own spec for the first side,
    and for the second ``unnamed(act, text)``: the spec of plain dice
    standing for an opponent, or a refusal."""
    named = named_side(act, text, first, parse_spec)
    if named is not None:
        return named
    if first:
        return parse_spec(text), act.caller, act.caller.key
    return unnamed(act, text), None, "Opponent"


def split_vs(act, text: str, too_many: str) -> list[str]:
    """The one or two sides of ``text`` (joined by 'vs'); ``act`` refuses
    no text, and ``too_many`` sides."""
    text = " ".join(text.split())  # runs of spaces would slow VS_RE and a spec's pattern
    if not text:
        act.fail("Roll what?")
    sides = VS_RE.split(text)
    if len(sides) > 2:
        act.fail(too_many)
    return sides


def named_side(act, text: str, first: bool, parse_spec):
    """(spec, character or None, label) for a side ``<name>=<spec>``, or
    None when ``text`` names nobody. A spec of plain dice belongs to no
    character (the name is only a label); otherwise the name is a character
    here (anywhere, for staff), and only staff roll a first side for
    someone else."""
    if "=" not in text:
        return None
    name, spec_text = (part.strip() for part in text.split("=", 1))
    if not name:
        act.fail("Put a name before the '='.")
    spec = parse_spec(spec_text)
    if spec.dice is not None:
        return spec, None, one_line(name[:30])
    char = act.find_character(name, anywhere=act.is_staff)
    if first and char != act.caller and not act.is_staff():
        act.fail("You can only roll for yourself; staff can roll for others.", syntax=False)
    return spec, char, char.key
