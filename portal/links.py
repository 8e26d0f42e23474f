"""Links in what the game sends: only the game's own, and only safe ones.

Evennia marks a clickable command as ``|lc<command>|lt<label>|le`` and an
address as ``|lu<url>|lt<label>|le``. Its renderers (the web client's HTML
converter and telnet's MXP) look for those codes only after ``||`` (an
escaped bar) has been turned back into ``|``, so text that was escaped to
be shown as typed became a link anyway; the HTML converter then built the
link as a string of script in an ``onclick`` attribute, and passed any
address, ``javascript:`` included, to ``href``.

Here the link codes are found first, with the escapes honoured
(:func:`split_links`): each real link becomes a marker pair around its
label and its target is kept aside, before Evennia's colour parsing runs;
what the escapes spelled stays text. The markers then become

- in the web client, ``<a href="#" class="fourfold-link"
  data-command="...">`` for a command (the page's own script sends
  ``data-command`` when it is clicked: no script is ever built from text),
  and ``<a href="..." target="_blank" rel="noopener noreferrer">`` for an
  address whose scheme is in ``FOURFOLD_LINK_SCHEMES`` (http and https);
  any other address is shown as its label, not a link;
- for a telnet client with MXP, ``<SEND>`` and ``<A>`` tags with their
  attributes escaped, and the rest of the line entity-escaped so that no
  player's ``<`` is read as an MXP tag; without MXP, the label.

A bare address in the text is not made a link either. Players'
text never carries link codes in the first place (typed input and the
website's forms remove them, :func:`core.text.player.strip_links`);
this module is what keeps the game's own links (help, menus) working and
safe whatever text is around them.
"""

from __future__ import annotations

import html
import re
from urllib.parse import urlsplit

from evennia.utils.ansi import parse_ansi, strip_ansi
from evennia.utils.text2html import TextToHTMLparser

from core.game_settings import setting
from speedups import html_styles
from speedups.switches import is_on

START, END = "\ue000", "\ue001"  # private-use characters: a link's label lies between
_MARKERS = re.compile("[\ue000\ue001]")
_TOKEN = re.compile(r"\|\||\|l[cut]|\|le")
_NEVER = re.compile(r"(?!)")
_PAIR = re.compile("\ue000(.*?)\ue001", re.DOTALL)


def split_links(text: str) -> tuple[str, list[tuple[str, str]]]:
    """``text`` with each real link code replaced by ``START label END``,
    and the links' ``(kind, target)`` in order (kind ``"c"`` for a command,
    ``"u"`` for an address). ``||`` stays an escaped bar (Evennia's colour
    parser shows it as one bar); a link code that is not closed, and a
    stray ``|lt`` or ``|le``, are left as typed. Marker characters already
    in the text are removed, so only this function makes links."""
    if "\ue000" in text or "\ue001" in text:
        text = _MARKERS.sub("", text)
    if "|l" not in text:
        return text, []
    out, links = [], []
    pos = 0
    state = None  # None, "target" or "label"
    open_at = kind = None
    target, label = [], []
    for match in _TOKEN.finditer(text):
        chunk, token = text[pos:match.start()], match.group()
        pos = match.end()
        if state is None:
            out.append(chunk)
            if token in ("|lc", "|lu"):
                state, kind, open_at, target = "target", token[2], match.start(), []
            else:
                out.append(token)
        elif state == "target":
            target.append(chunk)
            if token == "|lt":
                state, label = "label", []
            else:
                target.append(token)
        else:
            label.append(chunk)
            if token == "|le":
                links.append((kind, "".join(target)))
                out.append(START + "".join(label) + END)
                state = None
            else:
                label.append(token)
    if state is None:
        out.append(text[pos:])
    else:
        out.append(text[open_at:])
    return "".join(out), links


def plain_text(text: str) -> str:
    """``text`` without colour or link codes (a screen reader's line): a
    link is its label."""
    text, _ = split_links(text or "")
    return _MARKERS.sub("", parse_ansi(text, strip_ansi=True, mxp=True))


def allowed_schemes() -> tuple:
    return tuple(s.lower() for s in setting("FOURFOLD_LINK_SCHEMES"))


def safe_url(target: str) -> str | None:
    """The address ``target`` names, if it is one a link may go to: an
    allowed scheme, a host, and no spaces, quotes or control characters."""
    url = strip_ansi(target).strip()
    if not url or any(c.isspace() or c in "\"'<>`\\" or ord(c) < 32 for c in url):
        return None
    try:
        parts = urlsplit(url)
    except ValueError:
        return None
    if parts.scheme.lower() not in allowed_schemes() or not parts.netloc:
        return None
    return url


def command_of(target: str) -> str:
    """The command a ``|lc`` link sends: its target without colour codes,
    one line."""
    return " ".join(strip_ansi(target).split())


def _html_anchors(rendered: str, links: list) -> str:
    found = iter(links)

    def anchor(match):
        try:
            kind, target = next(found)
        except StopIteration:  # cannot happen: the markers were made pairwise
            return match.group(1)
        label = match.group(1)
        if kind == "c":
            cmd = html.escape(command_of(target), quote=True)
            return f'<a href="#" class="fourfold-link" data-command="{cmd}">{label}</a>'
        url = safe_url(target)
        if url is None:
            return label
        return (f'<a href="{html.escape(url, quote=True)}" class="fourfold-url" '
                f'target="_blank" rel="noopener noreferrer">{label}</a>')

    return _PAIR.sub(anchor, rendered)


_TRUECOLOUR = re.compile(r'(<span class="[^"<>]*") style="((?:(?:background-)?color: #[0-9a-f]{6};)+)"')
_TRUECOLOUR_PART = re.compile(r"(background-color|color): (#[0-9a-f]{6});")


def _truecolour_as_data(match):
    """Evennia gives a 24-bit colour as a ``style`` attribute, which the
    Content-Security-Policy forbids in markup; as ``data-fg``/``data-bg``
    the web client applies it itself (webclient/js/fourfold_colours.js)."""
    data = {"color": "data-fg", "background-color": "data-bg"}
    parts = " ".join(f'{data[prop]}="{value}"' for prop, value in _TRUECOLOUR_PART.findall(match.group(2)))
    return f"{match.group(1)} {parts}"


class SafeHTMLParser(TextToHTMLparser):
    """Evennia's HTML converter, with links found before the escapes are
    undone and built as data, not script (see the module)."""

    re_mxplink = _NEVER
    re_mxpurl = _NEVER

    def convert_urls(self, text):
        return text  # a bare address a player typed stays text

    # Evennia's style pass and backspace removal, the same answers faster
    # (speedups/html_styles.py; FOURFOLD_QUICK_HTML)
    def format_styles(self, text):
        if is_on("html_styles"):
            return html_styles.format_styles(self, text)
        return super().format_styles(text)

    def remove_backspaces(self, text):
        if is_on("html_styles"):
            return html_styles.remove_backspaces(self, text, super().remove_backspaces)
        return super().remove_backspaces(text)

    def parse(self, text, strip_ansi=False):
        text, links = split_links(text or "")
        rendered = super().parse(text, strip_ansi=strip_ansi)
        if links:
            rendered = _html_anchors(rendered, links)
        if ' style="' in rendered:
            rendered = _TRUECOLOUR.sub(_truecolour_as_data, rendered)
        return _MARKERS.sub("", rendered)


HTML_PARSER = SafeHTMLParser()


def parse_html(text, strip_ansi=False):
    """Evennia's ``parse_html`` with :class:`SafeHTMLParser`."""
    return HTML_PARSER.parse(text, strip_ansi=strip_ansi)


# --- telnet -----------------------------------------------------------------
MXP_TEMPSECURE = "\x1b[4z"


def _mxp_escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def telnet_line(line: str, links: list, mxp: bool) -> str:
    """A telnet line (already colour-parsed) with its link markers made
    MXP tags (``mxp``) or just their labels. With MXP on, every other
    ``&``, ``<`` and ``>`` is escaped so that no text is read as a tag."""
    if not mxp:
        return _MARKERS.sub("", line)
    found = iter(links)
    out, pos = [], 0
    for match in _PAIR.finditer(line):
        out.append(_mxp_escape(line[pos:match.start()]))
        pos = match.end()
        label = _mxp_escape(match.group(1))
        kind, target = next(found, ("u", ""))
        if kind == "c":
            href = _mxp_escape(command_of(target))
            out.append(f'{MXP_TEMPSECURE}<SEND HREF="{href}">{label}{MXP_TEMPSECURE}</SEND>')
        else:
            url = safe_url(target)
            out.append(label if url is None else
                       f'{MXP_TEMPSECURE}<A HREF="{_mxp_escape(url)}">{label}{MXP_TEMPSECURE}</A>')
    out.append(_mxp_escape(line[pos:]))
    return _MARKERS.sub("", "".join(out))
