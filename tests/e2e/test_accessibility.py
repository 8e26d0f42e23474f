"""The pages players use most, checked with axe-core (vendored, see
tests/e2e/vendor/axe-core/) in Chromium at desktop and phone width: the home
page, a scene's page, a character sheet and the web client (the play page)
have no serious or critical findings, and at 360 px nothing makes the page
scroll sideways. A page made worse on purpose is caught, so the check can
fail."""

from __future__ import annotations

import re
import urllib.parse

import pytest

from tests.e2e.harness import TelnetClient
from tests.helpers.axe import describe, findings, horizontal_overflow
from tests.helpers.browser import shot

pytestmark = [pytest.mark.e2e, pytest.mark.browser]

DESKTOP = (1280, 900)
PHONE = (360, 740)


def a_logged_scene(game_server) -> str:
    with TelnetClient(game_server.telnet_port) as admin:
        admin.read_until("connect")
        admin.command(f"connect {game_server.admin[0]} {game_server.admin[1]}", r"You become")
        started = admin.command("+scene/start Lanterns on the quay", r"starts scene (\d+)")
        scene_id = re.search(r"starts scene (\d+)", started).group(1)
        admin.command("pose hangs the last lantern and steps back.", r"steps back")
        admin.command("+roll Alertness", r"(?i)alertness")
        admin.command("+scene/finish", rf"finishes scene {scene_id}")
    return scene_id


def log_in(browser, base, name, password, then):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    browser.get(f"{base}/auth/login/?next={then}")
    browser.find_element(By.NAME, "username").send_keys(name)
    browser.find_element(By.NAME, "password").send_keys(password)
    browser.find_element(By.CSS_SELECTOR, "form [type=submit]").click()
    WebDriverWait(browser, 20).until(lambda d: then in d.current_url and "/auth/login" not in d.current_url)


def settled(browser, path):
    from selenium.webdriver.support.ui import WebDriverWait

    WebDriverWait(browser, 30).until(lambda d: d.execute_script("return document.readyState") == "complete")
    if path.startswith("/webclient"):  # the client has drawn its window and connected
        WebDriverWait(browser, 30).until(
            lambda d: d.execute_script("return !!document.querySelector('#inputfield, textarea')"))


def test_main_pages_have_no_serious_findings_and_fit_a_phone(game_server, browser):
    base = f"http://127.0.0.1:{game_server.web_port}"
    scene_id = a_logged_scene(game_server)
    log_in(browser, base, *game_server.admin, then="/characters/sheets/")
    from selenium.webdriver.common.by import By

    sheet = urllib.parse.urlsplit(
        browser.find_element(By.CSS_SELECTOR, "a.sheet-link").get_attribute("href")).path
    pages = ["/", f"/scenes/{scene_id}/", sheet, "/webclient/"]
    problems = {}
    for width, height in (DESKTOP, PHONE):
        browser.set_window_size(width, height)
        for path in pages:
            browser.get(base + path)
            settled(browser, path)
            found = findings(browser)
            if found:
                problems[f"{path} at {width}px"] = describe(found)
            if width == PHONE[0]:
                wide = horizontal_overflow(browser)
                if wide:
                    problems[f"{path} at {width}px scrolls sideways"] = ", ".join(wide)
                shot(browser, "phone" + re.sub(r"\W+", "-", path).rstrip("-"))
    assert problems == {}, "\n".join(f"{k}:\n  {v}" for k, v in problems.items())


def test_the_check_catches_a_page_made_worse(game_server, browser):
    base = f"http://127.0.0.1:{game_server.web_port}"
    browser.set_window_size(*PHONE)
    browser.get(base + "/")
    settled(browser, "/")
    browser.execute_script(
        "document.body.insertAdjacentHTML('beforeend', '<button id=\"mute\"></button>"
        "<img src=\"/static/nothing.png\"><div id=\"wide\"></div>');"
        "const wide = document.getElementById('wide'); wide.style.width = '900px'; wide.style.height = '2em';")
    ids = {f["id"] for f in findings(browser)}
    assert {"button-name", "image-alt"} <= ids
    assert any("wide" in name for name in horizontal_overflow(browser))
