"""speedups/room_fanout.py: a room's message reaches each session exactly as
Evennia's chain (each listener's msg, its sessions' data_out, the session
handler's clean_senddata, the AMP send) would deliver it, for plain,
nospoof, sessionless and unusual listeners, and the listeners it cannot
answer for get their own msg."""

from types import SimpleNamespace
from unittest import mock

import evennia
from evennia.server.serversession import ServerSession as EvenniaServerSession
from evennia.utils import create

from core.text.player import set_nospoof
from speedups import room_fanout
from speedups.session_handler import FourfoldSessionHandler
from speedups.testing import unpatched
from tests.helpers.amp_link import Link
from tests.helpers.game import FourfoldCommandTest
from typeclasses.characters import Character


class Recorder:
    """Stands in for the AMP protocol: what each session is sent."""

    def __init__(self):
        self.sent = []

    def send_MsgServer2Portal(self, session, **kwargs):  # noqa: N802 (Evennia's name)
        self.sent.append((session.sessid, kwargs))


class Listener(Character):
    """A character with its own msg: the fan-out must call it."""

    heard = []

    def msg(self, text=None, from_obj=None, **kwargs):
        Listener.heard.append((self.key, text))
        return super().msg(text=text, from_obj=from_obj, **kwargs)


class Deaf(Character):
    """A character whose at_msg_receive refuses everything."""

    def at_msg_receive(self, text=None, from_obj=None, **kwargs):
        return False


class Loud(Character):
    """A sender with an at_msg_send hook: Evennia calls it per listener."""

    told = []

    def at_msg_send(self, text=None, to_obj=None, **kwargs):
        Loud.told.append(to_obj.key)


TEXTS = [
    ("Char waves at the room.", {"type": "pose"}),
    ("Char says, \"hi\"", {"type": "say"}),
    ("An emit that breaks|/into two lines\nor three.", {"type": "emit"}),
    ("A room line with no type", {}),
    ("uncommon: a list in the dict", {"type": "pose", "extra": [1, 2]}),
]


class FanoutTest(FourfoldCommandTest):
    def setUp(self):
        super().setUp()
        handler = evennia.SESSION_HANDLER
        self.assertIsInstance(handler, FourfoldSessionHandler)
        # EvenniaTest replaces the handler's data_out with a Mock; the
        # chain under test is the real one.
        saved = vars(handler).pop("data_out", None)
        self.addCleanup(lambda: setattr(handler, "data_out", saved) if saved else None)
        self.amp = Recorder()
        service = mock.patch.object(evennia, "EVENNIA_SERVER_SERVICE",
                                    SimpleNamespace(amp_protocol=self.amp))
        service.start()
        self.addCleanup(service.stop)
        self.next_sessid = 500
        self.made = []
        self.addCleanup(self._forget_sessions)
        Listener.heard, Loud.told = [], []
        # who is in the room: Char and Char2 with a session each, a nospoof
        # player, a player on two sessions, an NPC, a custom listener, a deaf one
        self.give_session(self.char2)  # Char has the test's own session
        self.picky = self.character("Picky")
        set_nospoof(self.picky, True)
        self.give_session(self.picky)
        self.twice = self.character("Twice")
        self.give_session(self.twice)
        self.give_session(self.twice)
        self.npc = self.character("Bramble")
        self.listener = self.character("Lis", Listener)
        self.give_session(self.listener)
        self.deaf = self.character("Deaf", Deaf)
        self.give_session(self.deaf)

    def character(self, key, cls=Character):
        return create.create_object(cls, key=key, location=self.room1, home=self.room1)

    def give_session(self, char):
        session = EvenniaServerSession.__new__(type(self.session))
        session.__init__()
        session.init_session("telnet", ("127.0.0.1", self.next_sessid), evennia.SESSION_HANDLER)
        session.sessid = self.next_sessid
        self.next_sessid += 1
        evennia.SESSION_HANDLER[session.sessid] = session
        self.made.append(session.sessid)
        cache = char.sessions._sessid_cache
        if cache:  # a second session (MULTISESSION_MODE 3 allows it)
            cache.append(session.sessid)
        else:
            char.sessions.add(session)
        return session

    def _forget_sessions(self):
        for sessid in self.made:
            evennia.SESSION_HANDLER.pop(sessid, None)

    def heard(self, text, from_obj):
        self.amp.sent, Listener.heard, Loud.told = [], [], []
        self.room1.msg_contents(text, from_obj=from_obj)
        return list(self.amp.sent), list(Listener.heard), list(Loud.told)

    def three_ways(self, text, from_obj):
        """What the sessions get with the fan-out, with Evennia's msg per
        listener (fan-out off), and with every speed-up off."""
        ours = self.heard(text, from_obj)
        room_fanout.uninstall()
        try:
            msg_each = self.heard(text, from_obj)
        finally:
            room_fanout.install()
        with unpatched():
            evennias = self.heard(text, from_obj)
        return ours, msg_each, evennias

    def test_every_session_gets_what_evennias_chain_sends(self):
        for text in TEXTS:
            for sender in (self.char1, self.npc, None):
                with self.subTest(text=text[0], sender=getattr(sender, "key", None)):
                    ours, msg_each, evennias = self.three_ways(text, sender)
                    self.assertEqual(ours, msg_each)
                    self.assertEqual(ours, evennias)
                    sessids = [sessid for sessid, _ in ours[0]]
                    # Char, Char2, Picky, Twice (twice), Lis; not the deaf one
                    self.assertEqual(len(sessids), 6)
                    self.assertEqual(ours[1], [("Lis", text)])

    def test_nospoof_listener_sees_the_author(self):
        sent, _, _ = self.heard(("An emit|/with a second line", {"type": "emit"}), self.char1)
        by_sessid = {sessid: kwargs["text"][0][0] for sessid, kwargs in sent}
        picky = self.picky.sessions.all()[0].sessid
        char2 = self.char2.sessions.all()[0].sessid
        self.assertIn("[Char]", by_sessid[picky])
        self.assertNotIn("[Char]", by_sessid[char2])

    def test_a_sender_with_a_hook_goes_evennias_way(self):
        loud = self.character("Shouty", Loud)
        self.give_session(loud)
        text = ("Shouty waves.", {"type": "pose"})
        ours, msg_each, evennias = self.three_ways(text, loud)
        self.assertEqual(ours, msg_each)
        self.assertEqual(ours, evennias)
        # the hook ran once for every listener (the room's exit too), as in Evennia's
        self.assertEqual(sorted(ours[2]), sorted(evennias[2]))
        self.assertIn("Deaf", ours[2])

    def test_the_fast_way_makes_no_msg_calls(self):
        with mock.patch.object(Character, "at_msg_receive", wraps=None) as receive:
            receive.return_value = True
            # a patched hook is not Evennia's: every listener gets its msg
            self.heard(("Char waves.", {"type": "pose"}), self.char1)
            # Char, Char2, Picky, Twice, Bramble, Lis (Deaf has its own)
            self.assertEqual(receive.call_count, 6)
        with mock.patch.object(room_fanout.DefaultObject, "msg", autospec=True,
                               side_effect=room_fanout.DefaultObject.msg) as evennias_msg:
            room_fanout.register_msg(evennias_msg, None, None)
            try:
                self.heard(("Char waves.", {"type": "pose"}), self.char1)
            finally:
                room_fanout._KNOWN_MSG.pop(evennias_msg, None)
            # only the custom listener (Lis) and the deaf one reach Evennia's msg
            callers = sorted(call.args[0].key for call in evennias_msg.call_args_list)
            self.assertEqual(callers, ["Deaf", "Lis"])

    def test_a_stale_session_id_is_recached_as_evennia_does(self):
        lost = self.give_session(self.char2)
        evennia.SESSION_HANDLER.pop(lost.sessid)
        ours, msg_each, evennias = self.three_ways(("Char waves.", {"type": "pose"}), self.char1)
        self.assertEqual(ours, evennias)
        self.assertNotIn(lost.sessid, [sessid for sessid, _ in ours[0]])

    def test_the_batching_link_queues_the_same_messages(self):
        link = Link()
        link.client.batching = True
        self.addCleanup(link.client._queue.drop)
        text = ("Char waves|/twice.", {"type": "pose"})
        queued = []
        with mock.patch.object(evennia, "EVENNIA_SERVER_SERVICE",
                               SimpleNamespace(amp_protocol=link.client)):
            for on in (True, False):
                (room_fanout.install if on else room_fanout.uninstall)()
                try:
                    self.room1.msg_contents(text, from_obj=self.char1)
                finally:
                    room_fanout.install()
                queued.append(list(link.client._queue.items))
                link.client._queue.drop()
        self.assertEqual(queued[0], queued[1])
        self.assertEqual(len(queued[0]), 6)

    def test_off_when_the_handlers_data_out_is_not_evennias(self):
        with mock.patch.object(evennia.SESSION_HANDLER, "data_out") as data_out:
            self.heard(("Char waves.", {"type": "pose"}), self.char1)
        self.assertEqual(self.amp.sent, [])
        self.assertEqual(data_out.call_count, 6)

