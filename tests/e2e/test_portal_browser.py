"""A player's community pages in a real headless Chromium against a
throwaway server, with a second player connected over telnet: the player
edits their profile and description with a preview (colour drawn, markup
escaped) and saves it (the game's +finger shows it); posts on a board (the
telnet player's +bbnew reads it); sends mail (the telnet player is told at
once, in the game) and reads the answer the telnet player wrote in the
game. Every one of these pages, and the gallery, has no serious or
critical axe-core finding at 1280 and 360 px and no sideways scroll at
360 px."""

from __future__ import annotations

import re
import urllib.parse

import pytest

from tests.e2e.harness import TelnetClient
from tests.helpers.axe import describe, findings, horizontal_overflow
from tests.helpers.browser import shot

pytestmark = [pytest.mark.e2e, pytest.mark.browser, pytest.mark.slow]

DESKTOP = (1280, 900)
PHONE = (360, 740)


def log_in(browser, base, name, password):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    browser.get(f"{base}/auth/login/?next=/mail/")
    browser.find_element(By.NAME, "username").send_keys(name)
    browser.find_element(By.NAME, "password").send_keys(password)
    browser.find_element(By.CSS_SELECTOR, "form [type=submit]").click()
    WebDriverWait(browser, 20).until(lambda d: "/auth/login" not in d.current_url)


def check_page(browser, problems: dict, name: str):
    """The page as it is now, at both widths (it is reloaded only when it
    was a plain GET: a page showing a form's answer is checked as shown)."""
    for width, height in (DESKTOP, PHONE):
        browser.set_window_size(width, height)
        found = findings(browser)
        if found:
            problems[f"{name} at {width}px"] = describe(found)
        if width == PHONE[0]:
            wide = horizontal_overflow(browser)
            if wide:
                problems[f"{name} at {width}px scrolls sideways"] = ", ".join(wide)
            shot(browser, f"portal-{name}-phone")
    browser.set_window_size(*DESKTOP)


def fill(browser, field_id: str, text: str):
    from selenium.webdriver.common.by import By

    field = browser.find_element(By.ID, field_id)
    field.clear()
    field.send_keys(text)


def test_profile_board_and_mail_on_the_site(game_server, browser):
    from selenium.webdriver.common.by import By

    base = f"http://127.0.0.1:{game_server.web_port}"
    problems: dict = {}
    with TelnetClient(game_server.telnet_port) as bram, TelnetClient(game_server.telnet_port) as portia:
        for tn, name, pw in ((portia, "Portia", "e2e-pass-portia"), (bram, "Bram", "e2e-pass-bram")):
            tn.read_until("connect")
            tn.command(f"create {name} {pw}", r"\[Y\]/N\?")
            tn.command("Y", r"(?i)created")
            tn.command(f"connect {name} {pw}", r"Limbo")
        bram.command("+bbcatchup all", r"marked read")  # so that +bbnew reads the new post
        finger = portia.command("+finger", r"/characters/(\d+)/profile/")
        char_id = re.search(r"/characters/(\d+)/profile/", finger).group(1)

        log_in(browser, base, "Portia", "e2e-pass-portia")

        # the profile and the description, with a preview first
        browser.get(f"{base}/characters/{char_id}/profile/edit/")
        fill(browser, "id_position", "Keeper of <b>lamps</b>")
        fill(browser, "id_desc", "A |gquiet|n lamplighter <script>x</script>.")
        browser.find_element(By.ID, "preview-button").click()
        preview = browser.find_element(By.ID, "preview")
        assert preview.find_element(By.CSS_SELECTOR, "span.color-010").text == "quiet"
        assert "<script>x</script>" in preview.text  # shown as text, never run
        check_page(browser, problems, "profile-preview")
        browser.find_element(By.ID, "save-button").click()
        assert "Saved." in browser.find_element(By.ID, "saved").text
        check_page(browser, problems, "profile-saved")
        told = bram.command("+finger Portia", r"On the web")
        assert "Keeper of <b>lamps</b>" in told
        assert "lamplighter" in bram.command("look Portia", r"lamplighter")

        # a post on the Public board
        browser.get(f"{base}/boards/")
        check_page(browser, problems, "boards")
        browser.find_element(By.LINK_TEXT, "Public").click()
        check_page(browser, problems, "board")
        fill(browser, "id_title", "Lamps <i>tonight</i>")
        fill(browser, "id_text", "Who will carry the oil?")
        browser.find_element(By.ID, "post-button").click()
        assert "Who will carry the oil?" in browser.find_element(By.ID, "post").text
        check_page(browser, problems, "board-post")
        read = bram.command("+bbnew", r"Who will carry the oil\?")
        assert "Lamps <i>tonight</i>" in read

        # a letter to Bram: announced to him in the game; his answer on the site
        browser.get(f"{base}/mail/write/")
        check_page(browser, problems, "mail-write")
        fill(browser, "id_to", "Bram")
        fill(browser, "id_subject", "Oil")
        fill(browser, "id_text", "Bring two jars.")
        browser.find_element(By.ID, "send-button").click()
        assert "Sent to Bram." in browser.find_element(By.ID, "done").text
        bram.read_until(r"You have new mail from Portia: Oil")
        bram.command("mail/reply 1=Two jars it is.", r"You answered Portia")
        browser.get(f"{base}/mail/")
        assert "1" in browser.find_element(By.CSS_SELECTOR, "#unread-count .ff-badge").text
        check_page(browser, problems, "mail")
        browser.find_element(By.LINK_TEXT, "Re: Oil").click()
        assert "Two jars it is." in browser.find_element(By.ID, "letter-text").text
        check_page(browser, problems, "mail-read")

        browser.get(f"{base}/characters/gallery/")
        check_page(browser, problems, "gallery")
        browser.get(f"{base}/characters/{char_id}/profile/")
        assert urllib.parse.urlsplit(browser.find_element(By.ID, "edit-profile")
                                     .get_attribute("href")).path.endswith("/profile/edit/")
    assert problems == {}, "\n".join(f"{k}:\n  {v}" for k, v in problems.items())
