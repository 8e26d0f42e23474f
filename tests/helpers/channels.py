"""Shared set-up for the channel tests (features/channels): Fourfold's
typeclasses, a Public channel (alias pub, as Evennia makes it) and a Staff
channel locked to staff, each with a fresh history file; accounts type
whole lines (``type(account, "pub Hello")``), nicks and all, as a player
would, and what each account is sent is recorded.

TestAccount is a Developer (staff); TestAccount2 is a plain player. Both
count as online, so both hear the channels they are on.
"""

from __future__ import annotations

import os
import re
from unittest import mock

from evennia.comms.models import ChannelDB
from evennia.utils import create, logger
from evennia.utils.test_resources import EvenniaCommandTest

import core.command
from tests.helpers.game import CommandCrashed

CHANNEL = "typeclasses.channels.Channel"
_ANSI = re.compile(r"\x1b\[[0-9;]*m")
PUBLIC_LOCKS = "control:perm(Admin);listen:all();send:all()"
STAFF_LOCKS = "listen:perm(Builder);send:perm(Builder);control:perm(Admin)"


def _crashed(message, *args, **kwargs):
    raise CommandCrashed(f"the command raised instead of failing cleanly: {message}")


def fresh_log(name: str) -> None:
    """No history file (and no open handle) for the log file ``name``."""
    path = logger._open_log_file(name).path
    handle = logger._LOG_FILE_HANDLES.pop(path, None)
    logger._LOG_FILE_HANDLE_COUNTS.pop(path, None)
    if handle is not None:
        handle.close()
    folder = os.path.dirname(path)
    for each in os.listdir(folder):
        if each == name or each.startswith(name + "."):
            os.remove(os.path.join(folder, each))


def make_channel(key, locks, aliases=None):
    fresh_log(f"channel_{key.lower()}.log")
    return create.create_channel(key, aliases=aliases, locks=locks, desc=f"{key} talk",
                                 typeclass=CHANNEL)


class ChannelTest(EvenniaCommandTest):
    account_typeclass = "typeclasses.accounts.Account"
    character_typeclass = "typeclasses.characters.Character"
    room_typeclass = "typeclasses.rooms.Room"

    def setUp(self):
        super().setUp()
        patcher = mock.patch.object(core.command, "logger",
                                    mock.Mock(log_trace=mock.Mock(side_effect=_crashed)))
        patcher.start()
        self.addCleanup(patcher.stop)
        online = mock.patch("evennia.comms.models.SubscriptionHandler.online",
                            lambda handler: handler.all())
        online.start()
        self.addCleanup(online.stop)
        self.public = make_channel("Public", PUBLIC_LOCKS, aliases=["pub"])
        self.staff = make_channel("Staff", STAFF_LOCKS)
        self.heard = {self.account: [], self.account2: []}
        for account in self.heard:
            patcher = mock.patch.object(account, "msg", side_effect=self._recorder(account))
            patcher.start()
            self.addCleanup(patcher.stop)

    def create_objs(self):
        pass

    def create_script(self):
        pass

    def _recorder(self, account):
        def record(text=None, *args, **kwargs):
            if isinstance(text, tuple):
                text = text[0]
            if text is not None:
                self.heard[account].append(str(text))
        return record

    # --- acting -----------------------------------------------------------------
    def type(self, account, line: str) -> str:
        """``account`` types ``line``; what it was sent, as one text (the
        ANSI codes of a table taken out)."""
        before = len(self.heard[account])
        session = self.session if account == self.account else None
        account.execute_cmd(line, session=session)
        return _ANSI.sub("", "\n".join(self.heard[account][before:]))

    def join(self, account, channel, alias=None):
        """``account`` on ``channel`` (as Evennia's join and addcom leave it)."""
        if not channel.has_connection(account):
            channel.connect(account)
        if alias:
            channel.add_user_channel_alias(account, alias)

    def since(self, account, count_before: int) -> str:
        return "\n".join(self.heard[account][count_before:])

    # --- what is stored -----------------------------------------------------------
    def state(self, account):
        """Everything a refused channel command must leave alone."""
        fresh = {c.id: ChannelDB.objects.get(id=c.id) for c in (self.public, self.staff)}
        nicks = sorted(repr(n.value) for n in account.nicks.all())
        attrs = sorted((a.db_key, str(a.db_category), repr(a.value)) for a in account.attributes.all())
        subs = {cid: (bool(chan.subscriptions.has(account)), account in (chan.db.mute_list or []))
                for cid, chan in fresh.items()}
        return nicks, attrs, subs
