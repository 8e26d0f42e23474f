"""The community's addresses (its FEATURE's ``urls``), mounted at the
site's root (web/website/feature_pages.py) before Evennia's own, so that
its channel pages take the place of Evennia's at the same addresses and
names."""

from django.urls import include, path

from features.community.web import channel_pages, events_web, profiles_events, requests_web

urlpatterns = [
    # requests to staff and the events calendar, with their forms
    # (requests_web.py, events_web.py)
    path("requests/", requests_web.request_list, name="fourfold-requests"),
    path("requests/new/", requests_web.request_new, name="fourfold-request-new"),
    path("requests/<int:number>/", requests_web.request_detail, name="fourfold-request"),
    path("requests/<int:number>/comment/", requests_web.request_comment,
         name="fourfold-request-comment"),
    path("requests/<int:number>/assign/", requests_web.request_assign, name="fourfold-request-assign"),
    path("requests/<int:number>/close/", requests_web.request_close, name="fourfold-request-close"),
    path("events/", events_web.events_list, name="fourfold-events"),
    path("events/new/", events_web.event_new, name="fourfold-event-new"),
    path("events.ics", events_web.events_ical, name="fourfold-events-ical"),
    path("events/<int:number>/", events_web.event_detail, name="fourfold-event"),
    path("events/<int:number>/edit/", events_web.event_edit, name="fourfold-event-edit"),
    path("events/<int:number>/signup/", events_web.event_signup, name="fourfold-event-signup"),
    path("events/<int:number>/unsignup/", events_web.event_unsignup, name="fourfold-event-unsignup"),
    path("events/<int:number>/cancel/", events_web.event_cancel, name="fourfold-event-cancel"),
    # public profiles (+finger)
    path("characters/<int:char_id>/profile/", profiles_events.character_profile,
         name="fourfold-profile"),
    # the boards, mail, the profile form and the gallery (portal_urls.py)
    path("", include("features.community.web.portal_urls")),
    # channel pages for players (FOURFOLD_WEB_CHANNELS_ANONYMOUS)
    path("channels/", channel_pages.ChannelListView.as_view(), name="channels"),
    path("channels/<str:slug>/", channel_pages.ChannelDetailView.as_view(), name="channel-detail"),
]
