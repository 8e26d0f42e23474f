"""Plots on the web: /plots/ lists every plot, newest first;
/plots/<id>/ shows one, its summary and its scenes in the order they were
played, each with its summary and a link to its page. A scene the visitor
may not read (private, or still running, and not theirs) is left out, as
the scene archive leaves it out (features/scenes/web/views.py may_read)."""

from __future__ import annotations

from django.http import Http404
from django.shortcuts import render

from core.text.plain import plain
from features.scenes import plots
from features.scenes.web.views import may_read


def plot_list(request):
    return render(request, "scenes/plots.html", {"page_title": "Plots",
                                                 "plots": plots.all_plots()})


def plot_page(request, plot_id: int):
    plot = plots.get(plot_id)
    if plot is None:
        raise Http404("No such plot.")
    scenes = [s for s in plots.scenes(plot) if may_read(request.user, s)]
    return render(request, "scenes/plot.html", {"page_title": plain(plot.title), "plot": plot,
                                                "scenes": scenes})
