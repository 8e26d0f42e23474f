"""Each shared feature lives in one package (``features/<name>/``), the
neutral base in ``core/``, operations code in ``ops/``, fs3's NPCs in
``rulesets/fs3/``. Objects, Scripts, Accounts and Channels store their class
as a dotted path, so a game made on the earlier layout would load its fights'
NPCs, the demo's opponents and the events calendar as Evennia's fallback
classes (it logs and carries on). This rewrites the stored paths:

- ``db_typeclass_path`` of objects, Scripts, accounts and channels;
- ``db_cmdset_storage`` of objects and accounts (each path in the list);
- Attribute values that are, or hold, a whole renamed path (a prototype saved
  by staff names its typeclass, for one), pickled or text.

The table of renamed modules (``MODULES``) is frozen here, so the migration
keeps meaning the same thing after the code moves on; the rewriting itself is
upgrades/moved_paths.py (no game code is imported). Only the module part of a
path changes; class names are kept. Idempotent: rows already on the new paths
match nothing. Reversible: going back applies the table the other way round.

Every Python module that was renamed is listed, whether or not it holds a
class a database can name; the two bare packages (``scenes``, ``community``)
are left out: they define nothing, and a short text such as
``community.Hello`` must not be taken for a path. What a game on the earlier
layout can hold: ``typeclasses.npcs.NPC`` (the NPCs of fs3 fights, the demo's
opponents) and ``typeclasses.events.EventCalendar`` (the events calendar
Script) as stored typeclass paths, and any path in a prototype saved by staff
or a string Attribute. No renamed module defines a CmdSet, an Account or a
Channel class, and no Fourfold code pickles a class or function of one into
an Attribute; the rewrite still covers every column, so a path typed in by
hand is upgraded too.

Left alone, as nothing in them names a renamed module: Tags (names and
categories are plain words), ServerConfig values (the MOTD, the fight
counter, ruleset areas, pbta weapons), lock strings (lock functions stay in
server/conf/lockfuncs.py), help entries, and Django's content types and
migration records (the apps keep their labels ``scenes`` and ``community``).
"""

from django.db import migrations
from django.db.models import Q

from upgrades.moved_paths import reversed_table, rewrite_path, rewrite_storage, rewrite_value

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

TYPECLASSED = [("objects", "ObjectDB"), ("scripts", "ScriptDB"), ("accounts", "AccountDB"),
               ("comms", "ChannelDB")]
WITH_CMDSETS = [("objects", "ObjectDB"), ("accounts", "AccountDB")]


def _any(field: str, lookup: str, table: dict) -> Q:
    query = Q()
    for module in table:
        query |= Q(**{f"{field}__{lookup}": f"{module}."})
    return query


def rewrite_typeclasses(model, table: dict) -> int:
    """One UPDATE per distinct old path; the number of rows changed."""
    changed = 0
    paths = set(model.objects.filter(_any("db_typeclass_path", "startswith", table))
                .values_list("db_typeclass_path", flat=True))
    for path in sorted(paths):
        new = rewrite_path(path, table)
        if new != path:
            changed += model.objects.filter(db_typeclass_path=path).update(db_typeclass_path=new)
    return changed


def rewrite_cmdsets(model, table: dict) -> int:
    changed = 0
    rows = model.objects.filter(_any("db_cmdset_storage", "contains", table))
    for pk, storage in list(rows.values_list("pk", "db_cmdset_storage")):
        new = rewrite_storage(storage, table)
        if new != storage:
            changed += model.objects.filter(pk=pk).update(db_cmdset_storage=new)
    return changed


def rewrite_attributes(Attribute, table: dict) -> int:
    """Every Attribute's value is read (as Evennia stored it: packed, with
    plain lists and dicts) and written back only when a path in it moved."""
    changed = 0
    for attr in Attribute.objects.filter(db_value__isnull=False).iterator(chunk_size=500):
        new = rewrite_value(attr.db_value, table)
        if new is not attr.db_value:
            attr.db_value = new
            attr.save(update_fields=["db_value"])
            changed += 1
    text_rows = Attribute.objects.filter(_any("db_strvalue", "startswith", table))
    for pk, text in list(text_rows.values_list("pk", "db_strvalue")):
        new = rewrite_path(text, table)
        if new != text:
            changed += Attribute.objects.filter(pk=pk).update(db_strvalue=new)
    return changed


def forward(apps, schema_editor, table=MODULES) -> dict:
    """Rewrite every stored path; how many rows changed, by kind."""
    counts = {}
    for app, name in TYPECLASSED:
        counts[f"{name} typeclass"] = rewrite_typeclasses(apps.get_model(app, name), table)
    for app, name in WITH_CMDSETS:
        counts[f"{name} cmdsets"] = rewrite_cmdsets(apps.get_model(app, name), table)
    counts["Attribute"] = rewrite_attributes(apps.get_model("typeclasses", "Attribute"), table)
    return counts


def backward(apps, schema_editor) -> dict:
    return forward(apps, schema_editor, table=reversed_table(MODULES))


class Migration(migrations.Migration):
    dependencies = [
        ("fourfold_upgrades", "0003_profile_desc"),
        ("objects", "0013_defaultobject_alter_objectdb_id_defaultcharacter_and_more"),
        ("scripts", "0016_scriptbase_alter_scriptdb_id_defaultscript_and_more"),
        ("accounts", "0012_defaultaccount_alter_accountdb_id_account_bot_and_more"),
        ("comms", "0022_defaultchannel_alter_channeldb_id_alter_msg_id_and_more"),
        ("typeclasses", "0017_use_index_instead_of_index_together_in_tags"),
    ]

    operations = [migrations.RunPython(forward, backward)]
