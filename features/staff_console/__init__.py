"""The staff console: web pages under ``/staff/`` where staff see the
game's state and change its settings.

The settings page edits a curated list of the game's settings
(features/staff_console/editable.py) and stores them in the database
(models.py ``GameSetting``); core/game_settings.py ``setting`` answers the
stored value unless the settings files set the setting themselves. Every
change leaves a record (``SettingChange``: who, when, the old and the new
value), listed on the page. Only those who pass the console's lock for a
page (``perm(Admin)`` for the settings) may see it or post its form.
"""

from core.features import Feature

FEATURE = Feature(
    key="staff_console",
    name="The staff console",
    app="features.staff_console.apps.StaffConsoleConfig",
    urls="features.staff_console.web.urls",
    url_prefix="staff/",
    hooks={"at_post_puppet": "features.staff_console.hooks.record_login",
           "at_server_start": "features.staff_console.activity.start"},
    requires=("community", "channels"),
)
