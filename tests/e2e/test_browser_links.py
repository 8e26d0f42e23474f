"""No player-made link in anyone's web client, in a real Chromium.

A player on telnet throws every link attack it knows (nested, escaped,
doubled and quoted codes, javascript: addresses) at a player in the web
client through say, emit, pose, page, mail, a board post and a
profile field. The web client's output then holds no link made from that
text, no element with a script attribute, and no script ran (no alert). The
game's own links stay: the help index's topics are links, and clicking one
sends its command. The web client page runs under the site's
Content-Security-Policy with no violation, and a 24-bit colour still shows
(it comes as data, not a style attribute, which the policy forbids).
"""

import re

import pytest

from tests.e2e.harness import TelnetClient
from tests.helpers.browser import WebClient, shot
from tests.helpers.link_attacks import ATTACKS

pytestmark = [pytest.mark.e2e, pytest.mark.browser]

ANCHORS = "return Array.from(document.querySelectorAll('#messagewindow a')).map(a => a.outerHTML);"
SCRIPTED = """return Array.from(document.querySelectorAll('#messagewindow *')).filter(
    e => Array.from(e.attributes).some(a => a.name.startsWith('on') ||
                                          /^\\s*javascript:/i.test(a.value))).length;"""


def test_no_player_made_link_reaches_the_web_client(game_server, browser):  # noqa: F811
    from selenium.common.exceptions import NoAlertPresentException
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    browser.get(f"http://127.0.0.1:{game_server.web_port}/webclient/")
    client = WebClient(browser)
    client.wait_for(r"connect", timeout=60)
    client.command("create Watcher e2e-pass-watch", r"\[Y\]/N\?")
    client.command("Y", r"(?i)created")
    client.command("connect Watcher e2e-pass-watch", r"You become Watcher")
    before = browser.execute_script(ANCHORS)
    browser.get_log("browser")  # what the console said so far is read at the end

    with TelnetClient(game_server.telnet_port) as tn:
        tn.read_until("connect")
        tn.command("create Mallory e2e-pass-mal", r"\[Y\]/N\?")
        tn.command("Y", r"(?i)created")
        tn.command("connect Mallory e2e-pass-mal", r"Limbo")
        for attack in ATTACKS:
            tn.command(f"say {attack}", r"You say")
            tn.command(f"emit {attack}", r".")
            tn.command(f"pose {attack}", r"Mallory")
            tn.command(f"page Watcher={attack}", r"(?i)page|You")
        tn.command(f"mail Watcher=Hello/{' '.join(ATTACKS)}", r"(?i)sent|mail")
        posted = tn.command(f"+bbpost Public/Links={' '.join(ATTACKS)}", r"Posted on Public as post \d+")
        number = re.search(r"as post (\d+)", posted).group(1)  # (other tests post there too)
        tn.command(f"+finger/set hooks=Tall. {' '.join(ATTACKS)}", r"(?i)hooks")
        tn.command("say |#ff0000crimson|n", r"You say")
        tn.command("say attacks-done", r"You say")
        client.wait_for(r"attacks-done", timeout=60)
        client.command("mail 1", r"Hello[\s\S]*?\S")
        client.command(f"+bbread Public/{number}", r"Links")
        client.command("+finger Mallory", r"Tall\.")
    shot(browser, "webclient-after-link-attacks")

    crimson = browser.execute_script(
        "var s = Array.from(document.querySelectorAll('#messagewindow span'))"
        ".filter(e => e.textContent === 'crimson'); return s.length ? getComputedStyle(s[0]).color : null;")
    assert crimson == "rgb(255, 0, 0)", crimson
    after = browser.execute_script(ANCHORS)
    assert after == before, f"links appeared in the output: {after[len(before):]}"
    assert browser.execute_script(SCRIPTED) == 0
    with pytest.raises(NoAlertPresentException):
        browser.switch_to.alert.text  # noqa: B018 - reading it is the check

    # The game's own links still work: the help index lists topics as links.
    client.command("help", r"(?i)help")
    WebDriverWait(browser, 20).until(
        lambda d: d.find_elements(By.CSS_SELECTOR, "#messagewindow a.fourfold-link"))
    link = browser.find_elements(By.CSS_SELECTOR, "#messagewindow a.fourfold-link")[-1]
    command = link.get_attribute("data-command")
    assert command and command.startswith("help"), command
    assert link.get_attribute("onclick") is None
    topic = command.split(None, 1)[1] if " " in command else command
    link.click()
    client.wait_for(rf"(?i){topic.split()[0][:6]}")
    refused = [e["message"] for e in browser.get_log("browser")
               if "Content Security Policy" in e["message"] or "Refused to" in e["message"]]
    assert refused == [], refused
