from django.apps import AppConfig


class StaffConsoleConfig(AppConfig):
    name = "features.staff_console"
    label = "staff_console"
    verbose_name = "Fourfold staff console"
    default_auto_field = "django.db.models.AutoField"

    def ready(self):
        """Make core/game_settings.py ``setting`` read the values stored on
        the console (the database is read at the first ``setting`` call,
        not here)."""
        from core.game_settings import use_stored_settings
        from features.staff_console.store import stored_values

        use_stored_settings(stored_values)
