"""The data file carries every table of every installed feature, and every
field of each: a feature that adds a table or a field adds it to
features/your_data/tables.py (and docs/data-format.md), or this fails."""

from django.apps import apps
from django.conf import settings
from django.test import SimpleTestCase

from core import features
from features.your_data.tables import TABLES


class TestEveryTable(SimpleTestCase):
    def test_every_feature_table_and_field_is_in_the_file(self):
        carried = {t.model.lower(): t for t in TABLES}
        for package in settings.FOURFOLD_FEATURES:
            feature = features.describe(package)
            if not feature.app:
                continue
            label = _label(feature.app)
            for model in apps.get_app_config(label).get_models():
                name = f"{label}.{model.__name__}".lower()
                with self.subTest(table=name):
                    self.assertIn(name, carried, f"{name} is not in the data file")
                    table = carried[name]
                    fields = {f.name for f in model._meta.get_fields()
                              if f.concrete and not f.auto_created and f.name != "id"}
                    fields |= {f.name for f in model._meta.many_to_many}
                    self.assertEqual(fields, set(table.fields) | set(table.many))

    def test_the_documentation_names_every_file(self):
        from tests.test_import_directions import REPO_ROOT

        text = (REPO_ROOT / "docs" / "data-format.md").read_text()
        for table in TABLES:
            with self.subTest(file=table.file):
                self.assertIn(f"data/{table.file}.json", text)
                self.assertIn(f"| {table.file} |", text)


def _label(app_path: str) -> str:
    """The app label of the AppConfig class at ``app_path``."""
    from core.dotted_path import load_path

    return load_path(app_path).label
