"""Shared set-up for the advancement tests: a scripted clock for the ledger
(``self.advance(seconds)``), both characters approved in fs3 and muse, and
every advancement record in what a refused command must leave alone."""

from datetime import datetime, timedelta, timezone
from unittest import mock

from features.advancement import ledger
from features.advancement.models import Entry
from rulesets.registry import set_room_ruleset
from tests.helpers.game import FS3CommandTest

START = datetime(2026, 3, 2, 12, 0, tzinfo=timezone.utc)  # a Monday noon
DAY = 86400
WEEK = 7 * DAY


def number_entries_from_one():
    """The tests name entries #1, #2...: each test's rows are rolled back, but
    PostgreSQL does not reuse ids, so the id sequence starts again at 1."""
    from django.core.management.color import no_style
    from django.db import connection

    from features.advancement.models import Entry

    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            for sql in connection.ops.sequence_reset_sql(no_style(), [Entry]):
                cursor.execute(sql)


class AdvancementTest(FS3CommandTest):
    def setUp(self):
        super().setUp()
        number_entries_from_one()
        self.clock = START
        self._start(mock.patch.object(ledger, "now", lambda: self.clock))
        for char in (self.char1, self.char2):
            char.fs3.approved = True
            char.muse.approved = True

    def advance(self, seconds):
        self.clock = self.clock + timedelta(seconds=seconds)

    def play(self, key):
        """Make Room play the ruleset ``key``."""
        set_room_ruleset(self.room1, key)
        for char in (self.char1, self.char2):
            char.sync_ruleset()

    def entries(self):
        return list(Entry.objects.order_by("id").values(
            "id", "char_id", "ruleset", "kind", "amount", "levels", "ability", "old_rating", "new_rating",
            "reason", "by_id", "created", "undoes_id"))

    def state(self, *extra):
        out = super().state(*extra)
        out["entries"] = self.entries()
        for char in (self.char1, self.char2) + tuple(extra):
            out[char.key + " muse"] = {a.key: a.value for a in char.attributes.all() if a.category == "muse"}
        return out
