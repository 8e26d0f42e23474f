"""Scene.counted: whether a finished scene counts for the once-a-scene
allowances (typeclasses/scene_store.py). Scenes finished before this field
existed are worked out once here, under the same rule: staff ran it, or at
least two of its participants each posed."""

from django.db import migrations, models

POSE_KINDS = ("pose", "say", "emit")


def count_finished(apps, schema_editor):
    Scene = apps.get_model("scenes", "Scene")
    Participant = apps.get_model("scenes", "Participant")
    SceneEntry = apps.get_model("scenes", "SceneEntry")
    counted = []
    for scene in Scene.objects.filter(state="finished").only("id", "staff_run"):
        if scene.staff_run:
            counted.append(scene.id)
            continue
        members = set(Participant.objects.filter(scene_id=scene.id)
                      .values_list("char_id", flat=True))
        posers = set(SceneEntry.objects.filter(scene_id=scene.id, kind__in=POSE_KINDS,
                                               author_id__in=members)
                     .values_list("author_id", flat=True))
        if len(posers) >= 2:
            counted.append(scene.id)
    Scene.objects.filter(id__in=counted).update(counted=True)


class Migration(migrations.Migration):

    dependencies = [
        ("scenes", "0001_initial"),
    ]

    operations = [
        migrations.AddField(
            model_name="scene",
            name="counted",
            field=models.BooleanField(default=False),
        ),
        migrations.RunPython(count_finished, migrations.RunPython.noop),
    ]
