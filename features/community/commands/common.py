"""What the community commands (+request, +job, mail, +bb..., +motd) share:
checking titles and texts, numbers, and showing dates."""

from django.conf import settings


def check_title(cmd, title: str, what: str = "title") -> str:
    """``title`` stripped, or fail() when empty, too long or spread over lines."""
    title = (title or "").strip()
    limit = getattr(settings, "FOURFOLD_TITLE_MAX", 80)
    if not title:
        cmd.fail(f"Give a {what}.")
    if "\n" in title or "|/" in title:  # |/ is Evennia's markup for a new line
        cmd.fail(f"A {what} is one line.")
    if len(title) > limit:
        cmd.fail(f"That {what} is {len(title)} characters long; the limit is {limit}.")
    return title


def check_text(cmd, text: str, what: str = "text") -> str:
    text = (text or "").strip()
    limit = getattr(settings, "FOURFOLD_TEXT_MAX", 8000)
    if not text:
        cmd.fail(f"Give a {what}.")
    if len(text) > limit:
        cmd.fail(f"That {what} is {len(text)} characters long; the limit is {limit}.")
    return text


def number(cmd, text: str, what: str = "number") -> int:
    """A positive whole number from ``text``, or fail()."""
    text = (text or "").strip().lstrip("#")
    if not text.isdigit() or not text.isascii() or len(text) > 9 or int(text) < 1:
        cmd.fail(f"'{text}' is not a {what} (a whole number from 1).")
    return int(text)


def when(moment) -> str:
    """A short UTC date and time for lists and headers."""
    return moment.strftime("%Y-%m-%d %H:%M") if moment else "-"
