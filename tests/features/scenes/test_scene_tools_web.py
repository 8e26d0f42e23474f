"""Scene tools on the web: an edited pose reads "(edited)" on the
scene page and in both downloads, its earlier text for staff only; a
content warning on the page and in the archive; /plots/ and a plot's page,
its scenes in the order played with their summaries, private ones left out."""

from datetime import timedelta

from features.scenes import log as scene_log
from features.scenes.models import Plot, PlotScene, Scene, SceneEdit
from tests.helpers.web import SceneWebTest  # noqa: F401


class TestEditedOnTheWeb(SceneWebTest):
    def setUp(self):
        super().setUp()
        entry = self.scene.entries.get(seq=1)
        SceneEdit.objects.create(entry=entry, old_text="Mara draws her blaed.", how="typo",
                                 editor_id=self.char.id, editor_name="Mara", edited=scene_log.now())
        entry.edited_at = scene_log.now()
        entry.save()

    def test_the_page_marks_it_and_shows_staff_the_earlier_text(self):
        page = self.get(f"/scenes/{self.scene.id}/").content.decode()
        self.assertIn('Mara draws her blade. <span class="ff-edited">(edited)</span>', page)
        self.assertNotIn("blaed", page)
        staff = self.get(f"/scenes/{self.scene.id}/", self.staff).content.decode()
        self.assertIn("Earlier text", staff)
        self.assertIn("Mara draws her blaed.", staff)
        # an entry never edited carries no mark
        self.assertEqual(page.count("(edited)"), 1)

    def test_the_downloads_mark_it(self):
        text = self.get(f"/scenes/{self.scene.id}/log.txt").content.decode()
        self.assertIn("Mara draws her blade. (edited)", text)
        self.assertNotIn("blaed", text)
        md = self.get(f"/scenes/{self.scene.id}/log.md").content.decode()
        self.assertIn("Mara draws her blade. *(edited)*", md)


class TestWarningsOnTheWeb(SceneWebTest):
    def test_the_page_and_the_archive_show_the_warning(self):
        Scene.objects.filter(id=self.scene.id).update(warning="<b>gore</b>")
        page = self.get(f"/scenes/{self.scene.id}/").content.decode()
        self.assertIn("Content warning:</strong> &lt;b&gt;gore&lt;/b&gt;", page)
        self.assertIn("(content warning: &lt;b&gt;gore&lt;/b&gt;)", self.get("/scenes/").content.decode())
        text = self.get(f"/scenes/{self.scene.id}/log.txt").content.decode()
        self.assertIn("Content warning: <b>gore</b>", text)


class TestPlotPages(SceneWebTest):
    def setUp(self):
        super().setUp()
        now = scene_log.now()
        self.first = self.make_scene("First snow", [("pose", "Mara shivers.", False)])
        Scene.objects.filter(id=self.first.id).update(started=now - timedelta(days=9),
                                                      summary="The passes close.")
        Scene.objects.filter(id=self.scene.id).update(summary="Bandits on the road.")
        self.secret = self.make_scene("Secret council", [], private=True)
        self.plot = Plot.objects.create(title="The long winter", summary="Snow and <hunger>.",
                                        creator_name="Staffer", created=now)
        for scene in (self.scene, self.secret, self.first):
            PlotScene.objects.create(plot=self.plot, scene=scene, added=now)

    def test_the_list(self):
        page = self.get("/plots/").content.decode()
        self.assertIn(f'href="/plots/{self.plot.id}/"', page)
        self.assertIn("The long winter", page)
        self.assertIn("<td>3</td>", page)

    def test_a_plot_page_lists_its_scenes_in_order_with_summaries(self):
        page = self.get(f"/plots/{self.plot.id}/").content.decode()
        self.assertIn("Snow and &lt;hunger&gt;.", page)
        self.assertLess(page.index("First snow"), page.index("The passes close."))
        self.assertLess(page.index("The passes close."), page.index("The bandit road"))
        self.assertIn("Bandits on the road.", page)
        self.assertIn(f'href="/scenes/{self.first.id}/"', page)
        self.assertNotIn("Secret council", page)  # private: not for a visitor
        self.assertIn("Secret council", self.get(f"/plots/{self.plot.id}/", self.owner).content.decode())
        self.assertIn("Secret council", self.get(f"/plots/{self.plot.id}/", self.staff).content.decode())
        # the scene's own page names its plot
        scene_page = self.get(f"/scenes/{self.scene.id}/").content.decode()
        self.assertIn(f'<a href="/plots/{self.plot.id}/">The long winter</a>', scene_page)

    def test_an_unknown_plot_is_404(self):
        self.assertEqual(self.get("/plots/999999/").status_code, 404)
