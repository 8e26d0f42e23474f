"""Fourfold's web pages through Django's test client: a character's sheet,
a combat's turn log and the armor stop-chance chart, with the in-game
permissions (the player and staff see a sheet; others get 403, anonymous
visitors go to the login page, unknown ids are 404)."""

import time

from rules.fs3.combat.armor import STOP_TABLES
from rulesets.fs3 import web_pages, web_sheet
from tests.helpers.web import CHAR, ROOM, WebTest, wound  # noqa: F401  # noqa: F401
from web.website import sheet_data


class SheetPageTest(WebTest):
    def url(self, char=None):
        return f"/characters/{(char or self.char).id}/sheet/"

    def test_owner_sees_the_fs3_sheet_with_pools_luck_and_wound_bar(self):
        self.char.fs3.wounds = [wound("Moderate"), wound("Light", "Left Arm")]
        response = self.client_for(self.owner).get(self.url())
        self.assertEqual(response.status_code, 200)
        page = response.content.decode()
        self.assertIn("Mara", page)
        self.assertIn('id="sheet-fs3"', page)
        self.assertIn("Luck: 3", page)
        # Alertness 4 + Wit 3, one die off for -1.00 of wounds.
        self.assertRegex(page, r"<td>Alertness</td><td class=\"num\">4</td><td>Wit</td>"
                               r"<td class=\"num\">6</td>")
        self.assertIn("<svg", page)
        self.assertIn("Wound modifier -1 (KO check at -1)", page)
        self.assertIn("Moderate", page)
        self.assertNotIn('id="sheet-mw"', page)

    def test_staff_sees_anyones_sheet(self):
        response = self.client_for(self.staff).get(self.url())
        self.assertEqual(response.status_code, 200)
        self.assertIn("Alertness", response.content.decode())

    def test_another_player_is_refused(self):
        self.assertEqual(self.client_for(self.other).get(self.url()).status_code, 403)

    def test_anonymous_goes_to_login(self):
        response = self.client_for().get(self.url())
        self.assertEqual(response.status_code, 302)
        self.assertIn("login", response["Location"])

    def test_my_sheets_links_the_accounts_characters(self):
        page = self.client_for(self.owner).get("/characters/sheets/").content.decode()
        self.assertIn(f'href="/characters/{self.char.id}/sheet/"', page)
        other = self.client_for(self.other).get("/characters/sheets/").content.decode()
        self.assertNotIn(f"/characters/{self.char.id}/sheet/", other)
        self.assertEqual(self.client_for().get("/characters/sheets/").status_code, 302)

    def test_unknown_character_is_404(self):
        self.assertEqual(self.client_for(self.staff).get("/characters/999999/sheet/").status_code,
                         404)

    def test_muse_section_shows_traits_life_bar_and_tribulations(self):
        muse = self.char.muse
        muse.set_rating("Endurance", 4)
        muse.life_points = 7
        from rules.muse.tribulations import Affliction

        muse.tribulations = {"Bleeding": Affliction("Bleeding", None)}
        page = self.client_for(self.owner).get(self.url()).content.decode()
        self.assertIn('id="sheet-muse"', page)
        self.assertIn(f"Life Points 7/{muse.max_life}", page)
        self.assertIn("Bleeding", page)
        self.assertIn("Endurance", page)

    def test_wound_bar_geometry(self):
        empty = web_sheet.wound_bar([])
        self.assertEqual(empty["fill"], 0)
        from rules.fs3.combat.wounds import Wound

        heavy = web_sheet.wound_bar([Wound.from_dict(wound("Critical"))])
        self.assertEqual(heavy["fill"], heavy["width"])  # 2.5 is past twice the threshold
        self.assertLess(heavy["ko_x"], heavy["width"])

    def test_sections_skip_rulesets_without_data(self):
        sections = [s["key"] for s in sheet_data.sheet_context(self.char)["sections"]]
        self.assertEqual(sections[0], "fs3")
        self.assertNotIn("pbta", sections)
        self.assertNotIn("mw", sections)


class CombatLogPageTest(WebTest):
    def setUp(self):
        super().setUp()
        from rulesets.fs3.combat_script import FS3CombatScript

        self.script = FS3CombatScript.begin(self.room, self.char)
        self.script.add_fighter(self.char)
        self.script.db.log = [{"turn": 1, "time": time.time(),
                               "text": "|wCombat turn 1|n\nMara attacks Raider: a Light wound.",
                               "events": []}]

    def tearDown(self):
        self.script.delete()
        super().tearDown()

    def url(self):
        return f"/combats/{self.script.id}/log/"

    def test_combatant_sees_the_turn_log(self):
        response = self.client_for(self.owner).get(self.url())
        self.assertEqual(response.status_code, 200)
        page = response.content.decode()
        self.assertIn("Combat turn 1", page)
        self.assertIn("Mara attacks Raider", page)
        self.assertNotIn("|w", page)

    def test_staff_sees_it_too(self):
        self.assertEqual(self.client_for(self.staff).get(self.url()).status_code, 200)

    def test_outsiders_are_refused(self):
        self.assertEqual(self.client_for(self.other).get(self.url()).status_code, 403)
        self.assertEqual(self.client_for().get(self.url()).status_code, 302)

    def test_unknown_combat_is_404(self):
        self.assertEqual(self.client_for(self.staff).get("/combats/999999/log/").status_code, 404)


class ArmorChartPageTest(WebTest):
    def test_public_chart_has_a_line_per_armor_and_the_printed_numbers(self):
        response = self.client_for().get("/gear/armor/")
        self.assertEqual(response.status_code, 200)
        page = response.content.decode()
        self.assertIn("<svg", page)
        self.assertEqual(page.count('class="armor-line"'), 4)  # three armors and Cover
        for chances in STOP_TABLES.values():
            for value in chances.values():
                self.assertIn(f"{value}%", page)

    def test_chart_geometry_puts_higher_chances_higher(self):
        chart = web_pages.armor_chart()
        for line in chart["lines"]:
            ys = [p["y"] for p in line["points"]]
            self.assertEqual(ys, sorted(ys))  # chances fall as penetration rises: y grows
