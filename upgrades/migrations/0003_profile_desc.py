"""A character has one description: the profile shows, and sets, the
``desc`` that ``look`` shows (features/community/profile.py). A game made on
an older version may hold a second copy that ``+finger/set desc`` kept (an
Attribute ``desc`` in category ``profile``).

A character whose only description was the profile's gets it as its real
description (the same Attribute row, moved out of the ``profile``
category, so nothing is copied or lost). Where the character had both, its
real description stays and the profile's text is left where it is, unread
but kept (nothing is thrown away). An empty real description counts as
none. Idempotent: a second run finds no profile description to move.
"""

from django.db import migrations


def forward(apps, schema_editor):
    Attribute = apps.get_model("typeclasses", "Attribute")
    old = Attribute.objects.filter(db_key="desc", db_category="profile", db_attrtype__isnull=True)
    for attr in list(old):
        owners = list(attr.objectdb_set.all())
        if len(owners) != 1:
            continue  # an Attribute on no object (or shared): not a profile's
        real = owners[0].db_attributes.filter(db_key="desc", db_category__isnull=True,
                                              db_attrtype__isnull=True)
        if any(r.db_value for r in real):
            continue
        real.delete()
        attr.db_category = None
        attr.save(update_fields=["db_category"])


class Migration(migrations.Migration):
    dependencies = [
        ("fourfold_upgrades", "0002_strip_player_links"),
        ("typeclasses", "0016_alter_attribute_id_alter_tag_id"),
        ("objects", "0013_defaultobject_alter_objectdb_id_defaultcharacter_and_more"),
    ]

    operations = [migrations.RunPython(forward, migrations.RunPython.noop)]
