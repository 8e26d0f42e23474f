"""FOURFOLD_DISCORD_LINKS as the bot gets it (ops/discord.py): valid pairs
only, each channel spelled as the game spells it, each id as Discord's JSON
has it; nothing else applied, and nothing raises."""

from types import SimpleNamespace

from ops import discord

CHANNELS = {"public": SimpleNamespace(key="Public"), "ooc": SimpleNamespace(key="OOC")}


def find(name):
    return CHANNELS.get(name.lower())


def test_links_are_normalised_and_bad_entries_left_out():
    entries = [
        ("public", 123456789012345678),  # an int id, the channel in another case
        ("OOC", " 42 "),
        ("Public", "123456789012345678"),  # the same link again
        ("Nowhere", "7"),  # no such game channel
        ("Public", "12ab"),  # not an id
        ("Public",),  # not a pair
        None,
        (5, "9"),
        "Public=1",
    ]
    assert discord.wanted_links(entries, find) == [("Public", "123456789012345678"), ("OOC", "42")]


def test_no_entries_no_links():
    assert discord.wanted_links(None, find) == [] and discord.wanted_links([], find) == []


def test_nothing_is_applied_with_discord_off(settings):
    settings.DISCORD_ENABLED = False
    settings.FOURFOLD_DISCORD_LINKS = [("Public", "1")]
    assert discord.apply_links() is None


def test_nothing_is_applied_without_a_token(settings):
    settings.DISCORD_ENABLED = True
    settings.DISCORD_BOT_TOKEN = None
    settings.FOURFOLD_DISCORD_LINKS = [("Public", "1")]
    assert discord.apply_links() is None
