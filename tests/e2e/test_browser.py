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

import re

import pytest

from tests.helpers.browser import WebClient, assert_nothing_left_the_machine, shot

pytestmark = [pytest.mark.e2e, pytest.mark.browser]


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
        # The next command's reply shows at once, even after a turn report
        # that filled the window: the newest lines must not stay below the
        # window's edge, behind the input line, until more output comes.
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
