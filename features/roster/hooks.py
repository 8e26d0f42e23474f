"""What the roster does when a character comes into play (core/features.py)."""

from features.roster import store


def came_back(char) -> None:
    """A player took up an idle character: it is not idle any more (one
    cached Tag look-up; nothing is written unless it was idle)."""
    store.back_in_play(char)
