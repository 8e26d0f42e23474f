"""The console's addresses, under ``/staff/`` (its FEATURE's url_prefix)."""

from django.urls import path

from features.staff_console.web import pages

urlpatterns = [
    path("", pages.status_page, name="fourfold-staff-status"),
    path("settings/", pages.settings_page, name="fourfold-staff-settings"),
    path("logs/", pages.logs_page, name="fourfold-staff-logs"),
    path("people/", pages.people_page, name="fourfold-staff-people"),
    path("reload/", pages.reload_game, name="fourfold-staff-reload"),
]
