from django.apps import AppConfig


class SampleConfig(AppConfig):
    """Only for its templates/ folder: no tables."""

    name = "tests.features.sample_feature"
    label = "sample_feature"
    verbose_name = "A test feature"
