"""
This reroutes from an URL to a python view-function/class.

The main web/urls.py includes these routes for all urls (the root of the url)
so it can reroute to all website pages.

"""

from django.urls import path

from evennia.web.website.urls import urlpatterns as evennia_website_urlpatterns

from web.website.views import fourfold
from web.website.views import scenes as scene_views

# add patterns here
urlpatterns = [
    path("characters/sheets/", fourfold.my_sheets, name="fourfold-my-sheets"),
    path("characters/<int:char_id>/sheet/", fourfold.character_sheet, name="fourfold-sheet"),
    path("combats/<int:combat_id>/log/", fourfold.combat_log, name="fourfold-combat-log"),
    path("gear/armor/", fourfold.armor_chart, name="fourfold-armor-chart"),
    # Scenes (area: scenes)
    path("scenes/", scene_views.scene_list, name="fourfold-scenes"),
    path("scenes/<int:scene_id>/", scene_views.scene_page, name="fourfold-scene"),
    path("scenes/<int:scene_id>/log.txt", scene_views.scene_text_download, name="fourfold-scene-txt"),
    path("scenes/<int:scene_id>/log.md", scene_views.scene_markdown_download, name="fourfold-scene-md"),
]

# read by Django
urlpatterns = urlpatterns + evennia_website_urlpatterns
