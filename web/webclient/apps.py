"""The play page's Django app: it only connects the sign-out below."""

from django.apps import AppConfig


class WebClientConfig(AppConfig):
    name = "web.webclient"
    label = "fourfold_webclient"  # Evennia's own web client app is "webclient"
    verbose_name = "Play page"

    def ready(self):
        from django.contrib.auth.signals import user_logged_out

        from web.webclient import signout

        user_logged_out.connect(signout.sign_out_play_pages, dispatch_uid="fourfold-play-signout")
