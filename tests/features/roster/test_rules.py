"""features/roster/rules.py: when the sweep warns and when it marks idle."""

from django.test import SimpleTestCase

from features.roster.rules import ACTIVE, DAY, IDLE, WAIT, WARN, idle_step


def step(days_away, warned_days_ago=None, idle=60, warn=7):
    now = 1000 * DAY
    warned = None if warned_days_ago is None else now - warned_days_ago * DAY
    return idle_step(now - days_away * DAY, now, warned, idle, warn)


class TestIdleStep(SimpleTestCase):
    def test_the_ruled_days(self):
        self.assertEqual(step(52.9), ACTIVE)
        self.assertEqual(step(53), WARN)              # 7 days before 60
        self.assertEqual(step(55, warned_days_ago=2), WAIT)
        self.assertEqual(step(59.9, warned_days_ago=6.9), WAIT)
        self.assertEqual(step(60, warned_days_ago=7), IDLE)

    def test_never_marked_without_the_days_of_notice(self):
        # first met long past the mark: warned first, marked a week later
        self.assertEqual(step(200), WARN)
        self.assertEqual(step(201, warned_days_ago=1), WAIT)
        self.assertEqual(step(207, warned_days_ago=7), IDLE)

    def test_a_warning_from_before_the_last_login_does_not_count(self):
        # warned 100 days ago, then came back 54 days ago: warned again
        self.assertEqual(step(54, warned_days_ago=100), WARN)

    def test_other_settings(self):
        self.assertEqual(step(8, idle=10, warn=2), WARN)
        self.assertEqual(step(10, warned_days_ago=2, idle=10, warn=2), IDLE)
        # no notice at all: marked at the day itself, never mailed
        self.assertEqual(step(9.9, idle=10, warn=0), ACTIVE)
        self.assertEqual(step(10, idle=10, warn=0), IDLE)
        # notice longer than the idle days is held to them
        self.assertEqual(step(0, idle=5, warn=9), WARN)
