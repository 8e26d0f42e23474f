"""A fight's turn log kept after the fight ends: its combat
Script is deleted then, so the log moves into a Fight row, linked to the
scenes the fight was part of."""

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ("scenes", "0003_scene_tools"),
    ]

    operations = [
        migrations.CreateModel(
            name="Fight",
            fields=[
                ("id", models.AutoField(auto_created=True, primary_key=True, serialize=False,
                                        verbose_name="ID")),
                ("number", models.IntegerField(unique=True)),
                ("ruleset", models.CharField(default="", max_length=20)),
                ("room_id", models.IntegerField(null=True)),
                ("room_name", models.CharField(default="", max_length=255)),
                ("organizer_name", models.CharField(default="", max_length=255)),
                ("fighters", models.JSONField(default=list)),
                ("readers", models.JSONField(default=list)),
                ("turns", models.JSONField(default=list)),
                ("last_turn", models.IntegerField(default=0)),
                ("log_url", models.CharField(default="", max_length=60)),
                ("ended", models.DateTimeField(blank=True, null=True)),
                ("scenes", models.ManyToManyField(blank=True, related_name="fights",
                                                  to="scenes.scene")),
            ],
            options={"ordering": ("number",)},
        ),
    ]
