"""The data page's addresses (the FEATURE's ``urls``, at the site's root)."""

from django.urls import path

from features.your_data.web import data_page

urlpatterns = [
    path("account/data/", data_page.data_page, name="fourfold-your-data"),
    path("account/data/download/", data_page.download, name="fourfold-your-data-download"),
]
