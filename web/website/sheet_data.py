"""What the web pages show, shaped as plain dicts for the templates.

The views stay thin: they find the object, check who may look, and hand
these dicts to a template. Every number comes from the character's handlers
or from rules/; nothing here writes to the game. Each installed ruleset draws its
own section (``Ruleset.sheet_section``, e.g. rulesets/fs3/web_sheet.py, and
its template); one whose handler a character lacks or holds no data in is
left out.

Pictures are inline SVG drawn by the templates from the geometry here (bar
widths, chart points), so the pages need no JavaScript or images.
"""

from __future__ import annotations

from django.conf import settings
from evennia.utils.ansi import strip_ansi

from rules.fs3.combat.armor import COVER, NET_HIT_STOP_PENALTY, Armor
from rules.fs3.combat.wounds import KO_THRESHOLD, Wound, total_modifier

BAR_WIDTH = 300  # px, the inner width of every bar picture
PENETRATIONS = tuple(range(1, 9))
CHART_COLOURS = ("#b22222", "#1f5fa8", "#2e8b57", "#8a5a00", "#6a3d9a", "#444444")


# --- who may look ------------------------------------------------------------
def is_staff(account) -> bool:
    """Staff on the web as in the game: the same lock (Builder and up)."""
    if account is None or not getattr(account, "is_authenticated", False):
        return False
    if getattr(account, "is_superuser", False):
        return True
    lock = getattr(settings, "FOURFOLD_STAFF_LOCK", "perm(Builder)")
    try:
        return bool(account.locks.check_lockstring(account, f"dummy:{lock}"))
    except Exception:
        return account.check_permstring("Builder")


def owns(account, char) -> bool:
    """True when ``char`` is one of ``account``'s characters."""
    if account is None or char is None or not getattr(account, "is_authenticated", False):
        return False
    if getattr(char, "account", None) == account:
        return True
    characters = getattr(account, "characters", None)
    try:
        return char in list(characters.all() if hasattr(characters, "all") else characters or [])
    except Exception:
        return False


def characters_of(account) -> list:
    """The account's characters, by name."""
    characters = getattr(account, "characters", None)
    try:
        found = list(characters.all() if hasattr(characters, "all") else characters or [])
    except Exception:
        found = []
    return sorted((c for c in found if c is not None), key=lambda c: c.key.lower())


def may_see_sheet(account, char) -> bool:
    return owns(account, char) or is_staff(account)


def may_see_combat(account, script) -> bool:
    if is_staff(account):
        return True
    people = list(script.combatant_objects().values())
    organizer = getattr(script, "organizer", None)
    if organizer is not None:
        people.append(organizer)
    return any(owns(account, obj) for obj in people)


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


def wound_bar(wounds: list[Wound]) -> dict:
    """The total wound modifier drawn toward the KO threshold: the bar runs
    from 0 to twice the threshold (or further when the wounds go further),
    with a line where a KO check begins."""
    total = abs(total_modifier(wounds))
    threshold = abs(KO_THRESHOLD)
    scale = max(2 * threshold, total)
    colour = "#b22222" if total >= threshold else ("#d2691e" if total else "#2e8b57")
    return {"width": BAR_WIDTH, "fill": round(BAR_WIDTH * total / scale, 1),
            "ko_x": round(BAR_WIDTH * threshold / scale, 1), "total": -total,
            "threshold": -threshold, "colour": colour,
            "label": f"Wound modifier {signed(-total)} (KO check at {signed(-threshold)})"}


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


# --- the combat log ----------------------------------------------------------------
def combat_context(script) -> dict:
    names = [obj.key for obj in script.combatant_objects().values()]
    turns = [{"turn": entry.get("turn"), "text": strip_ansi(str(entry.get("text", "")))}
             for entry in script.turn_log]
    organizer = getattr(script, "organizer", None)
    return {"combat_id": script.number, "room": getattr(script.obj, "key", "-"),
            "organizer": organizer.key if organizer else "-", "turn": script.turn,
            "fighters": sorted(names), "turns": turns}


# --- the stop-chance chart -----------------------------------------------------------
CHART = {"width": 560, "height": 300, "left": 50, "right": 170, "top": 20, "bottom": 40}


def armor_chart(armors: list[dict] | None = None) -> dict:
    """A line per armor of its stop chance (before net hits) against weapon
    penetration 1-8, with the y axis cut at the largest printed chance."""
    if armors is None:
        from rulesets.fs3.gear_data import ARMORS

        armors = list(ARMORS) + [COVER.to_dict()]
    records = [Armor.from_dict(a) for a in armors]
    rows = [(r, [r.base_stop_chance(p) for p in PENETRATIONS]) for r in records]
    top = max([100] + [max(chances) for _, chances in rows])
    top = ((top + 49) // 50) * 50
    c = CHART
    plot_w = c["width"] - c["left"] - c["right"]
    plot_h = c["height"] - c["top"] - c["bottom"]

    def x(pen):
        return round(c["left"] + plot_w * (pen - 1) / (len(PENETRATIONS) - 1), 1)

    def y(chance):
        return round(c["top"] + plot_h * (1 - max(0, chance) / top), 1)

    lines = []
    for i, (record, chances) in enumerate(rows):
        colour = CHART_COLOURS[i % len(CHART_COLOURS)]
        points = [{"x": x(p), "y": y(ch), "pen": p, "chance": ch}
                  for p, ch in zip(PENETRATIONS, chances)]
        lines.append({"name": record.name, "colour": colour,
                      "how": "printed table" if record.table else "protection formula",
                      "points": points,
                      "polyline": " ".join(f"{pt['x']},{pt['y']}" for pt in points),
                      "legend_y": c["top"] + 10 + 18 * i, "chances": chances})
    grid = [{"value": v, "y": y(v)} for v in range(0, top + 1, 50)]
    return {"chart": c, "lines": lines, "grid": grid,
            "ticks": [{"pen": p, "x": x(p)} for p in PENETRATIONS],
            "hundred_y": y(100), "plot_right": c["width"] - c["right"],
            "plot_bottom": c["height"] - c["bottom"], "legend_x": c["width"] - c["right"] + 12,
            "penetrations": PENETRATIONS, "net_hit_penalty": NET_HIT_STOP_PENALTY}
