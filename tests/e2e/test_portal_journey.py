"""The web portal, one newcomer's whole way in Chromium against a throwaway
server, with a friend on telnet:

- chargen: a visitor registers on the site, makes a character, opens its
  pbta sheet, copies the sample character in one click, tries a value
  chargen refuses (answered beside the field), adjusts, watches the roll
  preview follow the values, and submits; staff comment and approve on the
  review page; the player, connected over telnet meanwhile, is told in the
  game and sees the answer on the web;
- the community: the player edits their profile and description with a
  preview (colour drawn, markup escaped; +finger and look show it), posts on
  a board (the friend's +bbnew reads it), and sends mail (the friend is told
  at once in the game and answers there); the answer is read on the site and
  in the game over telnet;
- the wiki: staff write a page and its second revision, and the diff shows.

Every page on the way has no serious or critical axe-core finding at 1280
and 360 px and does not scroll sideways on a phone. (The wiki's and help's
own sweep is tests/e2e/test_wiki_browser.py; the wrong person trying every
form is tests/commands/test_permission_matrix.py and each feature's web tests.)
"""

from __future__ import annotations

import re
import urllib.parse

import pytest

from tests.e2e.harness import TelnetClient
from tests.e2e.test_wiki_browser import write_a_page_twice
from tests.helpers.axe import describe, findings, horizontal_overflow
from tests.helpers.browser import shot

pytestmark = [pytest.mark.e2e, pytest.mark.browser, pytest.mark.slow]

DESKTOP, PHONE = (1280, 900), (360, 740)
NAME, PASSWORD, CHAR = "Newcomer", "e2e-pass-newcomer-9", "Tala"  # (Webby is test_browser.py's)
FRIEND, FRIEND_PW = "Brannock", "e2e-pass-brannock"  # (Bram is the combat test's)


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


def fill(driver, element_id, text):
    from selenium.webdriver.common.by import By

    field = driver.find_element(By.ID, element_id)
    field.clear()
    field.send_keys(text)


def checked(driver, problems, label, reload=True):
    """axe at both widths and the phone's sideways scroll, on the page shown
    (reloaded at each width unless it shows a form's answer)."""
    url = driver.current_url
    for width, height in (DESKTOP, PHONE):
        driver.set_window_size(width, height)
        if reload:
            driver.get(url)
            wait(driver, lambda d: d.execute_script("return document.readyState") == "complete")
        found = findings(driver)
        if found:
            problems[f"{label} at {width}px"] = describe(found)
        if width == PHONE[0]:
            wide = horizontal_overflow(driver)
            if wide:
                problems[f"{label} at {width}px scrolls sideways"] = ", ".join(wide)
            shot(driver, f"portal-{label}-phone")
    driver.set_window_size(*DESKTOP)


def make_a_pbta_character(browser, base, problems) -> tuple[str, str]:
    """Register (which signs in and opens the character page, with no
    character made), make the character, copy the sample, adjust it; (its
    id, its sheet's address)."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    browser.get(f"{base}/auth/register")
    browser.find_element(By.NAME, "username").send_keys(NAME)
    browser.find_element(By.NAME, "password1").send_keys(PASSWORD)
    browser.find_element(By.NAME, "password2").send_keys(PASSWORD)
    browser.find_element(By.CSS_SELECTOR, "form [type=submit]").click()
    wait(browser, lambda d: "/characters/create" in d.current_url, timeout=60)  # (hashing the password)
    assert "you are signed in" in browser.page_source
    browser.find_element(By.NAME, "db_key").send_keys(CHAR)
    browser.find_element(By.NAME, "desc").send_keys("A hunter with a quick eye.")
    browser.find_element(By.XPATH, "//form[.//*[@name='db_key']]//*[@type='submit']").click()
    wait(browser, lambda d: "/characters/create" not in d.current_url)
    browser.get(f"{base}/chargen/")
    checked(browser, problems, "chargen-index")
    link = browser.find_element(By.XPATH, f"//section[h2='{CHAR}']//a[contains(@href, '/pbta/')]")
    sheet_url = link.get_attribute("href")
    link.click()
    char_id = re.search(r"/chargen/(\d+)/pbta/", sheet_url).group(1)

    # the sample in one click, then a refused value and an adjustment
    browser.find_element(By.ID, "cg-apply-template").click()
    wait(browser, lambda d: "Copied Ash" in d.page_source)
    assert browser.find_element(By.ID, "cg-forceful").get_attribute("value") == "2"
    fill(browser, "cg-agile", "3")
    browser.find_element(By.ID, "cg-save").click()
    error = wait(browser, lambda d: d.find_element(By.ID, "cg-agile-error"))
    assert "Agile must be from -1 to +2" in error.text
    checked(browser, problems, "chargen-sheet-refused", reload=False)
    fill(browser, "cg-agile", "1")
    fill(browser, "cg-insightful", "2")
    fill(browser, "cg-charming", "-1")
    Select(browser.find_element(By.ID, "cg-roll")).select_by_value("Insightful")
    # the preview follows the values typed, before saving
    wait(browser, lambda d: "Odds of Insightful: 2d6 +2 (Insightful +2)" in d.find_element(By.ID, "cg-odds").text)
    browser.find_element(By.ID, "cg-save").click()
    wait(browser, lambda d: "Saved." in d.page_source)
    checked(browser, problems, "chargen-sheet")
    return char_id, sheet_url


def submit_and_have_it_approved(browser, base, problems, game_server, player, char_id, sheet_url):
    from selenium.webdriver.common.by import By

    browser.find_element(By.ID, "cg-submit").click()
    wait(browser, lambda d: "Submitted. Staff have been told" in d.page_source)

    # staff review, comment and approve on the web
    log_in(browser, base, *game_server.admin, then="/chargen/review/")
    checked(browser, problems, "chargen-review-list")
    browser.find_element(By.CSS_SELECTOR, f"a.cg-review-link[href$='/{char_id}/pbta/']").click()
    assert "Insightful" in browser.page_source
    fill(browser, "cg-comment-text", "A fine hunter.")
    browser.find_element(By.ID, "cg-comment-send").click()
    wait(browser, lambda d: "Comment sent" in d.page_source)
    checked(browser, problems, "chargen-review")
    browser.find_element(By.ID, "cg-approve").click()
    wait(browser, lambda d: "approved and locked" in d.page_source)
    told = player.read_until(r"approved your pbta sheet\. Welcome to the Stone Age!", timeout=20)
    assert game_server.admin[0] in told
    player.command("pbta", r"Hunters' Camp")
    player.command("+sheet", r"Insightful")

    # the player sees the answer on the web
    log_in(browser, base, NAME, PASSWORD, sheet_url.replace(base, ""))
    assert "approved" in browser.find_element(By.CSS_SELECTOR, ".cg-status").text
    assert "A fine hunter." in browser.page_source
    assert f"Approved by {game_server.admin[0]}." in browser.page_source
    checked(browser, problems, "chargen-sheet-approved")


def profile_board_and_mail(browser, base, problems, player, friend, char_id):
    from selenium.webdriver.common.by import By

    # the profile and the description, with a preview first
    browser.get(f"{base}/characters/{char_id}/profile/edit/")
    fill(browser, "id_position", "Keeper of <b>lamps</b>")
    fill(browser, "id_desc", "A |gquiet|n lamplighter <script>x</script>.")
    browser.find_element(By.ID, "preview-button").click()
    preview = browser.find_element(By.ID, "preview")
    assert preview.find_element(By.CSS_SELECTOR, "span.color-010").text == "quiet"
    assert "<script>x</script>" in preview.text  # shown as text, never run
    checked(browser, problems, "profile-preview", reload=False)
    browser.find_element(By.ID, "save-button").click()
    assert "Saved." in browser.find_element(By.ID, "saved").text
    checked(browser, problems, "profile-saved", reload=False)
    assert "Keeper of <b>lamps</b>" in friend.command(f"+finger {CHAR}", r"On the web")
    assert "lamplighter" in player.command("look me", r"lamplighter")  # the description look shows

    # a post on the Public board
    browser.get(f"{base}/boards/")
    checked(browser, problems, "boards")
    browser.find_element(By.LINK_TEXT, "Public").click()
    checked(browser, problems, "board")
    fill(browser, "id_title", "Lamps <i>tonight</i>")
    fill(browser, "id_text", "Who will carry the oil?")
    browser.find_element(By.ID, "post-button").click()
    assert "Who will carry the oil?" in browser.find_element(By.ID, "post").text
    checked(browser, problems, "board-post", reload=False)
    assert "Lamps <i>tonight</i>" in friend.command("+bbnew", r"Who will carry the oil\?")

    # a letter: announced to the friend in the game, answered there, and
    # the answer read on the site and over telnet
    browser.get(f"{base}/mail/write/")
    checked(browser, problems, "mail-write")
    fill(browser, "id_to", FRIEND)
    fill(browser, "id_subject", "Oil")
    fill(browser, "id_text", "Bring two jars.")
    browser.find_element(By.ID, "send-button").click()
    assert f"Sent to {FRIEND}." in browser.find_element(By.ID, "done").text
    friend.read_until(rf"You have new mail from {CHAR}: Oil")
    friend.command("mail/reply 1=Two jars it is.", rf"You answered {CHAR}")
    player.read_until(rf"You have new mail from {FRIEND}", timeout=20)
    browser.get(f"{base}/mail/")
    assert "1" in browser.find_element(By.CSS_SELECTOR, "#unread-count .ff-badge").text
    checked(browser, problems, "mail")
    browser.find_element(By.LINK_TEXT, "Re: Oil").click()
    assert "Two jars it is." in browser.find_element(By.ID, "letter-text").text
    checked(browser, problems, "mail-read")
    player.command("mail", r"Re: Oil")

    browser.get(f"{base}/characters/gallery/")
    assert CHAR in browser.find_element(By.TAG_NAME, "main").text  # approved: in the gallery
    checked(browser, problems, "gallery")
    browser.get(f"{base}/characters/{char_id}/profile/")
    assert urllib.parse.urlsplit(browser.find_element(By.ID, "edit-profile")
                                 .get_attribute("href")).path.endswith("/profile/edit/")


def telnet_in(port, name, password, create):
    client = TelnetClient(port).__enter__()
    client.read_until("connect")
    if create:
        client.command(f"create {name} {password}", r"\[Y\]/N\?")
        client.command("Y", r"(?i)created")
    client.command(f"connect {name} {password}", r"Limbo|You become")
    return client


def test_a_newcomer_makes_a_character_and_lives_on_the_portal(game_server, browser):
    base = f"http://127.0.0.1:{game_server.web_port}"
    problems: dict[str, str] = {}
    friend = telnet_in(game_server.telnet_port, FRIEND, FRIEND_PW, create=True)
    player = None
    try:
        friend.command("+bbcatchup all", r"marked read")  # so that +bbnew reads the new post
        char_id, sheet_url = make_a_pbta_character(browser, base, problems)
        player = telnet_in(game_server.telnet_port, NAME, PASSWORD, create=False)
        player.command(f"ic {CHAR}", rf"You become {CHAR}|You are already")
        submit_and_have_it_approved(browser, base, problems, game_server, player, char_id, sheet_url)
        profile_board_and_mail(browser, base, problems, player, friend, char_id)

        log_in(browser, base, *game_server.admin, then="/wiki/")
        write_a_page_twice(browser)
        checked(browser, problems, "wiki-diff")
    finally:
        for client in (friend, player):
            if client is not None:
                client.close()
    assert problems == {}, "\n".join(f"{k}:\n  {v}" for k, v in problems.items())
