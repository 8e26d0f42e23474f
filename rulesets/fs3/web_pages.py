"""fs3's own web pages: a combat's turn log (for its fighters, its organizer
and staff, while the fight runs and after it ends) and the armor
stop-chance chart (for anyone). Their addresses are
in rulesets/fs3/web_urls.py, which the site serves because the Ruleset names
it (``web_urls``); the templates are in rulesets/fs3/templates/rulesets/fs3/.
Thin views as the site's others: find the object, check who may look
(web/website/access.py), render the dicts shaped here.
"""

from __future__ import annotations

from django.http import Http404
from django.shortcuts import render
from evennia.utils.ansi import strip_ansi

from features.scenes import fights
from features.scenes.access import may_read_fight
from rules.fs3.combat.armor import COVER, NET_HIT_STOP_PENALTY, Armor
from web.website.access import private_page

PENETRATIONS = tuple(range(1, 9))
CHART_COLOURS = ("#b22222", "#1f5fa8", "#2e8b57", "#8a5a00", "#6a3d9a", "#444444")


# --- the combat log ----------------------------------------------------------------
# Who reads a fight's log: staff, and the players of everyone who fought in
# it (those taken out or gone too) or organized it (FS3CombatScript.log_readers).
# A finished fight keeps that list (features/scenes/fights.py), so the same
# people read it after the fight as while it ran.
def may_see_combat(account, script) -> bool:
    readers, _ = script.log_readers()
    return may_read_fight(account, readers)


def _turns(entries) -> list[dict]:
    return [{"turn": entry.get("turn"), "text": strip_ansi(str(entry.get("text", "")))}
            for entry in entries]


def combat_context(script) -> dict:
    names = [obj.key for obj in script.combatant_objects().values()]
    organizer = getattr(script, "organizer", None)
    return {"combat_id": script.number, "room": strip_ansi(getattr(script.obj, "key", "-")),
            "organizer": organizer.key if organizer else "-", "turn": script.turn,
            "fighters": sorted(names), "turns": _turns(script.turn_log), "finished": False,
            "scenes": scene_links(fights.scenes_of(script.number))}


def kept_context(fight) -> dict:
    return {"combat_id": fight.number, "room": strip_ansi(fight.room_name) or "-",
            "organizer": fight.organizer_name or "-", "turn": fight.last_turn,
            "fighters": list(fight.fighters), "turns": _turns(fight.turns), "finished": True,
            "ended": fight.ended, "scenes": scene_links(fight.scenes.order_by("id"))}


def scene_links(scenes) -> list[dict]:
    return [{"id": s.id, "title": strip_ansi(s.title) or "(untitled)"} for s in scenes]


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


# --- the views ---------------------------------------------------------------------
def combat_log(request, combat_id: int):
    """A fight's turn log: the running fight with this number, else the
    finished one kept with it, else (old links) the running fight whose
    Script id it is."""
    from core.combat.fight_numbers import number_of
    from rulesets.fs3.combat_script import combat_by_number

    number = int(combat_id)
    script = combat_by_number(number)
    kept = fights.kept(number)
    if script is not None and (kept is None or number_of(script) == number):
        refused = private_page(request, may_see_combat(request.user, script))
        if refused:
            return refused
        context = combat_context(script)
    elif kept is not None:
        refused = private_page(request, may_read_fight(request.user, kept.readers))
        if refused:
            return refused
        context = kept_context(kept)
    else:
        raise Http404("No such combat.")
    context["page_title"] = f"Combat #{context['combat_id']}"
    return render(request, "rulesets/fs3/combat_log.html", context)


def armor_chart_page(request):
    context = armor_chart()
    context["page_title"] = "Armor stop chances"
    return render(request, "rulesets/fs3/armor_chart.html", context)
