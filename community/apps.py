from django.apps import AppConfig


class CommunityConfig(AppConfig):
    name = "community"
    verbose_name = "Fourfold community (requests, boards)"
    default_auto_field = "django.db.models.AutoField"
