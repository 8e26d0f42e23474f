"""Chargen on the web (features/chargen/web/): a player builds, templates,
previews and submits their pbta sheet; staff comment and approve on the
review page; every page and form refuses the wrong person (anonymous,
another player, a non-staff player) with nothing changed, and posts need
their CSRF token."""

from unittest import mock

from django.test import Client
from django.urls import reverse

from features.community.models import Request, RequestComment
from tests.helpers.web import WebTest

GOOD = {"people": "human", "Forceful": "1", "Agile": "2", "Insightful": "1", "Charming": "0",
        "temptation": "honey"}


class ChargenPagesTest(WebTest):
    def setUp(self):
        super().setUp()
        self.owner_client = self.client_for(self.owner)
        self.other_client = self.client_for(self.other)
        self.staff_client = self.client_for(self.staff)

    def url(self, name, key="pbta", char=None):
        return reverse(name, args=[(char or self.char).id, key])

    def state(self):
        handler = self.char.pbta
        return (handler.snapshot(), handler.approved, handler.submitted,
                Request.objects.count(), RequestComment.objects.count())

    # --- the player's side ---------------------------------------------------
    def test_the_index_lists_the_accounts_characters_and_their_sheets(self):
        page = self.owner_client.get(reverse("fourfold-chargen"))
        self.assertContains(page, "Mara")
        self.assertContains(page, self.url("fourfold-chargen-sheet"))
        self.assertContains(page, reverse("character-create"))
        for key in ("fs3", "muse", "pbta", "mw"):  # every ruleset has its web chargen
            self.assertContains(page, self.url("fourfold-chargen-sheet", key=key))

    def test_the_form_is_drawn_from_the_ruleset(self):
        page = self.owner_client.get(self.url("fourfold-chargen-sheet"))
        self.assertEqual(page.status_code, 200)
        for text in ('name="Forceful"', 'name="people"', 'name="temptation"', "Stat points: 0 of 4",
                     "Use Ash", "chargen/chargen.js", 'id="cg-preview-form"'):
            self.assertContains(page, text)

    def test_a_bad_value_is_answered_beside_its_field_and_nothing_changes(self):
        before = self.state()
        page = self.owner_client.post(self.url("fourfold-chargen-sheet"), {**GOOD, "Agile": "3"})
        self.assertEqual(page.status_code, 400)
        self.assertContains(page, 'id="cg-agile-error"', status_code=400)
        self.assertContains(page, "Agile must be from -1 to +2", status_code=400)
        self.assertContains(page, 'value="3"', status_code=400)  # what was typed stays
        self.assertEqual(self.state(), before)
        page = self.owner_client.post(self.url("fourfold-chargen-sheet"), {**GOOD, "Charming": "1"})
        self.assertContains(page, "at most +4 in all", status_code=400)
        self.assertEqual(self.state(), before)

    def test_a_good_form_is_saved_and_takes_back_a_submission(self):
        self.char.pbta.submitted = True
        page = self.owner_client.post(self.url("fourfold-chargen-sheet"), GOOD, follow=True)
        self.assertContains(page, "Saved. Your submission is withdrawn")
        self.assertEqual(self.char.pbta.sheet().stats["Agile"], 2)
        self.assertFalse(self.char.pbta.submitted)

    def test_the_template_applies_in_one_click(self):
        page = self.owner_client.post(self.url("fourfold-chargen-template"), follow=True)
        self.assertContains(page, "Copied Ash onto your sheet")
        self.assertEqual(self.char.pbta.sheet().stats,
                         {"Forceful": 2, "Agile": 1, "Insightful": 1, "Charming": 0})

    def test_the_preview_answers_json_with_the_values_as_typed(self):
        answer = self.owner_client.get(self.url("fourfold-chargen-odds"),
                                       {**GOOD, "Agile": "2", "roll": "Agile", "modifier": "1"})
        self.assertEqual(answer.status_code, 200)
        data = answer.json()
        self.assertIn("2d6 +3", data["title"])
        self.assertEqual([r["outcome"].split(" ")[0] for r in data["rows"]], ["critical", "strong", "weak", "miss"])
        self.assertEqual(data["rows"][2]["percent"], "33.3%")  # 2d6+3 lands 7-9 on 4-6: 12/36
        self.assertFalse(self.char.pbta.has_sheet)
        bad = self.owner_client.get(self.url("fourfold-chargen-odds"), {**GOOD, "Agile": "7", "roll": "Agile"})
        self.assertEqual(bad.status_code, 400)
        self.assertIn("Agile must be", bad.json()["error"])

    def test_the_preview_keeps_the_roll_rate_limit(self):
        with self.settings(FOURFOLD_ROLL_RATE=(2, 60)):
            codes = [self.owner_client.get(self.url("fourfold-chargen-odds"), {"roll": "Agile"}).status_code
                     for _ in range(3)]
        self.assertEqual(codes, [200, 200, 429])

    def test_submitting_files_the_staff_request_plus_chargen_submit_files(self):
        self.owner_client.post(self.url("fourfold-chargen-sheet"), GOOD)
        page = self.owner_client.post(self.url("fourfold-chargen-submit"), follow=True)
        self.assertContains(page, "Submitted. Staff have been told")
        self.assertTrue(self.char.pbta.submitted)
        request = Request.objects.get()
        self.assertEqual((request.title, request.category, request.requester_id),
                         ("Chargen: pbta sheet", "chargen", self.char.id))
        again = self.owner_client.post(self.url("fourfold-chargen-submit"), follow=True)
        self.assertContains(again, "already submitted")
        self.assertEqual(Request.objects.count(), 1)

    def test_an_approved_sheet_is_locked_on_the_web(self):
        self.char.pbta.approved = True
        before = self.state()
        page = self.owner_client.post(self.url("fourfold-chargen-sheet"), GOOD, follow=True)
        self.assertContains(page, "approved and locked")
        self.owner_client.post(self.url("fourfold-chargen-template"))
        self.owner_client.post(self.url("fourfold-chargen-submit"))
        self.assertEqual(self.state(), before)

    # --- staff's review -----------------------------------------------------
    def submitted(self):
        self.owner_client.post(self.url("fourfold-chargen-sheet"), GOOD)
        self.owner_client.post(self.url("fourfold-chargen-submit"))

    def test_staff_comment_and_approve_and_the_player_sees_the_answer(self):
        self.submitted()
        listing = self.staff_client.get(reverse("fourfold-chargen-review-list"))
        self.assertContains(listing, self.url("fourfold-chargen-review"))
        review = self.staff_client.get(self.url("fourfold-chargen-review"))
        self.assertContains(review, "Approve and lock")
        self.staff_client.post(self.url("fourfold-chargen-comment"), {"text": "Lovely <b>honey</b>."})
        self.staff_client.post(self.url("fourfold-chargen-comment"), {"text": "secret", "staff_only": "on"})
        with mock.patch.object(type(self.char), "msg") as told:
            page = self.staff_client.post(self.url("fourfold-chargen-approve"), follow=True)
        self.assertContains(page, "Mara&#x27;s pbta sheet is approved and locked.")
        told.assert_any_call("Staffer approved your pbta sheet. Welcome to the Stone Age!")
        self.assertTrue(self.char.pbta.approved)
        self.assertFalse(self.char.pbta.submitted)
        self.assertEqual(Request.objects.get().status, Request.CLOSED)
        mine = self.owner_client.get(self.url("fourfold-chargen-sheet"))
        self.assertContains(mine, "approved")
        self.assertContains(mine, "Approved by Staffer.")
        self.assertContains(mine, "Lovely &lt;b&gt;honey&lt;/b&gt;.")  # escaped
        self.assertNotContains(mine, "secret")
        reopened = self.staff_client.post(self.url("fourfold-chargen-unapprove"), follow=True)
        self.assertContains(reopened, "open for chargen again")
        self.assertFalse(self.char.pbta.approved)

    def test_the_player_may_reply_while_the_request_is_open(self):
        self.submitted()
        self.owner_client.post(self.url("fourfold-chargen-reply"), {"text": "Ready when you are"})
        comment = RequestComment.objects.get()
        self.assertEqual((comment.author_name, comment.staff_only), ("Mara", False))

    # --- the wrong people -----------------------------------------------------
    def test_anonymous_visitors_are_sent_to_log_in(self):
        anonymous = Client()
        for name in ("fourfold-chargen-sheet", "fourfold-chargen-review"):
            page = anonymous.get(self.url(name))
            self.assertEqual(page.status_code, 302)
            self.assertIn("/auth/login/", page["Location"])
        before = self.state()
        for name in ("fourfold-chargen-sheet", "fourfold-chargen-template", "fourfold-chargen-submit",
                     "fourfold-chargen-reply", "fourfold-chargen-approve", "fourfold-chargen-comment"):
            self.assertEqual(anonymous.post(self.url(name), {**GOOD, "text": "x"}).status_code, 302, name)
        self.assertEqual(anonymous.get(self.url("fourfold-chargen-odds"), {"roll": "Agile"}).status_code, 403)
        self.assertEqual(self.state(), before)

    def test_another_player_cannot_see_or_edit_someone_elses_sheet(self):
        before = self.state()
        for name in ("fourfold-chargen-sheet", "fourfold-chargen-review"):
            self.assertEqual(self.other_client.get(self.url(name)).status_code, 403, name)
        for name in ("fourfold-chargen-sheet", "fourfold-chargen-template", "fourfold-chargen-submit",
                     "fourfold-chargen-reply"):
            self.assertEqual(self.other_client.post(self.url(name), {**GOOD, "text": "x"}).status_code, 403,
                             name)
        self.assertEqual(self.other_client.get(self.url("fourfold-chargen-odds"), {"roll": "Agile"}).status_code,
                         403)
        self.assertEqual(self.state(), before)

    def test_staff_do_not_edit_a_players_sheet_from_the_players_page(self):
        before = self.state()
        self.assertEqual(self.staff_client.post(self.url("fourfold-chargen-sheet"), GOOD).status_code, 403)
        self.assertEqual(self.state(), before)

    def test_a_player_cannot_approve_even_their_own_sheet(self):
        self.submitted()
        before = self.state()
        for client in (self.owner_client, self.other_client):
            for name in ("fourfold-chargen-approve", "fourfold-chargen-unapprove", "fourfold-chargen-comment"):
                self.assertEqual(client.post(self.url(name), {"text": "ok"}).status_code, 403, name)
            self.assertEqual(client.get(reverse("fourfold-chargen-review-list")).status_code, 403)
        self.assertEqual(self.state(), before)

    def test_posts_need_their_csrf_token(self):
        strict = Client(enforce_csrf_checks=True)
        strict.force_login(self.owner)
        before = self.state()
        self.assertEqual(strict.post(self.url("fourfold-chargen-sheet"), GOOD).status_code, 403)
        self.assertEqual(strict.post(self.url("fourfold-chargen-submit")).status_code, 403)
        staff = Client(enforce_csrf_checks=True)
        staff.force_login(self.staff)
        self.assertEqual(staff.post(self.url("fourfold-chargen-approve")).status_code, 403)
        self.assertEqual(self.state(), before)
        page = strict.get(self.url("fourfold-chargen-sheet"))
        self.assertContains(page, "csrfmiddlewaretoken")

    def test_an_unknown_character_or_ruleset_is_404(self):
        self.assertEqual(self.owner_client.get(reverse("fourfold-chargen-sheet", args=[999999, "pbta"])).status_code,
                         404)
        self.assertEqual(self.owner_client.get(self.url("fourfold-chargen-sheet", key="chess")).status_code, 404)
