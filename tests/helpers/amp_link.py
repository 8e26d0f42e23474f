"""Two AMP ends of Fourfold's batching protocols (speedups/amp_batch.py)
joined by in-memory transports, with the bytes carried by hand, and the
sessions of both processes faked. Shared by test_amp_batch.py and
test_amp_input_batch.py."""

from unittest import mock

from twisted.internet.testing import StringTransport
from twisted.protocols import amp as twisted_amp

from speedups import amp_batch


class FakeServer:
    amp_protocol = None
    server_info_dict = None

    def get_info_dict(self):
        return {}

    def run_initial_setup(self):
        pass


class FakeFactory:
    def __init__(self):
        self.server = FakeServer()
        self.broadcasts = []
        self.server_connection = None
        self.portal = FakeServer()  # the Portal's end reads server_info_dict
        self.disconnect_callbacks = {}
        self.launcher_connection = None


class FakePortalSessions:
    """Stands in for evennia.PORTAL_SESSION_HANDLER: records deliveries."""

    def __init__(self, *sessids):
        self.sessions = {sessid: f"session-{sessid}" for sessid in sessids}
        self.delivered = []

    def get(self, sessid, default=None):
        return self.sessions.get(sessid, default)

    def data_out(self, session, **kwargs):
        self.delivered.append((session, kwargs))


class FakeServerSessions:
    """Stands in for evennia.SERVER_SESSION_HANDLER: records input."""

    def __init__(self, *sessids):
        self.sessions = {sessid: f"server-session-{sessid}" for sessid in sessids}
        self.received = []

    def get(self, sessid, default=None):
        return self.sessions.get(sessid, default)

    def data_in(self, session, **kwargs):
        self.received.append((session, kwargs))


def text(message):
    return {"text": ((message,), {})}


class Link:
    """A Server end and a Portal end, with the bytes carried by hand."""

    def __init__(self, client_cls=amp_batch.BatchingClientProtocol,
                 portal_cls=amp_batch.BatchingServerProtocol):
        self.client = client_cls()
        self.client.factory = FakeFactory()
        self.portal = portal_cls()
        self.portal.factory = FakeFactory()
        self.to_portal = StringTransport()
        self.to_server = StringTransport()
        self.portal.makeConnection(self.to_server)
        self.portal.factory.server_connection = self.portal
        self.client.makeConnection(self.to_portal)

    def pump(self):
        """Carry what each side wrote to the other, until both are quiet."""
        moved = True
        while moved:
            moved = False
            for transport, receiver in ((self.to_portal, self.portal),
                                        (self.to_server, self.client)):
                data = transport.value()
                if data:
                    transport.clear()
                    receiver.dataReceived(data)
                    moved = True

    def boxes_to_portal(self):
        """The command names of the boxes the Server has written, in order."""
        return command_names(self.to_portal.value())

    def boxes_to_server(self):
        return command_names(self.to_server.value())


def command_names(data):
    """The command names of the AMP boxes in ``data``, in order."""
    boxes = []

    class Receiver:
        def startReceivingBoxes(self, sender):
            pass

        def ampBoxReceived(self, box):
            boxes.append(box)

    parser = twisted_amp.BinaryBoxProtocol(Receiver())
    parser.makeConnection(StringTransport())
    parser.dataReceived(data)
    return [box.get(b"_command") for box in boxes if b"_command" in box]


def patch_link(test, **handlers):
    """For ``test`` (a TestCase): stand ``evennia.<NAME>`` in for each
    handler given (PORTAL_SESSION_HANDLER=..., SERVER_SESSION_HANDLER=...),
    and mock the reactor's callLater, so that queues are flushed by hand and
    never by the reactor. Returns the callLater mock."""
    for name, fake in handlers.items():
        patcher = mock.patch(f"evennia.{name}", fake, create=True)
        patcher.start()
        test.addCleanup(patcher.stop)
    later = mock.patch.object(amp_batch.reactor, "callLater")
    test.addCleanup(later.stop)
    return later.start()
