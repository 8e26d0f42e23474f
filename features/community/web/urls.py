"""The community's addresses, included at the site's root by
web/website/urls.py (before Evennia's own, so that its channel pages take
the place of Evennia's at the same addresses and names)."""

from django.urls import include, path

from features.community.web import boards_requests, channel_pages, profiles_events

urlpatterns = [
    # public profiles (+finger) and upcoming events
    path("characters/<int:char_id>/profile/", profiles_events.character_profile,
         name="fourfold-profile"),
    path("events/", profiles_events.events_page, name="fourfold-events"),
    # the boards, mail, the profile form and the gallery (portal_urls.py)
    path("", include("features.community.web.portal_urls")),
    # (staff) requests
    path("requests/", boards_requests.request_list, name="fourfold-requests"),
    path("requests/<int:number>/", boards_requests.request_detail, name="fourfold-request"),
    # channel pages for players (FOURFOLD_WEB_CHANNELS_ANONYMOUS)
    path("channels/", channel_pages.ChannelListView.as_view(), name="channels"),
    path("channels/<str:slug>/", channel_pages.ChannelDetailView.as_view(), name="channel-detail"),
]
