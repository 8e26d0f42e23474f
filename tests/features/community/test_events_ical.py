"""The iCal feed of upcoming events (features/community/web/ical.py,
/events.ics): RFC 5545 escaping of hostile player text, line folding at
75 octets that never splits a UTF-8 character, CRLF line ends, and the feed
holding upcoming events only."""

import time
from unittest import TestCase

from features.community import events
from features.community.web import ical
from tests.helpers.reqev_web import ReqEvWebTest

HOSTILE = "Feast; bring wine, bread\\cheese\r\nEND:VEVENT\r\nBEGIN:VEVENT\nSUMMARY:pwned"


def unfold(text: str) -> list[str]:
    """Content lines as a calendar app reads them (RFC 5545 3.1)."""
    return text.replace("\r\n ", "").split("\r\n")


def unescape(value: str) -> str:
    out, chars = [], iter(value)
    for c in chars:
        if c == "\\":
            nxt = next(chars)
            out.append("\n" if nxt in "nN" else nxt)
        else:
            out.append(c)
    return "".join(out)


class TestEscapeAndFold(TestCase):
    def test_hostile_text_stays_one_value(self):
        value = ical.escape_text(HOSTILE)
        self.assertNotIn("\n", value)
        self.assertNotIn("\r", value)
        self.assertIn("Feast\\; bring wine\\, bread\\\\cheese\\nEND:VEVENT", value)
        self.assertEqual(unescape(value), HOSTILE.replace("\r\n", "\n"))

    def test_control_characters_and_colour_codes_go(self):
        self.assertEqual(ical.escape_text("|rRed|n\x00\x07 bell\ttab"), "Red bell\ttab")

    def test_folding_at_75_octets(self):
        line = "DESCRIPTION:" + "a" * 300
        folded = ical.fold(line)
        physical = folded.split("\r\n")
        self.assertTrue(all(len(p.encode()) <= 75 for p in physical))
        self.assertTrue(all(p.startswith(" ") for p in physical[1:]))
        self.assertEqual(len(physical[0].encode()), 75)
        self.assertEqual(folded.replace("\r\n ", ""), line)

    def test_folding_never_splits_a_character(self):
        line = "SUMMARY:" + "é🎉中" * 40
        physical = ical.fold(line).split("\r\n")
        for part in physical:
            self.assertLessEqual(len(part.encode("utf-8")), 75)
            part.encode("utf-8").decode("utf-8")  # whole characters only
        self.assertEqual("".join(p[1:] if i else p for i, p in enumerate(physical)), line)

    def test_short_lines_stay(self):
        self.assertEqual(ical.fold("VERSION:2.0"), "VERSION:2.0")


class TestFeed(ReqEvWebTest):
    def test_the_feed(self):
        events.add_event(self.mara, time.time() + 86400, HOSTILE[:60], HOSTILE + " " + "long " * 40)
        events.add_event(self.mara, time.time() - 86400, "Over already", "")
        page = self.client_for().get("/events.ics")
        self.assertEqual(page["Content-Type"], "text/calendar; charset=utf-8")
        body = page.content.decode("utf-8")
        self.assertTrue(body.endswith("\r\n"))
        self.assertNotIn("\n", body.replace("\r\n", ""))  # no bare line feed
        self.assertTrue(all(len(p.encode()) <= 75 for p in body.split("\r\n")))
        lines = unfold(body)
        self.assertEqual(lines[0], "BEGIN:VCALENDAR")
        self.assertEqual([ln for ln in lines if ln.startswith(("BEGIN:", "END:"))],
                         ["BEGIN:VCALENDAR", "BEGIN:VEVENT", "END:VEVENT", "END:VCALENDAR"])
        summary = next(ln for ln in lines if ln.startswith("SUMMARY:"))
        self.assertEqual(unescape(summary[len("SUMMARY:"):]), HOSTILE[:60].replace("\r\n", "\n"))
        self.assertNotIn("Over already", body)
        self.assertIn("URL:http://testserver/events/1/", lines)
        self.assertTrue(any(ln.startswith("DTSTART:") and ln.endswith("Z") for ln in lines))
        self.assertIn("DURATION:PT120M", lines)
