"""The rooms' roll histories in the database: one row per roll.

A roll adds a row and never rewrites the room's others, so the write that
goes with each roll (core/rolls/history.py) is the few rows of that
reactor turn, not each changed room's whole list. The rows beyond
``FOURFOLD_ROLL_HISTORY`` a room are deleted later, away from the rolls.
"""

from django.db import models


class RollEntry(models.Model):
    """One roll in one room, as ``+rolls`` shows it: ``entry`` is the roll's
    JSON text (time, roller, roller_id, private, kind, text), encoded once
    when the roll is made and read back as it is. The room is named by its
    id rather than a foreign key: deleting a room deletes its rows through
    core/rolls/history.py ``forget_room``, without Django collecting this
    table for every object deleted."""

    room_id = models.IntegerField()
    time = models.FloatField()  # seconds since the epoch, as in ``entry``
    entry = models.TextField()

    class Meta:
        # a room's newest rows first: loading a room and keeping its last N
        indexes = [models.Index(fields=["room_id", "id"], name="fourfold_roll_room_id")]

    def __str__(self):
        return f"roll {self.pk} in room #{self.room_id}"
