from django.apps import AppConfig


class UpgradesConfig(AppConfig):
    name = "upgrades"
    label = "fourfold_upgrades"
    verbose_name = "Fourfold data upgrades"
