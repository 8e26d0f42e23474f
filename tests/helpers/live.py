"""Live scene tests: web sessions logged in to an account, and what the game
sent them out of band (Evennia's test base replaces the session handler's
``data_out`` with a Mock, so every session's messages are read from it)."""

from __future__ import annotations

import evennia
from django.conf import settings
from evennia.server.serversession import ServerSession
from evennia.utils.utils import class_from_module

from features.scenes.live import push, watchers
from tests.helpers.scenes import SceneTest

_next = [100]


class LiveTest(SceneTest):
    def setUp(self):
        super().setUp()
        push.forget()
        watchers.forget()
        self.addCleanup(push.forget)
        self.addCleanup(watchers.forget)
        self.sessions = []

    def tearDown(self):
        for session in self.sessions:  # before Evennia's tearDown deletes the accounts
            evennia.SESSION_HANDLER.pop(session.sessid, None)
        super().tearDown()

    def web_session(self, account=None, puppet=None, protocol="websocket"):
        """A new connection of ``account`` (None: not signed in) over the web."""
        _next[0] += 1
        while _next[0] in evennia.SESSION_HANDLER:  # a session another test left behind
            _next[0] += 1
        dummy = ServerSession()
        dummy.init_session(protocol, ("127.0.0.1", "test"), evennia.SESSION_HANDLER)
        dummy.sessid = _next[0]
        evennia.SESSION_HANDLER.portal_connect(dummy.get_sync_data())
        session = evennia.SESSION_HANDLER.session_from_sessid(dummy.sessid)
        game_class = class_from_module(settings.SERVER_SESSION_CLASS)
        if type(session) is not game_class:  # (a test importing the Portal's modules can leave Evennia's)
            session.__class__ = game_class
        if account is not None:
            evennia.SESSION_HANDLER.login(session, account, testmode=True)
        if puppet is not None:
            session.puppet = puppet
            session.puid = puppet.id
        self.sessions.append(session)
        return session

    def sent(self, session, cmdname: str) -> list[dict]:
        """The kwargs of every ``cmdname`` OOB command sent to ``session``."""
        found = []
        for call in evennia.SESSION_HANDLER.data_out.call_args_list:
            if call.args and call.args[0] is session and cmdname in call.kwargs:
                found.append(call.kwargs[cmdname][1])
        return found

    def clear_sent(self):
        evennia.SESSION_HANDLER.data_out.reset_mock()
