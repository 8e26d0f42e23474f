"""bench/ws_players.py, the benchmark's web players: the frames they send
and read, the Portal's JSON messages turned into the lines a telnet player
sees, which players go over the websocket, and the per-transport figures
bench/report.py prints."""

import json
import struct
import unittest
from types import SimpleNamespace

from bench import players as bench_players
from bench import report
from bench import ws_players as ws


def server_frame(payload: bytes, opcode: int = ws.TEXT, final: bool = True) -> bytes:
    """A frame as the Portal sends it (not masked)."""
    n = len(payload)
    first = (0x80 if final else 0) | opcode
    if n < 126:
        return struct.pack("!BB", first, n) + payload
    if n < 65536:
        return struct.pack("!BBH", first, 126, n) + payload
    return struct.pack("!BBQ", first, 127, n) + payload


def unmask(frame: bytes) -> tuple[int, bytes]:
    """(opcode, payload) of a client frame, checking it is masked and final."""
    assert frame[0] & 0x80 and frame[1] & 0x80
    n, at = frame[1] & 0x7F, 2
    if n == 126:
        n, at = struct.unpack_from("!H", frame, 2)[0], 4
    elif n == 127:
        n, at = struct.unpack_from("!Q", frame, 2)[0], 10
    mask, body = frame[at:at + 4], frame[at + 4:]
    assert len(body) == n
    return frame[0] & 0x0F, bytes(b ^ mask[i % 4] for i, b in enumerate(body))


class ClientFramesTest(unittest.TestCase):
    def test_frames_of_every_length_class_are_masked_and_round_trip(self):
        for size in (0, 1, 5, 125, 126, 1000, 65535, 65536, 70001):
            payload = bytes(range(256)) * (size // 256) + bytes(range(size % 256))
            frame = ws.encode_frame(payload)
            self.assertEqual(unmask(frame), (ws.TEXT, payload), size)

    def test_a_mask_changes_the_bytes_on_the_wire(self):
        frame = ws.encode_frame(b"say hello", mask=b"\x01\x02\x03\x04")
        self.assertEqual(frame[2:6], b"\x01\x02\x03\x04")
        self.assertNotIn(b"say hello", frame)
        self.assertEqual(unmask(frame)[1], b"say hello")

    def test_a_command_is_the_web_clients_text_message(self):
        opcode, payload = unmask(ws.command_frame('say "héllo"'))
        self.assertEqual(opcode, ws.TEXT)
        self.assertEqual(json.loads(payload.decode()), ["text", ['say "héllo"'], {}])

    def test_the_opening_request_asks_for_the_web_clients_subprotocol(self):
        request, key = ws.handshake_request("127.0.0.1", 4002, "http://127.0.0.1:4001", key="abc=")
        text = request.decode()
        self.assertTrue(text.startswith("GET /?"))
        self.assertIn("Sec-WebSocket-Key: abc=\r\n", text)
        self.assertIn("Sec-WebSocket-Protocol: v1.evennia.com\r\n", text)
        self.assertIn("Origin: http://127.0.0.1:4001\r\n", text)
        self.assertTrue(text.endswith("\r\n\r\n"))
        self.assertNotIn("Origin", ws.handshake_request("127.0.0.1", 4002)[0].decode())

    def test_only_a_101_response_opens_the_websocket(self):
        ws.check_handshake(b"HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n\r\n")
        for refused in (b"HTTP/1.1 403 Forbidden\r\n\r\n", b"", b"HTTP/1.1 1010 x\r\n\r\n"):
            with self.assertRaises(ConnectionError):
                ws.check_handshake(refused)


class FrameReaderTest(unittest.TestCase):
    def test_frames_split_at_every_byte_come_out_whole(self):
        frames = [server_frame(b"a" * 3), server_frame(b"b" * 300), server_frame(b"c" * 70000),
                  server_frame(b"", ws.PING)]
        stream = b"".join(frames)
        for step in (1, 2, 3, 7, 4096, len(stream)):
            reader, got = ws.FrameReader(), []
            for at in range(0, len(stream), step):
                got += reader.feed(stream[at:at + step])
            self.assertEqual(got, [(ws.TEXT, b"a" * 3), (ws.TEXT, b"b" * 300),
                                   (ws.TEXT, b"c" * 70000), (ws.PING, b"")], step)
            self.assertEqual(reader.pending, b"")

    def test_a_fragmented_message_is_put_together_around_a_control_frame(self):
        stream = (server_frame(b"one ", ws.TEXT, final=False) + server_frame(b"x", ws.PING)
                  + server_frame(b"two", ws.CONTINUATION))
        self.assertEqual(ws.FrameReader().feed(stream), [(ws.PING, b"x"), (ws.TEXT, b"one two")])

    def test_a_frame_too_big_to_be_the_servers_is_a_fault(self):
        with self.assertRaises(ConnectionError):
            ws.FrameReader().feed(struct.pack("!BBQ", 0x81, 127, ws.MAX_MESSAGE + 1))


class MessageTextTest(unittest.TestCase):
    def message(self, *parts, cmd="text") -> bytes:
        return json.dumps([cmd, list(parts), {}]).encode()

    def test_html_becomes_the_plain_lines_telnet_shows(self):
        html = ('<span class="color-014">Bp0001</span> says, "a &amp; b"<br>'
                'second&nbsp; line<br/>&lt;tag&gt;')
        self.assertEqual(ws.message_text(self.message(html)),
                         'Bp0001 says, "a & b"\nsecond  line\n<tag>\n')

    def test_each_part_and_a_prompt_is_a_line(self):
        self.assertEqual(ws.message_text(self.message("one", "two")), "one\ntwo\n")
        self.assertEqual(ws.message_text(self.message("HP 10>", cmd="prompt")), "HP 10>\n")

    def test_anything_else_is_no_text(self):
        for payload in (b"not json", b'{"text": 1}', b'["text"]', b'["text", "x", {}]',
                        json.dumps(["client_options", [], {}]).encode(), b"\xff\xfe"):
            self.assertEqual(ws.message_text(payload), "", payload)
        self.assertEqual(ws.message_text(self.message(None, 3, "ok")), "ok\n")


class WebPlayerTest(unittest.TestCase):
    """A WebPlayer matches its replies as a telnet Player does, from frames."""

    def player(self):
        player = bench_players.WebPlayer(0, "Bp0000", "Bp0001")
        player.frames = ws.FrameReader()
        player.writer = SimpleNamespace(written=[], write=lambda data: player.writer.written.append(data))
        return player

    def test_a_say_echo_in_two_reads_answers_the_command(self):
        player = self.player()
        player.start_phase("say")
        player.command("say", 0, 0.0)
        self.assertEqual(len(player.outstanding), 1)
        marker = player.outstanding[0][0]
        _opcode, sent = unmask(player.writer.written[0])
        self.assertEqual(json.loads(sent), ["text", [f"say {marker}"], {}])
        frame = server_frame(json.dumps(["text", [f'You say, "{marker}"'], {}]).encode())
        player.on_data(frame[:5])
        self.assertEqual(player.latencies, [])
        player.on_data(frame[5:])
        self.assertEqual(len(player.latencies), 1)
        self.assertEqual(player.outstanding, [])

    def test_a_ping_is_answered_and_a_close_marks_the_player_closed(self):
        player = self.player()
        player.on_data(server_frame(b"hi", ws.PING))
        self.assertEqual(unmask(player.writer.written[-1]), (ws.PONG, b"hi"))
        player.on_data(server_frame(b"\x03\xe8", ws.CLOSE))
        self.assertTrue(player.closed)


class SpreadAndFiguresTest(unittest.TestCase):
    def test_web_players_are_spread_evenly(self):
        self.assertEqual(ws.web_indices(10, 0), set())
        self.assertEqual(ws.web_indices(10, 10), set(range(10)))
        self.assertEqual(ws.web_indices(300, 150), set(range(1, 300, 2)))
        picked = ws.web_indices(100, 30)
        self.assertEqual(len(picked), 30)
        for room in range(10):  # every room of 10 has 3
            self.assertEqual(len(picked & set(range(room * 10, room * 10 + 10))), 3)
        self.assertEqual(ws.web_indices(5, 9), set(range(5)))

    def test_each_transports_figures_are_its_own_players(self):
        def fake(name, latencies, outstanding=0):
            return SimpleNamespace(transport_name=name, latencies=latencies, outstanding=[None] * outstanding)
        players = [fake("telnet", [1.0, 2.0, 3.0]), fake("web", [10.0, 20.0], 1), fake("web", [30.0])]
        groups = report.by_transport(players)
        self.assertEqual(set(groups), {"telnet", "web"})
        self.assertEqual((groups["telnet"]["players"], groups["telnet"]["p50"], groups["telnet"]["lost"]),
                         (1, 2.0, 0))
        web = groups["web"]
        self.assertEqual((web["players"], web["replies"], web["lost"], web["sent"]), (2, 3, 1, 4))
        self.assertEqual((web["p50"], web["max"]), (20.0, 30.0))
        self.assertAlmostEqual(web["p99"], 29.8)
        self.assertEqual(set(report.by_transport(players[:1])), {"telnet"})
