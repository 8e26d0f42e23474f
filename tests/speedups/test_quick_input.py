"""speedups/quick_input.py: a player's line reaches the command handler
exactly as Evennia's ``text`` input function would pass it on, and the nick
replacement is skipped only when the Attribute cache knows there is no
input-line nick."""

from unittest import mock

from django.test import override_settings
from evennia.server import inputfuncs as evennia_inputs
from evennia.typeclasses.attributes import NickHandler

from server.conf import inputfuncs
from speedups import quick_input
from speedups.testing import unpatched
from tests.helpers.game import FourfoldCommandTest

LINES = ["say hello", "greet", "greet Mara", "  idle ", "idle", "", "pose waves",
         "shout loud and clear", "x" * 300]


class QuickInputTest(FourfoldCommandTest):
    def passed_on(self, func, line, session=None):
        """What ``func`` (an input function) hands the command handler for ``line``."""
        session = session or self.session
        with mock.patch.object(evennia_inputs, "cmdhandler") as handler, \
                mock.patch.object(type(session), "update_session_counters") as counters:
            func(session, line, options={"raw": False})
        return ([(c.args, c.kwargs) for c in handler.call_args_list],
                [c.kwargs for c in counters.call_args_list])

    def assert_same_as_evennias(self, session=None):
        for line in LINES:
            ours = self.passed_on(quick_input.text, line, session)
            with unpatched():
                theirs = self.passed_on(evennia_inputs.text, line, session)
            self.assertEqual(ours, theirs, line)

    def test_no_nicks(self):
        self.assert_same_as_evennias()

    def test_a_characters_nick(self):
        self.passed_on(quick_input.text, "look")  # the cache now knows: no nicks
        self.char1.nicks.add("greet", "say Hello there!")
        self.assert_same_as_evennias()
        handler_calls, _ = self.passed_on(quick_input.text, "greet")
        self.assertEqual(handler_calls[0][0][1], "say Hello there!")

    def test_an_accounts_nick_reaches_its_puppet(self):
        self.passed_on(quick_input.text, "look")
        self.account.nicks.add("greet $1", "say Hello, $1!")
        self.assert_same_as_evennias()
        handler_calls, _ = self.passed_on(quick_input.text, "greet Mara")
        self.assertEqual(handler_calls[0][0][1], "say Hello, Mara!")

    def test_a_removed_nick_is_no_longer_replaced(self):
        self.char1.nicks.add("greet", "say Hello there!")
        self.passed_on(quick_input.text, "greet")
        self.char1.nicks.remove("greet")
        self.assert_same_as_evennias()
        handler_calls, _ = self.passed_on(quick_input.text, "greet")
        self.assertEqual(handler_calls[0][0][1], "greet")

    def test_out_of_character_the_accounts_nicks_apply(self):
        self.account.nicks.add("greet", "ooc Hello all")
        with mock.patch.object(type(self.session), "puppet", None, create=True):
            self.assert_same_as_evennias()
            handler_calls, _ = self.passed_on(quick_input.text, "greet")
        self.assertEqual(handler_calls[0][0][1], "ooc Hello all")

    def test_no_text_does_nothing(self):
        self.assertEqual(self.passed_on(quick_input.text, None), ([], []))

    def test_without_nicks_the_replacement_is_skipped(self):
        self.passed_on(quick_input.text, "look")
        with mock.patch.object(NickHandler, "nickreplace") as nickreplace:
            self.passed_on(quick_input.text, "say hi")
        nickreplace.assert_not_called()

    def test_an_unread_or_changed_cache_asks_evennia(self):
        self.char1.nicks.reset_cache()
        self.assertTrue(quick_input.may_have_nicks(self.char1))
        self.passed_on(quick_input.text, "look")
        self.assertFalse(quick_input.may_have_nicks(self.char1))
        self.char1.nicks.add("greet", "say Hi")
        self.assertTrue(quick_input.may_have_nicks(self.char1))

    def test_without_the_aggressive_cache_evennia_always_looks(self):
        self.passed_on(quick_input.text, "look")
        with mock.patch("evennia.typeclasses.attributes._TYPECLASS_AGGRESSIVE_CACHE", False):
            self.assertTrue(quick_input.may_have_nicks(self.char1))

    def test_fourfolds_input_function_uses_it_and_the_setting_turns_it_off(self):
        with mock.patch.object(quick_input, "text") as quick, \
                mock.patch.object(evennia_inputs, "text") as evennias:
            inputfuncs.text(self.session, "say a\x00b")
            with override_settings(FOURFOLD_QUICK_INPUT=False):
                inputfuncs.text(self.session, "say c\x07d")
        quick.assert_called_once_with(self.session, "say ab")
        evennias.assert_called_once_with(self.session, "say cd")
