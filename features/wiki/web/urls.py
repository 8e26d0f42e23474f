"""The wiki's and the help's addresses (its FEATURE's ``urls``), mounted at
the site's root (web/website/feature_pages.py) before Evennia's own, so
that the help pages take the place of Evennia's at the same addresses and
names (``help``, ``help-entry-detail``)."""

from django.urls import path

from features.wiki.web import edit, help_pages, pages

urlpatterns = [
    path("wiki/", pages.wiki_index, name="fourfold-wiki"),
    path("wiki/new/", edit.wiki_new, name="fourfold-wiki-new"),
    path("wiki/changes/", pages.wiki_changes, name="fourfold-wiki-changes"),
    path("wiki/<slug:slug>/", pages.wiki_page, name="fourfold-wiki-page"),
    path("wiki/<slug:slug>/edit/", edit.wiki_edit, name="fourfold-wiki-edit"),
    path("wiki/<slug:slug>/history/", pages.wiki_history, name="fourfold-wiki-history"),
    path("wiki/<slug:slug>/revisions/<int:number>/", pages.wiki_revision, name="fourfold-wiki-revision"),
    path("wiki/<slug:slug>/diff/", pages.wiki_diff, name="fourfold-wiki-diff"),
    path("help/", help_pages.help_list, name="help"),
    path("help/<str:category>/<str:topic>/", help_pages.help_entry, name="help-entry-detail"),
]
