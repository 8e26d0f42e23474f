"""The play page's addresses: ``/play/`` (``webclient:index``, the name
Evennia's pages and ours link to), its sheet piece, and ``/webclient/``,
Evennia's old address, serving the same page for bookmarks."""

from django.urls import path

from web.webclient import views

app_name = "webclient"  # Django reads app_name: the names are "webclient:index" and so on

urlpatterns = [
    path("play/", views.play, name="index"),
    path("play/sheet/", views.sheet, name="sheet"),
    path("webclient/", views.play, name="old-address"),
]
