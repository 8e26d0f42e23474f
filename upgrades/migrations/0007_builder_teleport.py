"""Builders teleport themselves.

Evennia gives every character the lock ``teleport:perm(Admin)``, so a
Builder's ``@tel <place>`` was refused by their own character's lock. New
characters get ``teleport:perm(Admin) or self()``
(typeclasses/characters.py); this gives the same lock to the characters a
game already holds, where the lock is still Evennia's default (a lock staff
set by hand is left alone). Idempotent. Going back restores Evennia's lock.
"""

from django.db import migrations

OLD = "teleport:perm(Admin)"
NEW = "teleport:perm(Admin) or self()"


def _swap(apps, before, after):
    ObjectDB = apps.get_model("objects", "ObjectDB")
    for obj in ObjectDB.objects.filter(db_lock_storage__contains=before).only("id", "db_lock_storage"):
        parts = [part.strip() for part in obj.db_lock_storage.split(";")]
        if before not in parts:
            continue
        obj.db_lock_storage = ";".join(after if part == before else part for part in parts)
        ObjectDB.objects.filter(id=obj.id).update(db_lock_storage=obj.db_lock_storage)


def forward(apps, schema_editor):
    _swap(apps, OLD, NEW)


def backward(apps, schema_editor):
    _swap(apps, NEW, OLD)


class Migration(migrations.Migration):
    dependencies = [
        ("fourfold_upgrades", "0006_roll_history_rows"),
        ("objects", "0013_defaultobject_alter_objectdb_id_defaultcharacter_and_more"),
    ]

    operations = [migrations.RunPython(forward, backward)]
