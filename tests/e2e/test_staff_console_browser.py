"""The staff console's settings page against a real server, in a browser:
the admin changes the message of the day, the login screen and the fs3
skill points; a player who logs in over telnet afterwards (no restart) reads the new
message and spends from the new budget. A bad value is refused beside its
field and nothing is saved. The page has no serious or critical axe-core
findings at 1280 and 360 px, with and without an error shown, and does not
scroll sideways at 360 px. The values are put back at the end, since the
server is shared with other tests. A reload from the status page needs its
box ticked; then a connected player is told, keeps the connection and plays
on once the new Server is up, and the reload is in the record."""

from __future__ import annotations

import pytest

from tests.e2e.harness import TelnetClient
from tests.helpers.axe import describe, findings, horizontal_overflow
from tests.helpers.browser import click_and_wait_for_the_next_page, log_in

pytestmark = [pytest.mark.e2e, pytest.mark.browser, pytest.mark.slow]

URL = "/staff/settings/"
MOTD = "Lanterns on the quay tonight <at> eight"
PLAYER = ("Quistel", "e2e-pass-quistel")
SCREEN = "Over the bridge to the quay. Type connect or create as ever."


def fill_and_save(browser, values: dict):
    from selenium.webdriver.common.by import By

    for name, value in values.items():
        field = browser.find_element(By.NAME, name)
        field.clear()
        field.send_keys(value)
    click_and_wait_for_the_next_page(browser, browser.find_element(By.ID, "save-settings"))


def check_page(browser, base, label: str, problems: dict, then=None):
    for width, height in ((1280, 900), (360, 740)):
        browser.set_window_size(width, height)
        if then is None:
            browser.get(f"{base}{URL}")
        else:
            then()
        found = findings(browser)
        if found:
            problems[f"{label} at {width}px"] = describe(found)
        if width == 360:
            wide = horizontal_overflow(browser)
            if wide:
                problems[f"{label} at 360px scrolls sideways"] = ", ".join(wide)
    browser.set_window_size(1280, 900)


def test_an_admin_changes_the_motd_and_a_budget_and_a_player_sees_both(game_server, browser):
    from selenium.webdriver.common.by import By

    base = f"http://127.0.0.1:{game_server.web_port}"
    log_in(browser, base, *game_server.admin, then=URL)
    old_motd = browser.find_element(By.NAME, "motd").get_attribute("value")
    old_points = browser.find_element(By.NAME, "FOURFOLD_FS3_SKILL_POINTS").get_attribute("value")
    old_screen = browser.find_element(By.NAME, "FOURFOLD_CONNECTION_SCREEN").get_attribute("value")
    try:
        # a bad value: refused beside its field, and the good one beside it not saved
        fill_and_save(browser, {"motd": "Never shown", "FOURFOLD_FS3_SKILL_POINTS": "plenty"})
        error = browser.find_element(By.ID, "id_fourfold_fs3_skill_points-error")
        assert "whole number" in error.text
        assert "Nothing was saved." in browser.find_element(By.ID, "form-errors").text
        problems: dict = {}
        check_page(browser, base, "the settings page with an error", problems,
                   then=lambda: None)
        browser.get(f"{base}{URL}")
        assert browser.find_element(By.NAME, "motd").get_attribute("value") == old_motd

        fill_and_save(browser, {"motd": MOTD, "FOURFOLD_FS3_SKILL_POINTS": "27",
                                "FOURFOLD_CONNECTION_SCREEN": SCREEN})
        assert "Saved:" in browser.find_element(By.ID, "settings-saved").text
        changes = browser.find_element(By.ID, "setting-changes").text
        assert MOTD in changes and "FS3 skill points" in changes
        check_page(browser, base, "the settings page", problems)
        assert problems == {}, "\n".join(f"{k}:\n  {v}" for k, v in problems.items())

        with TelnetClient(game_server.telnet_port) as tn:
            tn.read_until("Over the bridge")
            tn.command(f"create {PLAYER[0]} {PLAYER[1]}", r"\[Y\]/N\?")
            tn.command("Y", r"(?i)created")
            welcome = tn.command(f"connect {PLAYER[0]} {PLAYER[1]}", r"Limbo") + tn.sync()
            assert MOTD in welcome
            out = tn.command("+stat Alertness=2", r"Skill points: \d+ of \d+ spent")
            assert "of 27 spent" in out
    finally:
        browser.get(f"{base}{URL}")
        fill_and_save(browser, {"motd": old_motd, "FOURFOLD_FS3_SKILL_POINTS": old_points,
                                "FOURFOLD_CONNECTION_SCREEN": old_screen})


def test_an_admin_reloads_from_the_console_and_players_stay(game_server, browser):
    import time

    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions
    from selenium.webdriver.support.ui import WebDriverWait

    base = f"http://127.0.0.1:{game_server.web_port}"
    with TelnetClient(game_server.telnet_port) as tn:
        tn.read_until("connect", timeout=60)
        tn.command("create Quorra e2e-pass-quorra", r"\[Y\]/N\?")
        tn.command("Y", r"(?i)created")
        tn.command("connect Quorra e2e-pass-quorra", r"Limbo")
        tn.sync()
        old_pid = game_server.server_pid()
        log_in(browser, base, *game_server.admin, then="/staff/")
        # without the tick, nothing happens
        button = browser.find_element(By.ID, "reload-button")
        button.click()
        WebDriverWait(browser, 30).until(expected_conditions.staleness_of(button))
        assert "Tick the box" in browser.find_element(By.ID, "reload-error").text
        assert game_server.server_pid() == old_pid
        browser.find_element(By.ID, "id_confirm").click()
        button = browser.find_element(By.ID, "reload-button")
        button.click()
        WebDriverWait(browser, 30).until(expected_conditions.staleness_of(button))
        assert "The game is reloading" in browser.find_element(By.ID, "reload-started").text
        told = tn.read_until(r"The game is reloading \(asked by[^\n]*", timeout=30)
        assert game_server.admin[0] in told
        # the same connection works again once the Server is back
        started, back = time.time(), False
        while time.time() - started < 90 and not back:
            tn.send("look")
            try:
                tn.read_until(r"\nLimbo", timeout=2)
                back = game_server.server_pid() not in (None, old_pid)
            except TimeoutError:
                continue
        assert back, "the player never got the game back after the reload"
        assert "Quorra" in tn.command("look me", r"Quorra", timeout=30)
    browser.get(f"{base}/staff/people/")
    WebDriverWait(browser, 30).until(lambda d: d.find_elements(By.ID, "people-actions"))
    assert "reload" in browser.find_element(By.ID, "people-actions").text
