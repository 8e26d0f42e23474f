"""Every page of the site, checked with axe-core (vendored, see
tests/e2e/vendor/axe-core/) in Chromium at desktop (1280 px) and phone
(360 px) width: no serious or critical findings, and at 360 px nothing makes
the page scroll sideways. The pages: home, the scene archive and a scene,
plots and a plot, events and an event, the gallery, help and a search, the
wiki, sign-in, register and a page that is not there (as a visitor); the
characters, a sheet, your sheets, a profile and its form, your characters,
boards, a board, a post, requests, a request and the form for one, the
event forms, mail and its form, chargen and its review (staff), a new wiki
page, channels and a channel, your data, and the play page (signed in). The menu folds
behind a button on a phone that opens from the keyboard and says so. A page
made worse on purpose is caught, so the check can fail."""

from __future__ import annotations

import re
import urllib.parse

import pytest

from tests.helpers.axe import describe, findings, horizontal_overflow
from tests.helpers.browser import shot
from tests.helpers.telnet import as_admin, finished_scene

pytestmark = [pytest.mark.e2e, pytest.mark.browser, pytest.mark.slow]

DESKTOP = (1280, 900)
PHONE = (360, 740)
WIDTHS = (DESKTOP, PHONE)


@pytest.fixture(scope="module")
def the_game_in_use(game_server) -> dict:
    """A finished scene in a plot, a board post, an event, a request and a
    line on a channel, made by the admin over telnet as in play."""
    with as_admin(game_server) as admin:
        scene_id = finished_scene(admin, "Lanterns on the quay", "hangs the last lantern and steps back.",
                                  roll="Alertness")
        made = admin.command("+plot/create The long night=The lamps must stay lit.", r"Plot (\d+) ")
        plot_id = re.search(r"Plot (\d+) ", made).group(1)
        admin.command(f"+plot/add {plot_id}={scene_id}", r"is now part of plot")
        admin.command("+bbpost Public/Lamp oil prices=Up again, <b>sadly</b>.", r"Posted on Public")
        event = admin.command("+event/create tomorrow 20:00=Lantern walk/Meet at the quay.", r"(?i)event #?\d+")
        event_id = re.search(r"(?i)event #?(\d+)", event).group(1)
        request = admin.command("+request Lamp oil=The quay lamps are dry.", r"Request #(\d+) filed")
        request_id = re.search(r"Request #(\d+) filed", request).group(1)
    return {"scene": scene_id, "plot": plot_id, "request": request_id, "event": event_id}


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
    if path.startswith(("/webclient", "/play")):  # the client has drawn its window and connected
        WebDriverWait(browser, 30).until(
            lambda d: d.execute_script("return !!document.querySelector('#inputfield, textarea')"))


def link_path(browser, css: str) -> str:
    """The path of the first link matching ``css`` on the current page."""
    from selenium.webdriver.common.by import By

    return urllib.parse.urlsplit(browser.find_element(By.CSS_SELECTOR, css).get_attribute("href")).path


def sweep(browser, base, pages) -> dict:
    """Each page at each width: axe's serious and critical findings, and at
    phone width what sticks out sideways. Empty when all is well."""
    problems = {}
    for width, height in WIDTHS:
        browser.set_window_size(width, height)
        for path in pages:
            browser.get(base + path)
            settled(browser, path)
            if "Server Error" in browser.title or "(500)" in browser.page_source:
                problems[f"{path}"] = "answered 500"
                continue
            found = findings(browser)
            if found:
                problems[f"{path} at {width}px"] = describe(found)
            if width == PHONE[0]:
                wide = horizontal_overflow(browser)
                if wide:
                    problems[f"{path} at {width}px scrolls sideways"] = ", ".join(wide)
                shot(browser, "phone" + re.sub(r"\W+", "-", path).rstrip("-"))
            else:
                shot(browser, "desktop" + re.sub(r"\W+", "-", path).rstrip("-"))
    return problems


def report(problems: dict) -> str:
    return "\n".join(f"{k}:\n  {v}" for k, v in problems.items())


def test_every_visitors_page_passes_and_fits_a_phone(game_server, browser, the_game_in_use):
    base = f"http://127.0.0.1:{game_server.web_port}"
    made = the_game_in_use
    pages = ["/", "/scenes/", f"/scenes/{made['scene']}/", "/plots/", f"/plots/{made['plot']}/", "/events/",
             f"/events/{made['event']}/", "/characters/gallery/", "/help/", "/help/?q=scene", "/wiki/",
             "/auth/login/", "/auth/register", "/no/such/page/"]
    problems = sweep(browser, base, pages)
    assert problems == {}, report(problems)


def test_every_players_and_staff_page_passes_and_fits_a_phone(game_server, browser, the_game_in_use):
    from selenium.webdriver.common.by import By

    base = f"http://127.0.0.1:{game_server.web_port}"
    made = the_game_in_use
    log_in(browser, base, *game_server.admin, then="/characters/sheets/")
    sheet = link_path(browser, "a.sheet-link")
    profile = link_path(browser, "a.profile-link")
    browser.get(f"{base}/boards/")
    browser.find_element(By.LINK_TEXT, "Public").click()
    board = urllib.parse.urlsplit(browser.current_url).path
    post = link_path(browser, "a.post-link")
    browser.get(f"{base}/channels/")
    channel = link_path(browser, "a.channel-link")
    pages = ["/characters/", sheet, "/characters/sheets/", profile, f"{profile}edit/", "/characters/manage/",
             "/boards/", board, post, "/requests/", f"/requests/{made['request']}/", "/requests/new/",
             "/events/new/", f"/events/{made['event']}/edit/", "/mail/", "/mail/write/",
             "/chargen/", "/chargen/review/", "/wiki/new/",
             "/channels/", channel, "/auth/password_change/", "/account/delete/", "/account/data/", "/play/",
             "/staff/settings/", "/staff/", "/staff/logs/", "/staff/people/"]
    problems = sweep(browser, base, pages)
    assert problems == {}, report(problems)


def test_the_menu_folds_on_a_phone_and_opens_from_the_keyboard(game_server, browser):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait

    base = f"http://127.0.0.1:{game_server.web_port}"
    browser.set_window_size(*PHONE)
    browser.get(base + "/scenes/")
    settled(browser, "/scenes/")
    toggle = browser.find_element(By.ID, "menu-toggle")
    scenes = browser.find_element(By.ID, "menu-scenes")
    assert toggle.is_displayed() and not scenes.is_displayed()
    assert toggle.get_attribute("aria-expanded") == "false"
    assert toggle.get_attribute("aria-controls") == "menu-content"
    # Tab from the top of the page: the skip link, the logo, then the button.
    body = browser.find_element(By.TAG_NAME, "body")
    body.send_keys(Keys.TAB)
    assert browser.switch_to.active_element.get_attribute("href").endswith("#main-content")
    for _ in range(5):
        if browser.switch_to.active_element.get_attribute("id") == "menu-toggle":
            break
        browser.switch_to.active_element.send_keys(Keys.TAB)
    assert browser.switch_to.active_element.get_attribute("id") == "menu-toggle"
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    WebDriverWait(browser, 10).until(lambda d: scenes.is_displayed())
    assert toggle.get_attribute("aria-expanded") == "true"
    assert scenes.get_attribute("aria-current") == "page"
    assert browser.find_element(By.ID, "signed-in-as").text == "Not signed in"
    assert browser.find_element(By.ID, "menu-login").is_displayed()
    assert horizontal_overflow(browser) == []
    shot(browser, "phone-menu-open")
    browser.set_window_size(*DESKTOP)  # wide: every item in a row, no button
    browser.get(base + "/")
    assert not browser.find_element(By.ID, "menu-toggle").is_displayed()
    assert browser.find_element(By.ID, "menu-scenes").is_displayed()


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
