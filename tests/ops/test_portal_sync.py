"""Taking up a character tells the Portal (ops/portal_sync.py), so
a Server restarted after a crash finds each session in character."""

from unittest import mock

from evennia.utils.test_resources import EvenniaTest


class TestPortalSync(EvenniaTest):
    character_typeclass = "typeclasses.characters.Character"

    def test_puppeting_sends_the_session_data(self):
        self.session.puid = self.char1.id
        self.char1.sessions.add(self.session)
        handler = mock.Mock()
        service = mock.Mock(amp_protocol=object())
        with mock.patch("evennia.SERVER_SESSION_HANDLER", handler), \
                mock.patch("evennia.EVENNIA_SERVER_SERVICE", service):
            self.char1.at_post_puppet()
        handler.session_portal_partial_sync.assert_called_once()
        sent = handler.session_portal_partial_sync.call_args[0][0]
        self.assertEqual(sent[self.session.sessid]["puid"], self.char1.id)

    def test_no_portal_link_no_error(self):
        self.char1.sessions.add(self.session)
        with mock.patch("evennia.EVENNIA_SERVER_SERVICE", mock.Mock(amp_protocol=None)):
            self.char1.at_post_puppet()  # nothing to send to, nothing raised
