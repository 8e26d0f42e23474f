"""Tables for requests to staff and bulletin boards (see __init__)."""

from django.db import models


class Request(models.Model):
    """A player's request to staff (a 'job' to staff). Numbered by its id."""

    OPEN, CLOSED = "open", "closed"

    requester = models.ForeignKey("objects.ObjectDB", null=True, blank=True,
                                  on_delete=models.SET_NULL, related_name="+")
    requester_name = models.CharField(max_length=80)
    title = models.CharField(max_length=120)
    text = models.TextField()
    category = models.CharField(max_length=40, default="general", db_index=True)
    status = models.CharField(max_length=10, default=OPEN, db_index=True)
    assigned_name = models.CharField(max_length=80, blank=True, default="")
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)
    closed = models.DateTimeField(null=True, blank=True)
    # the requester has news (a comment they may see, or the closing) unread
    requester_news = models.BooleanField(default=False)

    class Meta:
        ordering = ["id"]

    @property
    def is_open(self) -> bool:
        return self.status == self.OPEN


class RequestComment(models.Model):
    """A comment on a request; ``staff_only`` ones the requester never sees."""

    request = models.ForeignKey(Request, on_delete=models.CASCADE, related_name="comments")
    author_name = models.CharField(max_length=80)
    text = models.TextField()
    staff_only = models.BooleanField(default=False)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["id"]


class Board(models.Model):
    """A bulletin board. ``read_lock``/``post_lock`` are lock functions
    (e.g. ``all()``, ``perm(Builder)``) checked against the reader."""

    number = models.PositiveIntegerField(unique=True)
    name = models.CharField(max_length=60, unique=True)
    description = models.CharField(max_length=200, blank=True, default="")
    read_lock = models.CharField(max_length=200, default="all()")
    post_lock = models.CharField(max_length=200, default="all()")

    class Meta:
        ordering = ["number"]


class Post(models.Model):
    """A post on a board (``parent`` unset) or a reply to one. Posts are
    numbered by their place on the board, oldest first (as Myrddin's
    boards do: removing one closes the gap); replies hang under their post."""

    board = models.ForeignKey(Board, on_delete=models.CASCADE, related_name="posts")
    parent = models.ForeignKey("self", null=True, blank=True, on_delete=models.CASCADE,
                               related_name="replies")
    author = models.ForeignKey("objects.ObjectDB", null=True, blank=True,
                               on_delete=models.SET_NULL, related_name="+")
    author_name = models.CharField(max_length=80)
    title = models.CharField(max_length=120, blank=True, default="")
    text = models.TextField()
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["id"]


class PostRead(models.Model):
    """``reader`` (a character) has read ``post``."""

    post = models.ForeignKey(Post, on_delete=models.CASCADE, related_name="reads")
    reader = models.ForeignKey("objects.ObjectDB", on_delete=models.CASCADE, related_name="+")

    class Meta:
        unique_together = [("post", "reader")]
