"""The website's routes (web/urls.py includes them at the root): Fourfold's
pages first, each feature's pages, then Evennia's website routes."""

from django.urls import path
from evennia.web.website.urls import urlpatterns as evennia_website_urlpatterns

from features.community.web import boards_requests, channel_pages
from features.community.web import profiles_events as community
from features.scenes.web import views as scene_views
from web.website import login
from web.website.views import fourfold, home, safe_lookups

urlpatterns = [
    path("", home.home, name="fourfold-home"),  # before Evennia's stock front page
    # Django's login page, through the login throttle (core/login_guard.py)
    path("auth/login/", login.ThrottledLoginView.as_view(), name="login"),
    path("characters/sheets/", fourfold.my_sheets, name="fourfold-my-sheets"),
    path("characters/<int:char_id>/sheet/", fourfold.character_sheet, name="fourfold-sheet"),
    path("combats/<int:combat_id>/log/", fourfold.combat_log, name="fourfold-combat-log"),
    path("gear/armor/", fourfold.armor_chart, name="fourfold-armor-chart"),
    # public profiles (+finger) and upcoming events
    path("characters/<int:char_id>/profile/", community.character_profile, name="fourfold-profile"),
    path("events/", community.events_page, name="fourfold-events"),
    # boards and (staff) requests
    path("boards/", boards_requests.board_list, name="fourfold-boards"),
    path("boards/<int:number>/", boards_requests.board_posts, name="fourfold-board"),
    path("boards/<int:number>/<int:post>/", boards_requests.board_post, name="fourfold-board-post"),
    path("requests/", boards_requests.request_list, name="fourfold-requests"),
    path("requests/<int:number>/", boards_requests.request_detail, name="fourfold-request"),
    # scenes and their logs
    path("scenes/", scene_views.scene_list, name="fourfold-scenes"),
    path("scenes/<int:scene_id>/", scene_views.scene_page, name="fourfold-scene"),
    path("scenes/<int:scene_id>/log.txt", scene_views.scene_text_download, name="fourfold-scene-txt"),
    path("scenes/<int:scene_id>/log.md", scene_views.scene_markdown_download, name="fourfold-scene-md"),
]

# Evennia's channel and character pages, with 404 for an address that
# names nothing (web/website/views/safe_lookups.py); same addresses and names.
urlpatterns += [
    # channel pages for players (FOURFOLD_WEB_CHANNELS_ANONYMOUS)
    path("channels/", channel_pages.ChannelListView.as_view(), name="channels"),
    path("channels/<str:slug>/", channel_pages.ChannelDetailView.as_view(), name="channel-detail"),
    path("characters/detail/<str:slug>/<int:pk>/", safe_lookups.SafeCharacterDetailView.as_view(),
         name="character-detail"),
    path("characters/puppet/<str:slug>/<int:pk>/", safe_lookups.SafeCharacterPuppetView.as_view(),
         name="character-puppet"),
    path("characters/update/<str:slug>/<int:pk>/", safe_lookups.SafeCharacterUpdateView.as_view(),
         name="character-update"),
    path("characters/delete/<str:slug>/<int:pk>/", safe_lookups.SafeCharacterDeleteView.as_view(),
         name="character-delete"),
]

# read by Django
urlpatterns = urlpatterns + evennia_website_urlpatterns
