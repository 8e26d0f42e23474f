"""What the players are told when the game is about to stop for good.

A command outside the game (``./fourfold upgrade``) has no way into the
running Server but the stop itself: it writes the text to
``server/logs/restart-notice.txt`` and asks Evennia to stop; the Server's
stop hook (server/conf/at_server_startstop.py) calls :func:`announce`,
which tells every connected session and removes the file, before the
Server's last messages go to the Portal. A stop with no notice file
(every reload, and a plain ``./fourfold stop``) tells nobody anything.
The Server that tells it is the one running, on the code before the
upgrade: a game upgraded from a release without this hook stops without
the notice.
"""

from pathlib import Path

NOTICE = "server/logs/restart-notice.txt"

UPGRADE = ("The game is restarting in full for an upgrade: you will be disconnected. "
           "Please connect again in a minute or two.")
ROLL_BACK = ("An upgrade of the game failed and is being undone: you will be disconnected. "
             "Please connect again in a minute or two.")


def write(root, text: str) -> Path:
    path = Path(root) / NOTICE
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text + "\n")
    return path


def take(root) -> str | None:
    """The notice's text, removing its file; None when there is none."""
    path = Path(root) / NOTICE
    try:
        text = path.read_text().strip()
    except OSError:
        return None
    path.unlink(missing_ok=True)
    return text or None


def announce() -> None:
    """Tell every connected session the notice, if one was left."""
    from django.conf import settings

    text = take(settings.GAME_DIR)
    if text:
        import evennia

        evennia.SESSION_HANDLER.announce_all(f"|r*** {text}|n")
