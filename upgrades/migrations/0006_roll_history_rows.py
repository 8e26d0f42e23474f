"""Each room's roll history moves from the room's ``roll_history``
Attribute into rows of its own (``fourfold_rolls.RollEntry``, one a roll),
so a game made on an older version keeps the rolls ``+rolls`` shows.

An older Fourfold kept the list as JSON text (a string Attribute) or, older
still, pickled; both are read here, entries that are not dicts and text
that is not JSON are dropped (the game showed nothing for them either).
The rows keep the list's order and each entry as compact JSON text, the
form core/rolls/history.py writes; the Attributes are then deleted.
Idempotent: a second run finds no Attribute. Going back leaves the rows and
does not make the Attributes again (an older version starts those rooms'
histories empty).
"""

import json

from django.db import migrations

KEY = "roll_history"


def entries(attr):
    """The entries an Attribute holds, as dicts in order."""
    if attr.db_strvalue:
        try:
            stored = json.loads(attr.db_strvalue)
        except ValueError:
            return []
    else:
        stored = attr.db_value  # unpickled by the field: plain lists and dicts
    if not isinstance(stored, (list, tuple)):
        return []
    return [dict(entry) for entry in stored if isinstance(entry, dict)]


def stamp(entry):
    try:
        return float(entry.get("time") or 0)
    except (TypeError, ValueError):
        return 0.0


def forward(apps, schema_editor):
    Attribute = apps.get_model("typeclasses", "Attribute")
    RollEntry = apps.get_model("fourfold_rolls", "RollEntry")
    found = (Attribute.objects.filter(db_key=KEY, db_category__isnull=True,
                                      objectdb__isnull=False)
             .values_list("pk", "objectdb__id").order_by("pk"))
    done = []
    for pk, room_id in list(found):
        attr = Attribute.objects.get(pk=pk)
        RollEntry.objects.bulk_create([
            RollEntry(room_id=room_id, time=stamp(entry),
                      entry=json.dumps(entry, separators=(",", ":"), default=str))
            for entry in entries(attr)])
        done.append(pk)
    Attribute.objects.filter(pk__in=done).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("fourfold_upgrades", "0005_one_chargen_request"),
        ("fourfold_rolls", "0001_initial"),
        ("objects", "0013_defaultobject_alter_objectdb_id_defaultcharacter_and_more"),
        ("typeclasses", "0016_alter_attribute_id_alter_tag_id"),
    ]

    operations = [migrations.RunPython(forward, migrations.RunPython.noop)]
