from django.apps import AppConfig


class ScenesConfig(AppConfig):
    name = "features.scenes"
    label = "scenes"  # the tables and migrations keep their app label
    verbose_name = "Scenes"
    default_auto_field = "django.db.models.AutoField"
