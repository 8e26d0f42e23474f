"""A running scene followed and posted to from its web page: a telnet
player and a browser player in one scene; the browser player, signed in on
the website only, with their character in another room, posts from the
scene's page (Enter sends, Shift+Enter breaks the line); the telnet player
sees it in the scene's room; the page shows the telnet player's pose as it
comes; the log holds both in order. The live page passes axe-core at 1280
and 360 px and does not scroll sideways on a phone."""

from __future__ import annotations

import re

import pytest

from tests.e2e.harness import TelnetClient
from tests.helpers.axe import describe, findings, horizontal_overflow
from tests.helpers.browser import shot
from tests.helpers.telnet import PW, login

pytestmark = [pytest.mark.e2e, pytest.mark.browser, pytest.mark.slow]


def sign_in(browser, base, name, password, then):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    browser.get(f"{base}/auth/login/?next={then}")
    browser.find_element(By.NAME, "username").send_keys(name)
    browser.find_element(By.NAME, "password").send_keys(password)
    browser.find_element(By.CSS_SELECTOR, "form [type=submit]").click()
    WebDriverWait(browser, 20).until(lambda d: then in d.current_url and "/auth/login" not in d.current_url)


def send_elsewhere(game_server, name: str) -> str:
    """Staff dig a room and send ``name`` there; the room's dbref."""
    with TelnetClient(game_server.telnet_port) as admin:
        admin.read_until("connect", timeout=60)
        admin.command(f"connect {game_server.admin[0]} {game_server.admin[1]}", r"You become")
        dug = admin.command("@dig Quiet study", r"Quiet study\(#(\d+)\)")
        room = re.search(r"Quiet study\(#(\d+)\)", dug).group(1)
        admin.command(f"@tel {name}=#{room}", r"(?i)teleported")
    return room


def test_a_scene_is_followed_and_posted_to_from_its_page(game_server, browser):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait

    base = f"http://127.0.0.1:{game_server.web_port}"
    quill = login(game_server.telnet_port, "Quill", create=True)
    vesper = login(game_server.telnet_port, "Vesper", create=True)  # made over telnet
    try:
        started = quill.command("+scene/start Letters by lamplight", r"starts scene (\d+)")
        scene_id = re.search(r"starts scene (\d+)", started).group(1)
        vesper.read_until("starts scene", timeout=30)  # Vesper stood there: in the scene
        send_elsewhere(game_server, "Vesper")
        vesper.read_until("Quiet study", timeout=30)
        vesper.close()  # from now on Vesper plays from the browser only

        sign_in(browser, base, "Vesper", PW, then=f"/scenes/{scene_id}/")
        wait = WebDriverWait(browser, 60)
        wait.until(lambda d: "(you)" in d.find_element(By.ID, "ff-live-people").text)
        assert "live" in browser.find_element(By.ID, "ff-live-connection").text

        # a pose over two lines from the page, with Vesper in the study
        box = browser.find_element(By.ID, "ff-live-text")
        box.send_keys("looks up from her letter.")
        box.send_keys(Keys.SHIFT, Keys.ENTER)
        box.send_keys("Then back down.")
        box.send_keys(Keys.ENTER)
        quill.read_until(r"Vesper looks up from her letter\.\s*\r?\n[^\n]*Then back down\.", timeout=30)
        wait.until(lambda d: "Then back down." in d.find_element(By.ID, "ff-live-log").text)
        assert box.get_attribute("value") == ""

        # a say from the page, then the telnet player's pose arrives live
        browser.find_element(By.CSS_SELECTOR, 'input[name="kind"][value="say"]').click()
        box.send_keys("Is the lamp still lit?", Keys.ENTER)
        quill.read_until(r'Vesper says, "Is the lamp still lit\?"', timeout=30)
        quill.command("pose trims the wick and nods.", r"Quill trims the wick and nods\.")
        wait.until(lambda d: "Quill trims the wick and nods." in d.find_element(By.ID, "ff-live-log").text)
        spoken = browser.find_element(By.ID, "ff-live-announce").get_attribute("textContent")
        assert "Quill trims the wick and nods." in spoken  # read out by the polite live region

        page = browser.find_element(By.ID, "ff-live-log").text
        order = ["Vesper looks up from her letter.", 'Vesper says, "Is the lamp still lit?"',
                 "Quill trims the wick and nods."]
        assert [page.index(line) for line in order] == sorted(page.index(line) for line in order)
        log = quill.command(f"+scene/log {scene_id}", r"page \d+ of \d+", timeout=30) + quill.drain(1.0)
        assert [log.index(line) for line in order] == sorted(log.index(line) for line in order), log

        problems = {}
        for width, height in ((1280, 900), (360, 740)):
            browser.set_window_size(width, height)
            browser.get(f"{base}/scenes/{scene_id}/")
            wait.until(lambda d: "(you)" in d.find_element(By.ID, "ff-live-people").text)
            found = findings(browser)
            if found:
                problems[f"{width}px"] = describe(found)
            if width == 360:
                wide = horizontal_overflow(browser)
                if wide:
                    problems["360px scrolls sideways"] = ", ".join(wide)
                shot(browser, "phone-live-scene")
        assert problems == {}, "\n".join(f"{k}:\n  {v}" for k, v in problems.items())
    finally:
        quill.close()
        vesper.close()
