"""Each shared feature moved into one package (``features/<name>/``), the
neutral base into ``core/``, operations code into ``ops/``, fs3's NPCs into
``rulesets/fs3/``. Objects, Scripts, Accounts and Channels store their class
as a dotted path, so a game made before the move would load its fights'
NPCs, the demo's opponents and the events calendar as Evennia's fallback
classes (it logs and carries on). This rewrites the stored paths:

- ``db_typeclass_path`` of objects, Scripts, accounts and channels;
- ``db_cmdset_storage`` of objects and accounts (each path in the list);
- Attribute values that are, or hold, a whole moved path (a prototype saved
  by staff names its typeclass, for one), pickled or text.

The table is frozen in upgrades/feature_homes_paths.py (no game code is
imported). Only the module part of a path changes; class names are kept.
Idempotent: rows already on the new paths match nothing. Reversible: going
back applies the table the other way round.

Left alone, as nothing in them names a moved module: Tags (names and
categories are plain words), ServerConfig values (the MOTD, the fight
counter, ruleset areas, pbta weapons), lock strings (lock functions stay in
server/conf/lockfuncs.py), help entries, and Django's content types and
migration records (the apps keep their labels ``scenes`` and ``community``).
"""

from django.db import migrations
from django.db.models import Q

from upgrades.feature_homes_paths import MODULES, reversed_table, rewrite_path, rewrite_storage, rewrite_value

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
    return forward(apps, schema_editor, table=reversed_table())


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
