from django.apps import AppConfig


class ModerationConfig(AppConfig):
    name = "features.moderation"
    label = "moderation"  # the tables and migrations keep their app label
    verbose_name = "Fourfold moderation"
    default_auto_field = "django.db.models.AutoField"
