"""The daily idle sweep on a scripted clock: one warning mail, the idle mark
after the ruled days, staff and active players left alone, nothing deleted."""

from unittest import mock

from django.conf import settings
from django.test import override_settings
from evennia.comms.models import Msg
from evennia.objects.models import ObjectDB

from features.community import mail
from features.roster import store
from features.roster.hooks import came_back
from features.roster.script import SCRIPT_KEY, IdleSweepScript
from features.roster.sweep import sweep
from tests.helpers.roster import RosterTest, at


class TestSweep(RosterTest):
    def letters(self, char):
        return [(m.header, mail.sender_name(m)) for m in mail.inbox(char)]

    def test_warned_once_then_idle_and_nothing_deleted(self):
        self.seen(self.char2, 50)  # Char2 played more lately
        objects, letters = ObjectDB.objects.count(), Msg.objects.count()
        for day in range(0, 53):
            self.assertEqual(sweep(at(day)).warned, [], day)
        self.assertEqual(self.letters(self.dee), [])
        report = sweep(at(53))
        self.assertEqual(report.warned, [self.dee])
        self.assertEqual(self.letters(self.dee), [("Dee will soon be marked idle", "Staff")])
        self.assertIn("7 days", mail.inbox(self.dee)[0].message)
        for day in range(54, 60):
            report = sweep(at(day))
            self.assertEqual((report.warned, report.idled), ([], []), day)
        self.assertIsNone(store.state(self.dee))
        self.assertEqual(sweep(at(60)).idled, [self.dee])
        self.assertEqual(store.state(self.dee), store.IDLE)
        self.assertEqual(store.get(self.dee, "idle_since"), at(60))
        for day in range(61, 120):
            report = sweep(at(day))
            self.assertNotIn(self.dee, report.warned + report.idled, day)
        self.assertEqual(len(self.letters(self.dee)), 1)  # warned once, only once
        # Char2 was warned in its own time, never marked; nothing was deleted
        self.assertEqual(self.letters(self.char2), [("Char2 will soon be marked idle", "Staff")])
        self.assertEqual(ObjectDB.objects.count(), objects)
        self.assertEqual(Msg.objects.count(), letters + 2)
        self.assertIn(self.dee, self.dee_account.characters.all())
        self.assertEqual([h["what"] for h in store.history(self.dee)], ["warned", "idle"])

    def test_staff_and_online_characters_are_not_swept(self):
        self.seen(self.char1, 0)
        # Char2's player is connected (and has been for months)
        self._start(mock.patch("features.roster.sweep.is_online", lambda char: char == self.char2))
        for day in (53, 60, 90):
            sweep(at(day))
        self.assertEqual(mail.inbox(self.char1), [])
        self.assertEqual(mail.inbox(self.char2), [])
        self.assertIsNone(store.state(self.char1))
        self.assertIsNone(store.state(self.char2))
        self.assertEqual(store.state(self.dee), store.IDLE)

    def test_first_met_long_past_the_mark_gets_its_days_of_notice(self):
        sweep(at(300))
        self.assertIsNone(store.state(self.dee))
        self.assertEqual(len(mail.inbox(self.dee)), 1)
        sweep(at(306))
        self.assertIsNone(store.state(self.dee))
        sweep(at(307))
        self.assertEqual(store.state(self.dee), store.IDLE)

    def test_logging_in_stops_it(self):
        sweep(at(53))
        self.seen(self.dee, 55)  # the warning worked
        for day in range(56, 108):
            sweep(at(day))
        self.assertIsNone(store.state(self.dee))
        self.assertEqual(len(mail.inbox(self.dee)), 1)
        sweep(at(108))  # 53 days after the new login: a new warning
        self.assertEqual(len(mail.inbox(self.dee)), 2)

    def test_coming_back_when_idle_clears_the_mark(self):
        sweep(at(53))
        sweep(at(60))
        came_back(self.dee)  # the at_post_puppet hook
        self.assertIsNone(store.state(self.dee))
        # and the sweep alone notices a login too
        sweep(at(300))
        sweep(at(307))
        self.assertEqual(store.state(self.dee), store.IDLE)
        self.seen(self.dee, 308)
        sweep(at(309))
        self.assertIsNone(store.state(self.dee))

    def test_without_a_profile_record_the_account_login_counts(self):
        from datetime import datetime, timezone

        self.dee.attributes.remove("last_online", category="profile")
        self.dee_account.last_login = datetime.fromtimestamp(at(10), timezone.utc)
        self.dee_account.save()
        sweep(at(62))
        self.assertEqual(mail.inbox(self.dee), [])
        sweep(at(63))
        self.assertEqual(len(mail.inbox(self.dee)), 1)

    @override_settings(FOURFOLD_IDLE_DAYS=10, FOURFOLD_IDLE_WARNING_DAYS=2)
    def test_the_days_are_settings(self):
        sweep(at(7))
        self.assertEqual(mail.inbox(self.dee), [])
        sweep(at(8))
        self.assertIn("2 days", mail.inbox(self.dee)[0].message)
        sweep(at(10))
        self.assertEqual(store.state(self.dee), store.IDLE)

    def test_the_warning_cannot_be_answered(self):
        from features.community.commands.mail import CmdMail

        sweep(at(53))
        self.dee.account = self.dee_account
        out = self.call(CmdMail(), "", "Your mail (1, 1 unread)", caller=self.dee)
        self.assertIn("Staff", out)
        self.call(CmdMail(), "/reply 1=Please keep him", "That mail is from Staff, who reads no answers",
                  caller=self.dee)
        self.assertEqual(len(mail.inbox(self.dee)), 1)


class TestSweepScript(RosterTest):
    def test_it_is_a_daily_global_script(self):
        entry = settings.GLOBAL_SCRIPTS[SCRIPT_KEY]
        self.assertEqual(entry["typeclass"], "features.roster.script.IdleSweepScript")
        self.assertEqual(entry["interval"], settings.FOURFOLD_IDLE_SWEEP_INTERVAL)
        self.assertEqual(settings.FOURFOLD_IDLE_SWEEP_INTERVAL, 86400)
        self.assertEqual((settings.FOURFOLD_IDLE_DAYS, settings.FOURFOLD_IDLE_WARNING_DAYS), (60, 7))
        from evennia import GLOBAL_SCRIPTS

        script = GLOBAL_SCRIPTS.get(SCRIPT_KEY)
        self.assertIsInstance(script, IdleSweepScript)
        self.assertEqual((script.interval, script.repeats, script.persistent), (86400, 0, True))

    def test_a_tick_sweeps_on_the_real_clock(self):
        from evennia.utils import create

        script = create.create_script(IdleSweepScript, autostart=False)
        self.addCleanup(script.delete)
        self.assertEqual((script.key, script.interval), (SCRIPT_KEY, 86400))
        self.dee.attributes.add("last_online", 1.0, category="profile")  # 1970
        script.at_repeat()
        self.assertEqual(len(mail.inbox(self.dee)), 1)
