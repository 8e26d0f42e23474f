"""The weekly XP on a scripted clock: approved characters who took part in a
scene that week (a Participant row of a scene with entries in the week) get
2 XP, up to the cap; others get nothing; the Script's window runs from its
last award, so a week is never paid twice."""

from datetime import timedelta

from django.test import override_settings

from features.advancement import ledger, weekly
from features.advancement.models import Entry
from features.scenes.models import Participant, Scene, SceneEntry
from tests.helpers.advancement import DAY, START, WEEK, AdvancementTest


class WeeklyTest(AdvancementTest):
    def setUp(self):
        super().setUp()
        self.dee = self.make_char("Dee")
        self.dee.fs3.approved = True
        self.seq = 0

    def scene(self, members, posts_at, joined=None):
        scene = Scene.objects.create(room_id=self.room1.id, room_name="Room", started=START)
        for char in members:
            Participant.objects.create(scene=scene, char_id=char.id, name=char.key, joined=joined or START)
        for when in posts_at:
            self.seq += 1
            SceneEntry.objects.create(scene=scene, seq=self.seq, kind="pose", author_id=members[0].id,
                                      author_name=members[0].key, text="poses", created=when)
        return scene

    def xp(self, char):
        return ledger.balance(char.id, "fs3")

    def test_a_week_of_xp(self):
        end = START + timedelta(seconds=WEEK)
        self.char2.fs3.approved = False
        self.scene([self.char1, self.char2], [START + timedelta(days=2)])
        self.scene([self.dee], [START - timedelta(days=1)])  # last week's scene: not this week
        written = weekly.award_week(end)
        self.assertEqual([(e.char_id, e.kind, e.amount, e.by_id) for e in written],
                         [(self.char1.id, "weekly", 2, None)])
        self.assertEqual((self.xp(self.char1), self.xp(self.char2), self.xp(self.dee)), (2, 0, 0))
        self.assertEqual(written[0].created, end)
        self.assertIn("took part in a scene in the week to 2026-03-09", written[0].reason)

    def test_the_cap_holds_for_the_weekly_award(self):
        ledger.award_xp(self.char1, "fs3", 19, "staff", self.char1)
        self.scene([self.char1], [START + timedelta(days=1)])
        weekly.award_week(START + timedelta(seconds=WEEK))
        self.assertEqual(self.xp(self.char1), 20)
        self.scene([self.char1], [START + timedelta(days=8)])
        self.assertEqual(weekly.award_week(START + timedelta(seconds=2 * WEEK)), [])
        self.assertEqual(Entry.objects.filter(kind="weekly").count(), 1)

    def test_joined_after_the_week_does_not_count(self):
        end = START + timedelta(seconds=WEEK)
        self.scene([self.char1], [START + timedelta(days=1)], joined=end + timedelta(hours=1))
        self.assertEqual(weekly.award_week(end), [])

    @override_settings(FOURFOLD_FS3_XP_WEEKLY=False)
    def test_the_weekly_award_can_be_turned_off(self):
        self.scene([self.char1], [START + timedelta(days=1)])
        self.assertEqual(weekly.award_week(START + timedelta(seconds=WEEK)), [])

    def test_the_script_pays_each_week_once(self):
        from evennia.utils import create

        script = create.create_script(weekly.WeeklyAwardScript, key=weekly.WEEKLY_SCRIPT_KEY, autostart=False)
        self.assertEqual((script.interval, script.persistent), (WEEK, True))
        self.scene([self.char1], [START + timedelta(days=1), START + timedelta(days=9)])
        week1 = START + timedelta(seconds=WEEK)
        self.assertEqual(len(script.award(week1)), 1)
        self.assertEqual(script.award(week1), [])  # a second run at once: an empty window
        self.assertEqual(len(script.award(week1 + timedelta(seconds=WEEK))), 1)
        self.assertEqual(self.xp(self.char1), 4)
        self.clock = week1 + timedelta(seconds=2 * WEEK)
        script.at_repeat()  # the third week: no scene entries, nothing
        self.assertEqual(self.xp(self.char1), 4)
        script.delete()

    def test_weekly_xp_then_a_raise_on_the_clock(self):
        """Two weeks of play buy Alertness 0->1 and 1->2 (1 then 2 XP)."""
        from features.advancement.commands.xp import CmdXp

        for week in range(2):
            self.scene([self.char2], [self.clock + timedelta(days=1)])
            self.clock = self.clock + timedelta(seconds=WEEK)
            weekly.award_week(self.clock)
            self.call(CmdXp(), "/raise Alertness", "Alertness rises", caller=self.char2)
        self.assertEqual((self.char2.fs3.rating("Alertness"), self.xp(self.char2)), (2, 1))
        self.assertEqual(list(Entry.objects.order_by("id").values_list("kind", "amount")),
                         [("weekly", 2), ("raise", -1), ("weekly", 2), ("raise", -2)])
        self.assertEqual(DAY * 7, WEEK)


class TestMigrationsMatchTheModels(AdvancementTest):
    def test_no_missing_migration(self):
        from io import StringIO

        from django.core.management import call_command

        out = StringIO()
        call_command("makemigrations", "advancement", "--check", "--dry-run", stdout=out)
        self.assertIn("No changes detected", out.getvalue())
