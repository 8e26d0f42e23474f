"""What the staff console keeps: the settings staff set, and a record of
every change to them."""

from django.db import models


class GameSetting(models.Model):
    """One setting's value as staff set it on the console (JSON, so a number
    stays a number)."""

    name = models.CharField(max_length=80, unique=True)
    value = models.JSONField(null=True)

    def __str__(self):
        return self.name


class SettingChange(models.Model):
    """One change made on the console: which setting, its value before and
    after, who made it and when. Never edited or deleted by the game."""

    name = models.CharField(max_length=80, db_index=True)
    old = models.JSONField(null=True)
    new = models.JSONField(null=True)
    by_id = models.IntegerField(null=True)
    by_name = models.CharField(max_length=80, default="")
    when = models.DateTimeField(db_index=True)

    class Meta:
        ordering = ("-when", "-id")

    def __str__(self):
        return f"{self.name} by {self.by_name} at {self.when:%Y-%m-%d %H:%M}"
