"""Advancement records: one row for every award and spend, never changed or
deleted afterwards (an undo is a row of its own pointing at the one it
reverses). A character's bank in a ruleset is the sum of its rows'
``amount`` there.

Characters are kept by id and by name as it was (as the scene log does).
"""

from django.db import models

AWARD, WEEKLY, RAISE, LEVEL, UNDO = "award", "weekly", "raise", "level", "undo"
KINDS = ((AWARD, "award"), (WEEKLY, "weekly award"), (RAISE, "raise"), (LEVEL, "level award"),
         (UNDO, "undo"))


class Entry(models.Model):
    char_id = models.IntegerField(db_index=True)
    char_name = models.CharField(max_length=255)
    ruleset = models.CharField(max_length=40)
    kind = models.CharField(max_length=10, choices=KINDS)
    amount = models.IntegerField(default=0)    # change to the bank (XP, Trait points)
    levels = models.IntegerField(default=0)    # change to the level (muse)
    ability = models.CharField(max_length=80, default="", blank=True)
    old_rating = models.IntegerField(null=True, blank=True)
    new_rating = models.IntegerField(null=True, blank=True)
    reason = models.CharField(max_length=255, default="", blank=True)
    by_id = models.IntegerField(null=True, blank=True)  # who did it; None: the game (weekly)
    by_name = models.CharField(max_length=255, default="", blank=True)
    created = models.DateTimeField(db_index=True)
    undoes = models.OneToOneField("self", null=True, blank=True, on_delete=models.PROTECT,
                                  related_name="undone_by")

    class Meta:
        ordering = ("created", "id")
        indexes = [models.Index(fields=["char_id", "ruleset"])]

    def __str__(self):
        return f"Entry {self.id}: {self.kind} {self.amount:+d} for {self.char_name}"
