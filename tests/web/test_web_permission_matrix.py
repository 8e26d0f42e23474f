"""The portal's forms as the wrong person: requests, events, chargen and the
wiki (the boards', mail's and profile's are tests/commands/test_permission_matrix.py's
TestCommunityWebForms). Each form, posted with a valid CSRF token by an
anonymous visitor (sent to sign in), another player or a player where only
staff may act, is refused and changes nothing: no request, comment, event,
sheet value or wiki revision appears or changes."""

from evennia.scripts.models import ScriptDB

from tests.helpers.community_web import CommunityWebTest

ANON, OTHER, PLAYER = "anonymous", "another player", "a player (not staff)"


class TestPortalForms(CommunityWebTest):
    def setUp(self):
        super().setUp()
        import time

        from features.community import events, requests
        from features.wiki import store

        self.char2.db.desc = "As it was."
        self.request = requests.file_request(self.char2, "Lamp oil", "The lamps are dry.")
        self.event = events.add_event(self.char2, time.time() + 86400 * 3, "Lantern walk", "At the quay.")
        self.staffer = self.account3.__class__.objects.get(id=self.account.id)  # TestAccount: a Developer
        store.create_page(self.staffer, "harbour", "The harbour", "Fog at dusk.", "theme", "public")

    def forms(self):
        """(what, url, data, who may not) for every form."""
        req, ev, char = self.request.id, self.event["id"], self.char2.id
        when = {"date": "2030-01-01", "time": "20:00", "title": "Taken", "text": "Over."}
        wiki = {"title": "Taken", "text": "Over.", "category": "theme", "access": "public", "save": "1"}
        return [
            ("file a request", "/requests/new/", {"title": "t", "text": "x"}, (ANON,)),
            ("comment on another's request", f"/requests/{req}/comment/", {"text": "x"}, (ANON, OTHER)),
            ("assign a request", f"/requests/{req}/assign/", {"staff": "TestAccount"}, (ANON, OTHER, PLAYER)),
            ("close a request", f"/requests/{req}/close/", {"closing": "done"}, (ANON, OTHER, PLAYER)),
            ("make an event", "/events/new/", when, (ANON,)),
            ("edit another's event", f"/events/{ev}/edit/", when, (ANON, OTHER)),
            ("cancel another's event", f"/events/{ev}/cancel/", {}, (ANON, OTHER)),
            ("sign up as nobody", f"/events/{ev}/signup/", {}, (ANON,)),
            ("save another's sheet", f"/chargen/{char}/pbta/", {"Forceful": "2"}, (ANON, OTHER)),
            ("copy the sample onto another's sheet", f"/chargen/{char}/pbta/template/", {}, (ANON, OTHER)),
            ("submit another's sheet", f"/chargen/{char}/fs3/submit/", {}, (ANON, OTHER)),
            ("answer on another's review", f"/chargen/{char}/fs3/reply/", {"text": "x"}, (ANON, OTHER)),
            ("approve a sheet", f"/chargen/review/{char}/fs3/approve/", {}, (ANON, OTHER, PLAYER)),
            ("unapprove a sheet", f"/chargen/review/{char}/fs3/unapprove/", {}, (ANON, OTHER, PLAYER)),
            ("comment as staff on a sheet", f"/chargen/review/{char}/fs3/comment/", {"text": "x"},
             (ANON, OTHER, PLAYER)),
            ("write a wiki page", "/wiki/new/", {**wiki, "slug": "taken"}, (ANON, OTHER, PLAYER)),
            ("revise a wiki page", "/wiki/harbour/edit/", {**wiki, "base": "1"}, (ANON, OTHER, PLAYER)),
        ]

    def whole_state(self):
        from features.community.models import Request, RequestComment
        from features.wiki.models import Page, Revision

        return (self.state(), sorted((a.key, str(a.value)) for a in self.char2.attributes.all()),
                list(Request.objects.values_list("id", "status", "assigned_name", "title").order_by("id")),
                list(RequestComment.objects.values_list("id", "text").order_by("id")),
                list(Page.objects.values_list("slug", "title").order_by("slug")),
                list(Revision.objects.values_list("id", "text").order_by("id")),
                sorted((s.db_key, str(s.attributes.all())) for s in ScriptDB.objects.all()))

    def clients(self):
        # another player: account3 (Tomas); a player where only staff may act:
        # account2, the owner of the request, the event and the sheet
        return {ANON: self.client_for(), OTHER: self.client_for(self.account3),
                PLAYER: self.client_for(self.account2)}

    def test_every_form_refuses_the_wrong_person_and_nothing_changes(self):
        clients = self.clients()
        before = self.whole_state()
        for what, url, data, refused_to in self.forms():
            for who in refused_to:
                with self.subTest(f"{what} as {who}"):
                    page = self.post(clients[who], url, data)
                    if who == ANON:
                        self.assertIn("/auth/login", page.get("Location", ""))
                    else:
                        self.assertNotEqual(page.status_code, 302, f"{what} went through")
                        self.assertIn(page.status_code, (400, 403, 404))
                    self.assertEqual(self.whole_state(), before)

    def test_the_right_person_gets_through(self):
        """The same forms do work for the right person, so the refusals above
        are the locks' and not a broken form's."""
        from features.community.models import Request

        owner, staff = self.client_for(self.account2), self.client_for(self.staffer)
        self.assertEqual(self.post(owner, f"/requests/{self.request.id}/comment/", {"text": "Any news?"})
                         .status_code, 302)
        self.assertEqual(self.post(staff, f"/requests/{self.request.id}/close/", {"closing": "Filled."})
                         .status_code, 302)
        self.assertNotEqual(Request.objects.get(id=self.request.id).status, Request.OPEN)
        self.assertEqual(self.post(owner, f"/events/{self.event['id']}/cancel/", {}).status_code, 302)
        self.assertEqual(self.post(staff, f"/chargen/review/{self.char2.id}/fs3/comment/", {"text": "Nice."})
                         .status_code, 302)
        self.assertEqual(self.post(owner, f"/chargen/{self.char2.id}/fs3/", {"Wit": "2"}).status_code, 302)
        self.assertEqual(self.char2.fs3.sheet().rating(self._wit()), 2)
        page = self.post(staff, "/wiki/harbour/edit/", {"title": "The harbour", "text": "Fog at noon.",
                                                        "category": "theme", "access": "public",
                                                        "save": "1", "base": "1"})
        self.assertEqual(page.status_code, 302)

    @staticmethod
    def _wit():
        from rulesets.fs3.catalogue import catalogue

        return catalogue().find("Wit")
