from django.apps import AppConfig


class CommunityConfig(AppConfig):
    name = "features.community"
    label = "community"  # the tables and migrations keep their app label
    verbose_name = "Fourfold community (requests, boards)"
    default_auto_field = "django.db.models.AutoField"
