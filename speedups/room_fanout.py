"""One message to everyone in a room, without each listener's full ``msg``.

A pose in a room of 150 is sent 150 times. For each listener Evennia runs
``DefaultObject.msg`` (the sender's ``at_msg_send`` hook, the listener's
``at_msg_receive`` hook, the listener's sessions), then each session's
``data_out``, the session handler's ``data_out`` and ``clean_senddata``,
and the AMP link's send: for one pose in a crowded room, the largest part
of the Server's time.

When every one of those steps is Evennia's own (or the game's own
``Character.msg``, which registers what it adds: see :func:`register_msg`),
their result is known in advance: the hooks do nothing, and each session
gets the same cleaned message. :func:`send_same` then builds that message
once and hands it to the AMP link for each session, which is what the
chain would have done. A listener for which any step is something else
(a class with its own ``msg`` or hooks, a test's mock, the outgoing
FuncParser switched on) gets Evennia's ``msg`` as before.

tests/speedups/test_room_fanout.py compares what each session receives
with Evennia's own chain, for plain, nospoof, sessionless and unusual
listeners. Switch: ``FOURFOLD_QUICK_ROOM_FANOUT``.
"""

from __future__ import annotations

import evennia
from evennia.objects.objects import DefaultObject
from evennia.server import sessionhandler as _evennia_sessions
from evennia.server.amp_client import AMPServerClientProtocol
from evennia.server.serversession import ServerSession as _EvenniaServerSession
from evennia.server.sessionhandler import ServerSessionHandler

from speedups import mixins
from speedups.amp_batch import BatchingClientProtocol
from speedups.session_handler import FourfoldSessionHandler, quick_clean

_flag = mixins.Flag()  # off: every listener gets its own msg call
active, install, uninstall = _flag.active, _flag.install, _flag.uninstall

# msg function -> (adapt, applies, wants): ``adapt(receiver, text, author)``
# is the text that msg function passes on to Evennia's; ``applies(text)``
# says whether it can change ``text`` at all, ``wants(receiver)`` whether
# it would for this receiver (None: always)
_KNOWN_MSG: dict = {DefaultObject.msg: (None, None, None)}
_CLASS_OK: dict = {}  # listener class -> (msg, at_msg_receive, its msg's plan or False)


def register_msg(func, adapt, applies, wants=None) -> None:
    """A ``msg`` override that only changes the text before calling
    Evennia's: ``adapt(receiver, text, author)`` gives that text;
    ``applies(text)`` is False for a text ``adapt`` returns as it is, and
    ``wants(receiver)`` False for a receiver it returns any text to as it is."""
    _KNOWN_MSG[func] = (adapt, applies, wants)
    _CLASS_OK.clear()


def _class_plan(cls):
    """(adapt, applies, wants) for a listener class whose msg and at_msg_receive
    the fan-out can stand in for, else False. Kept per class with the two
    functions it was worked out from, and worked out again if either is
    not the class's any more (a patched hook, a reloaded module)."""
    msg, receive = cls.msg, cls.at_msg_receive
    kept = _CLASS_OK.get(cls)
    if kept is not None and kept[0] is msg and kept[1] is receive:
        return kept[2]
    plan = False
    if receive is DefaultObject.at_msg_receive:
        plan = _KNOWN_MSG.get(msg, False)
    _CLASS_OK[cls] = (msg, receive, plan)
    return plan


def _quiet_sender(from_obj) -> bool:
    """Whether Evennia's ``at_msg_send`` calls for ``from_obj`` do nothing."""
    if from_obj is None:
        return True
    if isinstance(from_obj, (list, tuple)):
        return all(_quiet_sender(obj) for obj in from_obj)
    hook = getattr(type(from_obj), "at_msg_send", None)
    return hook is DefaultObject.at_msg_send and "at_msg_send" not in vars(from_obj)


def _link():
    """(session handler, the AMP protocol's send, the batching queue's add
    or None) when the handler's data_out and cleaning are Evennia's (or the
    game's quick clean), else None."""
    handler = evennia.SESSION_HANDLER
    if handler is None or "data_out" in vars(handler) or "clean_senddata" in vars(handler):
        return None
    cls = type(handler)
    if cls.data_out is not ServerSessionHandler.data_out:
        return None
    if cls.clean_senddata is not FourfoldSessionHandler.clean_senddata \
            or _evennia_sessions._FUNCPARSER_PARSE_OUTGOING_MESSAGES_ENABLED:
        return None
    service = getattr(evennia, "EVENNIA_SERVER_SERVICE", None)
    protocol = getattr(service, "amp_protocol", None)
    if protocol is None:
        return None
    return handler, protocol.send_MsgServer2Portal, _batch_queue(protocol)


def _batch_queue(protocol):
    """The batching AMP link's queue ``add`` (speedups/amp_batch.py), where
    ``send_MsgServer2Portal`` would put the message, or None."""
    cls = type(protocol)
    if (isinstance(protocol, BatchingClientProtocol) and protocol.batching
            and cls.send_MsgServer2Portal is AMPServerClientProtocol.send_MsgServer2Portal
            and cls.data_to_portal is BatchingClientProtocol.data_to_portal
            and "data_to_portal" not in vars(protocol)):
        return protocol._queue.add
    return None


def _cleaned(text):
    return quick_clean({"text": text, "options": None})


def send_same(receivers, text, from_obj) -> None:
    """``receiver.msg(text=text, from_obj=from_obj)`` for each receiver, in
    order; ``text`` is a str or a (str, dict) pair."""
    link = _link() if _flag.on and _quiet_sender(from_obj) else None
    if link is None:
        for receiver in receivers:
            receiver.msg(text=text, from_obj=from_obj)
        return
    handler, send, queue_add = link
    base = _cleaned(text)
    if base is None:  # not a plain text message: Evennia's way
        for receiver in receivers:
            receiver.msg(text=text, from_obj=from_obj)
        return
    base_text = base["text"]
    live = evennia.SESSION_HANDLER
    for receiver in receivers:
        plan = _class_plan(type(receiver))
        own = vars(receiver)
        if plan is False or "msg" in own:
            receiver.msg(text=text, from_obj=from_obj)
            continue
        sessions = _sessions(receiver, own, live)
        if not sessions:
            continue
        adapt, applies, wants = plan
        theirs, cleaned_text = text, base_text
        if adapt is not None and from_obj is not None and from_obj is not receiver \
                and (wants is None or wants(receiver)) and (applies is None or applies(text)):
            theirs = adapt(receiver, text, from_obj)
            if theirs is not text:
                cleaned = _cleaned(theirs)
                if cleaned is None:
                    receiver.msg(text=text, from_obj=from_obj)
                    continue
                cleaned_text = cleaned["text"]
        for session in sessions:
            if not _SESSION_OK[type(session)] or "data_out" in vars(session) \
                    or session.sessionhandler is not handler:
                session.data_out(text=theirs, options=None)
                continue
            # what clean_senddata would give this session: its own lists
            # and dict around the same string
            if queue_add is not None:
                queue_add(session.sessid, {"text": [list(cleaned_text[0]), dict(cleaned_text[1])]})
            else:
                send(session, text=[list(cleaned_text[0]), dict(cleaned_text[1])])


def _sessions(receiver, own, live) -> list:
    """``receiver.sessions.all()``: the sessions of the ids the handler
    keeps, read from the live session handler (its ``get`` without the
    check for a None key, which a session id never is)."""
    handler = own.get("sessions") or receiver.sessions
    sessids = handler._sessid_cache
    if not sessids:
        return []
    sessions = []
    for sessid in sessids:
        session = dict.get(live, sessid)
        if session is None:  # out of step with the session handler: Evennia recaches
            return handler.all()
        sessions.append(session)
    return sessions


class _SessionClasses(dict):
    """session class -> whether its data_out is Evennia's"""

    def __missing__(self, cls):
        self[cls] = ok = cls.data_out is _EvenniaServerSession.data_out
        return ok


_SESSION_OK = _SessionClasses()
