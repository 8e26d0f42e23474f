"""The routes under ``admin/``: Evennia's own (Fourfold adds none)."""

from evennia.web.admin.urls import urlpatterns as evennia_admin_urlpatterns

urlpatterns = list(evennia_admin_urlpatterns)
