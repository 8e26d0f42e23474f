"""+plot and +plots: staff group scenes into plots; everyone reads them.
Storage is features/scenes/plots.py; the web pages /plots/ and /plots/<id>/
are features/scenes/web/plots.py."""

from __future__ import annotations

from core.command import FourfoldCommand
from core.text import tables
from core.text.player import one_line_collapsed
from features.scenes import plots
from features.scenes import store as scene_store
from features.scenes.commands.reading import SceneReading
from features.scenes.text import shown


class CmdPlot(SceneReading, FourfoldCommand):
    """
    A plot: a story told over several scenes.

    Usage:
      +plot <id>                        the plot, its scenes in order
      +plot/create <title>[=<summary>]  staff: a new plot
      +plot/summary <id>=<text>         staff: rewrite its summary
      +plot/add <id>=<scene id>         staff: put a scene in the plot
      +plot/remove <id>=<scene id>      staff: take a scene out of it

    A plot lists its scenes in the order they were played, each with its
    summary (+scene/summary). A scene may be part of several plots. Staff
    make plots and choose their scenes; everyone reads them here, with
    +plots, and on the web at /plots/. A private scene in a plot is listed
    only for its participants and staff.

    Examples:
      +plot 3
      +plot/create The long winter=Snow closes the passes; the town starves.
      +plot/summary 3=The town survives; the pass opens in spring.
      +plot/add 3=41
      +plot/remove 3=41
    """

    key = "+plot"
    switch_options = ("create", "summary", "add", "remove")
    syntax = "+plot <id>  or  +plot/<switch> <args>  (see help +plot)"
    help_category = "Scenes"

    def run(self):
        if len(self.switches) > 1:
            self.fail("Give one switch at a time.")
        if not self.switches:
            return self.show(self.args)
        switch = self.switches[0]
        self.require_staff("Making and changing plots")
        getattr(self, f"do_{switch}")()

    def plot_named(self, text: str):
        plot = plots.get(text or "")
        if plot is None:
            self.fail(f"There is no plot {(text or '').strip()[:20]}; +plots lists them.")
        return plot

    def show(self, args: str):
        if not args.strip():
            self.fail("Name the plot: +plot <id> (+plots lists them).")
        plot = self.plot_named(args)
        lines = [f"|wPlot {plot.id}|n: {shown(plot.title)}  (made by {shown(plot.creator_name)}, "
                 f"{plot.created.strftime('%Y-%m-%d')})"]
        if plot.summary:
            lines.append(shown(plot.summary))
        scenes = [s for s in plots.scenes(plot) if self.may_read(s)]
        if not scenes:
            lines.append("No scenes in it yet.")
        for n, scene in enumerate(scenes, 1):
            lines.append(f"{n}. Scene {scene.id}: {shown(scene.title) or '(untitled)'} "
                         f"({scene.started.strftime('%Y-%m-%d')}, {shown(scene.room_name)}, "
                         f"{scene.state})")
            if scene.summary:
                lines.append(f"   {shown(scene.summary)}")
        self.caller.msg("\n".join(lines))

    def title_and_summary(self):
        title = one_line_collapsed(self.lhs if self.rhs is not None else self.args, 10_000)
        summary = " ".join((self.rhs or "").split())
        if not title or len(title) > plots.TITLE_MAX:
            self.fail(f"Give a title of 1 to {plots.TITLE_MAX} characters.")
        if len(summary) > plots.SUMMARY_MAX:
            self.fail(f"Keep the summary to {plots.SUMMARY_MAX} characters.")
        return title, summary

    def do_create(self):
        title, summary = self.title_and_summary()
        plot = plots.create(title, summary, self.caller)
        self.caller.msg(f"Plot {plot.id} '{shown(title)}' is made; +plot/add {plot.id}=<scene id> "
                        "puts scenes in it.")

    def do_summary(self):
        if self.rhs is None:
            self.fail("Say +plot/summary <id>=<text>.")
        plot = self.plot_named(self.lhs)
        summary = " ".join(self.rhs.split())
        if not summary or len(summary) > plots.SUMMARY_MAX:
            self.fail(f"Give a summary of 1 to {plots.SUMMARY_MAX} characters.")
        plot.summary = summary
        plot.save(update_fields=["summary"])
        self.caller.msg(f"Plot {plot.id} has its new summary.")

    def plot_and_scene(self, switch: str):
        if self.rhs is None:
            self.fail(f"Say +plot/{switch} <plot id>=<scene id>.")
        plot = self.plot_named(self.lhs)
        scene = scene_store.get(self.rhs)
        if scene is None:
            self.fail(f"There is no scene {self.rhs.strip()[:20]}.")
        return plot, scene

    def do_add(self):
        plot, scene = self.plot_and_scene("add")
        if not plots.add(plot, scene):
            self.fail(f"Scene {scene.id} is in plot {plot.id} already.", syntax=False)
        self.caller.msg(f"Scene {scene.id} is now part of plot {plot.id} "
                        f"'{shown(plot.title)}'.")

    def do_remove(self):
        plot, scene = self.plot_and_scene("remove")
        if not plots.remove(plot, scene):
            self.fail(f"Scene {scene.id} is not in plot {plot.id}.", syntax=False)
        self.caller.msg(f"Scene {scene.id} is no longer part of plot {plot.id}.")


class CmdPlots(FourfoldCommand):
    """
    List the plots: stories told over several scenes.

    Usage:
      +plots

    Newest first, with how many scenes each has. Read one with +plot <id>;
    they are on the web at /plots/ too. Staff make them (help +plot).

    Example:
      +plots
    """

    key = "+plots"
    syntax = "+plots"
    help_category = "Scenes"

    def run(self):
        if self.args.strip():
            self.fail("Nothing goes after +plots; +plot <id> shows one.")
        found = plots.all_plots()
        if not found:
            self.caller.msg("No plots yet. Staff make them with +plot/create.")
            return
        self.caller.msg(tables.table(
            ("Id", "Title", "Scenes", "Made"),
            [(p.id, shown(p.title), p.n_scenes, p.created.strftime("%Y-%m-%d")) for p in found]))
