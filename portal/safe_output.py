"""The Portal's protocols send links only through :mod:`portal.links`.

``SafeLinksTelnet`` and ``SafeLinksWebSocket`` are mixed into the telnet
and web client protocol classes that settings name
(``TELNET_PROTOCOL_CLASS``, ``WEBSOCKET_PROTOCOL_CLASS``):

- telnet: the link codes are taken out of the text before Evennia's
  colour parsing (which would undo ``||`` first), Evennia's own MXP pass is
  turned off for the message, and the line is finished by
  :func:`portal.links.telnet_line` as it is written;
- web client: the wire format Evennia picks for the connection is swapped
  for the same format with :class:`portal.links.SafeHTMLParser` when it is
  Evennia's HTML one (``v1.evennia.com``, the web client's); the MUD
  Standards formats send plain ANSI without links and stay as they are;
- the web client's AJAX fallback (``SafeLinksAjax``, mixed into
  ``AJAX_PROTOCOL_CLASS``) sends the same HTML as the websocket.
"""

from __future__ import annotations

import html
import json
from functools import lru_cache

from evennia.server.portal.wire_formats.base import _RE_SCREENREADER_REGEX
from evennia.server.portal.wire_formats.evennia_v1 import EvenniaV1Format
from evennia.utils.utils import to_str

from portal import links


class SafeLinksTelnet:
    """Telnet output whose links are the game's own (see the module)."""

    def send_text(self, *args, **kwargs):
        text = args[0] if args else None
        if not isinstance(text, str) or ("|l" not in text and not self.protocol_flags.get("MXP")):
            # no link code to find and no MXP to escape for: Evennia's own way
            # is the same (most lines; this runs once per listener of a pose)
            return super().send_text(*args, **kwargs)
        options = dict(kwargs.get("options") or {})
        text, found = links.split_links(text)
        mxp = bool(options.get("mxp", self.protocol_flags.get("MXP", False)))
        if options.get("send_prompt"):
            text, found, mxp = links.telnet_line(text, (), False), [], False
        options["mxp"] = False  # Evennia's MXP pass would read escaped bars as links
        kwargs["options"] = options
        evennia_send_line = self.sendLine

        def send_line(line):  # the line Evennia made of this text, links finished
            if isinstance(line, str):
                line = links.telnet_line(line, found, mxp)
            return evennia_send_line(line)

        self.sendLine = send_line  # for this message only: no cost on any other line
        try:
            return super().send_text(text, *args[1:], **kwargs)
        finally:
            del self.sendLine


def web_text(text, options: dict, flags: dict):
    """``(cmd, html)`` for the web client's ``text``: what Evennia's
    ``EvenniaV1Format.encode_text`` makes, with Fourfold's HTML converter
    (and a raw text HTML-escaped unless the client asked for it raw)."""
    convert = _web_text if type(text) is str else _web_text.__wrapped__  # noqa: E721 (exactly str: hashable)
    return convert(
        text,
        bool(options.get("nocolor", flags.get("NOCOLOR", False))),
        bool(options.get("screenreader", flags.get("SCREENREADER", False))),
        bool(options.get("raw", flags.get("RAW", False))),
        bool(options.get("client_raw", False)),
        bool(options.get("send_prompt", False)),
    )


# One pose heard by 100 web clients is the same text 100 times: it is made
# HTML once (converting it for each listener kept the Portal busy with a
# hundred web players posing in one room). The answer depends
# only on these arguments; the few hundred last lines are kept.
WEB_TEXT_CACHE = 512


@lru_cache(maxsize=WEB_TEXT_CACHE)
def _web_text(text: str, nocolor: bool, screenreader: bool, raw: bool, client_raw: bool,
              prompt: bool):
    if screenreader:
        # plain text, bars escaped again: the converter below reads codes once more
        text = _RE_SCREENREADER_REGEX.sub("", links.plain_text(text)).replace("|", "||")
    if raw:
        out = text if client_raw else html.escape(text)
    else:
        out = links.parse_html(text, strip_ansi=nocolor)
    return ("prompt" if prompt else "text"), out


class SafeEvenniaV1Format(EvenniaV1Format):
    """The web client's wire format (``v1.evennia.com``: a JSON array of
    HTML) with Fourfold's HTML converter; the options are read as
    Evennia's ``EvenniaV1Format.encode_text`` reads them."""

    def encode_text(self, *args, protocol_flags=None, **kwargs):
        text = args[0] if args else None
        if text is None:
            return None
        options = kwargs.pop("options", {}) or {}
        cmd, out = web_text(text, options, protocol_flags or {})
        return (json.dumps([cmd, [out, *args[1:]], kwargs]).encode("utf-8"), False)


SAFE_V1 = SafeEvenniaV1Format()


class SafeLinksWebSocket:
    """Web client output whose links are the game's own (see the module)."""

    def onConnect(self, request):
        answer = super().onConnect(request)
        self._fourfold_safe_format()
        return answer

    def _fourfold_safe_format(self):
        if isinstance(getattr(self, "wire_format", None), EvenniaV1Format):
            self.wire_format = SAFE_V1

    def send_text(self, *args, **kwargs):
        self._fourfold_safe_format()  # also when no format was negotiated yet
        if getattr(self, "wire_format", None) is None:
            self.wire_format = SAFE_V1  # never Evennia's legacy string-built links
        return super().send_text(*args, **kwargs)


class SafeLinksAjax:
    """The web client's AJAX fallback (``AJAX_PROTOCOL_CLASS``), for a
    browser without a websocket: the same HTML as the websocket's."""

    def send_text(self, *args, **kwargs):
        text = args[0] if args else None
        if text is None:
            return
        options = kwargs.pop("options", {}) or {}
        cmd, out = web_text(to_str(text), options, self.protocol_flags)
        self.client.lineSend(self.csessid, [cmd, [out, *args[1:]], kwargs])
