"""fs3's pages on the web site (rulesets/fs3/web_pages.py), served from the
site's root while fs3 is installed (``Ruleset.web_urls``, web/website/urls.py).
``links`` are shown on the home page and the sheets page."""

from django.urls import path

from rulesets.fs3 import web_pages

urlpatterns = [
    path("combats/<int:combat_id>/log/", web_pages.combat_log, name="fourfold-combat-log"),
    path("gear/armor/", web_pages.armor_chart_page, name="fourfold-armor-chart"),
]

# (URL name, link text, what the page shows)
links = [("fourfold-armor-chart", "The armor chart", "how often each armor stops each weapon")]
