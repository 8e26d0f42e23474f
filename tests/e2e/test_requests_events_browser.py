"""Requests and events on the web in a real headless Chromium against a
throwaway server: a player files a request on the site; the admin answers
it with a staff-only note and a public comment and closes it; the player,
connected over telnet meanwhile, hears of the answer in the game, and the
site shows them the public comment and the closing, never the note. The
player plans an event in their timezone and signs up. Every new page has
no serious or critical axe-core findings at 1280 and 360 px and does not
scroll sideways at 360 px."""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from tests.e2e.harness import TelnetClient
from tests.helpers.axe import describe, findings, horizontal_overflow
from tests.helpers.browser import log_in, shot

pytestmark = [pytest.mark.e2e, pytest.mark.browser, pytest.mark.slow]

DESKTOP = (1280, 900)
PHONE = (360, 740)
PLAYER = ("Ravel", "e2e-pass-ravel")



def submit(browser, form_id):
    """Send the form and wait for the page it leads to."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions
    from selenium.webdriver.support.ui import WebDriverWait

    form = browser.find_element(By.ID, form_id)
    form.find_element(By.CSS_SELECTOR, "[type=submit]").click()
    WebDriverWait(browser, 20).until(expected_conditions.staleness_of(form))
    WebDriverWait(browser, 20).until(lambda d: d.execute_script("return document.readyState") == "complete")


def check_page(browser, base, path, problems):
    for width, height in (DESKTOP, PHONE):
        browser.set_window_size(width, height)
        browser.get(base + path)
        found = findings(browser)
        if found:
            problems[f"{path} at {width}px"] = describe(found)
        if width == PHONE[0]:
            wide = horizontal_overflow(browser)
            if wide:
                problems[f"{path} at {width}px scrolls sideways"] = ", ".join(wide)
            shot(browser, "reqev" + re.sub(r"\W+", "-", path).rstrip("-"))
    browser.set_window_size(*DESKTOP)


def test_a_request_answered_on_the_web_and_an_event_signed_up_for(game_server, browser):
    from selenium.webdriver.common.by import By

    base = f"http://127.0.0.1:{game_server.web_port}"
    admin_name, admin_pw = game_server.admin
    with TelnetClient(game_server.telnet_port) as tn:
        tn.read_until("connect")
        tn.command(f"create {PLAYER[0]} {PLAYER[1]}", r"\[Y\]/N\?")
        tn.command("Y", r"(?i)created")
        tn.command(f"connect {PLAYER[0]} {PLAYER[1]}", r"Limbo")
        tn.command("+finger/set timezone=Europe/Paris", r"(?i)timezone")

        # the player files a request on the site
        log_in(browser, base, *PLAYER, then="/requests/new/")
        browser.find_element(By.ID, "req-title").send_keys("Lost <hat>")
        browser.find_element(By.ID, "req-text").send_keys("It blew off the quay; a gull took it.")
        submit(browser, "request-form")
        number = int(re.search(r"/requests/(\d+)/", browser.current_url).group(1))
        assert "Lost <hat>" in browser.find_element(By.TAG_NAME, "h1").text

        # the admin answers: a staff-only note, a public comment, then the closing
        log_in(browser, base, admin_name, admin_pw, then=f"/requests/{number}/")
        browser.find_element(By.ID, "comment-text").send_keys("Gull seen near the lighthouse.")
        browser.find_element(By.ID, "visibility-staff").click()
        submit(browser, "comment-form")
        browser.find_element(By.ID, "comment-text").send_keys("We found your hat.")
        submit(browser, "comment-form")
        heard = tn.read_until(rf"Request #{number} .*commented\. See \+request {number}\.")
        assert "staff note" not in heard
        staff_view = browser.find_element(By.ID, "request").text
        assert "Gull seen near the lighthouse." in staff_view and "staff note" in staff_view
        browser.find_element(By.ID, "close-text").send_keys("It is in your room.")
        submit(browser, "close-form")
        tn.read_until(rf"Request #{number} .*was closed by")
        assert "closed" in browser.find_element(By.ID, "request-status").text
        staff_pages = [f"/requests/{number}/", "/requests/", "/requests/?all=1"]
        problems = {}
        for path in staff_pages:
            check_page(browser, base, path, problems)

        # the player sees the answers meant for them only
        log_in(browser, base, *PLAYER, then=f"/requests/{number}/")
        mine = browser.find_element(By.ID, "request").text
        assert "We found your hat." in mine and "It is in your room." in mine
        assert "Gull seen" not in mine and "Gull seen" not in browser.page_source
        for path in ("/requests/", "/requests/new/", f"/requests/{number}/"):
            check_page(browser, base, path, problems)

        # an event in the player's timezone, and a sign-up
        when = datetime.now(ZoneInfo("Europe/Paris")) + timedelta(days=3)
        browser.get(f"{base}/events/new/")
        browser.find_element(By.ID, "event-title").send_keys("Hat parade")
        browser.find_element(By.ID, "event-text").send_keys("Bring a hat, any hat.")
        for field, value in (("event-date", when.strftime("%Y-%m-%d")), ("event-time", "20:30")):
            browser.execute_script("arguments[0].value = arguments[1];",
                                   browser.find_element(By.ID, field), value)
        submit(browser, "event-form")
        event = int(re.search(r"/events/(\d+)/", browser.current_url).group(1))
        assert f"{when.strftime('%Y-%m-%d')} 20:30 CE" in browser.find_element(By.ID, "event-when").text
        submit(browser, "signup-form")
        assert PLAYER[0] in browser.find_element(By.ID, "signups").text
        assert browser.find_elements(By.ID, "unsignup-form")
        tn.command(f"+event {event}", rf"Signed up: {PLAYER[0]}")
        for path in ("/events/", "/events/new/", f"/events/{event}/", f"/events/{event}/edit/"):
            check_page(browser, base, path, problems)
    assert problems == {}, "\n".join(f"{k}:\n  {v}" for k, v in problems.items())
