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


class StaffAction(models.Model):
    """One action taken on the console other than a setting's change (a
    boot, a ban, an unban, a reload): what, to whom, why, by whom, when."""

    action = models.CharField(max_length=20, db_index=True)
    target = models.CharField(max_length=120, default="")
    reason = models.TextField(blank=True, default="")
    by_id = models.IntegerField(null=True)
    by_name = models.CharField(max_length=80, default="")
    when = models.DateTimeField(db_index=True)

    class Meta:
        ordering = ("-when", "-id")

    def __str__(self):
        return f"{self.action} {self.target} by {self.by_name}"


class LoginRecord(models.Model):
    """A character put in play: by which account, from which address and
    client, when. The console's history of a player."""

    account_id = models.IntegerField(db_index=True)
    account_name = models.CharField(max_length=80, default="")
    character = models.CharField(max_length=80, default="")
    address = models.CharField(max_length=80, default="")
    client = models.CharField(max_length=40, default="")
    when = models.DateTimeField(db_index=True)

    class Meta:
        ordering = ("-when", "-id")

    def __str__(self):
        return f"{self.account_name} as {self.character} from {self.address}"
