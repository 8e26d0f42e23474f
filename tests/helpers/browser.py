"""Headless Chromium for the browser tests (Debian's chromium and
chromium-driver, driven by selenium): the ``browser`` fixture (offline but
for 127.0.0.1), screenshots, the network log, and :class:`WebClient`, which
types into Evennia's web client page and reads its output.

Chromium missing is a failure, never a skip: CI installs it (.ci/run).
Set FOURFOLD_SCREENSHOTS=<dir> to keep screenshots of the pages.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import tempfile
from pathlib import Path

import pytest

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


@contextlib.contextmanager
def chromium():
    """One headless Chromium with its own profile, quit afterwards."""
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


@pytest.fixture
def browser():
    with chromium() as driver:
        yield driver


@pytest.fixture
def second_browser():
    """Another Chromium, with its own cookies: a second player at the table."""
    with chromium() as driver:
        yield driver


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


def log_in(browser, base, name, password, then):
    """Open ``then`` as an anonymous visitor (sent to the login page), log in
    as ``name`` and wait to be taken back to ``then``."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    browser.delete_all_cookies()
    browser.get(f"{base}{then}")
    assert "/auth/login" in browser.current_url  # an anonymous visitor is sent to log in
    browser.find_element(By.NAME, "username").send_keys(name)
    browser.find_element(By.NAME, "password").send_keys(password)
    browser.find_element(By.CSS_SELECTOR, "form [type=submit]").click()
    WebDriverWait(browser, 20).until(lambda d: then in d.current_url and "/auth/login" not in d.current_url)


def click_and_wait_for_the_next_page(browser, element, timeout=30):
    """Click ``element`` and wait until the page it leads to has loaded. The
    old page is marked and the wait is for a document without the mark:
    Selenium's ``staleness_of`` asks about the clicked node, and Chromium
    sometimes answers that with an inspector error instead of "stale"
    while the old page is being taken down."""
    from selenium.common.exceptions import WebDriverException
    from selenium.webdriver.support.ui import WebDriverWait

    browser.execute_script("window.__fourfoldOldPage = true;")
    element.click()

    def arrived(driver):
        try:
            return driver.execute_script(
                "return !window.__fourfoldOldPage && document.readyState === 'complete';")
        except WebDriverException:  # between the two pages
            return False

    WebDriverWait(browser, timeout).until(arrived)
