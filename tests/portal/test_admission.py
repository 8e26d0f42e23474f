"""portal/admission.py: new connections are let through at the rate, counted
from those let through (arrivals do not hold the queue back), and taken in
turn per address (fifty from one address do not keep another waiting)."""

from types import SimpleNamespace
from unittest import TestCase

from portal.admission import Admission


class Clock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


def session(address, name=""):
    return SimpleNamespace(address=address, name=name)


class AdmissionTest(TestCase):
    def setUp(self):
        self.clock = Clock()
        self.queue = Admission(2, self.clock)

    def drain(self):
        out = []
        while (s := self.queue.take()) is not None:
            out.append(s)
        return out

    def test_a_seconds_worth_goes_at_once_then_the_rate(self):
        sessions = [session("10.0.0.1", i) for i in range(6)]
        for s in sessions:
            self.queue.add(s)
        self.assertEqual([s.name for s in self.drain()], [0, 1])
        self.assertAlmostEqual(self.queue.next_in(), 0.5)
        self.clock.now += 0.5
        self.assertEqual([s.name for s in self.drain()], [2])
        self.clock.now += 10  # the bucket holds a second's worth, no more
        self.assertEqual([s.name for s in self.drain()], [3, 4])
        self.assertEqual(len(self.queue), 1)

    def test_arrivals_do_not_hold_the_queue_back(self):
        # Evennia's clock restarted at each arrival: one every 0.4 s, and
        # nobody was ever let through.
        let_through = 0
        for step in range(50):
            self.queue.add(session("10.0.0.9", step))
            self.clock.now += 0.4
            let_through += len(self.drain())
        self.assertGreaterEqual(let_through, 40)

    def test_a_new_address_goes_first(self):
        for i in range(50):
            self.queue.add(session("10.0.0.1", i))
        self.drain()
        visitor = session("10.0.0.2", "visitor")
        self.queue.add(visitor)
        self.assertEqual(self.queue.ahead_of(visitor), 0)
        self.assertLessEqual(self.queue.wait_for(visitor), 0.5)
        self.clock.now += 0.5
        self.assertEqual(self.drain(), [visitor])
        # one more from the crowd's address waits behind the crowd
        late = session("10.0.0.1", "late")
        self.queue.add(late)
        self.assertEqual(self.queue.ahead_of(late), 48)

    def test_addresses_take_turns(self):
        for i in range(3):
            self.queue.add(session("a", f"a{i}"))
        for i in range(3):
            self.queue.add(session("b", f"b{i}"))
        self.queue.add(session("c", "c0"))
        self.queue.rate = 1000
        self.queue.capacity = 1000
        self.clock.now += 100
        self.assertEqual([s.name for s in self.drain()], ["c0", "b0", "a0", "b1", "a1", "b2", "a2"])

    def test_a_closed_connection_leaves_the_queue(self):
        first, second = session("a", 1), session("a", 2)
        self.queue.add(first)
        self.queue.add(second)
        self.assertTrue(self.queue.remove(first))
        self.assertFalse(self.queue.remove(first))
        self.assertNotIn(first, self.queue)
        self.assertIs(self.queue.take(), second)
        self.assertIsNone(self.queue.take())
        self.assertEqual(self.queue.queues, {})

    def test_a_slow_rate_still_lets_one_through(self):
        slow = Admission(0.5, self.clock)
        slow.add(session("a", 1))
        slow.add(session("a", 2))
        self.assertIsNotNone(slow.take())
        self.assertIsNone(slow.take())
        self.assertAlmostEqual(slow.next_in(), 2.0)
