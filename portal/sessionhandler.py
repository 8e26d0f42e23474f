"""The Portal's session handler: Evennia's, with new connections let through
fairly (portal/admission.py), what they send meanwhile kept
(portal/early_input.py) and a time limit to log in (portal/login_timeout.py).

Installed with ``PORTAL_SESSION_HANDLER_CLASS`` in settings. Evennia's
``connect`` (its connection queue) is replaced; input from a connection the
Server knows costs one attribute check more than Evennia's.
"""

from __future__ import annotations

import evennia
from django.conf import settings
from evennia.server.portal.amp import PCONN
from evennia.server.portal.portalsessionhandler import PortalSessionHandler as EvenniaHandler
from twisted.internet import reactor

from portal import early_input, login_timeout
from portal.admission import Admission

QUEUED = ("Many are connecting at once: the game lets you in within about {seconds} "
          "seconds. What you type meanwhile is kept.")
RETRY_WITHOUT_SERVER = 1.0  # seconds between looks while the Server is away


class PortalSessionHandler(EvenniaHandler):
    """Evennia's Portal session handler with a fair connection queue, early
    input kept and unauthenticated connections timed out."""

    def __init__(self, *args, clock=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.clock = clock or reactor  # callLater and seconds; tests give a task.Clock
        self.admission = Admission(float(settings.MAX_CONNECTION_RATE), self.clock.seconds)
        self._admit_call = None

    # --- new connections --------------------------------------------------
    def connect(self, session):
        """A protocol's new connection: queue it and let through whoever's
        turn it is. (Evennia calls this with None from its own timer; so
        may we.)"""
        if session:
            if not session.sessid:
                # a web client reconnecting may bring its sessid; keep it
                session.sessid = self.generate_sessid()
            session.server_connected = False
            self.admission.add(session)
            login_timeout.arm(self, session, self.clock)
            self.admit()
            if session in self.admission:
                wait = self.admission.wait_for(session)
                if wait >= 1.0:
                    self.data_out(session, text=[[QUEUED.format(seconds=round(wait))], {}])
            return
        self.admit()

    def admit(self) -> int:
        """Let through as many waiting connections as the rate allows now;
        look again when the next may go. Returns how many went."""
        self._admit_call = None
        amp = evennia.EVENNIA_PORTAL_SERVICE.amp_protocol
        handed = 0
        while amp:
            session = self.admission.take()
            if session is None:
                break
            self.hand_on(session, amp)
            handed += 1
        if len(self.admission):
            delay = self.admission.next_in() if amp else RETRY_WITHOUT_SERVER
            self._admit_call = self.clock.callLater(max(delay, 0.01), self.admit)
        return handed

    def admit_soon(self) -> None:
        if self._admit_call is None or not self._admit_call.active():
            self._admit_call = self.clock.callLater(0, self.admit)

    def hand_on(self, session, amp) -> None:
        """Tell the Server about ``session``, then pass on what it sent."""
        self[session.sessid] = session
        session.server_connected = True
        amp.send_AdminPortal2Server(session, operation=PCONN, sessiondata=session.get_sync_data())
        early_input.release(self, session)

    def at_server_connection(self):
        super().at_server_connection()
        if len(self.admission):
            self.admit_soon()

    def holds(self, session) -> bool:
        """Whether ``session`` is still connected here (let through or waiting)."""
        return self.get(session.sessid) is session or session in self.admission

    # --- closing ----------------------------------------------------------
    def disconnect(self, session):
        login_timeout.disarm(session)
        early_input.forget(session)
        if self.admission.remove(session):
            return  # the Server never heard of it
        super().disconnect(session)

    def server_logged_in(self, session, data):
        super().server_logged_in(session, data)
        if getattr(session, "logged_in", False):
            login_timeout.disarm(session)

    # --- input --------------------------------------------------------------
    def data_in(self, session, **kwargs):
        if session and not getattr(session, "server_connected", True):
            early_input.keep(self, session, kwargs)
            return None
        return super().data_in(session, **kwargs)
