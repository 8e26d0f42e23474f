"""Site locks and the audit record of every moderation change.

A :class:`SiteLock` names a pattern (an address, a network in CIDR form or
a host name glob) and what it does to connections from there (``ban``,
``register`` or ``suspect``). An :class:`AuditEntry` is written for every
change staff make, so who did what and when stays known after the lock is
gone.
"""

from django.db import models


class SiteLock(models.Model):
    BAN, REGISTER, SUSPECT = "ban", "register", "suspect"
    KINDS = (BAN, REGISTER, SUSPECT)

    pattern = models.CharField(max_length=255)
    kind = models.CharField(max_length=10, choices=[(k, k) for k in KINDS])
    reason = models.TextField(default="", blank=True)
    by_id = models.IntegerField(null=True)
    by_name = models.CharField(max_length=80, default="")
    created = models.DateTimeField(db_index=True)

    class Meta:
        ordering = ("id",)

    def __str__(self):
        return f"{self.kind} {self.pattern}"


class AuditEntry(models.Model):
    # what was done: "sitelock add", "sitelock del", "gag", "gag lifted"
    action = models.CharField(max_length=40)
    # what it was done to, as a line ("ban 10.0.0.0/8: spam bots")
    target = models.TextField(default="")
    by_id = models.IntegerField(null=True)
    by_name = models.CharField(max_length=80, default="")
    when = models.DateTimeField(db_index=True)

    class Meta:
        ordering = ("-when", "-id")

    def __str__(self):
        return f"{self.when:%Y-%m-%d %H:%M} {self.by_name}: {self.action} {self.target}"
