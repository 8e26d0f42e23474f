"""The web site under its Content-Security-Policy in a real Chromium: each
kind of page (home, login, sheets, a scene, boards, requests, channels,
help, events, the admin, errors, the logged-out page) loads with no
violation reported, while markup that the policy forbids is refused (so
the check can fail). The web client page and the Server's static files
carry the headers too; the login form, through the real Portal, logs a
failure with the visitor's address as telnet does.

Violations are read from a ``securitypolicyviolation`` listener that
DevTools installs before each page's own scripts, and from Chromium's
console ("Refused to ...")."""

from __future__ import annotations

import re
import urllib.error
import urllib.parse
import urllib.request

import pytest

from tests.helpers.browser import shot
from tests.helpers.telnet import as_admin, finished_scene

pytestmark = [pytest.mark.e2e, pytest.mark.browser]

LISTEN = """
window.__csp = [];
document.addEventListener('securitypolicyviolation', function (e) {
  window.__csp.push(e.violatedDirective + ' ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber);
});
"""
HEADERS = ("X-Content-Type-Options", "X-Frame-Options", "Content-Security-Policy")


def violations(driver) -> list[str]:
    found = list(driver.execute_script("return window.__csp || []"))
    found += [entry["message"] for entry in driver.get_log("browser")
              if "Content Security Policy" in entry["message"] or "Refused to" in entry["message"]]
    return found


def visit(driver, url: str) -> list[str]:
    driver.get_log("browser")  # forget the previous page's console
    driver.get(url)
    driver.execute_script("return document.readyState")
    return violations(driver)


def headers_of(url: str, data: bytes | None = None, extra: dict | None = None):
    request = urllib.request.Request(url, data=data, headers=extra or {})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.headers
    except urllib.error.HTTPError as error:
        return error.code, error.headers


def make_a_scene(game_server) -> str:
    with as_admin(game_server) as admin:
        scene_id = finished_scene(admin, "Policy at the gate", "checks every seal twice.")
        admin.command("+request Lamp oil=The gate lamps are dry.", r"(?i)request")
    return scene_id


def test_every_kind_of_page_loads_without_a_policy_violation(game_server, browser):  # noqa: F811
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    base = f"http://127.0.0.1:{game_server.web_port}"
    scene_id = make_a_scene(game_server)
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": LISTEN})
    found = {}

    def check(path):
        seen = visit(browser, base + path)
        if seen:
            found[path] = seen

    for path in ("/", "/auth/login/", "/auth/register", "/scenes/", f"/scenes/{scene_id}/", "/events/",
                 "/gear/armor/", "/help/", "/no/such/page/", "/characters/1/sheet/", "/channels/"):
        check(path)
    shot(browser, "csp-anonymous")

    # Log in through the form, as a player does.
    visit(browser, f"{base}/auth/login/?next=/characters/sheets/")
    browser.find_element(By.NAME, "username").send_keys(game_server.admin[0])
    browser.find_element(By.NAME, "password").send_keys(game_server.admin[1])
    browser.find_element(By.CSS_SELECTOR, "form [type=submit]").click()
    WebDriverWait(browser, 20).until(lambda d: "/characters/sheets/" in d.current_url
                                     and "/auth/login" not in d.current_url)
    sheet = browser.find_element(By.CSS_SELECTOR, "a.sheet-link").get_attribute("href")
    found.update({"/characters/sheets/": violations(browser)} if violations(browser) else {})
    check(urllib.parse.urlsplit(sheet).path)
    visit(browser, f"{base}/help/")
    entry = browser.find_element(By.CSS_SELECTOR, "a[href^='/help/'][href$='/']").get_attribute("href")
    check(urllib.parse.urlsplit(entry).path)
    visit(browser, f"{base}/channels/")
    channel = [a.get_attribute("href") for a in browser.find_elements(By.CSS_SELECTOR, "a[href^='/channels/']")
               if a.get_attribute("href").rstrip("/") != f"{base}/channels"]
    for path in ("/boards/", "/boards/1/", "/requests/", "/requests/1/", "/channels/",
                 *(urllib.parse.urlsplit(c).path for c in channel[:1]),
                 f"/scenes/{scene_id}/", "/characters/manage/", "/auth/password_change/",
                 "/admin/", "/admin/accounts/accountdb/", "/admin/accounts/accountdb/1/change/"):
        check(path)
    shot(browser, "csp-admin")

    # The menu works (Bootstrap's script runs) and logs out to the
    # logged-out page, which goes home without an inline script.
    visit(browser, f"{base}/")
    browser.find_element(By.ID, "user_options").click()
    WebDriverWait(browser, 10).until(lambda d: d.find_element(By.CSS_SELECTOR, ".dropdown-menu").is_displayed())
    browser.find_element(By.CSS_SELECTOR, ".dropdown-menu form button[type=submit]").click()
    WebDriverWait(browser, 20).until(lambda d: "Signed out" in d.page_source)
    seen = violations(browser)
    if seen:
        found["logged out"] = seen
    WebDriverWait(browser, 20).until(lambda d: urllib.parse.urlsplit(d.current_url).path == "/")

    assert found == {}

    # The check can fail: markup the policy forbids is refused and reported.
    visit(browser, f"{base}/")
    browser.execute_script("document.body.insertAdjacentHTML('beforeend', "
                           "'<div id=\"x\" style=\"color: red\"></div>');")
    WebDriverWait(browser, 10).until(lambda d: violations(d))
    assert browser.execute_script("return document.getElementById('x').style.color") == ""


def test_the_web_client_and_static_files_carry_the_headers(game_server):
    base = f"http://127.0.0.1:{game_server.web_port}"
    for path in ("/webclient/", "/static/website/css/fourfold.css", "/static/no-such-file.css", "/"):
        status, headers = headers_of(base + path)
        assert status in (200, 404), (path, status)
        missing = [name for name in HEADERS if not headers.get(name)]
        assert missing == [], (path, missing)
        assert headers["X-Content-Type-Options"] == "nosniff"
    # a feature's own static file (features/scenes/static/) is collected and served
    status, headers = headers_of(base + "/static/scenes/css/scenes.css")
    assert status == 200
    assert headers["X-Content-Type-Options"] == "nosniff" and headers.get("Content-Security-Policy")
    _status, headers = headers_of(base + "/webclient/")
    assert f"ws://127.0.0.1:{game_server.websocket_port}" in headers["Content-Security-Policy"]


def test_a_failed_web_login_is_logged_with_the_visitors_address(game_server):
    """Through the real Portal: the address logged is the visitor's (here
    the one a proxy in front of the game would name), not the Portal's."""
    base = f"http://127.0.0.1:{game_server.web_port}"
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor())
    with opener.open(f"{base}/auth/login/", timeout=30) as page:
        token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page.read().decode()).group(1)
    since = len(game_server.log_text())
    form = urllib.parse.urlencode({"csrfmiddlewaretoken": token, "username": "admin",
                                   "password": "not-the-password"}).encode()
    request = urllib.request.Request(f"{base}/auth/login/", data=form,
                                     headers={"X-Forwarded-For": "198.51.100.44", "Referer": f"{base}/"})
    with opener.open(request, timeout=30) as answer:
        assert answer.status == 200
        assert "That account name or password is not right." in answer.read().decode()
    game_server.wait_for_log("Authentication Failure: admin (IP: 198.51.100.44).", since=since, timeout=30)
