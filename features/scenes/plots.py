"""Plots as storage: a story told over several scenes, grouped by
staff. A plot's scenes read in the order they were played (when each
started). The command is features/scenes/commands/plot.py, the web pages
features/scenes/web/plots.py.
"""

from __future__ import annotations

from features.scenes.clock import now

TITLE_MAX = 80
SUMMARY_MAX = 2000


def _models():
    from features.scenes import models

    return models


def get(plot_id):
    """The plot with id ``plot_id`` (an int or digits, ``#`` allowed), or None."""
    text = str(plot_id).strip().lstrip("#")
    if not text.isascii() or not text.isdigit() or len(text) > 9:
        return None
    return _models().Plot.objects.filter(id=int(text)).first()


def create(title: str, summary: str, creator):
    return _models().Plot.objects.create(title=title, summary=summary, creator_id=creator.id,
                                         creator_name=creator.key, created=now())


def add(plot, scene) -> bool:
    """Put ``scene`` in ``plot``; False if it is there already."""
    _, made = _models().PlotScene.objects.get_or_create(plot=plot, scene=scene,
                                                        defaults={"added": now()})
    return made


def remove(plot, scene) -> bool:
    gone, _ = plot.links.filter(scene=scene).delete()
    return bool(gone)


def scenes(plot) -> list:
    """The plot's scenes, in the order they were played."""
    return list(_models().Scene.objects.filter(plot_links__plot=plot).order_by("started", "id"))


def all_plots() -> list:
    """Every plot, newest first, each with ``n_scenes`` (one query)."""
    from django.db.models import Count

    return list(_models().Plot.objects.annotate(n_scenes=Count("links")).order_by("-created", "-id"))


def plots_of(scene) -> list:
    return list(_models().Plot.objects.filter(links__scene=scene).order_by("created", "id"))
