"""Every ruleset's typeclasses live in its package ``rulesets/<key>/``. Objects
and Scripts store their class as a dotted path (``db_typeclass_path``), so a
game created on the earlier layout (``typeclasses/...``) would load its fights, gear and healing Script
as the fallback base classes (or not at all). This rewrites the stored paths.

The table below is frozen here on purpose (a migration must keep meaning the
same thing after the code moves on). Only the module part of a path changes;
class names are kept. Idempotent: rows already on the new paths match nothing.

The healing Script is a GLOBAL_SCRIPTS entry: Evennia keeps a hash of its
settings (which include the typeclass path) and would delete and recreate
the Script when it differs. Its stale hash is removed, so Evennia keeps the
Script and stores the new hash at the next start.
"""

from django.db import migrations

MODULES = {
    "typeclasses.combat_script": "rulesets.fs3.combat_script",
    "typeclasses.healing_script": "rulesets.fs3.healing_script",
    "typeclasses.gear": "rulesets.fs3.gear",
    "typeclasses.muse_combat": "rulesets.muse.combat_script",
}


def _rewrite(model, table: dict) -> list[int]:
    """Rewrite the stored paths of ``model``'s rows whose module is in
    ``table``; return their ids. Reads and writes rows as values (no model
    instances), one UPDATE per distinct old path."""
    from django.db.models import Q

    query = Q()
    for module in table:
        query |= Q(db_typeclass_path__startswith=f"{module}.")
    changed = []
    paths = set(model.objects.filter(query).values_list("db_typeclass_path", flat=True))
    for path in sorted(paths):
        module, _, name = path.rpartition(".")
        if module not in table:  # e.g. "typeclasses.gear.sub.X" is not a moved module
            continue
        rows = model.objects.filter(db_typeclass_path=path)
        changed += list(rows.values_list("id", flat=True))
        rows.update(db_typeclass_path=f"{table[module]}.{name}")
    return changed


def forward(apps, schema_editor, table=MODULES):
    ObjectDB = apps.get_model("objects", "ObjectDB")
    ScriptDB = apps.get_model("scripts", "ScriptDB")
    _rewrite(ObjectDB, table)
    changed = _rewrite(ScriptDB, table)
    global_ids = ScriptDB.objects.filter(id__in=changed, db_obj__isnull=True,
                                         db_account__isnull=True).values_list("id", flat=True)
    Attribute = apps.get_model("typeclasses", "Attribute")
    Attribute.objects.filter(scriptdb__id__in=list(global_ids), db_key="global_script_settings",
                             db_category="settings_hash").delete()


def backward(apps, schema_editor):
    forward(apps, schema_editor, table={new: old for old, new in MODULES.items()})


class Migration(migrations.Migration):
    dependencies = [
        ("objects", "0013_defaultobject_alter_objectdb_id_defaultcharacter_and_more"),
        ("scripts", "0016_scriptbase_alter_scriptdb_id_defaultscript_and_more"),
    ]

    operations = [migrations.RunPython(forward, backward)]
