"""+events: created in the creator's timezone, shown in each reader's,
stored on the calendar Script (survives a reload), sign-ups, edit,
reschedule and cancel by the creator or staff only, bad dates and times
refused with nothing stored, and upcoming() for the web."""

import time
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

from evennia.scripts.models import ScriptDB

from features.community import events, profile
from features.community.commands.events import CmdEvents, parse_time, parse_when
from tests.helpers.community import CommunityTest


def day(offset=10):
    return (datetime.now(timezone.utc) + timedelta(days=offset)).strftime("%Y-%m-%d")


class EventTest(CommunityTest):
    def create(self, args, caller=None):
        return self.call(CmdEvents(), f"/create {args}", caller=caller or self.char2)


class TestCreateAndShow(EventTest):
    def test_times_in_each_players_timezone(self):
        profile.set_field(self.char2, "timezone", "America/New_York")
        out = self.create(f"{day()} 20:00=Winter feast/Music at the lodge.")
        self.assertIn("Event #1 'Winter feast' is on the calendar for", out)
        event = events.get_event(1)
        y, m, d = (int(x) for x in day().split("-"))
        self.assertEqual(event["when"], datetime(y, m, d, 20, 0, tzinfo=ZoneInfo("America/New_York")).timestamp())
        shown_utc = datetime.fromtimestamp(event["when"], timezone.utc).strftime("%Y-%m-%d %H:%M")
        self.assertIn(f"{shown_utc} UTC", self.call(CmdEvents(), " 1", caller=self.char1))
        self.assertIn(f"{day()} 20:00 E", self.call(CmdEvents(), " 1", caller=self.char2))

    def test_list_and_detail(self):
        self.create(f"{day(3)} 8pm=Later/")
        self.create(f"{day(2)} 9:30am=Sooner/Early start.")
        out = self.call(CmdEvents(), "", caller=self.char1)
        self.assertLess(out.index("Sooner"), out.index("Later"))
        self.assertIn("Times are in UTC", out)
        out = self.call(CmdEvents(), " #2", caller=self.char1)
        self.assertIn("Event #2: Sooner", out)
        self.assertIn("09:30", out)
        self.assertIn("Organizer: Char2", out)
        self.assertIn("Early start.", out)

    def test_empty_calendar(self):
        self.call(CmdEvents(), "", "No events are planned.")
        self.assertFalse(ScriptDB.objects.filter(db_key=events.KEY).exists())

    def test_stored_on_the_calendar_script(self):
        self.create(f"{day()} 20:00=Feast/x")
        script = ScriptDB.objects.get(db_key=events.KEY)
        script.attributes.reset_cache()
        self.assertEqual(script.attributes.get("1", category=events.CATEGORY)["title"], "Feast")

    def test_bad_input_changes_nothing(self):
        cases = [
            ("/create", "Use '='"),
            (f"/create {day()}=Feast/x", "Give a date and a time"),
            ("/create 2026-13-40 20:00=Feast/x", "'2026-13-40' is not a date"),
            (f"/create {day()} 25:00=Feast/x", "'25:00' is not a time"),
            (f"/create {day()} 13pm=Feast/x", "'13pm' is not a time"),
            ("/create 2001-01-01 20:00=Feast/x", "That time has already passed."),
            (f"/create {day(5000)} 20:00=Feast/x", "Events can be set at most 400 days ahead."),
            (f"/create {day()} 20:00=/only text", "Give the event a title"),
            (f"/create {day()} 20:00=" + "T" * 61 + "/x", "Keep the title to 60 characters."),
            (" 99", "There is no event #99."),
            (" soon", "Give the event's number"),
            ("/signup 1", "There is no event #1."),
            ("/create/cancel 1", "Use one switch at a time."),
            ("/frobnicate", "Unknown switch /frobnicate"),
        ]
        for args, expected in cases:
            with self.subTest(args=args):
                self.refuse(CmdEvents(), args, expected, caller=self.char2)

    def test_title_is_one_line(self):
        self.create(f"{day()} 20:00=Feast|/Admin says hi/x")
        self.assertNotIn("|/", events.get_event(1)["title"])


class TestSignupAndChanges(EventTest):
    def setUp(self):
        super().setUp()
        self.create(f"{day()} 20:00=Feast/Food.")

    def test_signup_and_unsignup(self):
        self.call(CmdEvents(), "/signup 1", "You signed up for event #1", caller=self.char1)
        self.assertEqual(events.get_event(1)["signups"], [self.char1.id])
        self.assertIn("Signed up: Char", self.call(CmdEvents(), " 1"))
        self.refuse(CmdEvents(), "/signup 1", "You are already signed up", caller=self.char1)
        self.call(CmdEvents(), "/unsignup 1", "You are no longer signed up", caller=self.char1)
        self.refuse(CmdEvents(), "/unsignup 1", "You are not signed up", caller=self.char1)

    def test_signup_for_a_past_event_is_refused(self):
        event = events.get_event(1)
        event["when"] = time.time() - 60
        events.update_event(event)
        self.refuse(CmdEvents(), "/signup 1", "That event is over.")

    def test_creator_edits_reschedules_and_cancels(self):
        self.call(CmdEvents(), "/edit 1=Great feast/More food.", "Event #1 is now 'Great feast'.",
                  caller=self.char2)
        self.assertEqual(events.get_event(1)["text"], "More food.")
        self.call(CmdEvents(), f"/reschedule 1={day(11)} 21:00", "Event #1 moved to", caller=self.char2)
        self.call(CmdEvents(), "/cancel 1", "Event #1 'Great feast' is cancelled.", caller=self.char2)
        self.assertIsNone(events.get_event(1))

    def test_others_may_not_change_it(self):
        """Char1 is staff; a third, plain character may not touch Char2's event."""
        other = self.make_char("Dee")
        for args in ("/edit 1=Mine/x", f"/reschedule 1={day(12)} 10:00", "/cancel 1"):
            with self.subTest(args=args):
                self.refuse(CmdEvents(), args, "Only the event's creator or staff may change it.",
                            caller=other)

    def test_staff_may(self):
        self.call(CmdEvents(), "/cancel 1", "Event #1 'Feast' is cancelled.", caller=self.char1)

    def test_signups_told_of_a_cancel(self):
        event = events.get_event(1)
        event["signups"].append(self.char1.id)
        events.update_event(event)
        from unittest import mock

        with mock.patch.object(type(self.char1), "msg") as told, \
                mock.patch.object(type(self.char1.sessions), "count", return_value=1):
            self.call(CmdEvents(), "/cancel 1", caller=self.char2)
        self.assertTrue(any("which you signed up for, was cancelled" in str(c) for c in told.call_args_list))


class TestUpcoming(EventTest):
    def test_upcoming_for_the_web(self):
        self.create(f"{day(2)} 20:00=Second/")
        self.create(f"{day(1)} 20:00=First/")
        past = events.add_event(self.char1, time.time() - 3600, "Gone", "")
        found = events.upcoming(limit=5)
        self.assertEqual([e["title"] for e in found], ["First", "Second"])
        self.assertNotIn(past["id"], [e["id"] for e in found])
        self.assertEqual(found[0]["when_utc"], f"{day(1)} 20:00")
        self.assertEqual(len(events.upcoming(limit=1)), 1)


class TestParsing(CommunityTest):
    def test_times(self):
        self.assertEqual(parse_time("8pm"), (20, 0))
        self.assertEqual(parse_time("12am"), (0, 0))
        self.assertEqual(parse_time("12:30pm"), (12, 30))
        self.assertEqual(parse_time("23:59"), (23, 59))
        for bad in ("24:00", "0am", "7:60", "noon", "٣:00", ""):
            self.assertIsNone(parse_time(bad), bad)

    def test_today_and_tomorrow(self):
        now = datetime(2026, 6, 1, 12, 0, tzinfo=timezone.utc).timestamp()
        stamp, _ = parse_when("tomorrow 9am", timezone.utc, now=now)
        self.assertEqual(stamp, datetime(2026, 6, 2, 9, 0, tzinfo=timezone.utc).timestamp())
        stamp, why = parse_when("today 9am", timezone.utc, now=now)
        self.assertIsNone(stamp)
        self.assertEqual(why, "That time has already passed.")
        stamp, _ = parse_when("today 8 pm", timezone.utc, now=now)
        self.assertEqual(stamp, datetime(2026, 6, 1, 20, 0, tzinfo=timezone.utc).timestamp())
