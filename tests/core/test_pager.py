"""Help and other long output come whole (MUD clients and the web
client scroll back) unless the player turns the pager on with +pager; the
choice is the account's; `quit` in a pager leaves it instead of paging on;
and a pager left open when the player goes never greets the next login with
a stray "Exited pager."."""

from django.test import override_settings

from core import pager
from tests.helpers.community import CommunityTest

LONG = "\n".join(f"help line {i}" for i in range(300))


def CmdHelp():
    import commands.help

    return commands.help.CmdHelp()


def CmdPager():
    import commands.pager

    return commands.pager.CmdPager()


class PagerTest(CommunityTest):
    def send_help(self, text=LONG):
        cmd = CmdHelp()
        cmd.caller, cmd.session, cmd.account = self.char1, self.session, self.account
        self.char1.msg = sent = self._recorder()
        cmd.msg_help(text)
        return sent

    def _recorder(self):
        from unittest import mock

        recorder = mock.Mock()
        self.addCleanup(lambda: vars(self.char1).pop("msg", None))
        return recorder

    def sent_text(self, recorder) -> str:
        parts = []
        for call in recorder.call_args_list:
            text = call.kwargs.get("text", call.args[0] if call.args else "")
            while isinstance(text, (list, tuple)) and text:
                text = text[0]
            parts.append(str(text))
        return "\n".join(parts)

    def paging(self, obj) -> bool:
        return obj.ndb._more is not None or obj.cmdset.has(pager.PAGER_CMDSET_KEY)


class TestHelpComesWhole(PagerTest):
    def test_by_default_nothing_is_paged(self):
        sent = self.send_help()
        self.assertFalse(self.paging(self.char1))
        text = self.sent_text(sent)
        self.assertIn("help line 0", text)
        self.assertIn("help line 299", text)
        self.assertNotIn("Page", text)

    def test_the_player_may_ask_for_pages(self):
        self.call(CmdPager(), "on", "Pager on", caller=self.account)
        sent = self.send_help()
        self.assertTrue(self.paging(self.char1))
        text = self.sent_text(sent)
        self.assertIn("help line 0", text)
        self.assertNotIn("help line 299", text)
        self.assertIn("Page", text)

    @override_settings(FOURFOLD_PAGER=True)
    def test_the_games_default_is_a_setting(self):
        self.send_help()
        self.assertTrue(self.paging(self.char1))


class TestWebHelpPopup(PagerTest):
    """The web client's help pop-up takes help whole, pager or not: its
    session is known by the name Evennia gives it when it starts."""

    def test_a_web_session_with_the_popup_gets_help_whole(self):
        pager.set_pager(self.account, True)
        self.account.db._saved_webclient_options = {"helppopup": True}
        self.session.protocol_key = "websocket"
        self.addCleanup(setattr, self.session, "protocol_key", "telnet")
        text = self.sent_text(self.send_help())
        self.assertFalse(self.paging(self.char1))
        self.assertIn("help line 299", text)

    def test_a_telnet_session_is_paged_all_the_same(self):
        pager.set_pager(self.account, True)
        self.account.db._saved_webclient_options = {"helppopup": True}
        self.send_help()
        self.assertTrue(self.paging(self.char1))


class TestPagerOption(PagerTest):
    def test_show_and_toggle(self):
        self.call(CmdPager(), "", "Your pager is off.", caller=self.account)
        self.call(CmdPager(), "on", "Pager on: long output comes a screen at a time.", caller=self.account)
        self.assertTrue(pager.wants_pager(self.account))
        self.call(CmdPager(), "", "Your pager is on.", caller=self.account)
        self.call(CmdPager(), "OFF", "Pager off: long output comes all at once.", caller=self.account)
        self.assertFalse(pager.wants_pager(self.account))

    def test_the_choice_is_each_players_own(self):
        self.call(CmdPager(), "on", caller=self.account)
        self.assertFalse(pager.wants_pager(self.account2))

    def test_bad_input_changes_nothing(self):
        out = self.call(CmdPager(), "maybe", "'maybe' is neither on nor off.", caller=self.account)
        self.assertIn("Usage: +pager [on|off]", out)
        self.assertIsNone(self.account.attributes.get(pager.KEY, category=pager.CATEGORY))
        self.call(CmdPager(), "/loud on", "This command takes no switches", caller=self.account)
        self.assertIsNone(self.account.attributes.get(pager.KEY, category=pager.CATEGORY))

    def test_anyone_may_choose(self):
        self.assertTrue(CmdPager().access(self.account2, "cmd"))


class TestNoStrayPager(PagerTest):
    def test_quit_in_a_pager_is_not_next_page(self):
        import commands.pager

        keys = commands.pager.CmdPageKeys()
        self.assertNotIn("quit", keys.aliases)
        self.assertIn("q", keys.aliases)

    def test_a_pager_left_open_is_gone_at_the_next_login(self):
        pager.set_pager(self.account, True)
        self.send_help()
        self.assertTrue(self.paging(self.char1))
        vars(self.char1).pop("msg", None)
        heard = self._recorder()
        self.char1.msg = heard
        self.account.unpuppet_object(self.session)  # the player's last connection goes
        self.assertFalse(self.paging(self.char1))
        self.account.puppet_object(self.session, self.char1)  # and comes back
        self.char1.execute_cmd("look", session=self.session)
        self.assertNotIn("Exited pager", self.sent_text(heard))
        self.assertFalse(self.paging(self.char1))

    def test_out_of_character_too(self):
        pager.set_pager(self.account, True)
        from commands.pager import page

        page(self.account, LONG, session=self.session)
        self.assertTrue(self.paging(self.account))
        self.account.at_post_disconnect()  # one connection goes, another stays: kept
        self.assertTrue(self.paging(self.account))
        self.session.logged_in = False  # as Evennia marks the last one before the hook
        try:
            self.account.at_post_disconnect()
        finally:
            self.session.logged_in = True
        self.assertFalse(self.paging(self.account))

    def test_close_quietly_says_nothing(self):
        self.assertFalse(pager.close_quietly(self.char1))
