"""The Portal keeps a copy of each session (who is logged in, which
character it plays) and hands it to a Server that starts. Evennia refreshes
that copy at login and just before a reload, but not when a session takes
up a character: a Server that then crashed came back with the player
logged in but out of character. Sending the session's data to the Portal
when it puppets a character lets a crashed Server put everyone back where
they were (see ops/server_watch.py).
"""

from evennia.utils import logger


def sync_to_portal(sessions) -> None:
    """Send the Portal the current data of ``sessions`` (quietly skipped
    when there is no Portal link, as in tests)."""
    try:
        import evennia

        service = getattr(evennia, "EVENNIA_SERVER_SERVICE", None)
        if service is None or getattr(service, "amp_protocol", None) is None:
            return
        handler = evennia.SERVER_SESSION_HANDLER
        data = {s.sessid: s.get_sync_data() for s in sessions if getattr(s, "sessid", None)}
        if data:
            handler.session_portal_partial_sync(data)
    except Exception:
        logger.log_trace("portal_sync: could not send the session data to the Portal")


class PortalSyncedPuppet:
    """Mixin for Character: tell the Portal when a session takes it up."""

    def at_post_puppet(self, **kwargs):
        super().at_post_puppet(**kwargs)
        sync_to_portal(self.sessions.all())
