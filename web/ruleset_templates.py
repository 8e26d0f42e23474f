"""A template loader for the installed rulesets' own templates.

Rulesets are packages, not Django apps, so Django's app-directories loader
does not look in them. This loader does the same for every package in
``settings.FOURFOLD_RULESETS``: it reads templates from ``<package>/templates/``
(a ruleset names its sheet ``rulesets/<key>/sheet.html``, kept at
``<package>/templates/rulesets/<key>/sheet.html``, so two rulesets never
clash). It stands after the game's and the apps' loaders (TEMPLATES in
server/conf/settings.py), so a game can override a ruleset's template from
web/templates/ as it does Evennia's.

The list is read when a template is looked up, so a ruleset installed from
secret_settings.py, or by a test's ``override_settings``, is found as well.
"""

from __future__ import annotations

from importlib.util import find_spec
from pathlib import Path

from django.core.signals import setting_changed
from django.dispatch import receiver
from django.template.loaders.filesystem import Loader as FilesystemLoader

from core.game_settings import setting


def template_dirs(packages) -> list[str]:
    """The ``templates`` folder of each package in ``packages`` that has one,
    in order (a package that cannot be found is passed over)."""
    found = []
    for package in packages:
        try:
            spec = find_spec(package)
        except ModuleNotFoundError:  # the registry says so when it reads the list
            continue
        for folder in (spec.submodule_search_locations or []) if spec else []:
            candidate = Path(folder) / "templates"
            if candidate.is_dir():
                found.append(str(candidate))
    return found


class Loader(FilesystemLoader):
    """Django's filesystem loader over the installed rulesets' folders."""

    def get_dirs(self):
        return template_dirs(setting("FOURFOLD_RULESETS"))


@receiver(setting_changed)
def _forget_cached_templates(*, setting, **kwargs):
    """A change of the installed rulesets (tests) empties the cached loader,
    which would otherwise keep answering from the former list."""
    if setting != "FOURFOLD_RULESETS":
        return
    from django.template import engines

    for engine in engines.all():
        for loader in getattr(engine, "engine", engine).template_loaders:
            reset = getattr(loader, "reset", None)
            if reset is not None:
                reset()
