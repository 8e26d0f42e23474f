"""bench/load.py's per-second report: each second's replies with the CPU
the Server and Portal used, and the machine's steal time, in that second."""

import unittest
from types import SimpleNamespace

from bench import load


class PerSecondTest(unittest.TestCase):
    def test_cpu_and_steal_per_second(self):
        clk = load.CLK
        samples = [
            (10.0, {"server": 0, "portal": 0}, (0, 0)),
            (11.0, {"server": clk // 2, "portal": clk // 4}, (2, 100)),   # 50 %, 25 %, steal 2 %
            (13.0, {"server": clk // 2 + clk, "portal": None}, (12, 200)),  # 2 s: 50 %, no portal
        ]
        cpu = load.cpu_by_second(samples)
        self.assertAlmostEqual(cpu[0]["cpu_server"], 50.0, delta=1)
        self.assertAlmostEqual(cpu[0]["cpu_portal"], 25.0, delta=1)
        self.assertAlmostEqual(cpu[0]["steal"], 2.0)
        self.assertAlmostEqual(cpu[1]["cpu_server"], 50.0, delta=1)
        self.assertNotIn("cpu_portal", cpu[1])
        self.assertAlmostEqual(cpu[1]["steal"], 10.0)
        self.assertEqual(load.cpu_by_second(samples[:1]), {})

    def test_seconds_in_order_and_the_worst_first(self):
        players = [SimpleNamespace(sent_times=[100.1, 101.2, 102.3], latencies=[4.0, 30.0, 5.0]),
                   SimpleNamespace(sent_times=[100.6, 101.7], latencies=[6.0, 2.0])]
        cpu = {0: {"cpu_server": 40.0, "steal": 0.5}, 1: {"cpu_server": 70.0, "steal": 6.0}}
        rows = load.per_second(players, 100.0, cpu)
        self.assertEqual([r["second"] for r in rows], [0, 1, 2])
        self.assertEqual([r["replies"] for r in rows], [2, 2, 1])
        self.assertEqual(rows[1]["max"], 30.0)
        self.assertEqual(rows[1]["over_20ms"], 1)
        self.assertEqual(rows[1]["steal"], 6.0)
        self.assertNotIn("steal", rows[2])
        worst = load.worst_seconds(players, 100.0, cpu, top=1)
        self.assertEqual([(w["second"], w["cpu_server"]) for w in worst], [(1, 70.0)])

    def test_steal_is_read_from_the_machine(self):
        steal = load.host_steal()
        self.assertIsNotNone(steal)
        self.assertLessEqual(steal[0], steal[1])


class SendLatenessTest(unittest.TestCase):
    def test_each_send_records_how_late_it_left(self):
        player = load.Player(index=0, name="Bench0", mate="Bench1")
        player.start_phase("pose")
        written = []
        player.send = written.append
        now = load.time.perf_counter()
        player.command("pose", 0, now - 0.040)  # scheduled 40 ms ago
        player.command("pose", 1, now + 5)      # not late (scheduled ahead)
        self.assertEqual(len(written), 2)
        self.assertGreaterEqual(player.late[0], 40.0)
        self.assertLess(player.late[1], 0.0)
        player.start_phase("pose")
        self.assertEqual(player.late, [])

    def test_the_report_names_it(self):
        import contextlib
        import io

        row = {"unavailable": False, "players": 150, "label": "pose", "p50": 5.0, "p95": 9.0,
               "p99": 20.0, "max": 30.0, "replies_per_s": 150.0, "lost": 0, "sent": 1500,
               "cpu_server": 30.0, "cpu_portal": 40.0, "cpu_client": 35.0, "rss_server": 120.0,
               "rss_portal": 80.0, "load": "0.5", "send_late_p50": 0.4, "send_late_p99": 12.5}
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            load.print_row(row, "on")
        self.assertIn("sends left late by p50 0.4 / p99 12.5 ms", out.getvalue())
