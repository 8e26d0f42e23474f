"""The message of the day, kept in Evennia's ServerConfig table."""

from evennia.server.models import ServerConfig

KEY = "fourfold_motd"


def get_motd() -> str:
    return ServerConfig.objects.conf(KEY, default="") or ""


def set_motd(text: str):
    """Set (or, with an empty text, clear) the message of the day."""
    if text:
        ServerConfig.objects.conf(KEY, value=text)
    else:
        ServerConfig.objects.conf(KEY, delete=True)
