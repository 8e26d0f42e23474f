"""Evennia's web client in a real headless Chromium (Debian's chromium and
chromium-driver, driven by selenium) against a throwaway Fourfold server:
make an account, log in, roll, fight an NPC through a turn; then the web
site: the home page, log in, open the character's sheet, someone else's
sheet (refused), and the combat's log.

The network is cut off: Chromium resolves no host name but 127.0.0.1 and
sends anything else to a proxy that is not there, so a page that needs a
CDN fails; and Chromium's own network log must show no request to any
other host (every asset is served by the game).

Chromium missing is a failure, never a skip: CI installs it (.ci/run).
Set FOURFOLD_SCREENSHOTS=<dir> to keep screenshots of the pages.
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
from pathlib import Path

import pytest

pytestmark = [pytest.mark.e2e, pytest.mark.browser]

CHROMIUM = os.environ.get("FOURFOLD_CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("FOURFOLD_CHROMEDRIVER", "/usr/bin/chromedriver")
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage", "--window-size=1200,1000")
# Cut off from everything but this machine: no host name resolves except
# 127.0.0.1, and what is not bypassed goes to a proxy on a port nobody
# listens on (9, discard).
OFFLINE = ("--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
           "--proxy-server=http://127.0.0.1:9", "--proxy-bypass-list=127.0.0.1")
LOCAL = re.compile(r"^(https?|wss?)://127\.0\.0\.1(:\d+)?/|^(data|blob|about|chrome|devtools):")
INSTALL = ("install Debian's chromium and chromium-driver as root: "
           "apt-get update && apt-get install -y chromium chromium-driver")


def _executable(path: str) -> bool:
    return os.path.isfile(path) and os.access(path, os.X_OK)


@pytest.fixture
def browser():
    missing = [p for p in (CHROMIUM, CHROMEDRIVER) if not _executable(p)]
    if missing:
        pytest.fail(f"the browser test needs {', '.join(missing)}; {INSTALL}", pytrace=False)
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        pytest.fail("the browser test needs selenium: pip install -r requirements.txt",
                    pytrace=False)
    profile = tempfile.mkdtemp(prefix="fourfold-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in FLAGS + OFFLINE:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"performance": "ALL", "browser": "ALL"})
    options.add_argument(f"--user-data-dir={profile}")
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(60)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


def requested_urls(driver) -> list[str]:
    """Every URL Chromium asked for (pages, assets, websockets) since the
    last call, from its performance (DevTools network) log."""
    import json

    urls = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            urls.append(message["params"]["request"]["url"])
        elif message.get("method") == "Network.webSocketCreated":
            urls.append(message["params"]["url"])
    return urls


def assert_nothing_left_the_machine(driver, seen: list):
    urls = requested_urls(driver)
    seen.extend(urls)
    outside = [u for u in urls if not LOCAL.match(u)]
    assert not outside, f"requests left the machine: {outside}"


def shot(driver, name: str):
    folder = os.environ.get("FOURFOLD_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(Path(folder) / f"{name}.png"))


class WebClient:
    """The web client page: type into its input line, read its output."""

    def __init__(self, driver):
        from selenium.webdriver.common.by import By

        self.driver, self.By = driver, By
        self.seen = 0  # output already consumed by wait_for

    def output(self) -> str:
        return self.driver.find_element(self.By.ID, "messagewindow").text

    def wait_for(self, pattern: str, timeout: float = 30) -> str:
        """The output (after what earlier waits consumed) up to the first
        match of regex ``pattern``."""
        from selenium.webdriver.support.ui import WebDriverWait

        regex = re.compile(pattern)
        found = {}

        def check(_):
            text = self.output()[self.seen:]
            match = regex.search(text)
            if match:
                found["text"], found["end"] = text[:match.end()], match.end()
            return bool(match)

        try:
            WebDriverWait(self.driver, timeout, poll_frequency=0.25).until(check)
        except Exception:
            raise AssertionError(f"the web client never showed {pattern!r}; it shows:\n"
                                 f"{self.output()[-2000:]}") from None
        self.seen += found["end"]
        return found["text"]

    def type(self, line: str):
        """Type ``line`` into the input line and press Enter. The client
        sends only from a focused input line (otherwise Enter just adds a
        newline), so focus it first and check that the line went."""
        from selenium.common.exceptions import TimeoutException
        from selenium.webdriver.common.keys import Keys
        from selenium.webdriver.support.ui import WebDriverWait

        field = self.driver.find_element(self.By.ID, "inputfield")
        for _ in range(3):
            self.driver.execute_script("arguments[0].value = ''; arguments[0].focus();", field)
            if line:
                field.send_keys(line)
            self.driver.execute_script("arguments[0].focus();", field)
            field.send_keys(Keys.ENTER)
            try:
                WebDriverWait(self.driver, 5, poll_frequency=0.1).until(
                    lambda d: field.get_attribute("value") == "")
                return
            except TimeoutException:
                continue
        raise AssertionError(f"the web client's input line never sent {line!r}")

    def command(self, line: str, expect: str, timeout: float = 30) -> str:
        """Send ``line``, wait for ``expect``, and check that the newest
        output is on screen (not just somewhere in the page)."""
        self.type(line)
        text = self.wait_for(expect, timeout)
        self.assert_newest_on_screen()
        return text

    def assert_newest_on_screen(self):
        """The newest output line is inside the window and not under the
        input line (the point just above its bottom edge shows it), and the
        input line is inside the window too.
        (Selenium's ``.text`` only leaves out what lies outside the window;
        it counts text that the input line covers.)"""
        from selenium.webdriver.support.ui import WebDriverWait

        script = """
            var field = document.getElementById('inputfield').getBoundingClientRect();
            if (field.bottom > window.innerHeight || field.right > window.innerWidth) {
                return 'the input line (to ' + Math.round(field.right) + ', ' +
                       Math.round(field.bottom) + ') is cut off by the ' + window.innerWidth +
                       'x' + window.innerHeight + ' window';
            }
            var last = document.querySelector('#messagewindow > :last-child');
            if (!last) { return 'no output'; }
            var box = last.getBoundingClientRect(), y = box.bottom - 3;
            var hit = document.elementFromPoint(box.left + 3, y);
            if (hit && (hit === last || last.contains(hit))) { return ''; }
            return 'the newest output (' + JSON.stringify(last.textContent.slice(0, 80)) +
                   ', bottom at ' + Math.round(box.bottom) + 'px of a ' + window.innerHeight +
                   'px window) is covered by ' + (hit ? hit.outerHTML.slice(0, 120) : 'nothing: off screen');
        """
        problem = {}

        def shown(driver):
            problem["text"] = driver.execute_script(script)
            return not problem["text"]

        try:  # the client scrolls to the bottom right after it appends
            WebDriverWait(self.driver, 5, poll_frequency=0.1).until(shown)
        except Exception:
            raise AssertionError(problem.get("text")) from None

    def vitals(self) -> str:
        return self.driver.find_element(self.By.ID, "fourfold-vitals").text


def test_web_client_plays_the_game_and_the_site_shows_sheet_and_log(game_server, browser):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    base = f"http://127.0.0.1:{game_server.web_port}"
    requested = []
    # The home page: Fourfold's, styled by the Bootstrap the game serves.
    browser.get(f"{base}/")
    assert browser.find_element(By.ID, "wing-fs3")
    assert "Welcome to Evennia" not in browser.page_source
    assert browser.find_element(By.ID, "telnet-port").text == str(game_server.telnet_port)
    assert browser.execute_script(
        "return getComputedStyle(document.querySelector('.container')).maxWidth") != "none"
    assert browser.execute_script("return !!(window.jQuery && jQuery.fn.modal)")
    shot(browser, "home")
    assert_nothing_left_the_machine(browser, requested)
    browser.get(f"{base}/webclient/")
    client = WebClient(browser)
    client.wait_for(r"connect", timeout=60)  # the connection screen came over the websocket
    shot(browser, "webclient-connected")

    client.command("create Webby e2e-pass-web", r"\[Y\]/N\?")
    client.command("Y", r"(?i)created")
    client.command("connect Webby e2e-pass-web", r"You become Webby")
    WebDriverWait(browser, 20).until(lambda d: "Luck 3" in client.vitals())
    assert "Webby" in client.vitals()

    roll = client.command("+roll Alertness", r"Webby rolls Alertness[\s\S]*?(Failure|Success)")
    assert re.search(r"Alertness \d+ \+ Wit \d+ = \d+ dic?e", roll), roll

    started = client.command("+combat/start", r"starts a fight here \(combat #(\d+)\)")
    combat_id = re.search(r"combat #(\d+)", started).group(1)
    try:
        client.command("+combat/add Dummy", r"adds Dummy")
        # Turn 1: the organizer acts for the NPC (a pass: an attack could
        # knock Webby out, and then Webby could not act on turn 2) and ends
        # the turn.
        client.command("+combat/pass Dummy=", r"Dummy will pass on turn 1")
        report = client.command("+combat/newturn", r"Turn 2 begins")
        assert "Combat turn 1" in report
        # Turn 2: Dummy passes again (an NPC given no order attacks its lone
        # opponent unasked, and the sheet below is checked unwounded); the
        # player's action is then the last one owed, so the turn resolves at
        # once, inside the player's own command.
        client.command("+combat/pass Dummy=", r"Dummy will pass on turn 2")
        report = client.command("+combat/attack Dummy", r"Turn 3 begins")
        assert "Combat turn 2" in report and "Webby attacks Dummy" in report
        # The next command's reply shows at once (issue 6: the turn report
        # had filled the window, and the newest lines then stayed below the
        # window's edge, behind the input line, until more output came).
        client.command("say after the turn", r'You say, "after the turn"')
        client.command("+combat", rf"Combat #{combat_id}\b[\s\S]*?Turn 3[\s\S]*?Dummy")
        WebDriverWait(browser, 20).until(
            lambda d: f"Combat #{combat_id} turn 3" in client.vitals())
        shot(browser, "webclient-combat")

        # The web site, in a second tab: log in, the sheet, the combat log.
        browser.switch_to.new_window("tab")
        # (Logging in through the web client usually logs the site in too.)
        browser.get(f"{base}/characters/sheets/")
        if "/auth/login" in browser.current_url:
            browser.find_element(By.NAME, "username").send_keys("Webby")
            browser.find_element(By.NAME, "password").send_keys("e2e-pass-web")
            browser.find_element(By.CSS_SELECTOR, "form [type=submit]").click()
            WebDriverWait(browser, 20).until(lambda d: "/auth/login" not in d.current_url)
            browser.get(f"{base}/characters/sheets/")
        link = browser.find_element(By.CSS_SELECTOR, "a.sheet-link")
        assert link.text == "Webby"
        link.click()
        WebDriverWait(browser, 20).until(
            lambda d: re.search(r"/characters/\d+/sheet/$", d.current_url))
        sheet = browser.find_element(By.ID, "sheet-fs3")
        assert "Luck: 3" in sheet.text and "Alertness" in sheet.text
        assert "Wound modifier 0 " in sheet.text + " "
        assert sheet.find_elements(By.CSS_SELECTOR, "svg.ff-bar")
        shot(browser, "sheet")
        own_id = int(re.search(r"/characters/(\d+)/sheet/", browser.current_url).group(1))

        # Someone else's sheet (the admin's character, made first): refused,
        # in the site's style, saying why.
        other_id = 1 if own_id != 1 else 2
        browser.get(f"{base}/characters/{other_id}/sheet/")
        refusal = browser.find_element(By.ID, "error-403")
        assert "for its player and for staff" in refusal.text
        assert browser.find_elements(By.CSS_SELECTOR, "nav.navbar")
        assert browser.execute_script(
            "return getComputedStyle(document.querySelector('.container')).maxWidth") != "none"
        shot(browser, "refused")

        browser.get(f"{base}/combats/{combat_id}/log/")
        turn_one = browser.find_element(By.ID, "turn-1").text
        assert "Combat turn 1" in turn_one and "Dummy passes" in turn_one
        turn_two = browser.find_element(By.ID, "turn-2").text
        assert "Combat turn 2" in turn_two and "Webby attacks Dummy" in turn_two
        shot(browser, "combat-log")
        browser.get(f"{base}/gear/armor/")
        assert len(browser.find_elements(By.CSS_SELECTOR, "polyline.armor-line")) == 4
        shot(browser, "armor-chart")
        assert_nothing_left_the_machine(browser, requested)
        # the log did record what the pages loaded (the check above means something)
        assert any("/static/vendor/bootstrap-4.6.2/bootstrap.min.css" in u for u in requested)
        assert any("/static/vendor/jquery-3.7.1/jquery.min.js" in u for u in requested)
        assert any(u.startswith("ws://127.0.0.1") for u in requested)
    finally:  # staff end the fight, leaving the room free for other tests
        from tests.e2e.harness import TelnetClient

        with TelnetClient(game_server.telnet_port) as admin:
            admin.read_until("connect")
            admin.command(f"connect {game_server.admin[0]} {game_server.admin[1]}",
                          r"You become")
            admin.command("+combat/stop", r"ends fight #\d+|There is no fight here")
