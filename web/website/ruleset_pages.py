"""The installed rulesets' own web pages: a ruleset whose description names
``web_urls`` (a module, e.g. rulesets/fs3/web_urls.py) adds that module's
``urlpatterns`` at the site's root, and its ``links`` (URL name, link text,
what the page shows) to the home page and the sheets page. The shared views
name no ruleset: what a ruleset adds is read from its description here.

The URL patterns are read once, when Django loads the URL configuration;
the links are read for each page, so a link whose page is not served is
left out.
"""

from __future__ import annotations

from django.urls import NoReverseMatch, include, path, reverse


def _modules(rulesets):
    for ruleset in rulesets:
        module = ruleset.load("web_urls")
        if module is not None:
            yield module


def urlpatterns_of(rulesets) -> list:
    """One ``include`` at the site's root per ruleset of ``rulesets`` (Ruleset
    descriptions) that has web pages."""
    return [path("", include(module.__name__)) for module in _modules(rulesets)]


def links_of(rulesets) -> list[dict]:
    """{"url", "text", "about"} for each link the rulesets' pages offer and
    this site serves, in the rulesets' order."""
    found = []
    for module in _modules(rulesets):
        for name, text, about in getattr(module, "links", ()):
            try:
                found.append({"url": reverse(name), "text": text, "about": about})
            except NoReverseMatch:
                continue
    return found


def installed_urlpatterns() -> list:
    from rulesets.registry import installed

    return urlpatterns_of(installed().values())


def installed_links() -> list[dict]:
    from rulesets.registry import installed

    return links_of(installed().values())
