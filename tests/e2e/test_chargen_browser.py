"""Chargen on the web, the newcomer's whole way in Chromium against a
throwaway server: register on the site, log in, make a character on the
character create page, open its pbta sheet, copy the sample character in
one click, try a value chargen refuses (answered beside the field), adjust,
watch the roll preview follow the values, and submit; staff comment and
approve on the review page; the player, connected over telnet meanwhile,
is told in the game and sees the answer on the web. Each chargen page has
no serious or critical axe-core findings at 1280 and 360 px and does not
scroll sideways on a phone."""

from __future__ import annotations

import re

import pytest

from tests.e2e.harness import TelnetClient
from tests.helpers.axe import describe, findings, horizontal_overflow
from tests.helpers.browser import shot

pytestmark = [pytest.mark.e2e, pytest.mark.browser, pytest.mark.slow]

DESKTOP, PHONE = (1280, 900), (360, 740)
NAME, PASSWORD, CHAR = "Webby", "e2e-pass-webby-9", "Tala"


def wait(driver, check, timeout=20):
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, timeout).until(check)


def log_in(driver, base, name, password, then):
    from selenium.webdriver.common.by import By

    driver.delete_all_cookies()
    driver.get(f"{base}/auth/login/?next={then}")
    wait(driver, lambda d: d.find_elements(By.NAME, "username"), timeout=40)
    driver.find_element(By.NAME, "username").send_keys(name)
    driver.find_element(By.NAME, "password").send_keys(password)
    driver.find_element(By.CSS_SELECTOR, "form [type=submit]").click()
    wait(driver, lambda d: "/auth/login" not in d.current_url)


def type_into(driver, element_id, text):
    from selenium.webdriver.common.by import By

    field = driver.find_element(By.ID, element_id)
    field.clear()
    field.send_keys(text)


def checked(driver, problems, label):
    """axe at both widths and the phone's sideways scroll, on the page shown."""
    url = driver.current_url
    for width, height in (DESKTOP, PHONE):
        driver.set_window_size(width, height)
        driver.get(url)
        wait(driver, lambda d: d.execute_script("return document.readyState") == "complete")
        found = findings(driver)
        if found:
            problems[f"{label} at {width}px"] = describe(found)
        if width == PHONE[0]:
            wide = horizontal_overflow(driver)
            if wide:
                problems[f"{label} at {width}px scrolls sideways"] = ", ".join(wide)
            shot(driver, "chargen-" + label)
    driver.set_window_size(*DESKTOP)


def test_a_newcomer_makes_a_pbta_character_on_the_web_and_staff_approve_it(game_server, browser):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    base = f"http://127.0.0.1:{game_server.web_port}"
    problems: dict[str, str] = {}

    # register, log in, make a character
    browser.get(f"{base}/auth/register")
    browser.find_element(By.NAME, "username").send_keys(NAME)
    browser.find_element(By.NAME, "password1").send_keys(PASSWORD)
    browser.find_element(By.NAME, "password2").send_keys(PASSWORD)
    browser.find_element(By.CSS_SELECTOR, "form [type=submit]").click()
    wait(browser, lambda d: "/auth/login" in d.current_url)
    log_in(browser, base, NAME, PASSWORD, "/characters/create/")
    browser.find_element(By.NAME, "db_key").send_keys(CHAR)
    browser.find_element(By.NAME, "desc").send_keys("A hunter with a quick eye.")
    browser.find_element(By.XPATH, "//form[.//*[@name='db_key']]//*[@type='submit']").click()
    wait(browser, lambda d: "/characters/create" not in d.current_url)
    browser.get(f"{base}/chargen/")
    checked(browser, problems, "index")
    link = browser.find_element(By.XPATH, f"//section[h2='{CHAR}']//a[contains(@href, '/pbta/')]")
    sheet_url = link.get_attribute("href")
    link.click()
    char_id = re.search(r"/chargen/(\d+)/pbta/", sheet_url).group(1)

    # the sample in one click, then a refused value and an adjustment
    browser.find_element(By.ID, "cg-apply-template").click()
    wait(browser, lambda d: "Copied Ash" in d.page_source)
    assert browser.find_element(By.ID, "cg-forceful").get_attribute("value") == "2"
    type_into(browser, "cg-agile", "3")
    browser.find_element(By.ID, "cg-save").click()
    error = wait(browser, lambda d: d.find_element(By.ID, "cg-agile-error"))
    assert "Agile must be from -1 to +2" in error.text
    checked(browser, problems, "sheet-refused")
    type_into(browser, "cg-agile", "1")
    type_into(browser, "cg-insightful", "2")
    type_into(browser, "cg-charming", "-1")
    Select(browser.find_element(By.ID, "cg-roll")).select_by_value("Insightful")
    # the preview follows the values typed, before saving
    wait(browser, lambda d: "Odds of Insightful: 2d6 +2 (Insightful +2)" in d.find_element(By.ID, "cg-odds").text)
    browser.find_element(By.ID, "cg-save").click()
    wait(browser, lambda d: "Saved." in d.page_source)
    checked(browser, problems, "sheet")

    with TelnetClient(game_server.telnet_port) as player:
        player.read_until("connect")
        player.command(f"connect {NAME} {PASSWORD}", r"Limbo|You become")
        player.command(f"ic {CHAR}", rf"You become {CHAR}|You are already")
        browser.find_element(By.ID, "cg-submit").click()
        wait(browser, lambda d: "Submitted. Staff have been told" in d.page_source)

        # staff review, comment and approve on the web
        log_in(browser, base, *game_server.admin, then="/chargen/review/")
        checked(browser, problems, "review-list")
        browser.find_element(By.CSS_SELECTOR, f"a.cg-review-link[href$='/{char_id}/pbta/']").click()
        assert "Insightful" in browser.page_source
        type_into(browser, "cg-comment-text", "A fine hunter.")
        browser.find_element(By.ID, "cg-comment-send").click()
        wait(browser, lambda d: "Comment sent" in d.page_source)
        checked(browser, problems, "review")
        browser.find_element(By.ID, "cg-approve").click()
        wait(browser, lambda d: "approved and locked" in d.page_source)
        told = player.read_until(r"approved your pbta sheet\. Welcome to the Stone Age!", timeout=20)
        assert game_server.admin[0] in told
        player.command("pbta", r"Hunters' Camp")
        player.command("+sheet", r"Insightful")

    # the player sees the answer on the web
    log_in(browser, base, NAME, PASSWORD, sheet_url.replace(base, ""))
    status = browser.find_element(By.CSS_SELECTOR, ".cg-status").text
    assert "approved" in status
    assert "A fine hunter." in browser.page_source
    assert f"Approved by {game_server.admin[0]}." in browser.page_source
    checked(browser, problems, "sheet-approved")
    assert problems == {}, "\n".join(f"{k}:\n  {v}" for k, v in problems.items())
