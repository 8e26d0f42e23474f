"""
This reroutes from an URL to a python view-function/class.

The main web/urls.py includes these routes for all urls (the root of the url)
so it can reroute to all website pages.

"""

from django.urls import include, path
from evennia.web.website.urls import urlpatterns as evennia_website_urlpatterns

from web.website import login
from web.website.views import fourfold, home, safe_lookups

# add patterns here
urlpatterns = [
    path("", home.home, name="fourfold-home"),  # before Evennia's stock front page
    # trust (issue 27): Django's login page, through the login throttle
    path("auth/login/", login.ThrottledLoginView.as_view(), name="login"),
    path("characters/sheets/", fourfold.my_sheets, name="fourfold-my-sheets"),
    path("characters/<int:char_id>/sheet/", fourfold.character_sheet, name="fourfold-sheet"),
    path("combats/<int:combat_id>/log/", fourfold.combat_log, name="fourfold-combat-log"),
    path("gear/armor/", fourfold.armor_chart, name="fourfold-armor-chart"),
    path("", include("features.community.web.urls")),
    path("", include("features.scenes.web.urls")),
]

# trust: Evennia's channel and character pages, with 404 for an address that
# names nothing (web/website/views/safe_lookups.py); same addresses and names.
urlpatterns += [
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
