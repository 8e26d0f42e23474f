from django.apps import AppConfig


class AccountDeletionConfig(AppConfig):
    name = "features.account_deletion"
    label = "account_deletion"  # the tables and migrations keep their app label
    verbose_name = "Fourfold account deletions"
    default_auto_field = "django.db.models.AutoField"
