"""Scene tools: a scene's content warning, an entry's edit mark
and the earlier texts it had (SceneEdit), invitations to private scenes
(SceneInvite), and plots that group scenes (Plot, PlotScene)."""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ("scenes", "0002_scene_counted"),
    ]

    operations = [
        migrations.CreateModel(
            name="Plot",
            fields=[
                (
                    "id",
                    models.AutoField(
                        auto_created=True,
                        primary_key=True,
                        serialize=False,
                        verbose_name="ID",
                    ),
                ),
                ("title", models.CharField(max_length=255)),
                ("summary", models.TextField(blank=True, default="")),
                ("creator_id", models.IntegerField(null=True)),
                ("creator_name", models.CharField(default="", max_length=255)),
                ("created", models.DateTimeField()),
            ],
            options={
                "ordering": ("-created", "-id"),
            },
        ),
        migrations.AddField(
            model_name="scene",
            name="warning",
            field=models.CharField(blank=True, default="", max_length=200),
        ),
        migrations.AddField(
            model_name="sceneentry",
            name="edited_at",
            field=models.DateTimeField(blank=True, null=True),
        ),
        migrations.CreateModel(
            name="SceneEdit",
            fields=[
                (
                    "id",
                    models.AutoField(
                        auto_created=True,
                        primary_key=True,
                        serialize=False,
                        verbose_name="ID",
                    ),
                ),
                ("old_text", models.TextField()),
                ("how", models.CharField(max_length=10)),
                ("editor_id", models.IntegerField(null=True)),
                ("editor_name", models.CharField(default="", max_length=255)),
                ("edited", models.DateTimeField()),
                (
                    "entry",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="edits",
                        to="scenes.sceneentry",
                    ),
                ),
            ],
            options={
                "ordering": ("entry", "edited", "id"),
            },
        ),
        migrations.CreateModel(
            name="PlotScene",
            fields=[
                (
                    "id",
                    models.AutoField(
                        auto_created=True,
                        primary_key=True,
                        serialize=False,
                        verbose_name="ID",
                    ),
                ),
                ("added", models.DateTimeField()),
                (
                    "plot",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="links",
                        to="scenes.plot",
                    ),
                ),
                (
                    "scene",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="plot_links",
                        to="scenes.scene",
                    ),
                ),
            ],
            options={
                "unique_together": {("plot", "scene")},
            },
        ),
        migrations.CreateModel(
            name="SceneInvite",
            fields=[
                (
                    "id",
                    models.AutoField(
                        auto_created=True,
                        primary_key=True,
                        serialize=False,
                        verbose_name="ID",
                    ),
                ),
                ("char_id", models.IntegerField(db_index=True)),
                ("name", models.CharField(max_length=255)),
                ("by_id", models.IntegerField(null=True)),
                ("by_name", models.CharField(default="", max_length=255)),
                ("invited", models.DateTimeField()),
                (
                    "scene",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="invites",
                        to="scenes.scene",
                    ),
                ),
            ],
            options={
                "ordering": ("invited", "id"),
                "unique_together": {("scene", "char_id")},
            },
        ),
    ]
