"""A player's colour codes never show raw on the site: a
character's description is drawn in its colours on /characters/manage/ and
its detail page (fourfold_text's ``colour``: escaped first, then Evennia's
colour classes), and names, titles, summaries, content warnings, channel
descriptions and channel lines lose their codes (``plain``): the scene
archive, a scene's page, plots, the gallery's scenes, a combat log, the
channels."""

from datetime import timedelta

from django.template import Context, Template

from features.scenes.models import FINISHED, Participant, Plot, PlotScene, Scene
from tests.helpers.web import SceneWebTest, WebTest

DESC = "|gmoss-green|n cloak, <b>bold</b>|/second line |[r|wwarning|n |#ff0000true|n"
RAW = ("|g", "|n", "|/", "|[r", "|w", "|#")


def render(text, **context):
    return Template("{% load fourfold_text %}" + text).render(Context(context))


class FiltersTest(WebTest):
    def test_colour_draws_the_codes_and_escapes_the_rest(self):
        html = render("{{ d|colour }}", d=DESC)
        self.assertIn('<span class="color-010">moss-green</span>', html)
        self.assertIn("&lt;b&gt;bold&lt;/b&gt;", html)
        self.assertIn("<br>second line", html)
        self.assertNotIn("<b>", html)
        for code in RAW:
            self.assertNotIn(code, html)

    def test_plain_takes_the_codes_out_and_is_still_escaped(self):
        self.assertEqual(render("{{ t|plain }}", t="|rRed|n <i>road</i>||x"),
                         "Red &lt;i&gt;road&lt;/i&gt;|x")
        self.assertEqual(render("{{ t|plain|default:'-' }}", t=None), "-")
        self.assertEqual(render("{{ t|colour }}", t=None), "")

    def test_no_markup_of_a_player_survives(self):
        html = render("{{ d|colour }}", d='|lcsay hi|ltclick|le <script>x</script> "q"')
        self.assertNotIn("<script>", html)
        self.assertNotIn("<a", html)


class CharacterPagesTest(WebTest):
    def setUp(self):
        super().setUp()
        self.char.db.desc = DESC

    def test_the_manage_page_draws_the_descriptions_colours(self):
        page = self.client_for(self.owner).get("/characters/manage/").content.decode()
        block = page[page.index(f'id="character-{self.char.id}"'):]
        block = block[:block.index("</li>")]
        self.assertIn('<div class="ff-ansi ff-desc mb-1"><span class="color-010">moss-green</span> cloak,', block)
        self.assertIn("&lt;b&gt;bold&lt;/b&gt;<br>second line", block)
        for code in RAW:
            self.assertNotIn(code, block)
        self.assertIn("community/colours.css", page)

    def test_an_empty_description_still_says_so(self):
        self.char.db.desc = ""
        page = self.client_for(self.owner).get("/characters/manage/").content.decode()
        self.assertIn("No description yet.", page)

    def test_the_detail_page_too(self):
        page = self.client_for(self.owner).get(self.char.web_get_detail_url()).content.decode()
        self.assertIn('<span class="color-010">moss-green</span>', page)
        for code in RAW:
            self.assertNotIn(code, page)

    def test_the_profile_and_gallery_take_the_codes_out(self):
        """(They did already: features/community/web/profiles_events.py, gallery.py.)"""
        from features.community import profile

        profile.set_field(self.char, "shortdesc", "|ytall|n and |[bwary|n")
        self.char.fs3.approved = True  # the gallery shows approved characters
        for url in (f"/characters/{self.char.id}/profile/", "/characters/gallery/"):
            with self.subTest(url=url):
                page = self.client_for(self.owner).get(url).content.decode()
                self.assertIn("tall and wary", page)
                for code in RAW:
                    self.assertNotIn(code, page)
        profile_page = self.client_for(self.owner).get(f"/characters/{self.char.id}/profile/")
        self.assertIn("moss-green cloak", profile_page.content.decode())


class ChannelPagesTest(WebTest):
    def test_a_channels_description_and_lines_lose_their_codes(self):
        from evennia.utils import create

        channel = create.create_channel("Tinted", desc="|cFor|n colour")
        self.addCleanup(channel.delete)
        channel.msg("|rRed|n alert", senders=[self.char])
        listing = self.client_for(self.owner).get("/channels/").content.decode()
        self.assertIn("For colour", listing)
        detail = self.client_for(self.owner).get("/channels/tinted/").content.decode()
        self.assertIn("For colour", detail)
        for code in ("|c", "|r", "|n"):
            self.assertNotIn(code, listing)
            self.assertNotIn(code, detail)


class ScenePagesTest(SceneWebTest):
    def setUp(self):
        super().setUp()
        now = self.scene.started
        self.tinted = Scene.objects.create(
            room_id=self.room.id, room_name="|cThe|n quay", title="|gGreen|n tide",
            summary="|yA|n summary", warning="|rblood|n", owner_id=self.char.id, owner_name="Mara",
            started=now, finished=now + timedelta(hours=1), state=FINISHED, shared=True)
        Participant.objects.create(scene=self.tinted, char_id=self.char.id, name="Mara", joined=now)
        self.plot = Plot.objects.create(title="|mLong|n night", summary="|wLamps|n lit",
                                        created=now)
        PlotScene.objects.create(plot=self.plot, scene=self.tinted, added=now)

    def test_titles_summaries_warnings_and_places_lose_their_codes(self):
        self.char.fs3.approved = True  # the gallery shows approved characters
        for url, shown in (("/scenes/", "Green tide"), (f"/scenes/{self.tinted.id}/", "Green tide"),
                           ("/plots/", "Long night"), (f"/plots/{self.plot.id}/", "Green tide"),
                           (f"/characters/{self.char.id}/sheet/", "Green tide"),
                           ("/characters/gallery/", "Green tide")):
            with self.subTest(url=url):
                page = self.get(url, self.owner).content.decode()
                self.assertIn(shown, page)
                for code in ("|g", "|c", "|y", "|r", "|m", "|w", "|n"):
                    self.assertNotIn(code, page)
        page = self.get(f"/scenes/{self.tinted.id}/", self.owner).content.decode()
        self.assertIn("<title>Green tide", page)
        self.assertIn("The quay", page)
        self.assertIn("A summary", page)
        self.assertIn("blood", page)
        self.assertIn("Long night", page)
        self.assertIn("Lamps lit", self.get(f"/plots/{self.plot.id}/", self.owner).content.decode())


class SheetTest(WebTest):
    def test_a_wounds_weapon_and_description_lose_their_codes(self):
        from tests.helpers.web import wound

        hurt = wound("Light")
        hurt.update(weapon="|rRusty|n knife", description="a |ydeep|n cut")
        self.char.fs3.wounds = [hurt]
        page = self.client_for(self.owner).get(f"/characters/{self.char.id}/sheet/").content.decode()
        self.assertIn("Rusty knife", page)
        self.assertIn("a deep cut", page)
        self.assertNotIn("|r", page)
        self.assertNotIn("|y", page)
