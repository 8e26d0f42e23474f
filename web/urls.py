"""The site's routes: Fourfold's icon and pages (web/website/urls.py), the
play page (web/webclient/urls.py: /play/, and /webclient/ as before) and the
admin, then Evennia's defaults but its web client; and the error pages."""

from django.templatetags.static import static
from django.urls import include, path
from django.views.generic import RedirectView
from evennia.web.urls import urlpatterns as evennia_default_urlpatterns


class FaviconView(RedirectView):
    """/favicon.ico, which browsers ask for on their own: Fourfold's icon
    (web/static/website/images/), before Evennia's route to its own."""

    permanent = False

    def get_redirect_url(self, *args, **kwargs):
        return static("website/images/favicon.ico")


urlpatterns = [
    path("favicon.ico", FaviconView.as_view(), name="fourfold-favicon"),
    path("", include("web.website.urls")),
    path("", include("web.webclient.urls")),
    path("admin/", include("web.admin.urls")),
] + [
    # Evennia's web client (namespace "webclient") is replaced by the play
    # page above, which takes its names and its /webclient/ address; keeping
    # both would make Django warn that the namespace is not unique.
    route for route in evennia_default_urlpatterns if getattr(route, "namespace", None) != "webclient"
]

# Refusals and errors as pages in the site's style (web/website/views/errors.py).
handler403 = "web.website.views.errors.refused"
handler404 = "web.website.views.errors.not_found"
handler500 = "web.website.views.errors.server_error"
