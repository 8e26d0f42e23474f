"""The web site's addresses: Fourfold's own pages (home, login, sheets and
the safe character pages, here), each installed feature's (its ``urls``,
at its ``url_prefix``: web/website/feature_pages.py) and each installed
ruleset's (its ``web_urls``: web/website/ruleset_pages.py), all at
the site's root and before Evennia's stock pages, so that a page of ours
takes the place of Evennia's at the same address and name.
"""

from django.urls import path
from evennia.web.website.urls import urlpatterns as evennia_website_urlpatterns

from web.website import feature_pages, login, password, ruleset_pages
from web.website.views import home, safe_lookups, sheets

urlpatterns = [
    path("", home.home, name="fourfold-home"),  # before Evennia's stock front page
    # Django's login page, through the login throttle
    path("auth/login/", login.ThrottledLoginView.as_view(), name="login"),
    # Django's password change, which also signs the other browsers' play pages out
    path("auth/password_change/", password.PasswordChangeView.as_view(), name="password_change"),
    path("characters/sheets/", sheets.my_sheets, name="fourfold-my-sheets"),
    path("characters/<int:char_id>/sheet/", sheets.character_sheet, name="fourfold-sheet"),
    # Evennia's character pages, with 404 for an address that names nothing
    # (web/website/views/safe_lookups.py); same addresses and names.
    path("characters/detail/<str:slug>/<int:pk>/", safe_lookups.SafeCharacterDetailView.as_view(),
         name="character-detail"),
    path("characters/puppet/<str:slug>/<int:pk>/", safe_lookups.SafeCharacterPuppetView.as_view(),
         name="character-puppet"),
    path("characters/update/<str:slug>/<int:pk>/", safe_lookups.SafeCharacterUpdateView.as_view(),
         name="character-update"),
    path("characters/delete/<str:slug>/<int:pk>/", safe_lookups.SafeCharacterDeleteView.as_view(),
         name="character-delete"),
    *feature_pages.installed_urlpatterns(),
    *ruleset_pages.installed_urlpatterns(),
]

# read by Django
urlpatterns = urlpatterns + evennia_website_urlpatterns
