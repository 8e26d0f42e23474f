"""What the web pages show, shaped as plain dicts for the templates.

The views stay thin: they find the object, check who may look
(web/website/access.py), and hand these dicts to a template. Every number comes from the character's handlers
or from rules/; nothing here writes to the game. Each installed ruleset draws its
own section (``Ruleset.sheet_section``, e.g. rulesets/fs3/web_sheet.py, and
its template); one whose handler a character lacks or holds no data in is
left out.

Pictures are inline SVG drawn by the templates from the geometry here (bar
widths; a ruleset's own charts in its package), so the pages need no
JavaScript or images.
"""

from __future__ import annotations

BAR_WIDTH = 300  # px, the inner width of every bar picture


# --- bars ----------------------------------------------------------------------
def bar(value, maximum, label: str, colour: str = "#2e8b57") -> dict:
    """A horizontal bar: ``value`` out of ``maximum`` (both clamped)."""
    maximum = max(1, maximum or 0)
    shown = min(max(0, value or 0), maximum)
    return {"width": BAR_WIDTH, "fill": round(BAR_WIDTH * shown / maximum, 1),
            "value": value, "maximum": maximum, "label": label, "colour": colour}


def signed(value) -> str:
    """A modifier as players read it: 0, -1, -0.75, +1.5 (never -0.00)."""
    value = round(float(value or 0), 2)
    if value == 0:
        return "0"
    return f"{value:+.2f}".rstrip("0").rstrip(".")


# --- the ruleset sections (each in its ruleset package: Ruleset.sheet_section) ----
def has_data(handler) -> bool:
    """True when a ruleset handler holds a sheet (read defensively: a page must
    not fail on a character half made)."""
    if handler is None:
        return False
    has = getattr(handler, "has_sheet", None)
    try:
        return bool(has() if callable(has) else has)
    except Exception:
        return False


def sections() -> list[tuple[str, str, object, str]]:
    """(key, title, section builder, template) for every installed ruleset
    with a web sheet section, in the order settings list them."""
    from rulesets.registry import installed

    return [(key, rs.sheet_title or rs.name, rs.load("sheet_section"), rs.sheet_template)
            for key, rs in installed().items() if rs.sheet_section]


def sheet_context(char) -> dict:
    """Every ruleset section the character has, in a fixed order."""
    found = []
    for key, title, build, template in sections():
        try:
            data = build(char)
        except Exception:  # a ruleset mid-change must not take the page down
            from evennia.utils import logger

            logger.log_trace(f"web sheet: the {key} section of {char.dbref} failed")
            data = None
        if data is not None:
            found.append({"key": key, "title": title, "data": data, "template": template})
    return {"character": char, "sections": found}


# --- "your sheets": each character's rulesets ----------------------------------------
def rulesets_of(char) -> list[dict]:
    """Each installed ruleset ``char`` has a sheet in, by its display name
    ("FS3", "Stone Age (pbta)", never the key alone), with whether staff
    approved it (read as +finger reads it: features/community/profile.py)."""
    from features.community.profile import sheets
    from rulesets.registry import installed

    rulesets = installed()
    found = []
    for key, approved in sheets(char):
        info = rulesets.get(key)
        found.append({"key": key, "title": (info.sheet_title or info.name) if info else key,
                      "approved": approved})
    return found
