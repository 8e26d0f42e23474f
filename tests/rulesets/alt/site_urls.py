"""The site's URLs with the test ruleset's pages added as web/website/urls.py
adds an installed ruleset's (tests/rulesets/test_parts.py uses it as
ROOT_URLCONF: the site's URLs are read once, before a test installs alt)."""

from rulesets.base import describe
from web.urls import urlpatterns as site_urlpatterns
from web.website import ruleset_pages

urlpatterns = ruleset_pages.urlpatterns_of([describe("tests.rulesets.alt")]) + site_urlpatterns
