from django.apps import AppConfig


class ChargenConfig(AppConfig):
    """Only for the web pages' templates/ and static/ folders: no tables."""

    name = "features.chargen"
    label = "chargen_web"
    verbose_name = "Fourfold chargen on the web"
