"""Wiki pages and their revisions.

A :class:`Page` is an address (its slug) and a copy of its newest
revision's title, category and read access, for listing; every save adds a
:class:`Revision`, numbered from 1 per page, which keeps the whole Markdown
source as it was. Revisions are never changed or deleted, so any two can be
compared. Authors are kept by account id and by name as it was (as the
scene log and the advancement ledger do).
"""

from django.db import models

PUBLIC, PLAYERS, STAFF = "public", "players", "staff"
ACCESS = ((PUBLIC, "Everyone"), (PLAYERS, "Players (logged in)"), (STAFF, "Staff only"))
THEME, POLICY, HELP = "theme", "policy", "help"
CATEGORIES = ((THEME, "Theme"), (POLICY, "Policy"), (HELP, "Help"))


class Page(models.Model):
    slug = models.SlugField(max_length=60, unique=True)
    title = models.CharField(max_length=120)
    category = models.CharField(max_length=10, choices=CATEGORIES, default=THEME)
    access = models.CharField(max_length=10, choices=ACCESS, default=PUBLIC)
    revisions_count = models.PositiveIntegerField(default=0)
    created = models.DateTimeField()
    updated = models.DateTimeField(db_index=True)

    class Meta:
        ordering = ("category", "title")

    def __str__(self):
        return f"Wiki page {self.slug}"


class Revision(models.Model):
    page = models.ForeignKey(Page, on_delete=models.CASCADE, related_name="revisions")
    number = models.PositiveIntegerField()
    title = models.CharField(max_length=120)
    category = models.CharField(max_length=10, choices=CATEGORIES)
    access = models.CharField(max_length=10, choices=ACCESS)
    text = models.TextField()
    note = models.CharField(max_length=200, default="", blank=True)  # what changed, in a line
    author_id = models.IntegerField(null=True, blank=True)
    author_name = models.CharField(max_length=255, default="", blank=True)
    created = models.DateTimeField()

    class Meta:
        ordering = ("page", "number")
        constraints = [models.UniqueConstraint(fields=["page", "number"], name="wiki_revision_number")]

    def __str__(self):
        return f"{self.page.slug} revision {self.number}"
