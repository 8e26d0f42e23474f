from django.apps import AppConfig


class ScenesConfig(AppConfig):
    name = "scenes"
    verbose_name = "Scenes"
    default_auto_field = "django.db.models.AutoField"
