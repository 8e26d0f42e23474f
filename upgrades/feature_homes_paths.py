"""The modules the move to one home per feature renamed, and the rewriting
of the dotted paths a database stores to them.

Frozen on purpose: migrations/0004_feature_homes.py must keep meaning the
same thing after the code moves on, so nothing here imports game code. Every
Python module the move renamed is listed, whether or not it holds a class a
database can name; the two bare packages (``scenes``, ``community``) are left
out: they define nothing, and a short text such as ``community.Hello`` must
not be taken for a path.

What a game made before the move can hold (checked module by module):
``typeclasses.npcs.NPC`` (the NPCs of fs3 fights, the demo's opponents) and
``typeclasses.events.EventCalendar`` (the events calendar Script) as stored
typeclass paths, and any path in a prototype saved by staff or a string
Attribute. No moved module defines a CmdSet, an Account or a Channel class,
and no Fourfold code pickles a class or function of a moved module into an
Attribute; the rewrite still covers every column, so a path typed in by hand
is upgraded too.
"""

from __future__ import annotations

import re

MODULES = {
    "commands.command": "core.command",
    "commands.numbers": "core.numbers",
    "typeclasses.plain_text": "core.text.plain",
    "typeclasses.player_text": "core.text.player",
    "typeclasses.screen": "core.text.screen",
    "typeclasses.tables": "core.text.tables",
    "typeclasses.group_commit": "core.writes.group_commit",
    "typeclasses.turn_transaction": "core.writes.turn_transaction",
    "typeclasses.flush_later": "core.writes.flush_later",
    "typeclasses.character_lookup": "core.lookup.characters",
    "typeclasses.player_characters": "core.lookup.player_characters",
    "typeclasses.combat_lookup": "core.combat.lookup",
    "typeclasses.fight_numbers": "core.combat.fight_numbers",
    "typeclasses.tag_memo": "core.tag_memo",
    "typeclasses.login_guard": "core.login_guard",
    "typeclasses.pager": "core.pager",
    "server.conf.glued_modifier": "core.glued_modifier",
    "typeclasses.roll_history": "core.rolls.history",
    "commands.announce": "core.rolls.announce",
    "commands.ratelimit": "core.rolls.ratelimit",
    "typeclasses.staff_channels": "core.rolls.staff_channel",
    "server.conf.server_watch": "ops.server_watch",
    "typeclasses.portal_sync": "ops.portal_sync",
    "scenes.apps": "features.scenes.apps",
    "scenes.models": "features.scenes.models",
    "typeclasses.scene_log": "features.scenes.log",
    "typeclasses.scene_store": "features.scenes.store",
    "typeclasses.scene_text": "features.scenes.text",
    "typeclasses.scene_speech": "features.scenes.speech",
    "commands.scene": "features.scenes.commands.scene",
    "commands.scene_read": "features.scenes.commands.reading",
    "web.website.views.scenes": "features.scenes.web.views",
    "community.apps": "features.community.apps",
    "community.models": "features.community.models",
    "community.boards": "features.community.boards",
    "community.mail": "features.community.mail",
    "community.motd": "features.community.motd",
    "community.notices": "features.community.notices",
    "community.requests": "features.community.requests",
    "community.staff": "features.community.staff",
    "typeclasses.events": "features.community.events",
    "typeclasses.presence": "features.community.presence",
    "typeclasses.profile": "features.community.profile",
    "typeclasses.stage": "features.community.stage",
    "commands.boards_cmd": "features.community.commands.boards",
    "commands.mail_cmd": "features.community.commands.mail",
    "commands.requests_cmd": "features.community.commands.requests",
    "commands.motd_cmd": "features.community.commands.motd",
    "commands.events": "features.community.commands.events",
    "commands.finger": "features.community.commands.finger",
    "commands.who": "features.community.commands.who",
    "commands.ooc": "features.community.commands.ooc",
    "commands.describe": "features.community.commands.describe",
    "commands.spoof": "features.community.commands.emit",
    "commands.think": "features.community.commands.think",
    "commands.community_common": "features.community.commands.common",
    "commands.community_cmdset": "features.community.commands.cmdset",
    "world.help_community": "features.community.help",
    "world.demo_community": "features.community.demo_boards",
    "world.demo_lounge": "features.community.demo_lounge",
    "web.website.views.boards_requests": "features.community.web.requests_web",
    "web.website.views.community": "features.community.web.profiles_events",
    "web.website.views.channel_pages": "features.community.web.channel_pages",
    "world.demo_build": "features.demo.build",
    "world.demo_data": "features.demo.data",
    "typeclasses.demo_opponents": "features.demo.opponents",
    "commands.demo": "features.demo.commands",
    "typeclasses.practice": "features.practice.fights",
    "commands.practice_cmd": "features.practice.commands",
    "typeclasses.npcs": "rulesets.fs3.npcs",
    "server.conf.test_settings": "server.conf.unit_test_settings",
    "server.conf.server_test_settings": "server.conf.e2e_settings",
}

_PATH = re.compile(r"^(?P<module>[A-Za-z_]\w*(?:\.\w+)+)\.(?P<name>[A-Za-z_]\w*)$")


def reversed_table(table: dict[str, str] = MODULES) -> dict[str, str]:
    return {new: old for old, new in table.items()}


def rewrite_path(path, table: dict[str, str] = MODULES):
    """``path`` with its module renamed when that module is in ``table``
    (``typeclasses.npcs.NPC`` -> ``rulesets.fs3.npcs.NPC``); anything else
    (another module, not a dotted path, not a string) comes back as it was."""
    if not isinstance(path, str):
        return path
    found = _PATH.match(path.strip())
    if found is None or found["module"] not in table:
        return path
    return f"{table[found['module']]}.{found['name']}"


def rewrite_storage(storage, table: dict[str, str] = MODULES):
    """A comma-separated list of paths (``db_cmdset_storage``), each rewritten;
    the same text when none of them moved."""
    if not storage:
        return storage
    parts = storage.split(",")
    new = [rewrite_path(part, table) for part in parts]
    if new == parts:
        return storage
    return ",".join(part.strip() for part in new)


def rewrite_value(value, table: dict[str, str] = MODULES):
    """An Attribute's value with every string that is a whole moved path
    rewritten, inside lists, tuples, sets and dicts (keys and values) too.
    Returns the very same object when nothing changed."""
    if isinstance(value, str):
        return rewrite_path(value, table)
    if isinstance(value, dict):
        items = [(rewrite_value(k, table), rewrite_value(v, table)) for k, v in value.items()]
        if all(k is k0 and v is v0 for (k, v), (k0, v0) in zip(items, value.items())):
            return value
        out = value.copy()  # keeps the dict's kind (OrderedDict, defaultdict...)
        out.clear()
        out.update(items)
        return out
    if isinstance(value, (list, tuple, set, frozenset)):
        items = [rewrite_value(v, table) for v in value]
        if all(a is b for a, b in zip(items, value)):
            return value
        if isinstance(value, tuple) and hasattr(value, "_fields"):  # a namedtuple
            return type(value)(*items)
        return type(value)(items)
    return value
