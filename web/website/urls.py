"""
This reroutes from an URL to a python view-function/class.

The main web/urls.py includes these routes for all urls (the root of the url)
so it can reroute to all website pages.

"""

from django.urls import path

from evennia.web.website.urls import urlpatterns as evennia_website_urlpatterns

from web.website.views import community, fourfold

# add patterns here
urlpatterns = [
    path("characters/sheets/", fourfold.my_sheets, name="fourfold-my-sheets"),
    path("characters/<int:char_id>/sheet/", fourfold.character_sheet, name="fourfold-sheet"),
    path("combats/<int:combat_id>/log/", fourfold.combat_log, name="fourfold-combat-log"),
    path("gear/armor/", fourfold.armor_chart, name="fourfold-armor-chart"),
    # community-B: boards and (staff) requests
    path("boards/", community.board_list, name="fourfold-boards"),
    path("boards/<int:number>/", community.board_posts, name="fourfold-board"),
    path("boards/<int:number>/<int:post>/", community.board_post, name="fourfold-board-post"),
    path("requests/", community.request_list, name="fourfold-requests"),
    path("requests/<int:number>/", community.request_detail, name="fourfold-request"),
]

# read by Django
urlpatterns = urlpatterns + evennia_website_urlpatterns
