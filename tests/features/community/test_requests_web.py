"""Requests on the web (features/community/web/requests_web.py): a player
files and follows their own, staff comment (for the requester or staff
only), assign and close, all through the storage +request and +job use.
Every form is tried as the wrong person (anonymous, another player, a
non-staff player doing staff work), with bad input, without a CSRF token
and over the rate limit: each refusal is answered and changes nothing."""

from django.test import override_settings

from features.community import requests as store
from features.community.models import Request, RequestComment
from tests.helpers.reqev_web import ReqEvWebTest

HOSTILE = '<script>alert("x")</script> & "quotes"'


class RequestWebTest(ReqEvWebTest):
    def file(self, char=None, title="Name change", text="Please rename me."):
        return store.file_request(char or self.mara, title, text)

    def post(self, account, path, **data):
        return self.client_for(account).post(path, data)


class TestFiling(RequestWebTest):
    def test_a_player_files_a_request_and_staff_are_told(self):
        told = self.staff_told()
        self.online()
        client = self.client_for(self.owner)
        page = client.post("/requests/new/", {"title": "Lost hat", "text": "It blew away.\r\nTwice."})
        req = Request.objects.get()
        self.assertRedirects(page, f"/requests/{req.id}/", fetch_redirect_response=False)
        self.assertEqual((req.requester, req.title, req.text), (self.mara, "Lost hat", "It blew away.\nTwice."))
        self.assertTrue(any(f"New request #{req.id}" in t for t in told()))
        page = client.get(f"/requests/{req.id}/")
        self.assertContains(page, "It blew away.")
        self.assertContains(page, f"Request #{req.id} is filed")

    def test_bad_input_is_answered_on_the_form_and_nothing_is_filed(self):
        cases = [
            ({"title": "", "text": "x"}, "Give a title."),
            ({"title": "T" * 81, "text": "x"}, "That title is 81 characters long; the limit is 80."),
            ({"title": "Two\nlines", "text": "x"}, "A title is one line."),
            ({"title": "Ok", "text": "   "}, "Give a text."),
            ({"title": "Ok", "text": "x" * 8001}, "That text is 8001 characters long"),
            ({"title": "Ok", "text": "x", "character": str(self.dee.id)}, "Choose one of your characters."),
        ]
        before = self.state()
        for data, message in cases:
            with self.subTest(data=data):
                page = self.post(self.owner, "/requests/new/", **data)
                self.assertContains(page, message, status_code=400)
                self.assertEqual(self.state(), before)

    def test_the_choice_of_character_when_an_account_has_two(self):
        from evennia.utils import create

        nell = create.create_object("typeclasses.characters.Character", key="Nell", location=self.room)
        nell.db_account = self.owner
        nell.save()
        self.owner.characters.add(nell)
        self.assertContains(self.client_for(self.owner).get("/requests/new/"), 'name="character"')
        page = self.post(self.owner, "/requests/new/", title="T", text="x")
        self.assertContains(page, "Choose one of your characters.", status_code=400)
        self.post(self.owner, "/requests/new/", title="T", text="x", character=str(nell.id))
        self.assertEqual(Request.objects.get().requester, nell)

    def test_an_account_without_a_character_is_told(self):
        from evennia.utils import create

        lone = create.create_account("Lone", email="l@example.com", password="pw-lone-long-9")
        self.addCleanup(lone.delete)
        self.assertContains(self.client_for(lone).get("/requests/new/"), 'id="no-character"')
        self.post(lone, "/requests/new/", title="T", text="x")
        self.assertFalse(Request.objects.exists())


class TestWhoSeesWhat(RequestWebTest):
    def setUp(self):
        super().setUp()
        self.req = self.file()
        store.add_comment(self.req, self.staffer, "Visible answer")
        store.add_comment(self.req, self.staffer, "Hidden staff note", staff_only=True)

    def test_the_requester_sees_their_own_and_never_a_staff_note(self):
        page = self.client_for(self.owner).get("/requests/")
        self.assertContains(page, "Name change")
        page = self.client_for(self.owner).get(f"/requests/{self.req.id}/")
        self.assertContains(page, "Visible answer")
        self.assertNotContains(page, "Hidden staff note")
        self.assertNotContains(page, "assign-form")
        self.assertNotContains(page, "visibility")

    def test_staff_see_everything_marked(self):
        page = self.client_for(self.staff).get(f"/requests/{self.req.id}/")
        self.assertContains(page, "Hidden staff note")
        self.assertContains(page, "staff note</span>")
        self.assertContains(self.client_for(self.staff).get("/requests/"), "Name change")

    def test_another_player_gets_nothing(self):
        self.assertNotContains(self.client_for(self.other).get("/requests/"), "Name change")
        self.assertEqual(self.client_for(self.other).get(f"/requests/{self.req.id}/").status_code, 404)
        self.assertEqual(self.client_for(self.owner).get("/requests/99999/").status_code, 404)

    def test_anonymous_visitors_go_to_the_login_page(self):
        for path in ("/requests/", "/requests/new/", f"/requests/{self.req.id}/"):
            with self.subTest(path=path):
                page = self.client_for().get(path)
                self.assertEqual(page.status_code, 302)
                self.assertIn("login", page["Location"])


class TestForms(RequestWebTest):
    def setUp(self):
        super().setUp()
        self.req = self.file()
        self.path = f"/requests/{self.req.id}/"

    def test_staff_comment_public_and_staff_only_then_close(self):
        self.online()
        heard = self.told(self.mara)
        self.post(self.staff, self.path + "comment/", text="We are on it.", visibility="public")
        self.post(self.staff, self.path + "comment/", text="Check the logs.", visibility="staff")
        comments = list(RequestComment.objects.values_list("text", "staff_only", "author_name"))
        self.assertEqual(comments, [("We are on it.", False, "Staffer"), ("Check the logs.", True, "Staffer")])
        self.assertEqual(len([t for t in heard() if "Staffer commented" in t]), 1)  # not of the note
        self.post(self.staff, self.path + "close/", closing="Renamed.")
        self.req.refresh_from_db()
        self.assertEqual(self.req.status, "closed")
        self.assertTrue(any("was closed by Staffer" in t for t in heard()))
        page = self.client_for(self.owner).get(self.path).content.decode()
        self.assertIn("We are on it.", page)
        self.assertIn("Renamed.", page)
        self.assertNotIn("Check the logs.", page)

    def test_an_offline_requester_has_news_until_they_look(self):
        self.post(self.staff, self.path + "comment/", text="Done?", visibility="public")
        self.req.refresh_from_db()
        self.assertTrue(self.req.requester_news)
        self.assertContains(self.client_for(self.owner).get("/requests/"), "news for you")
        self.client_for(self.owner).get(self.path)
        self.assertEqual(store.news_count(self.mara), 0)

    def test_the_requester_comments_and_staff_hear(self):
        told = self.staff_told()
        self.online()
        page = self.post(self.owner, self.path + "comment/", text="Any news?")
        self.assertRedirects(page, self.path, fetch_redirect_response=False)
        self.assertEqual(self.req.comments.get().text, "Any news?")
        self.assertTrue(any("Mara commented" in t for t in told()))

    def test_assign(self):
        self.post(self.staff, self.path + "assign/", staff="staffer")
        self.req.refresh_from_db()
        self.assertEqual(self.req.assigned_name, "Staffer")

    def test_bad_input_is_answered_and_nothing_changes(self):
        cases = [
            (self.staff, "comment/", {"text": "  ", "visibility": "public"}, "Give a comment."),
            (self.owner, "comment/", {"text": ""}, "Give a comment."),
            (self.staff, "assign/", {"staff": ""}, "Name a staff member."),
            (self.staff, "assign/", {"staff": "Nobody"}, "There is no character called &#x27;Nobody&#x27;."),
            (self.staff, "assign/", {"staff": "Dee"}, "Dee is not staff."),
            (self.staff, "close/", {"closing": "x" * 8001}, "That closing text is 8001 characters long"),
        ]
        before = self.state()
        for account, action, data, message in cases:
            with self.subTest(action=action, data=data):
                page = self.post(account, self.path + action, **data)
                self.assertContains(page, message, status_code=400)
                self.assertEqual(self.state(), before)

    def test_closing_twice_is_refused(self):
        self.post(self.staff, self.path + "close/", closing="")
        before = self.state()
        page = self.post(self.staff, self.path + "close/", closing="Again")
        self.assertContains(page, "is already closed", status_code=400)
        self.assertEqual(self.state(), before)

    def test_every_form_as_the_wrong_person(self):
        before = self.state()
        attempts = [
            # (account, action, data, status): anonymous, another player, the
            # requester doing staff work, a player writing a staff note
            (None, "comment/", {"text": "hi"}, 302),
            (None, "assign/", {"staff": "Staffer"}, 302),
            (None, "close/", {"closing": ""}, 302),
            (self.other, "comment/", {"text": "hi"}, 404),
            (self.other, "assign/", {"staff": "Staffer"}, 403),
            (self.other, "close/", {"closing": ""}, 403),
            (self.owner, "assign/", {"staff": "Staffer"}, 403),
            (self.owner, "close/", {"closing": ""}, 403),
            (self.owner, "comment/", {"text": "sneaky", "visibility": "staff"}, 403),
        ]
        for account, action, data, status in attempts:
            with self.subTest(account=account and account.key, action=action):
                page = self.client_for(account).post(self.path + action, data)
                self.assertEqual(page.status_code, status)
                self.assertEqual(self.state(), before)
        anonymous = self.client_for().post("/requests/new/", {"title": "T", "text": "x"})
        self.assertEqual(anonymous.status_code, 302)
        self.assertEqual(self.state(), before)

    def test_forms_need_their_csrf_token(self):
        before = self.state()
        client = self.client_for(self.staff, csrf=True)
        for action, data in (("comment/", {"text": "x"}), ("assign/", {"staff": "Staffer"}),
                             ("close/", {"closing": ""})):
            self.assertEqual(client.post(self.path + action, data).status_code, 403)
        self.assertEqual(client.post("/requests/new/", {"title": "T", "text": "x"}).status_code, 403)
        self.assertEqual(self.state(), before)
        page = client.get(self.path).content.decode()
        for form in ("comment-form", "assign-form", "close-form"):
            after = page.split(f'id="{form}">', 1)[1].lstrip()
            self.assertTrue(after.startswith('<input type="hidden" name="csrfmiddlewaretoken"'), form)

    def test_get_on_an_action_is_refused(self):
        self.assertEqual(self.client_for(self.staff).get(self.path + "close/").status_code, 405)

    @override_settings(FOURFOLD_WEB_WRITE_RATE=(2, 60))
    def test_the_form_rate_limit(self):
        client = self.client_for(self.owner)
        for n in range(2):
            client.post(self.path + "comment/", {"text": f"note {n}"})
        before = self.state()
        page = client.post(self.path + "comment/", {"text": "one too many"})
        self.assertContains(page, "too many changes at once", status_code=429)
        self.assertContains(client.post("/requests/new/", {"title": "T", "text": "x"}),
                            "too many changes", status_code=429)
        self.assertEqual(self.state(), before)
        # a refused form costs nothing: another account is not affected
        self.assertEqual(self.post(self.staff, self.path + "comment/", text="fine").status_code, 302)


class TestEscaping(RequestWebTest):
    def test_player_text_is_escaped_on_every_page(self):
        req = self.file(title=HOSTILE, text=HOSTILE)
        store.add_comment(req, self.mara, HOSTILE)
        for account, path in ((self.owner, "/requests/"), (self.staff, "/requests/"),
                              (self.owner, f"/requests/{req.id}/"), (self.staff, f"/requests/{req.id}/")):
            with self.subTest(path=path, who=account.key):
                page = self.client_for(account).get(path).content.decode()
                self.assertNotIn("<script>alert", page)
                self.assertIn("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp;", page)

    def test_colour_codes_are_taken_out(self):
        req = self.file(title="|rRed|n title", text="Some |gtext|n")
        page = self.client_for(self.owner).get(f"/requests/{req.id}/").content.decode()
        self.assertIn("Red title", page)
        self.assertNotIn("|r", page)
