"""The record every account deletion leaves.

It says who asked for it (the player themself or a staff member, with the
staff member's reason), which account it was (by id and the placeholder
name the account carries afterwards), when, and how many things of each
kind were erased or renamed. It never holds the erased data: not the old
username, the e-mail address, a profile field or a letter.
"""

from django.db import models


class Deletion(models.Model):
    account_id = models.IntegerField(db_index=True)
    # the name the scrubbed account carries from now on ("deleted#12")
    placeholder = models.CharField(max_length=40)
    by_id = models.IntegerField(null=True)
    by_name = models.CharField(max_length=80, default="")
    by_staff = models.BooleanField(default=False)
    reason = models.TextField(default="", blank=True)
    # the policy that named the poses left in shared scenes: "character" or "former"
    poses_name = models.CharField(max_length=20, default="character")
    # kind -> how many ({"characters": 2, "mail": 5, "scene entries renamed": 0, ...})
    removed = models.JSONField(default=dict)
    when = models.DateTimeField(db_index=True)

    class Meta:
        ordering = ("-when", "-id")

    def __str__(self):
        return f"Deletion of account #{self.account_id} on {self.when:%Y-%m-%d}"
