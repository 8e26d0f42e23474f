"""The routes under ``webclient/``: Evennia's own (Fourfold adds none)."""

from evennia.web.webclient.urls import urlpatterns as evennia_webclient_urlpatterns

urlpatterns = list(evennia_webclient_urlpatterns)
