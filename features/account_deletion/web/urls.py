"""The deletion page's address (its FEATURE's ``urls``), at the site's root."""

from django.urls import path

from features.account_deletion.web import pages

urlpatterns = [
    path("account/delete/", pages.delete_page, name="fourfold-account-delete"),
]
