"""Plots in the game: staff make them and put scenes in them,
everyone reads them (+plots, +plot <id>) with the scenes in the order they
were played and their summaries; a player cannot change one."""

from datetime import timedelta

from features.scenes.commands.plot import CmdPlot, CmdPlots
from features.scenes.commands.scene import CmdScene
from features.scenes.models import Plot, PlotScene, Scene
from tests.helpers.scenes import SceneTest


class PlotTest(SceneTest):
    def scene(self, title, summary="", days_ago=0, private=False):
        scene = self.start(title)
        if summary:
            self.call(CmdScene(), f"/summary {summary}", "Scene")
        if private:
            self.call(CmdScene(), "/private", "Scene")
        self.call(CmdScene(), "/finish", "Char finishes")
        Scene.objects.filter(id=scene.id).update(started=scene.started - timedelta(days=days_ago))
        return scene

    def plot(self, text="The long winter=Snow closes the passes."):
        self.call(CmdPlot(), f"/create {text}", "Plot")
        return Plot.objects.order_by("-id").first()


class TestPlots(PlotTest):
    def test_staff_group_scenes_and_everyone_reads_them_in_order(self):
        later = self.scene("The thaw", "The river breaks.", days_ago=1)
        first = self.scene("First snow", "The passes close.", days_ago=5)
        plot = self.plot()
        self.assertEqual((plot.title, plot.summary, plot.creator_id),
                         ("The long winter", "Snow closes the passes.", self.char1.id))
        self.call(CmdPlot(), f"/add {plot.id}={later.id}", f"Scene {later.id} is now part of plot")
        self.call(CmdPlot(), f"/add {plot.id}=#{first.id}", f"Scene {first.id} is now part")
        out = self.call(CmdPlot(), f"{plot.id}", f"Plot {plot.id}: The long winter", caller=self.char2)
        self.assertIn("Snow closes the passes.", out)
        self.assertLess(out.index("First snow"), out.index("The passes close."))
        self.assertLess(out.index("The passes close."), out.index("The thaw"))
        self.assertIn("The river breaks.", out)
        listed = self.call(CmdPlots(), "", caller=self.char2)
        self.assertIn("The long winter", listed)
        self.assertRegex(listed, r"The long winter\s+2\s")
        self.call(CmdPlot(), f"/remove {plot.id}={first.id}", f"Scene {first.id} is no longer part")
        self.assertEqual(list(PlotScene.objects.values_list("scene_id", flat=True)), [later.id])
        self.call(CmdPlot(), f"/summary {plot.id}=Winter ends.", f"Plot {plot.id} has its new summary.")
        self.assertEqual(Plot.objects.get().summary, "Winter ends.")

    def test_a_title_alone_and_an_empty_list(self):
        self.call(CmdPlots(), "", "No plots yet.")
        plot = self.plot("Harvest")
        self.assertEqual((plot.title, plot.summary), ("Harvest", ""))
        self.assertIn("No scenes in it yet.", self.call(CmdPlot(), f"{plot.id}"))

    def test_a_private_scene_is_listed_for_its_people_and_staff_only(self):
        secret = self.scene("Secret council", private=True)
        plot = self.plot()
        self.call(CmdPlot(), f"/add {plot.id}={secret.id}", "Scene")
        outsider = self.make_char("Outsider", location=self.room2)
        self.assertNotIn("Secret council", self.call(CmdPlot(), f"{plot.id}", caller=outsider))
        self.assertIn("Secret council", self.call(CmdPlot(), f"{plot.id}", caller=self.char2))
        self.assertIn("Secret council", self.call(CmdPlot(), f"{plot.id}"))

    def test_bad_input_changes_nothing(self):
        scene = self.scene("A scene")
        plot = self.plot()
        self.call(CmdPlot(), f"/add {plot.id}={scene.id}", "Scene")
        self.refuse(CmdPlot(), "", "Name the plot: +plot <id>")
        self.refuse(CmdPlot(), "99999", "There is no plot 99999")
        self.refuse(CmdPlot(), "²", "There is no plot ²")
        self.refuse(CmdPlot(), "/create", "Give a title of 1 to 80 characters.")
        self.refuse(CmdPlot(), "/create " + "x" * 81, "Give a title of 1 to 80 characters.")
        self.refuse(CmdPlot(), "/create T=" + "x" * 2001, "Keep the summary to 2000 characters.")
        self.refuse(CmdPlot(), f"/add {plot.id}", "Say +plot/add <plot id>=<scene id>.")
        self.refuse(CmdPlot(), f"/add {plot.id}=99999", "There is no scene 99999.")
        self.refuse(CmdPlot(), f"/add x={scene.id}", "There is no plot x")
        self.refuse(CmdPlot(), f"/add {plot.id}={scene.id}", f"Scene {scene.id} is in plot {plot.id} already.")
        self.refuse(CmdPlot(), f"/remove {plot.id}=99999", "There is no scene 99999.")
        other = self.scene("Another")
        self.refuse(CmdPlot(), f"/remove {plot.id}={other.id}", f"Scene {other.id} is not in plot")
        self.refuse(CmdPlot(), f"/summary {plot.id}", "Say +plot/summary <id>=<text>.")
        self.refuse(CmdPlot(), f"/summary {plot.id}=", "Give a summary of 1 to 2000 characters.")
        self.refuse(CmdPlot(), "/add/remove 1=1", "Give one switch at a time.")
        self.refuse(CmdPlot(), "/bogus", "Unknown switch /bogus.")
        self.refuse(CmdPlots(), "x", "Nothing goes after +plots")

    def test_a_player_cannot_make_or_change_plots(self):
        scene = self.scene("A scene")
        plot = self.plot()
        for args in ("/create Mine", f"/add {plot.id}={scene.id}", f"/remove {plot.id}={scene.id}",
                     f"/summary {plot.id}=Mine now."):
            with self.subTest(args=args):
                self.refuse(CmdPlot(), args, "Making and changing plots is for staff only.",
                            caller=self.char2)
