"""The channel pages (/channels/ and /channels/<name>/) for players only,
unless settings.FOURFOLD_WEB_CHANNELS_ANONYMOUS is True.

Channel talk is for players: a visitor who is not logged in is sent to the
login page (and back here after it), as for a sheet. A logged-in player
sees the channels their ``listen`` lock allows, as in Evennia; a channel
they may not read, or that does not exist, is 404 (safe_lookups.py).
"""

from django.contrib.auth.views import redirect_to_login
from evennia.web.website.views import channels

from core.game_settings import setting
from web.website.views.safe_lookups import SafeChannelDetailView


def anonymous_allowed() -> bool:
    return bool(setting("FOURFOLD_WEB_CHANNELS_ANONYMOUS"))


class PlayersOnlyMixin:
    """Send a visitor who is not logged in to the login page, unless the
    setting opens the channel pages to everyone."""

    def dispatch(self, request, *args, **kwargs):
        if not request.user.is_authenticated and not anonymous_allowed():
            return redirect_to_login(request.get_full_path())
        return super().dispatch(request, *args, **kwargs)


class ChannelListView(PlayersOnlyMixin, channels.ChannelListView):
    pass


class ChannelDetailView(PlayersOnlyMixin, SafeChannelDetailView):
    pass
