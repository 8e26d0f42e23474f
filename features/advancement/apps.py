from django.apps import AppConfig


class AdvancementConfig(AppConfig):
    name = "features.advancement"
    label = "advancement"
    verbose_name = "Advancement"
    default_auto_field = "django.db.models.AutoField"
