"""Scene storage: plain Django rows, no Evennia typeclass (a log of 5,000
poses is 5,000 small rows read a page at a time, never one big Attribute).

Characters and rooms are kept by id and by name: the name as it was when the
scene ran (a renamed or deleted character still reads right in an old log).
"""

from django.db import models

RUNNING, PAUSED, FINISHED = "running", "paused", "finished"
STATES = ((RUNNING, "running"), (PAUSED, "paused"), (FINISHED, "finished"))


class Scene(models.Model):
    room_id = models.IntegerField(db_index=True)
    room_name = models.CharField(max_length=255, default="")
    title = models.CharField(max_length=255, default="", blank=True)
    summary = models.TextField(default="", blank=True)
    scene_type = models.CharField(max_length=40, default="social")
    owner_id = models.IntegerField(null=True)
    owner_name = models.CharField(max_length=255, default="")
    staff_run = models.BooleanField(default=False)
    # Set when the scene finishes: True when it counts for what comes back
    # "once a scene" (staff ran it, or two participants each posed: docs/rulings.md,
    # "Scenes"; features/scenes/store.py finish()).
    counted = models.BooleanField(default=False)
    state = models.CharField(max_length=10, choices=STATES, default=RUNNING, db_index=True)
    private = models.BooleanField(default=False)
    shared = models.BooleanField(default=False, db_index=True)
    order_on = models.BooleanField(default=False)
    # Content warnings (+scene/warn): shown on join, in +scenes and on the web.
    warning = models.CharField(max_length=200, default="", blank=True)
    started = models.DateTimeField(db_index=True)
    finished = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ("-started",)

    def __str__(self):
        return f"Scene {self.id}: {self.title or '(untitled)'}"

    @property
    def active(self) -> bool:
        return self.state != FINISHED


class Participant(models.Model):
    scene = models.ForeignKey(Scene, on_delete=models.CASCADE, related_name="participants")
    char_id = models.IntegerField(db_index=True)
    name = models.CharField(max_length=255)
    joined = models.DateTimeField()

    class Meta:
        unique_together = (("scene", "char_id"),)
        ordering = ("joined", "id")


class SceneEntry(models.Model):
    scene = models.ForeignKey(Scene, on_delete=models.CASCADE, related_name="entries")
    seq = models.IntegerField()
    # one of core.message_types.POSE_KINDS (what players write) or the
    # game's own: roll, combat, system
    kind = models.CharField(max_length=10)
    author_id = models.IntegerField(null=True)
    author_name = models.CharField(max_length=255, default="")
    text = models.TextField()
    private = models.BooleanField(default=False)
    created = models.DateTimeField()
    # Set when its author changed it (+scene/replace, /typo): the entry reads
    # "edited" for everyone; the earlier texts are SceneEdit rows, for staff.
    edited_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        unique_together = (("scene", "seq"),)
        ordering = ("scene", "seq")


class SceneEdit(models.Model):
    """The text an entry had before one edit (the oldest edit first)."""

    entry = models.ForeignKey(SceneEntry, on_delete=models.CASCADE, related_name="edits")
    old_text = models.TextField()
    how = models.CharField(max_length=10)  # "replace" or "typo"
    editor_id = models.IntegerField(null=True)
    editor_name = models.CharField(max_length=255, default="")
    edited = models.DateTimeField()

    class Meta:
        ordering = ("entry", "edited", "id")


class SceneInvite(models.Model):
    """Someone invited to a private scene (+scene/invite): they may join it."""

    scene = models.ForeignKey(Scene, on_delete=models.CASCADE, related_name="invites")
    char_id = models.IntegerField(db_index=True)
    name = models.CharField(max_length=255)
    by_id = models.IntegerField(null=True)
    by_name = models.CharField(max_length=255, default="")
    invited = models.DateTimeField()

    class Meta:
        unique_together = (("scene", "char_id"),)
        ordering = ("invited", "id")


class Plot(models.Model):
    """A story told over several scenes, grouped by staff (+plot)."""

    title = models.CharField(max_length=255)
    summary = models.TextField(default="", blank=True)
    creator_id = models.IntegerField(null=True)
    creator_name = models.CharField(max_length=255, default="")
    created = models.DateTimeField()

    class Meta:
        ordering = ("-created", "-id")

    def __str__(self):
        return f"Plot {self.id}: {self.title}"


class PlotScene(models.Model):
    """One scene of a plot (a scene may belong to more than one plot)."""

    plot = models.ForeignKey(Plot, on_delete=models.CASCADE, related_name="links")
    scene = models.ForeignKey(Scene, on_delete=models.CASCADE, related_name="plot_links")
    added = models.DateTimeField()

    class Meta:
        unique_together = (("plot", "scene"),)


class Fight(models.Model):
    """A fight's turn log kept once the fight is over, and the scenes it was
    part of. A running fight lives in its combat Script, which is deleted
    when the fight ends; the ruleset's Script writes this row then (and
    links the row to a scene as soon as one of its lines is logged there),
    so the log stays readable on the web (features/scenes/fights.py).

    ``readers`` are the ids of the characters who could read the log while
    the fight ran: everyone who fought in it and everyone who organized it
    (staff read every fight)."""

    number = models.IntegerField(unique=True)  # the fight's number (core/combat/fight_numbers.py)
    ruleset = models.CharField(max_length=20, default="")
    room_id = models.IntegerField(null=True)
    room_name = models.CharField(max_length=255, default="")
    organizer_name = models.CharField(max_length=255, default="")
    fighters = models.JSONField(default=list)  # names, as they were
    readers = models.JSONField(default=list)   # character ids
    turns = models.JSONField(default=list)     # [{"turn", "time", "text"}], oldest first
    last_turn = models.IntegerField(default=0)
    # the URL name of the ruleset's page for the log ("fourfold-combat-log")
    log_url = models.CharField(max_length=60, default="")
    ended = models.DateTimeField(null=True, blank=True)  # None while it still runs
    scenes = models.ManyToManyField(Scene, related_name="fights", blank=True)

    class Meta:
        ordering = ("number",)

    def __str__(self):
        return f"Fight {self.number}"
