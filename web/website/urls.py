"""
This reroutes from an URL to a python view-function/class.

The main web/urls.py includes these routes for all urls (the root of the url)
so it can reroute to all website pages.

"""

from django.urls import path

from evennia.web.website.urls import urlpatterns as evennia_website_urlpatterns

from web.website.views import community, fourfold, home

# add patterns here
urlpatterns = [
    path("", home.home, name="fourfold-home"),  # before Evennia's stock front page
    path("characters/sheets/", fourfold.my_sheets, name="fourfold-my-sheets"),
    path("characters/<int:char_id>/sheet/", fourfold.character_sheet, name="fourfold-sheet"),
    path("combats/<int:combat_id>/log/", fourfold.combat_log, name="fourfold-combat-log"),
    path("gear/armor/", fourfold.armor_chart, name="fourfold-armor-chart"),
    # community-A (issue 22): public profiles (+finger) and upcoming events
    path("characters/<int:char_id>/profile/", community.character_profile, name="fourfold-profile"),
    path("events/", community.events_page, name="fourfold-events"),
]

# read by Django
urlpatterns = urlpatterns + evennia_website_urlpatterns
