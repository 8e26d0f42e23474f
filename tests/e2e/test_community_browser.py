"""The community's web pages in a real headless Chromium against a
throwaway server: a player logs in on the site and reads the boards (a
post made over telnet shows, the staff board does not) and sees the
request they filed over telnet; the admin sees it in the queue. The player's
profile (+finger) and an event made over telnet show on the site too, the
event on the home page as well. The description they set with colour codes
is drawn in its colours on "Your characters" (/characters/manage/), no code
left raw, with no serious axe-core finding at desktop and phone (375 px)
width and nothing scrolling sideways on the phone."""

from __future__ import annotations

import pytest

from tests.e2e.harness import TelnetClient
from tests.helpers.axe import describe, findings, horizontal_overflow
from tests.helpers.browser import shot

pytestmark = [pytest.mark.e2e, pytest.mark.browser]


def site_login(driver, base, name, password):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    driver.delete_all_cookies()
    driver.get(f"{base}/boards/")
    assert "/auth/login" in driver.current_url  # anonymous visitors are sent to log in
    driver.find_element(By.NAME, "username").send_keys(name)
    driver.find_element(By.NAME, "password").send_keys(password)
    driver.find_element(By.CSS_SELECTOR, "form [type=submit]").click()
    WebDriverWait(driver, 20).until(lambda d: "/auth/login" not in d.current_url)


def test_boards_and_requests_on_the_site(game_server, browser):  # noqa: F811
    from selenium.webdriver.common.by import By

    admin_name, admin_pw = game_server.admin
    with TelnetClient(game_server.telnet_port) as tn:
        tn.read_until("connect")
        tn.command("create Quinta e2e-pass-quill", r"\[Y\]/N\?")
        tn.command("Y", r"(?i)created")
        tn.command("connect Quinta e2e-pass-quill", r"Limbo")
        tn.command("+bbpost Public/Quinta's <b>tale</b>=Once upon a time.", r"Posted on Public")
        tn.command("+request Lost item=My hat is gone.", r"Request #\d+ filed")
        tn.command("+finger/set position=Keeper of hats", r"(?i)position")
        tn.command("desc A |gmoss-green|n cloak,|/a |[b|wblue|n hat.", r"(?i)description")
        tn.command("+event/create tomorrow 20:00=Hat parade/Bring a hat.", r"(?i)event #?\d+")
    with TelnetClient(game_server.telnet_port) as admin:
        admin.read_until("connect")
        admin.command(f"connect {admin_name} {admin_pw}", r"Limbo")
        admin.command("+bbnewgroup Staffroom", r"is made")
        admin.command("+bblock Staffroom=perm(Builder)", r"read lock is now")

    base = f"http://127.0.0.1:{game_server.web_port}"
    site_login(browser, base, "Quinta", "e2e-pass-quill")
    browser.get(f"{base}/boards/")
    names = [a.text for a in browser.find_elements(By.CSS_SELECTOR, "a.board-link")]
    assert "Public" in names and "Announcements" in names and "Staffroom" not in names
    browser.find_element(By.LINK_TEXT, "Public").click()
    titles = [a.text for a in browser.find_elements(By.CSS_SELECTOR, "a.post-link")]
    assert "Quinta's <b>tale</b>" in titles and "Welcome to Fourfold" in titles
    browser.find_element(By.LINK_TEXT, "Quinta's <b>tale</b>").click()
    assert "Once upon a time." in browser.find_element(By.CSS_SELECTOR, "section.post").text
    shot(browser, "board-post")
    browser.get(f"{base}/requests/")  # a player's own requests (tests/e2e/test_requests_events_browser.py)
    assert "Lost item" in [a.text for a in browser.find_elements(By.CSS_SELECTOR, "a.request-link")]
    browser.get(f"{base}/events/")
    assert "Hat parade" in browser.find_element(By.ID, "events").text
    browser.get(f"{base}/")
    assert "Hat parade" in browser.find_element(By.ID, "upcoming").text
    browser.get(f"{base}/characters/sheets/")
    browser.find_element(By.CSS_SELECTOR, "a.sheet-link").click()
    browser.find_element(By.LINK_TEXT, "Profile").click()
    profile = browser.find_element(By.ID, "profile").text
    assert "Quinta" in profile and "Keeper of hats" in profile
    shot(browser, "profile")
    the_description_in_colour(browser, base)

    site_login(browser, base, admin_name, admin_pw)
    browser.get(f"{base}/requests/")
    rows = [a.text for a in browser.find_elements(By.CSS_SELECTOR, "a.request-link")]
    assert "Lost item" in rows
    shot(browser, "requests")
    browser.get(f"{base}/boards/")
    assert "Staffroom" in [a.text for a in browser.find_elements(By.CSS_SELECTOR, "a.board-link")]


def the_description_in_colour(browser, base):
    """Quinta's "Your characters" page draws her description's colours."""
    from selenium.webdriver.common.by import By

    problems = {}
    for width, height in ((1280, 900), (375, 812)):
        browser.set_window_size(width, height)
        browser.get(f"{base}/characters/manage/")
        desc = browser.find_element(By.CSS_SELECTOR, "#manage-characters .ff-ansi")
        assert desc.text == "A moss-green cloak,\na blue hat."
        green = desc.find_element(By.CSS_SELECTOR, "span.color-010")
        assert green.text == "moss-green"
        assert green.value_of_css_property("color") == "rgba(0, 255, 0, 1)"  # colours.css
        blue = desc.find_element(By.CSS_SELECTOR, "span[class*=bgcolor]")
        assert blue.text == "blue"
        shown = browser.find_element(By.ID, "manage-characters").get_attribute("innerHTML")
        for code in ("|g", "|n", "|/", "|[b", "|w"):
            assert code not in shown, code
        found = findings(browser)
        if found:
            problems[f"{width}px"] = describe(found)
        if width == 375:
            wide = horizontal_overflow(browser)
            if wide:
                problems["375px scrolls sideways"] = ", ".join(wide)
            shot(browser, "phone-manage-colours")
    browser.set_window_size(1280, 900)
    assert problems == {}, "\n".join(f"{k}: {v}" for k, v in problems.items())
