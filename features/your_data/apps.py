"""The feature's Django app: its page's template (no tables of its own)."""

from django.apps import AppConfig


class YourDataConfig(AppConfig):
    name = "features.your_data"
    label = "your_data"
    verbose_name = "Your data"
