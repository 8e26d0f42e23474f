"""Players' text never carries link codes. Typed lines and website forms
lose them on the way in (core/text/player.py); this removes them from what
a game stored before that rule: object names, every Attribute whose value is a
string (descriptions, profile fields, events' texts...), messages (mail,
pages), board posts, requests and their comments, and scene titles,
summaries and log entries.

The stripping rule is frozen here (a migration must keep meaning the same
after the code moves on): any run of bars before ``l`` and one of
``c u t e`` is removed, repeatedly, until none is left. Idempotent; there is
no going back (the codes are gone, which is the point).
"""

import re

from django.db import migrations

_LINK_CODE = re.compile(r"\|+l[cute]")


def strip_links(text):
    if not isinstance(text, str) or "|l" not in text:
        return text
    while True:
        stripped = _LINK_CODE.sub("", text)
        if stripped == text:
            return text
        text = stripped


COLUMNS = [
    ("objects", "ObjectDB", ("db_key",)),
    ("comms", "Msg", ("db_message", "db_header")),
    ("community", "Request", ("title", "text")),
    ("community", "RequestComment", ("text",)),
    ("community", "Post", ("title", "text")),
    ("scenes", "Scene", ("title", "summary")),
    ("scenes", "SceneEntry", ("text",)),
]


def forward(apps, schema_editor):
    for app, name, fields in COLUMNS:
        model = apps.get_model(app, name)
        for field in fields:
            rows = model.objects.filter(**{f"{field}__contains": "|l"}).values_list("pk", field)
            for pk, value in list(rows):
                cleaned = strip_links(value)
                if cleaned != value:
                    model.objects.filter(pk=pk).update(**{field: cleaned})
    Attribute = apps.get_model("typeclasses", "Attribute")
    for attr in Attribute.objects.all().iterator():
        value = attr.db_value
        if isinstance(value, str) and "|l" in value:
            cleaned = strip_links(value)
            if cleaned != value:
                attr.db_value = cleaned
                attr.save(update_fields=["db_value"])


class Migration(migrations.Migration):
    dependencies = [
        ("fourfold_upgrades", "0001_ruleset_packages"),
        ("objects", "0013_defaultobject_alter_objectdb_id_defaultcharacter_and_more"),
        ("comms", "0022_defaultchannel_alter_channeldb_id_alter_msg_id_and_more"),
        ("typeclasses", "0016_alter_attribute_id_alter_tag_id"),
        ("community", "0001_initial"),
        ("scenes", "0001_initial"),
    ]

    operations = [migrations.RunPython(forward, migrations.RunPython.noop)]
