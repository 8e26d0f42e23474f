"""An account with no character to play logs in to a clear line, not to
Evennia's error ("The Character does not exist." and a traceback in the
server log); one whose last character is gone plays another of its own."""

from unittest import mock

from django.conf import settings
from evennia.accounts import accounts as evennia_accounts
from evennia.utils import create

from tests.helpers.game import FourfoldCommandTest


class TestLoginWithoutCharacter(FourfoldCommandTest):
    def setUp(self):
        super().setUp()
        create.create_channel(settings.CHANNEL_MUDINFO["key"])  # the connect line goes there
        self.trace = self._start(mock.patch.object(evennia_accounts.logger, "log_trace"))
        self.session_msg = self._start(mock.patch.object(type(self.session), "msg"))
        self.account.unpuppet_all()

    def said(self) -> str:
        lines = []
        for call in self.session_msg.call_args_list:
            text = call.kwargs.get("text", call.args[0] if call.args else "")
            lines.append(str(text[0] if isinstance(text, (tuple, list)) and text else text))
        return "\n".join(lines)

    def test_no_character_at_all_is_told_how_to_make_one(self):
        for char in list(self.account.characters):
            self.account.characters.remove(char)
        self.account.db._last_puppet = None
        self.account.at_post_login(session=self.session)
        self.trace.assert_not_called()
        said = self.said()
        self.assertIn("no character to play", said)
        self.assertIn("charcreate", said)
        self.assertNotIn("does not exist", said)
        self.assertIsNone(self.session.puppet)

    def test_last_character_gone_plays_another_of_the_account(self):
        self.account.characters.add(self.char1)
        self.account.db._last_puppet = None  # e.g. the last one played was retired to the roster
        self.account.at_post_login(session=self.session)
        self.trace.assert_not_called()
        self.assertEqual(self.session.puppet, self.char1)

    def test_a_character_is_still_played_as_before(self):
        self.account.characters.add(self.char1)
        self.account.db._last_puppet = self.char1
        self.account.at_post_login(session=self.session)
        self.assertEqual(self.session.puppet, self.char1)
