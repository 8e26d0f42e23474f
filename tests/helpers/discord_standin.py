"""A local stand-in for Discord, enough of it for Evennia's Discord client
(evennia/server/portal/discord.py), on one HTTP port of 127.0.0.1.

Run it as ``python -m tests.helpers.discord_standin [token]``: it prints
``PORT <n>`` and serves until killed (tests/e2e/test_discord_bridge.py).

Discord's side:
- ``GET /api/v10/gateway``: the websocket's address, ``ws://.../gateway``.
- the gateway (websocket ``/gateway``): HELLO on connect; IDENTIFY with the
  right token gets READY and a GUILD_CREATE (guild ``500``, text channel
  ``100`` "general"), a wrong one close code 4004 as Discord does; a
  heartbeat gets its ACK.
- ``POST /api/v10/channels/<id>/messages``: kept, answered 200 with the
  message, and (as Discord does) dispatched back to every gateway client
  as a MESSAGE_CREATE by the bot's own user (``BOT_ID``).
Every REST call without ``Authorization: Bot <token>`` gets 401.

The test's side (``/_standin/...``, JSON):
- ``GET /_standin/state``: ``{"connections", "identified", "heartbeats"}``.
- ``GET /_standin/posts``: every post so far (channel id, body, headers).
- ``POST /_standin/say``: ``{"channel_id", "content", "username", "nick"}``
  dispatched as a guild MESSAGE_CREATE by a Discord user; answers how many
  gateway clients it went to.
"""

from __future__ import annotations

import itertools
import json
import sys

from autobahn.twisted.resource import WebSocketResource
from autobahn.twisted.websocket import WebSocketServerFactory, WebSocketServerProtocol
from twisted.internet import reactor
from twisted.web.resource import Resource
from twisted.web.server import Site

GUILD_ID, CHANNEL_ID, BOT_ID, USER_ID = "500", "100", "900", "42"
OP_DISPATCH, OP_HEARTBEAT, OP_IDENTIFY, OP_HELLO, OP_HEARTBEAT_ACK = 0, 1, 2, 10, 11


class StandIn:
    """What the stand-in has seen, and the gateway clients to dispatch to."""

    def __init__(self, token: str):
        self.token = token
        self.port = None
        self.clients: list[Gateway] = []
        self.connections = 0
        self.identified = 0
        self.heartbeats = 0
        self.posts: list[dict] = []
        self.ids = itertools.count(1000)

    def message(self, channel_id, content, author):
        data = {"id": str(next(self.ids)), "channel_id": str(channel_id), "content": content,
                "author": author, "guild_id": GUILD_ID, "member": {"nick": author.pop("nick", None)}}
        return data

    def dispatch(self, event: str, data: dict) -> int:
        sent = 0
        for client in list(self.clients):
            if client.ready:
                client.dispatch(event, data)
                sent += 1
        return sent


class Gateway(WebSocketServerProtocol):
    def onOpen(self):
        self.ready = False
        self.seq = 0
        stand_in.connections += 1
        stand_in.clients.append(self)
        self.send({"op": OP_HELLO, "d": {"heartbeat_interval": 41250}})

    def send(self, data: dict):
        self.sendMessage(json.dumps(data).encode("utf-8"))

    def dispatch(self, event: str, data: dict):
        self.seq += 1
        self.send({"op": OP_DISPATCH, "t": event, "s": self.seq, "d": data})

    def onMessage(self, payload, isBinary):
        try:
            data = json.loads(payload.decode("utf-8"))
        except ValueError:
            return
        if data.get("op") == OP_HEARTBEAT:
            stand_in.heartbeats += 1
            self.send({"op": OP_HEARTBEAT_ACK})
        elif data.get("op") == OP_IDENTIFY:
            if (data.get("d") or {}).get("token") != stand_in.token:
                self.sendClose(4004, "Authentication failed.")
                return
            stand_in.identified += 1
            self.ready = True
            url = f"ws://127.0.0.1:{stand_in.port}/gateway"
            self.dispatch("READY", {"v": 10, "session_id": f"stand-in-{stand_in.identified}",
                                    "resume_gateway_url": url,
                                    "user": {"id": BOT_ID, "username": "FourfoldBot", "bot": True}})
            self.dispatch("GUILD_CREATE", {"id": GUILD_ID, "name": "Stand-in Guild", "channels": [
                {"id": CHANNEL_ID, "name": "general", "type": 0},
                {"id": "101", "name": "voice", "type": 2},
            ]})

    def onClose(self, wasClean, code, reason):
        if self in stand_in.clients:
            stand_in.clients.remove(self)


def _json(request, status: int, data) -> bytes:
    request.setResponseCode(status)
    request.setHeader(b"content-type", b"application/json")
    return json.dumps(data).encode("utf-8")


class Api(Resource):
    """Discord's REST API, the two calls Evennia's bridge makes."""

    isLeaf = True

    def render(self, request):
        auth = (request.getHeader(b"authorization") or b"").decode("utf-8", "replace")
        if auth != f"Bot {stand_in.token}":
            return _json(request, 401, {"message": "401: Unauthorized", "code": 0})
        path = [part.decode() for part in request.postpath if part]
        if request.method == b"GET" and path == ["v10", "gateway"]:
            return _json(request, 200, {"url": f"ws://127.0.0.1:{stand_in.port}/gateway"})
        if (request.method == b"POST" and len(path) == 4 and path[:2] == ["v10", "channels"]
                and path[3] == "messages"):
            try:
                body = json.loads(request.content.read().decode("utf-8"))
            except ValueError:
                return _json(request, 400, {"message": "Cannot send an empty message", "code": 50006})
            stand_in.posts.append({"channel_id": path[2], "body": body,
                                   "user_agent": (request.getHeader(b"user-agent") or b"").decode()})
            message = stand_in.message(path[2], body.get("content", ""),
                                       {"id": BOT_ID, "username": "FourfoldBot", "bot": True})
            stand_in.dispatch("MESSAGE_CREATE", dict(message))  # Discord echoes the bot's posts
            return _json(request, 200, message)
        return _json(request, 404, {"message": "404: Not Found", "code": 0})


class Control(Resource):
    """The test's window on the stand-in."""

    isLeaf = True

    def render(self, request):
        path = [part.decode() for part in request.postpath if part]
        if path == ["state"]:
            return _json(request, 200, {"connections": stand_in.connections,
                                        "identified": stand_in.identified,
                                        "heartbeats": stand_in.heartbeats,
                                        "clients": len(stand_in.clients)})
        if path == ["posts"]:
            return _json(request, 200, stand_in.posts)
        if path == ["say"] and request.method == b"POST":
            said = json.loads(request.content.read().decode("utf-8"))
            author = {"id": said.get("user_id", USER_ID), "username": said.get("username", "dee"),
                      "nick": said.get("nick")}
            message = stand_in.message(said.get("channel_id", CHANNEL_ID), said["content"], author)
            return _json(request, 200, {"sent": stand_in.dispatch("MESSAGE_CREATE", message)})
        return _json(request, 404, {"message": "no such control"})


def site() -> Site:
    gateway = WebSocketServerFactory()
    gateway.protocol = Gateway
    root = Resource()
    root.putChild(b"gateway", WebSocketResource(gateway))
    root.putChild(b"api", Api())
    root.putChild(b"_standin", Control())
    return Site(root)


stand_in = StandIn("e2e-stand-in-token")


def main(argv):
    if len(argv) > 1:
        stand_in.token = argv[1]
    port = reactor.listenTCP(0, site(), interface="127.0.0.1")
    stand_in.port = port.getHost().port
    print(f"PORT {stand_in.port}", flush=True)
    reactor.run()


if __name__ == "__main__":
    main(sys.argv)
