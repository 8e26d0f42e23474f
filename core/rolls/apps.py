from django.apps import AppConfig


class RollsConfig(AppConfig):
    """The rooms' roll histories (core/rolls/models.py)."""

    name = "core.rolls"
    label = "fourfold_rolls"  # names the table and migrations: never changes
    verbose_name = "Roll history"
    default_auto_field = "django.db.models.BigAutoField"
