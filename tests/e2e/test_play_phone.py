"""The play page at a phone's width (375 px) in Chromium:

- the composer's kind selector shows its whole label ("command", not
  "comman");
- `+sheet` in the output keeps its lines whole: a block drawn in columns
  does not wrap into broken rows, it scrolls sideways inside the output;
- the vitals line says the wounds as a person would ("Wounds: none", not
  "Wounds 0 (0.00, 0 dice)");
- axe-core finds nothing serious or critical, and the page itself does
  not scroll sideways.
"""

from __future__ import annotations

import pytest

from tests.e2e.harness import TelnetClient
from tests.helpers.axe import describe, findings, horizontal_overflow
from tests.helpers.browser import WebClient, shot

pytestmark = [pytest.mark.e2e, pytest.mark.browser, pytest.mark.slow]

PHONE = (375, 740)
NAME, PASSWORD = "Pocketreader", "e2e-phone-7391-quay"

# Whether an element's text is wider than the element shows: its own
# scrollWidth, and for a <select> (whose label Chromium draws inside,
# without a scrollWidth of its own) the label measured in the select's font
# against the room left beside the drop-down arrow.
CLIPPED = """
const el = arguments[0];
if (el.scrollWidth > el.clientWidth) { return 'scrollWidth ' + el.scrollWidth + ' > ' + el.clientWidth; }
const style = getComputedStyle(el);
const ctx = document.createElement('canvas').getContext('2d');
ctx.font = style.font;
const label = el.options[el.selectedIndex].text;
const need = ctx.measureText(label).width + parseFloat(style.paddingLeft) + 16;
return need <= el.clientWidth ? '' : label + ' needs ' + Math.ceil(need) + 'px of ' + el.clientWidth;
"""

# Lines of a block as the text has them and as the page draws them: a line
# wrapped on screen is drawn on two rows.
ROWS = """
const node = arguments[0];
const range = document.createRange();
range.selectNodeContents(node);
const tops = new Set();
for (const r of range.getClientRects()) { if (r.width > 0) { tops.add(Math.round(r.top)); } }
const lines = node.innerText.replace(/\\n+$/, '').split('\\n').filter(l => l.trim() !== '').length;
return [lines, tops.size, getComputedStyle(node).whiteSpace];
"""


def make_account(port):
    with TelnetClient(port) as telnet:
        telnet.read_until("connect")
        asked = telnet.command(f"create {NAME} {PASSWORD}", r"\[Y\]/N\?|already taken")
        if "already taken" not in asked:  # (made by an earlier run against the same server)
            telnet.command("Y", r"(?i)created")


def test_the_play_page_on_a_phone(game_server, browser, tmp_path):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select, WebDriverWait

    make_account(game_server.telnet_port)
    base = f"http://127.0.0.1:{game_server.web_port}"
    wait = WebDriverWait(browser, 30, poll_frequency=0.2)
    browser.get(f"{base}/auth/login/?next=/characters/sheets/")
    browser.find_element(By.NAME, "username").send_keys(NAME)
    browser.find_element(By.NAME, "password").send_keys(PASSWORD)
    browser.find_element(By.CSS_SELECTOR, "form [type=submit]").click()
    wait.until(lambda d: "/characters/sheets/" in d.current_url)
    browser.set_window_size(*PHONE)
    browser.get(f"{base}/play/")
    client = WebClient(browser)
    wait.until(lambda d: NAME in client.vitals())
    wait.until(lambda d: d.execute_script("return document.documentElement.clientWidth") <= PHONE[0])

    # The vitals say the wounds in words.
    wait.until(lambda d: "Wounds: none" in client.vitals())
    assert "0.00" not in client.vitals() and "0 dice" not in client.vitals(), client.vitals()
    said = browser.execute_script("""
        const f = FourfoldVitals.woundsText;
        return [f(1, 0), f(2, -1), f(3, -2)];""")
    assert said == ["Wounds: 1 (no dice lost)", "Wounds: 2 (-1 die on every roll)",
                    "Wounds: 3 (-2 dice on every roll)"], said

    # The kind selector shows its whole label.
    kind = browser.find_element(By.ID, "ff-kind")
    Select(kind).select_by_value("command")
    clipped = browser.execute_script(CLIPPED, kind)
    assert clipped == "", f"the kind selector is cut: {clipped}"

    # +sheet keeps its lines whole (scrolling sideways inside the output).
    client.type("+sheet")
    wait.until(lambda d: [n for n in d.find_elements(By.CSS_SELECTOR, "#messagewindow div.ff-game")
                          if "Alertness" in n.text])
    sheet = [n for n in browser.find_elements(By.CSS_SELECTOR, "#messagewindow div.ff-game")
             if "Alertness" in n.text][-1]
    lines, rows, white_space = browser.execute_script(ROWS, sheet)
    assert lines > 5 and rows == lines, f"{lines} lines drawn on {rows} rows (white-space {white_space})"
    shot(browser, "play-phone-sheet")
    browser.save_screenshot(str(tmp_path / "play-phone-sheet.png"))

    # axe-core, and nothing makes the page itself scroll sideways.
    found = findings(browser)
    assert found == [], describe(found)
    assert horizontal_overflow(browser) == []
