"""Your data: a player downloads everything of theirs, and staff move a
whole game to another server, in one documented format (docs/data-format.md).

One zip of JSON files (one per kind of record) and Markdown (scene logs,
sheets, profiles), with a ``manifest.json`` naming the format's version,
the game's migrations and a checksum of every file. The parts:

- ``values.py``: Attribute values to JSON and back (object references kept
  as ids with names);
- ``tables.py``: the Django tables in the file, with the fields that name a
  character, an account or another row;
- ``collect.py``: what goes in, for one account or for the whole game;
- ``markdown.py``: scene logs, sheets and profiles as Markdown;
- ``archive.py``: the zip, written and read back with every check;
- ``importer.py``: a whole-game file into an empty game, in one transaction;
- ``personal.py``: a player's own export, kept where only they fetch it;
- ``cli.py``: ``./fourfold export`` and ``./fourfold import``;
- ``commands/`` (``+data``) and ``web/`` (``/account/data/``).
"""

from core.features import Feature

FEATURE = Feature(
    key="your_data",
    name="Your data: a player's own export, and the whole game's",
    app="features.your_data.apps.YourDataConfig",
    requires=("scenes", "community", "wiki", "advancement", "account_deletion", "moderation", "staff_console"),
    character_commands=("features.your_data.commands.data.CmdData",),
    urls="features.your_data.web.urls",
)
