from django.apps import AppConfig


class WikiConfig(AppConfig):
    name = "features.wiki"
    label = "wiki"
    verbose_name = "Fourfold wiki (theme, policy and help pages)"
    default_auto_field = "django.db.models.AutoField"
