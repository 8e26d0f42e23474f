"""The site's routes: Fourfold's pages (web/website/urls.py), the play page
(web/webclient/urls.py: /play/, and /webclient/ as before) and the admin,
then Evennia's defaults; and the error pages."""

from django.urls import include, path
from evennia.web.urls import urlpatterns as evennia_default_urlpatterns

urlpatterns = [
    path("", include("web.website.urls")),
    path("", include("web.webclient.urls")),
    path("admin/", include("web.admin.urls")),
] + evennia_default_urlpatterns

# Refusals and errors as pages in the site's style (web/website/views/errors.py).
handler403 = "web.website.views.errors.refused"
handler404 = "web.website.views.errors.not_found"
handler500 = "web.website.views.errors.server_error"
