"""
Messages in batches on the AMP link between Server and Portal, both ways.

Stock Evennia sends every message for every session as an AMP call of its
own: the Server pickles it, compresses it with zlib at level 9, and waits
for an answer box; the Portal parses the box and writes that answer back.
A ``say`` in a room of ten players is eleven such calls. The load benchmark
(bench/load.py) puts a third of the Portal's time and a sixth of the
Server's into this.

Here the Server queues the messages of one reactor turn and sends them as
one call: one pickle, fast compression, no answer. The Portal hands them to
its sessions in the order they were queued.

The other way, every line a player types was an AMP call too, with an
answer box back. Once the Server has offered to take them, the Portal
queues the input of one reactor turn the same way and sends it as one
call that wants no answer; the Server hands each line to its session in
order. Both ends read these boxes without Twisted's dispatch
(speedups/amp_codec.py).

- Order is kept. Any other call to the Portal (a login, a disconnect, a
  reload) first sends what is queued, so a "Goodbye" still arrives before
  the connection is closed; on the Portal, a new connection or a
  disconnect is sent after the player's last lines.
- Mixed versions are safe. A Server ``reload`` does not restart the
  Portal, which may run older code. The Server batches only after the
  Portal has answered a probe; until then, and for a Portal that does not
  know the probe, it sends one call per message as Evennia does. The
  Portal batches input only after the Server has offered to take it, so an
  older Server gets Evennia's calls.
- ``settings.FOURFOLD_AMP_BATCH = False`` turns batching off (the Server
  then never probes or offers, and a Portal with it off declines).

Evennia's AMPClientFactory builds ``AMPServerClientProtocol`` whatever
``AMP_CLIENT_PROTOCOL_CLASS`` says, so :func:`install_client` (called from
server_services_plugins) makes the Server's factory build the configured
class.
"""

from __future__ import annotations

from time import perf_counter

import evennia
from django.conf import settings
from evennia.server.amp_client import AMPClientFactory, AMPServerClientProtocol
from evennia.server.portal import amp
from evennia.server.portal.amp_server import AMPServerProtocol
from evennia.utils import logger
from twisted.internet import defer, reactor
from twisted.protocols import amp as twisted_amp

from core.game_settings import setting
from speedups.amp_codec import FastCompressed, quick_box
from speedups.switches import is_on

# A batch is sent at once when it holds this many messages, whatever the
# reactor turn: it bounds the size of one box and the Portal's work per box.
MAX_BATCH = 256

BATCH_VERSION = 1
INPUT_VERSION = 1

# A batch of input can hold the lines of many players (under load, all that
# came in while the Server was busy). What the first of them answer waits
# for the game's group commit, which runs after the reactor turn: so, in
# stock form, for every other line of the batch too, while the Portal sits
# idle. The slice hooks (the group commit's, from at_server_start) run
# whenever settings.FOURFOLD_INPUT_SLICE seconds of input have been run
# since they last did, so those answers leave early and the Portal works on
# them alongside the Server, which cut the p99 of the load benchmark's
# opposed rolls by most of its length (bench/RESULTS.md, session 16).
# None turns it off; 0 runs them after every line (one commit a line:
# far slower there).
DEFAULT_INPUT_SLICE = 0.004
_SLICE_HOOKS: list = []


def on_input_slice(func) -> None:
    """Have ``func()`` run between the lines of an input batch, every
    ``FOURFOLD_INPUT_SLICE`` seconds of input (once, however often asked)."""
    if func not in _SLICE_HOOKS:
        _SLICE_HOOKS.append(func)


def input_slice() -> float | None:
    """Seconds of input between two runs of the slice hooks, or None (off)."""
    value = setting("FOURFOLD_INPUT_SLICE")
    if value is None or value is False:
        return None
    try:
        value = float(value)
    except (TypeError, ValueError):
        return DEFAULT_INPUT_SLICE
    return max(0.0, value)


def _run_slice_hooks() -> None:
    for func in list(_SLICE_HOOKS):
        try:
            func()
        except Exception:
            logger.log_trace(f"An input slice hook failed: {func!r}")


def enabled() -> bool:
    return is_on("amp_batch", settings)


class _Batch(twisted_amp.Command):
    """A pickled list of (sessid, kwargs), wanting no answer."""

    arguments = [(b"packed_data", FastCompressed())]
    errors = {Exception: b"EXCEPTION"}
    response = []
    requiresAnswer = False


class MsgServer2PortalBatch(_Batch):
    """Many Server -> Portal messages."""

    commandName = b"FourfoldMsgBatch"


class MsgPortal2ServerBatch(_Batch):
    """Many Portal -> Server inputs."""

    commandName = b"FourfoldInputBatch"


class TurnQueue:
    """The (sessid, kwargs) one end queues in a reactor turn, sent as one
    batch call when the turn ends or the queue is full. ``send_one`` sends
    one item Evennia's way: the fallback when the batch cannot be pickled,
    so that the one bad item fails alone."""

    def __init__(self, protocol, command, send_one, what: str):
        self.protocol, self.command, self.send_one, self.what = protocol, command, send_one, what
        self.items: list = []
        self._call = None

    def __len__(self):
        return len(self.items)

    def add(self, sessid, kwargs) -> None:
        self.items.append((sessid, kwargs))
        if len(self.items) >= MAX_BATCH:
            self.flush()
        elif self._call is None:
            self._call = reactor.callLater(0, self.flush)

    def drop(self) -> None:
        """Forget what is queued and the flush waiting for it."""
        call, self._call = self._call, None
        if call is not None and call.active():
            call.cancel()
        self.items = []

    def flush(self) -> None:
        """Send everything queued, as one call."""
        items = self.items
        self.drop()
        if not items:
            return
        try:
            packed = amp.dumps(items)
        except Exception:
            for sessid, kwargs in items:
                try:
                    self.send_one(sessid, kwargs)
                except Exception:
                    logger.log_trace(f"Could not send {self.what} of session {sessid}")
            return
        try:
            self.protocol.callRemote(self.command, packed_data=packed)
        except Exception:
            logger.log_trace(f"Could not send a batch of {len(items)} ({self.what})")


class InputBatchOffer(twisted_amp.Command):
    """Sent by the Server on connecting: it takes input batches."""

    commandName = b"FourfoldInputOffer"
    arguments = [(b"version", twisted_amp.Integer())]
    response = [(b"version", twisted_amp.Integer())]


class BatchProbe(twisted_amp.Command):
    """Asked by the Server on connecting: does this Portal take batches?"""

    commandName = b"FourfoldBatchProbe"
    arguments = []
    response = [(b"version", twisted_amp.Integer())]


class BatchingClientProtocol(AMPServerClientProtocol):
    """The Server's end of the AMP link, queueing session messages."""

    batching = False

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._queue = TurnQueue(
            self, MsgServer2PortalBatch,
            lambda sessid, kwargs: AMPServerClientProtocol.data_to_portal(
                self, amp.MsgServer2Portal, sessid, **kwargs),
            "a message to the Portal")

    def connectionMade(self):
        self._queue.drop()
        self.batching = False
        super().connectionMade()
        if enabled():
            probe = self.callRemote(BatchProbe)
            probe.addCallbacks(self._probe_answered, self._probe_failed)
            offer = self.callRemote(InputBatchOffer, version=INPUT_VERSION)
            # An older Portal does not know the offer (nor the probe, whose
            # failure is logged): it goes on sending one call per input.
            offer.addErrback(lambda failure: None)

    def _probe_answered(self, answer):
        self.batching = answer.get("version", 0) >= BATCH_VERSION

    def _probe_failed(self, failure):
        self.batching = False
        logger.log_info("The Portal does not take message batches (it runs older code); "
                        "one AMP call per message until the Portal is restarted.")

    def connectionLost(self, reason):
        self._queue.drop()
        return super().connectionLost(reason)

    def data_to_portal(self, command, sessid, **kwargs):
        if self.batching and command is amp.MsgServer2Portal:
            self._queue.add(sessid, kwargs)
            return defer.succeed(None)
        self._queue.flush()  # what was queued goes first
        return super().data_to_portal(command, sessid, **kwargs)

    def flush_batch(self):
        """Send everything queued, as one call."""
        self._queue.flush()

    # --- input from the Portal ----------------------------------------------
    _QUICK = {MsgPortal2ServerBatch.commandName: "deliver_inputs"}

    def _commandReceived(self, box):
        if not quick_box(self, box, self._QUICK):
            super()._commandReceived(box)

    @MsgPortal2ServerBatch.responder
    def server_receive_input_batch(self, packed_data):
        self.deliver_inputs(self.data_in(packed_data))
        return {}

    def deliver_inputs(self, inputs):
        """Each (sessid, kwargs) to its session, in order, as Evennia's
        MsgPortal2Server responder does for one; then what they answered
        is sent at once, not after the reactor's next look at its sockets
        (which may bring more input to run first)."""
        handler = evennia.SERVER_SESSION_HANDLER
        every = input_slice() if _SLICE_HOOKS else None
        began = perf_counter()
        for sessid, kwargs in inputs:
            session = handler.get(sessid, None)
            if session:
                try:
                    handler.data_in(session, **kwargs)
                except Exception:
                    logger.log_trace(f"Input from session {sessid} failed")
            if every is not None and perf_counter() - began >= every:
                _run_slice_hooks()
                began = perf_counter()
        self._queue.flush()


class BatchingServerProtocol(AMPServerProtocol):
    """The Portal's end of the AMP link, taking batches too."""

    takes_input_batches = False  # set when this connection's Server offers
    _QUICK = {MsgServer2PortalBatch.commandName: "deliver_batch"}

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._inputs = TurnQueue(
            self, MsgPortal2ServerBatch,
            lambda sessid, kwargs: AMPServerProtocol.data_to_server(
                self, amp.MsgPortal2Server, sessid, **kwargs),
            "input to the Server")

    def _commandReceived(self, box):
        if not quick_box(self, box, self._QUICK):
            super()._commandReceived(box)

    @BatchProbe.responder
    def answer_batch_probe(self):
        return {"version": BATCH_VERSION}

    @InputBatchOffer.responder
    def answer_input_offer(self, version):
        self.takes_input_batches = enabled() and version >= INPUT_VERSION
        return {"version": INPUT_VERSION}

    @MsgServer2PortalBatch.responder
    def portal_receive_batch(self, packed_data):
        try:
            batch = self.data_in(packed_data)
        except Exception:
            logger.log_trace(f"A message batch could not be read ({len(packed_data)} bytes)")
            return {}
        self.deliver_batch(batch)
        return {}

    def deliver_batch(self, batch):
        handler = evennia.PORTAL_SESSION_HANDLER
        for sessid, kwargs in batch:
            session = handler.get(sessid, None)
            if session:
                try:
                    handler.data_out(session, **kwargs)
                except Exception:
                    logger.log_trace(f"Could not deliver a message to session {sessid}")

    # --- input to the Server ------------------------------------------------
    def data_to_server(self, command, sessid, **kwargs):
        # The connection to the Server may not be this protocol (the
        # launcher's may be the latest): the queue lives on the Server's.
        conn = self.factory.server_connection
        if isinstance(conn, BatchingServerProtocol):
            if command is amp.MsgPortal2Server and conn.takes_input_batches:
                conn._inputs.add(sessid, kwargs)
                return defer.succeed(None)
            conn._inputs.flush()  # a connect or disconnect goes after the lines
        return super().data_to_server(command, sessid, **kwargs)

    def flush_inputs(self):
        """Send the queued input to the Server, as one call."""
        self._inputs.flush()

    def connectionLost(self, reason):
        self._inputs.drop()
        self.takes_input_batches = False
        return super().connectionLost(reason)


class ClientFactory(AMPClientFactory):
    """Evennia's AMP client factory, building the class it was told to."""

    def buildProtocol(self, addr):
        self.resetDelay()
        protocol = self.protocol()
        protocol.factory = self
        self.server.amp_protocol = protocol
        return protocol


def install_client(server) -> bool:
    """Make the Server's AMP client factory build AMP_CLIENT_PROTOCOL_CLASS;
    returns whether it swapped or found it swapped. Off
    (``FOURFOLD_AMP_FACTORY_SWAP = False``), Evennia's factory stays."""
    if not is_on("amp_factory", settings):
        return False
    service = getattr(server, "amp_service", None)
    args = getattr(service, "args", None)
    factory = args[2] if isinstance(args, tuple) and len(args) > 2 else None
    if not isinstance(factory, AMPClientFactory):
        return False
    if not isinstance(factory, ClientFactory):
        factory.__class__ = ClientFactory
    return True


def flush():
    """Send what the Server has queued now (at shutdown or reload)."""
    service = getattr(evennia, "EVENNIA_SERVER_SERVICE", None)
    protocol = getattr(service, "amp_protocol", None)
    if isinstance(protocol, BatchingClientProtocol):
        protocol.flush_batch()
