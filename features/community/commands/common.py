"""What the community commands (+request, +job, mail, +bb..., +motd) share:
checking titles and texts, numbers, and showing dates."""

from features.community import texts


def check_title(cmd, title: str, what: str = "title") -> str:
    """``title`` stripped, or fail() when empty, too long or spread over lines
    (the rule is features/community/texts.py, which the web's forms share)."""
    try:
        return texts.check_title(title, what)
    except texts.TextRefused as err:
        cmd.fail(err.message)


def check_text(cmd, text: str, what: str = "text") -> str:
    try:
        return texts.check_text(text, what)
    except texts.TextRefused as err:
        cmd.fail(err.message)


def number(cmd, text: str, what: str = "number") -> int:
    """A positive whole number from ``text``, or fail()."""
    text = (text or "").strip().lstrip("#")
    if not text.isdigit() or not text.isascii() or len(text) > 9 or int(text) < 1:
        cmd.fail(f"'{text}' is not a {what} (a whole number from 1).")
    return int(text)


def when(moment, tz=None) -> str:
    """A short date and time for lists and headers: in timezone ``tz`` (a
    reader's, features/community/profile.py tzinfo) when given, else as
    stored (UTC)."""
    if not moment:
        return "-"
    return (moment.astimezone(tz) if tz is not None else moment).strftime("%Y-%m-%d %H:%M")
