"""Fight numbers that count 1, 2, 3 in a game, not Script ids.

Each fight (an fs3 or a muse combat Script) takes the next number of one
counter for the whole game, kept in ServerConfig so it survives a reload or
a restart, and keeps it in its ``fight_number`` Attribute. A fight made
before the counter existed gets its number the first time it is asked for
(the old fights in the order they were made). +combat/join, +combats and
the web log find a fight by its number; a number no fight has finds a fight
by its old Script id, so an old link or habit still works.
"""

from __future__ import annotations

from django.db import transaction
from evennia.server.models import ServerConfig

COUNTER_KEY = "fourfold_fight_counter"


def next_number() -> int:
    """The next fight number of the game (1 for the first)."""
    with transaction.atomic():
        number = int(ServerConfig.objects.conf(COUNTER_KEY, default=0) or 0) + 1
        ServerConfig.objects.conf(COUNTER_KEY, number)
    return number


def number_of(script) -> int:
    """``script``'s fight number, given one now if it had none."""
    number = script.attributes.get("fight_number")
    if number is None:
        number = next_number()
        script.attributes.add("fight_number", number)
    return int(number)


def find(scripts, number: int):
    """The fight numbered ``number`` among ``scripts`` (oldest first), else
    the one whose Script id it is, else None."""
    scripts = list(scripts)
    for script in scripts:
        if number_of(script) == number:
            return script
    for script in scripts:
        if script.id == number:
            return script
    return None


class NumberedFight:
    """For a combat Script: ``number``, its fight number."""

    def number_fight(self) -> int:
        """Give a new fight its number (call it as the fight begins)."""
        return number_of(self)

    @property
    def number(self) -> int:
        return number_of(self)
