"""Which new connection the Portal hands to the Server next, and when.

Evennia lets ``MAX_CONNECTION_RATE`` new connections a second through to the
Server (2 by default) and queues the others, a guard against floods of
connections. Its queue is one line for everyone, and its clock restarts at
every new arrival: 50 connections opened together from one address kept a
visitor from anywhere else waiting 25 s for the login screen, and a steady
trickle of arrivals, one every 0.4 s, would keep the queue from moving at
all.

Here the rate is kept but counted from the connections let through (a
bucket that fills at ``MAX_CONNECTION_RATE`` a second and holds a second's
worth, at least one), and the waiting connections queue per address, taken
in turn: an address with fifty waiting gets one turn in each round like an
address with one, and an address with nobody waiting goes to the front, so
a new visitor from elsewhere is let in next (a visitor from the crowded
address waits behind the crowd).

Pure bookkeeping: the caller (portal/sessionhandler.py) gives the clock and
does the handing over.
"""

from __future__ import annotations

from collections import OrderedDict, deque


def address_of(session):
    """The address a session queues under (its IP for telnet and websocket)."""
    address = getattr(session, "address", None)
    if isinstance(address, (list, tuple)):
        address = address[0] if address else None
    return address if isinstance(address, (str, bytes, int)) or address is None else str(address)


class Admission:
    """Connections waiting for the Server, queued per address, let out at
    ``rate`` a second."""

    def __init__(self, rate: float, clock):
        self.rate = float(rate)
        self.capacity = max(1.0, self.rate)
        self.clock = clock  # () -> seconds
        self.tokens = self.capacity
        self.stamp = clock()
        self.queues: OrderedDict = OrderedDict()
        self.waiting: set = set()

    def __len__(self) -> int:
        return len(self.waiting)

    def __contains__(self, session) -> bool:
        return id(session) in self.waiting

    def add(self, session) -> None:
        if session in self:
            return
        address = address_of(session)
        queue = self.queues.get(address)
        if queue is None:
            # an address with nobody waiting has had no turn in this round:
            # it goes first
            queue = self.queues[address] = deque()
            self.queues.move_to_end(address, last=False)
        queue.append(session)
        self.waiting.add(id(session))

    def remove(self, session) -> bool:
        """Take ``session`` out of the queue (it closed); False if not in it."""
        if session not in self:
            return False
        self.waiting.discard(id(session))
        address = address_of(session)
        queue = self.queues.get(address)
        if queue is not None:
            try:
                queue.remove(session)
            except ValueError:
                pass
            if not queue:
                del self.queues[address]
        return True

    def _refill(self) -> None:
        now = self.clock()
        self.tokens = min(self.capacity, self.tokens + max(0.0, now - self.stamp) * self.rate)
        self.stamp = now

    def take(self):
        """The next session to let through now, or None (nobody waiting, or
        the rate is used up)."""
        if not self.waiting:
            return None
        self._refill()
        if self.tokens < 1.0:
            return None
        address, queue = next(iter(self.queues.items()))
        session = queue.popleft()
        if queue:
            self.queues.move_to_end(address)
        else:
            del self.queues[address]
        self.waiting.discard(id(session))
        self.tokens -= 1.0
        return session

    def next_in(self) -> float:
        """Seconds until :meth:`take` may let the next one through."""
        self._refill()
        return max(0.0, (1.0 - self.tokens) / self.rate)

    def ahead_of(self, session) -> int:
        """How many will be let through before ``session``, as things stand
        (each address gives one a round, in the queues' order)."""
        address = address_of(session)
        mine = self.queues.get(address, ())
        rounds = next((i for i, s in enumerate(mine) if s is session), len(mine))
        ahead, before_mine = rounds, True
        for other, queue in self.queues.items():
            if other == address:
                before_mine = False
            else:
                ahead += min(len(queue), rounds + 1 if before_mine else rounds)
        return ahead

    def wait_for(self, session) -> float:
        """About how many seconds ``session`` waits, as things stand."""
        return self.next_in() + self.ahead_of(session) / self.rate
