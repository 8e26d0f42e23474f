"""The wiki and the help pages in a real headless Chromium against a
throwaway server: staff write a wiki page and its second revision on the
site and the diff shows what changed (write_a_page_twice, a step of the
portal's journey, tests/e2e/test_portal_journey.py); a search on the help pages finds a
command and opens its entry; the menu links the wiki (on a phone, 375 px,
behind the menu button) and the wiki its recent changes, whose rows link
the diff; every new page has no serious or critical axe-core finding at
1280 and 360 px, does not scroll sideways at 360 and breaks no rule of the
site's Content-Security-Policy."""

from __future__ import annotations

import re

import pytest

from tests.e2e.test_accessibility import DESKTOP, PHONE, log_in, settled
from tests.e2e.test_csp_browser import LISTEN, violations
from tests.helpers.axe import describe, findings, horizontal_overflow
from tests.helpers.browser import shot

pytestmark = [pytest.mark.e2e, pytest.mark.browser]


def fill(browser, field_id, text):
    field = browser.find_element("id", field_id)
    field.clear()
    field.send_keys(text)


def arrived(browser, part):
    """Wait for the page whose address holds ``part`` to have loaded."""
    from selenium.webdriver.support.ui import WebDriverWait

    WebDriverWait(browser, 30).until(lambda d: part in d.current_url)
    settled(browser, part)


def choose(browser, field_id, value):
    from selenium.webdriver.support.ui import Select

    Select(browser.find_element("id", field_id)).select_by_value(value)


def write_a_page_twice(browser):
    """On the wiki's index, logged in as staff: write /wiki/harbour/ and its
    second revision, and compare the two."""
    from selenium.webdriver.common.by import By

    browser.find_element(By.ID, "wiki-new").click()
    fill(browser, "id_slug", "harbour")
    fill(browser, "id_title", "The harbour")
    choose(browser, "id_category", "theme")
    fill(browser, "id_text", "# Tides\n\nThe *fog* comes at dusk.\n\n<script>alert(1)</script>")
    browser.find_element(By.ID, "wiki-preview").click()
    assert "fog" in browser.find_element(By.ID, "wiki-preview-text").text
    browser.find_element(By.ID, "wiki-save").click()
    settled(browser, "/wiki/harbour/")
    assert browser.current_url.endswith("/wiki/harbour/")
    text = browser.find_element(By.ID, "wiki-text")
    assert text.find_element(By.TAG_NAME, "em").text == "fog"
    assert "<script>alert(1)</script>" in text.text  # shown as text, never run
    assert not browser.find_elements(By.CSS_SELECTOR, "#wiki-text script")

    browser.find_element(By.ID, "wiki-edit-link").click()
    fill(browser, "id_text", "# Tides\n\nThe *fog* comes at noon.\n\nBoats wait.")
    fill(browser, "id_note", "the fog is earlier")
    browser.find_element(By.ID, "wiki-save").click()
    settled(browser, "/wiki/harbour/")
    assert "noon" in browser.find_element(By.ID, "wiki-text").text
    browser.find_element(By.LINK_TEXT, "History").click()
    assert "the fog is earlier" in browser.page_source
    choose(browser, "compare-from", "1")
    choose(browser, "compare-to", "2")
    browser.find_element(By.ID, "wiki-compare-go").click()
    diff = browser.find_element(By.ID, "wiki-diff")
    removed = [e.text for e in diff.find_elements(By.CSS_SELECTOR, "tr.removed td.line")]
    added = [e.text for e in diff.find_elements(By.CSS_SELECTOR, "tr.added td.line")]
    assert "The *fog* comes at dusk." in removed and "The *fog* comes at noon." in added
    assert "Boats wait." in added
    shot(browser, "wiki-diff")


def test_the_help_search_finds_a_command_and_opens_it(game_server, browser):
    from selenium.webdriver.common.by import By

    base = f"http://127.0.0.1:{game_server.web_port}"
    browser.delete_all_cookies()
    browser.get(f"{base}/help/")
    headings = [h.text for h in browser.find_elements(By.CSS_SELECTOR, ".ff-help-category h2")]
    assert {"FS3", "MW", "PbtA"} <= set(headings)
    assert "Building" not in headings  # a visitor sees no staff category
    fill(browser, "help-q", "roll")
    browser.find_element(By.CSS_SELECTOR, "#help-search button").click()
    arrived(browser, "q=roll")  # the results page, not the page the search was typed on
    results = browser.find_elements(By.CSS_SELECTOR, "#help-results a.help-result")
    assert results and results[0].text == "+roll"
    results[0].click()
    arrived(browser, "/help/fs3/")
    assert browser.find_element(By.ID, "help-title").text == "+roll"
    assert "Usage" in browser.find_element(By.ID, "help-text").text


def test_the_menu_links_the_wiki_and_its_recent_changes(game_server, browser):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    base = f"http://127.0.0.1:{game_server.web_port}"
    browser.set_window_size(*DESKTOP)
    log_in(browser, base, *game_server.admin, then="/wiki/")
    if "/wiki/harbour/" not in browser.page_source:  # when run alone
        write_a_page_twice(browser)
    browser.set_window_size(375, 812)
    browser.get(f"{base}/")
    settled(browser, "/")
    wiki = browser.find_element(By.ID, "menu-wiki")
    assert not wiki.is_displayed()  # folded behind the menu button
    browser.find_element(By.ID, "menu-toggle").click()
    WebDriverWait(browser, 10).until(lambda d: wiki.is_displayed())
    assert wiki.text == "Wiki"
    wiki.click()
    arrived(browser, "/wiki/")
    assert browser.find_element(By.ID, "menu-wiki").get_attribute("aria-current") == "page"
    browser.find_element(By.ID, "wiki-changes-link").click()
    arrived(browser, "/wiki/changes/")
    rows = [r for r in browser.find_elements(By.CSS_SELECTOR, "#wiki-changes li")
            if r.text.startswith("The harbour: revision 2,")]
    assert rows and "the fog is earlier" in rows[0].text  # its note, after who and when
    assert horizontal_overflow(browser) == []
    found = findings(browser)
    assert not found, describe(found)
    shot(browser, "phone-wiki-changes")
    rows[0].find_element(By.CSS_SELECTOR, "a.change-diff-link").click()
    arrived(browser, "/wiki/harbour/diff/?from=1&to=2")
    assert "noon" in browser.find_element(By.ID, "wiki-diff").text


def test_the_new_pages_pass_axe_and_fit_a_phone(game_server, browser):
    base = f"http://127.0.0.1:{game_server.web_port}"
    browser.set_window_size(*DESKTOP)
    log_in(browser, base, *game_server.admin, then="/wiki/")
    if "/wiki/harbour/" not in browser.page_source:  # when run alone
        write_a_page_twice(browser)
    pages = ["/wiki/", "/wiki/new/", "/wiki/harbour/", "/wiki/harbour/edit/", "/wiki/harbour/history/",
             "/wiki/harbour/diff/?from=1&to=2", "/wiki/harbour/revisions/1/",
             "/wiki/harbour/diff/?from=1&to=9", "/wiki/changes/", "/help/", "/help/?q=roll",
             "/help/?q=harbour", "/help/fs3/+roll/",
             "/help/fs3/fs3%20combat/"]
    problems = {}
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": LISTEN})
    for width, height in (DESKTOP, PHONE):
        browser.set_window_size(width, height)
        for path in pages:
            browser.get_log("browser")  # forget the previous page's console
            browser.get(base + path)
            settled(browser, path)
            blocked = violations(browser)
            if blocked:
                problems[f"{path} breaks the CSP"] = "; ".join(blocked)
            found = findings(browser)
            if found:
                problems[f"{path} at {width}px"] = describe(found)
            if width == PHONE[0]:
                wide = horizontal_overflow(browser)
                if wide:
                    problems[f"{path} at {width}px scrolls sideways"] = ", ".join(wide)
                shot(browser, "phone" + re.sub(r"\W+", "-", path).rstrip("-"))
    assert problems == {}, "\n".join(f"{k}:\n  {v}" for k, v in problems.items())
