"""The events calendar on the web (features/community/web/events_web.py):
anyone reads it; a player creates an event, signs up and cancels the
sign-up as their character; its creator or staff edit and cancel it, and
those signed up hear of it in the game. Times are typed and shown in the
viewer's +finger timezone. Every form is tried as the wrong person, with
bad input and without its CSRF token: refused, answered, nothing changed."""

import time
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

from django.test import override_settings

from features.community import events, profile
from tests.helpers.reqev_web import ReqEvWebTest

HOSTILE = '<script>alert("x")</script> & "quotes"'


def day(offset=10):
    return (datetime.now(timezone.utc) + timedelta(days=offset)).strftime("%Y-%m-%d")


class EventWebTest(ReqEvWebTest):
    def make(self, creator=None, title="Feast", text="Bring food.", offset=10):
        return events.add_event(creator or self.mara, time.time() + offset * 86400, title, text)

    def post(self, account, path, **data):
        return self.client_for(account).post(path, data)


class TestCreate(EventWebTest):
    def test_made_in_the_creators_timezone_shown_in_each_viewers(self):
        profile.set_field(self.mara, "timezone", "America/New_York")
        profile.set_field(self.dee, "timezone", "Europe/Paris")
        page = self.post(self.owner, "/events/new/", title="Winter feast", text="Music.",
                         date=day(), time="20:00")
        event = events.get_event(1)
        self.assertRedirects(page, "/events/1/", fetch_redirect_response=False)
        y, m, d = (int(x) for x in day().split("-"))
        self.assertEqual(event["when"], datetime(y, m, d, 20, 0, tzinfo=ZoneInfo("America/New_York")).timestamp())
        self.assertEqual((event["creator"], event["title"], event["text"]), (self.mara.id, "Winter feast", "Music."))
        paris = datetime.fromtimestamp(event["when"], ZoneInfo("Europe/Paris")).strftime("%Y-%m-%d %H:%M")
        self.assertContains(self.client_for(self.other).get("/events/"), paris)
        self.assertContains(self.client_for(self.other).get("/events/"), "Times are in Europe/Paris")
        utc = datetime.fromtimestamp(event["when"], timezone.utc).strftime("%Y-%m-%d %H:%M")
        self.assertContains(self.client_for().get("/events/1/"), f"{utc} UTC")
        self.assertContains(self.client_for(self.owner).get("/events/1/"), f"{day()} 20:00 E")

    def test_bad_input_is_answered_and_nothing_is_stored(self):
        good = {"title": "Feast", "text": "", "date": day(), "time": "20:00"}
        cases = [
            ({"title": ""}, "Give the event a title."),
            ({"title": "T" * 61}, "Keep the title to 60 characters."),
            ({"text": "x" * 2001}, "Keep the text to 2000 characters."),
            ({"date": ""}, "Give a date."),
            ({"time": ""}, "Give a time."),
            ({"date": "2026-13-40"}, "is not a date"),
            ({"time": "25:00"}, "is not a time"),
            ({"date": "2001-01-01"}, "That time has already passed."),
            ({"date": day(5000)}, "Events can be set at most 400 days ahead."),
            ({"character": str(self.dee.id)}, "Choose one of your characters."),
        ]
        before = self.state()
        for change, message in cases:
            with self.subTest(change=change):
                page = self.post(self.owner, "/events/new/", **{**good, **change})
                self.assertContains(page, message, status_code=400)
                self.assertEqual(self.state(), before)

    def test_anonymous_may_read_but_not_write(self):
        self.make()
        for path in ("/events/", "/events/1/", "/events.ics"):
            self.assertEqual(self.client_for().get(path).status_code, 200, path)
        before = self.state()
        for path, data in (("/events/new/", {"title": "X", "date": day(), "time": "20:00"}),
                           ("/events/1/edit/", {"title": "X", "date": day(), "time": "20:00"}),
                           ("/events/1/signup/", {}), ("/events/1/unsignup/", {}),
                           ("/events/1/cancel/", {})):
            with self.subTest(path=path):
                page = self.client_for().post(path, data)
                self.assertEqual(page.status_code, 302)
                self.assertIn("login", page["Location"])
        self.assertEqual(self.client_for().get("/events/new/").status_code, 302)
        self.assertEqual(self.state(), before)
        self.assertEqual(self.client_for().get("/events/99/").status_code, 404)


class TestSignups(EventWebTest):
    def setUp(self):
        super().setUp()
        self.make()

    def test_sign_up_and_cancel_the_sign_up(self):
        self.post(self.other, "/events/1/signup/")
        self.assertEqual(events.get_event(1)["signups"], [self.dee.id])
        page = self.client_for(self.other).get("/events/1/")
        self.assertContains(page, "Dee")
        self.assertContains(page, 'id="unsignup-form"')
        self.assertNotContains(page, 'id="signup-form"')
        self.post(self.other, "/events/1/unsignup/")
        self.assertEqual(events.get_event(1)["signups"], [])

    def test_refusals_change_nothing(self):
        self.post(self.other, "/events/1/signup/")
        before = self.state()
        cases = [
            (self.other, "signup/", {}, "You are already signed up for event #1."),
            (self.owner, "unsignup/", {}, "You are not signed up for event #1."),
            (self.owner, "signup/", {"character": str(self.dee.id)}, "Choose one of your characters."),
            (self.owner, "unsignup/", {"character": str(self.dee.id)}, "Choose one of your characters."),
        ]
        for account, action, data, message in cases:
            with self.subTest(action=action, account=account.key):
                page = self.client_for(account).post("/events/1/" + action, data)
                self.assertContains(page, message, status_code=400)
                self.assertEqual(self.state(), before)
        self.assertEqual(self.post(self.owner, "/events/99/signup/").status_code, 404)

    def test_an_event_that_is_over(self):
        event = events.get_event(1)
        event["when"] = time.time() - 60
        events.update_event(event)
        before = self.state()
        self.assertContains(self.post(self.other, "/events/1/signup/"), "That event is over.", status_code=400)
        self.assertEqual(self.state(), before)
        self.assertContains(self.client_for(self.other).get("/events/1/"), "(over)")

    def test_csrf_token_needed(self):
        before = self.state()
        client = self.client_for(self.other, csrf=True)
        for action in ("signup/", "unsignup/", "cancel/", "edit/"):
            self.assertEqual(client.post("/events/1/" + action, {}).status_code, 403, action)
        self.assertEqual(client.post("/events/new/", {"title": "X"}).status_code, 403)
        self.assertEqual(self.state(), before)


class TestRate(EventWebTest):
    @override_settings(FOURFOLD_WEB_WRITE_RATE=(2, 60))
    def test_the_form_rate_limit(self):
        self.make()
        client = self.client_for(self.other)
        client.post("/events/1/signup/")
        client.post("/events/1/unsignup/")
        before = self.state()
        for path, data in (("/events/1/signup/", {}),
                           ("/events/new/", {"title": "X", "date": day(), "time": "20:00"})):
            with self.subTest(path=path):
                self.assertContains(client.post(path, data), "too many changes", status_code=429)
                self.assertEqual(self.state(), before)


class TestChanges(EventWebTest):
    def setUp(self):
        super().setUp()
        self.make()
        events.signup(1, self.dee)

    def form(self, **change):
        moment = datetime.fromtimestamp(events.get_event(1)["when"], timezone.utc)
        return {"title": "Feast", "text": "Bring food.", "date": moment.strftime("%Y-%m-%d"),
                "time": moment.strftime("%H:%M"), **change}

    def test_the_creator_edits_and_those_signed_up_hear_of_a_new_time(self):
        self.online()
        heard = self.told(self.dee)
        self.assertContains(self.client_for(self.owner).get("/events/1/edit/"), 'value="Feast"')
        self.post(self.owner, "/events/1/edit/", **self.form(title="Great feast"))
        self.assertEqual(events.get_event(1)["title"], "Great feast")
        self.assertEqual(heard(), [])  # same time: nobody told
        self.post(self.owner, "/events/1/edit/", **self.form(title="Great feast", date=day(12), time="21:00"))
        y, m, d = (int(x) for x in day(12).split("-"))
        self.assertEqual(events.get_event(1)["when"], datetime(y, m, d, 21, tzinfo=timezone.utc).timestamp())
        self.assertTrue(any("moved to a new time" in t for t in heard()))

    def test_a_past_events_text_may_still_be_edited(self):
        event = events.get_event(1)
        event["when"] = time.time() - 3600
        events.update_event(event)
        self.post(self.owner, "/events/1/edit/", **self.form(text="It went well."))
        self.assertEqual(events.get_event(1)["text"], "It went well.")

    def test_bad_edits_change_nothing(self):
        before = self.state()
        for change, message in (({"title": ""}, "Give the event a title."),
                                ({"date": "2001-01-01"}, "That time has already passed."),
                                ({"time": "noon"}, "is not a time")):
            with self.subTest(change=change):
                page = self.post(self.owner, "/events/1/edit/", **self.form(**change))
                self.assertContains(page, message, status_code=400)
                self.assertEqual(self.state(), before)

    def test_another_player_may_not_edit_or_cancel(self):
        before = self.state()
        self.assertEqual(self.client_for(self.other).get("/events/1/edit/").status_code, 403)
        self.assertEqual(self.post(self.other, "/events/1/edit/", **self.form(title="Mine")).status_code, 403)
        self.assertEqual(self.post(self.other, "/events/1/cancel/").status_code, 403)
        self.assertEqual(self.state(), before)
        self.assertNotContains(self.client_for(self.other).get("/events/1/"), 'id="cancel-form"')

    def test_the_creator_cancels_and_those_signed_up_are_told(self):
        self.online()
        heard = self.told(self.dee)
        page = self.post(self.owner, "/events/1/cancel/")
        self.assertRedirects(page, "/events/", fetch_redirect_response=False)
        self.assertIsNone(events.get_event(1))
        self.assertTrue(any("which you signed up for, was cancelled" in t for t in heard()))

    def test_staff_may_edit_and_cancel(self):
        self.post(self.staff, "/events/1/edit/", **self.form(title="Staff feast"))
        self.assertEqual(events.get_event(1)["title"], "Staff feast")
        self.post(self.staff, "/events/1/cancel/")
        self.assertIsNone(events.get_event(1))


class TestEscaping(EventWebTest):
    def test_player_text_is_escaped_on_every_page(self):
        self.make(title=HOSTILE[:60], text=HOSTILE)
        events.signup(1, self.dee)
        for account in (None, self.owner):
            for path in ("/events/", "/events/1/", "/events/1/edit/"):
                if account is None and path.endswith("edit/"):
                    continue
                with self.subTest(path=path):
                    page = self.client_for(account).get(path).content.decode()
                    self.assertNotIn("<script>alert", page)
                    self.assertIn("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;", page)
