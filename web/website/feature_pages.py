"""The installed features' web pages: each feature whose description names
``urls`` (a module with ``urlpatterns``, e.g. features/scenes/web/urls.py)
has it mounted at its ``url_prefix``. The settings build the list
(``FOURFOLD_FEATURE_URLS``: core/features.py configure) from
``FOURFOLD_FEATURES``; it is read once, when Django loads the URL
configuration.
"""

from __future__ import annotations

from django.urls import include, path

from core.game_settings import setting


def urlpatterns_of(mounted) -> list:
    """One ``include`` per (prefix, URL module) of ``mounted``, in order."""
    return [path(prefix, include(module)) for prefix, module in mounted]


def installed_urlpatterns() -> list:
    return urlpatterns_of(setting("FOURFOLD_FEATURE_URLS"))
