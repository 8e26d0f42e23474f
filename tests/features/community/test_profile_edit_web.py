"""The profile form on the web (features/community/web/profile_edit.py):
the character's own player and staff edit the +finger fields and the
description look shows, with a preview that draws colour codes and
escapes the player's markup; bad input is answered on the form with
nothing stored; anyone else, an anonymous visitor or a form without its
CSRF token changes nothing."""

from django.test import override_settings

from features.community import descs, profile
from tests.helpers.community_web import CommunityWebTest


def attrs(char):
    return sorted((a.key, a.category, str(a.value)) for a in char.attributes.all())


class ProfileFormTest(CommunityWebTest):
    def setUp(self):
        super().setUp()
        self.url = f"/characters/{self.char2.id}/profile/edit/"
        profile.set_field(self.char2, "position", "Ferryman")
        profile.set_desc(self.char2, "A tall <i>ferryman</i>.")

    def form(self, **changes):
        data = {"fullname": "Char Vell", "position": "Ferryman", "timezone": "Europe/Paris",
                "hooks": "Owes the guild.", "desc": "A |gtall|n <b>ferryman</b>.|/Wet boots.",
                "action": "save"}
        data.update(changes)
        return data

    def test_the_form_shows_what_is_stored_escaped(self):
        page = self.client_for(self.account2).get(self.url)
        self.assertEqual(page.status_code, 200)
        self.assertContains(page, 'value="Ferryman"')
        self.assertContains(page, "A tall &lt;i&gt;ferryman&lt;/i&gt;.")
        self.assertNotContains(page, "<i>ferryman")

    def test_preview_draws_colours_escapes_markup_and_stores_nothing(self):
        before = attrs(self.char2)
        page = self.post(self.client_for(self.account2), self.url, self.form(action="preview"))
        self.assertEqual(page.status_code, 200)
        html = page.content.decode()
        preview = html[html.index('id="preview"'):]
        self.assertIn('<span class="color-010">tall</span>', preview)  # |g drawn as the client does
        self.assertIn("&lt;b&gt;ferryman&lt;/b&gt;", preview)
        self.assertNotIn("<b>ferryman", html)
        self.assertIn("<br>Wet boots.", preview)  # |/ is a new line
        self.assertEqual(attrs(self.char2), before)

    def test_save_stores_every_field_and_the_description_look_shows(self):
        page = self.post(self.client_for(self.account2), self.url, self.form())
        self.assertEqual(page.status_code, 302)
        self.assertEqual(profile.get(self.char2, "fullname"), "Char Vell")
        self.assertEqual(profile.get(self.char2, "timezone"), "Europe/Paris")
        self.assertEqual(profile.get(self.char2, "hooks"), "Owes the guild.")
        self.assertEqual(self.char2.db.desc, "A |gtall|n <b>ferryman</b>.|/Wet boots.")
        self.assertContains(self.client_for(self.account2).get(page["Location"]), "Saved.")
        # an emptied field is cleared, as +finger/set <field>= does
        self.post(self.client_for(self.account2), self.url, self.form(hooks=""))
        self.assertIsNone(profile.get(self.char2, "hooks"))

    def test_bad_input_is_answered_beside_each_field_and_nothing_changes(self):
        before = attrs(self.char2)
        cases = {
            "unknown timezone": {"timezone": "Mars/Olympus"},
            "long name": {"fullname": "x" * 61},
            "long description": {"desc": "d" * 2001},
            "two at once": {"timezone": "Nowhere", "hooks": "h" * 601},
        }
        for name, changes in cases.items():
            with self.subTest(name):
                page = self.post(self.client_for(self.account2), self.url, self.form(**changes))
                self.assertEqual(page.status_code, 200)
                self.assertContains(page, "Nothing was changed.")
                self.assertContains(page, 'aria-invalid="true"')
                self.assertEqual(attrs(self.char2), before)
        page = self.post(self.client_for(self.account2), self.url, self.form(timezone="Mars/Olympus"))
        self.assertContains(page, "&#x27;Mars/Olympus&#x27; is not a timezone name")
        self.assertContains(page, 'value="Mars/Olympus"')  # what was typed is kept

    def test_anonymous_another_player_and_no_token_change_nothing(self):
        before = attrs(self.char2)
        anonymous = self.client_for()
        self.assertIn("/auth/login", anonymous.get(self.url)["Location"])
        self.assertIn("/auth/login", self.post(anonymous, self.url, self.form())["Location"])
        other = self.client_for(self.account3)
        self.assertEqual(other.get(self.url).status_code, 403)
        self.assertEqual(self.post(other, self.url, self.form()).status_code, 403)
        # the player's own form without its CSRF token
        self.assertEqual(self.client_for(self.account2).post(self.url, self.form()).status_code, 403)
        self.assertEqual(attrs(self.char2), before)
        self.assertEqual(self.client_for(self.account3).get("/characters/999999/profile/edit/").status_code, 404)

    def test_staff_may_edit_anyones(self):
        page = self.post(self.client_for(self.account), self.url, self.form(position="Harbour master"))
        self.assertEqual(page.status_code, 302)
        self.assertEqual(profile.get(self.char2, "position"), "Harbour master")

    @override_settings(FOURFOLD_WEB_WRITE_RATE=(1, 60))
    def test_the_write_limit_refuses_a_second_save_and_changes_nothing(self):
        client = self.client_for(self.account2)
        self.assertEqual(self.post(client, self.url, self.form()).status_code, 302)
        before = attrs(self.char2)
        page = self.post(client, self.url, self.form(position="Smuggler"))
        self.assertEqual(page.status_code, 429)
        self.assertContains(page, "Try again in", status_code=429)
        self.assertEqual(attrs(self.char2), before)

    def test_wearing_a_kept_description(self):
        descs.save(self.char2, "formal", "In grey silk.")
        client = self.client_for(self.account2)
        page = self.post(client, self.url, {"action": "wear", "name": "formal"})
        self.assertEqual(page.status_code, 302)
        self.assertEqual(profile.desc(self.char2), "In grey silk.")
        self.assertContains(client.get(page["Location"]), "(worn)")
        before = attrs(self.char2)
        page = self.post(client, self.url, {"action": "wear", "name": "armour"})
        self.assertContains(page, "You have no description called")
        self.assertEqual(attrs(self.char2), before)


class ProfilePageLinksTest(CommunityWebTest):
    def test_the_edit_link_is_for_the_player_and_staff_only(self):
        url = f"/characters/{self.char2.id}/profile/"
        edit = f"/characters/{self.char2.id}/profile/edit/"
        self.assertContains(self.client_for(self.account2).get(url), edit)
        self.assertContains(self.client_for(self.account).get(url), edit)
        self.assertNotContains(self.client_for(self.account3).get(url), edit)
        self.assertNotContains(self.client_for().get(url), edit)


class ColourPreviewTest(CommunityWebTest):
    def test_no_link_style_or_control_character_survives(self):
        from features.community.web.colour import colour_html

        html = colour_html("|#ff0000red|n |lclook|ltclick me|le |luhttp://x.example|ltsite|le "
                           "\x1b[31mraw\x07 http://y.example <img src=x onerror=alert(1)>")
        for bad in ("style=", "<a", "href", "\x1b", "\x07", "<img"):
            self.assertNotIn(bad, html)
        self.assertIn('<span class="color-196">red</span>', html)  # a true colour drawn as its xterm one
        self.assertIn("click me", html)
        self.assertIn("&lt;img src=x onerror=alert(1)&gt;", html)
