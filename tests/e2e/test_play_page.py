"""The play page (/play/) in Chromium against a real server, with
a second player on telnet:

- one sign-in: the player signs in on the website and the play page is in
  play at once, with no `connect` typed; a telnet connection of the same
  account stays connected throughout, and after signing out of the site,
  which closes the play page's connection too;
- the composer: a pose of several lines (Shift+Enter), its preview with
  the colour drawn, a long pose (6,000 characters) through whole, a roll;
- the output: poses as paragraphs, the roll set apart, the telnet player's
  pose arriving live;
- the Scene tab: the room's scene, its participants and pose order, over
  the live-scene protocol (features/scenes/live/);
- the Sheet tab: the sheet of the room's ruleset;
- "your turn" in the tab's title with the pose order on;
- axe-core finds nothing serious or critical at 1280 and 360 px, and at
  360 px nothing scrolls sideways (a phone-width screenshot is kept in the
  test's tmp dir: play-phone.png).
"""

from __future__ import annotations

import re

import pytest

from tests.e2e.harness import TelnetClient
from tests.helpers.axe import describe, findings, horizontal_overflow
from tests.helpers.browser import WebClient, shot

pytestmark = [pytest.mark.e2e, pytest.mark.browser, pytest.mark.slow]

DESKTOP = (1280, 900)
PHONE = (360, 740)
LONG = 6000


def telnet_player(game_server, name, password):
    client = TelnetClient(game_server.telnet_port).__enter__()
    client.read_until("connect")
    asked = client.command(f"create {name} {password}", r"\[Y\]/N\?|already taken")
    if "already taken" not in asked:  # (made by an earlier run against the same server)
        client.command("Y", r"(?i)created")
    client.command(f"connect {name} {password}", rf"You become {name}")
    return client


def sign_in_on_the_site(browser, base, name, password):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    browser.get(f"{base}/auth/login/?next=/characters/sheets/")
    browser.find_element(By.NAME, "username").send_keys(name)
    browser.find_element(By.NAME, "password").send_keys(password)
    browser.find_element(By.CSS_SELECTOR, "form [type=submit]").click()
    WebDriverWait(browser, 30).until(lambda d: "/characters/sheets/" in d.current_url)


def compose(browser, kind, *lines):
    """Write ``lines`` in the composer as ``kind``, Shift+Enter between them."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import Select

    Select(browser.find_element(By.ID, "ff-kind")).select_by_value(kind)
    field = browser.find_element(By.ID, "inputfield")
    field.click()
    for n, line in enumerate(lines):
        if n:
            field.send_keys(Keys.SHIFT, Keys.ENTER, Keys.NULL)
        field.send_keys(line)
    return field


def poses(browser) -> list[str]:
    from selenium.webdriver.common.by import By

    return [p.text for p in browser.find_elements(By.CSS_SELECTOR, "#messagewindow p.ff-pose")]


def test_the_play_page(game_server, browser, tmp_path):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait

    base = f"http://127.0.0.1:{game_server.web_port}"
    wait = WebDriverWait(browser, 30, poll_frequency=0.2)
    teller = telnet_player(game_server, "Teller", "e2e-pass-teller")
    own_telnet = telnet_player(game_server, "Webber", "e2e-pass-webber")
    scene_id = None
    try:
        # One sign-in: the site's login, then the play page is in play.
        sign_in_on_the_site(browser, base, "Webber", "e2e-pass-webber")
        browser.set_window_size(*DESKTOP)
        browser.get(f"{base}/play/")
        client = WebClient(browser)
        wait.until(lambda d: "Webber" in client.vitals())
        assert "fs3" in client.vitals() and "Luck" in client.vitals()
        assert not browser.find_elements(By.CSS_SELECTOR, "#messagewindow .fourfold-echo")  # nothing typed
        assert browser.find_element(By.ID, "ff-back").get_attribute("href") == f"{base}/"

        started = teller.command("+scene/start Lanterns on the quay", r"starts scene (\d+)")
        scene_id = re.search(r"starts scene (\d+)", started).group(1)
        client.wait_for(r"starts scene")
        teller.command("+scene/order on", r"(?i)order")

        # A pose of several lines, previewed first with its colour drawn.
        field = compose(browser, "pose", "lifts a lantern.", "|rRed|n sparks drift up.")
        browser.find_element(By.ID, "ff-preview-toggle").click()
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#ff-preview span.color-009"))
        preview = browser.find_element(By.ID, "ff-preview")
        assert preview.text == "Webber lifts a lantern.\nRed sparks drift up.", preview.text
        assert preview.find_element(By.CSS_SELECTOR, "span.color-009").text == "Red"
        shot(browser, "play-preview")
        field.send_keys(Keys.ENTER)
        wait.until(lambda d: any("Red sparks drift up." in p for p in poses(d)))
        mine = [p for p in poses(browser) if "Red sparks" in p][0]
        assert mine == "Webber lifts a lantern.\nRed sparks drift up.", mine
        teller.read_until(r"Red sparks drift up")
        wait.until(lambda d: not d.title.startswith("Your turn"))  # (if the order began with Webber)

        # The up key brings it back.
        field.send_keys(Keys.ARROW_UP)
        assert field.get_attribute("value") == "lifts a lantern.\n|rRed|n sparks drift up."
        browser.execute_script("arguments[0].value = '';", field)

        # A roll, set apart from the poses.
        compose(browser, "command", "+roll Alertness").send_keys(Keys.ENTER)
        client.wait_for(r"Webber rolls Alertness[\s\S]*?(Failure|Success)")
        rolls = [d.text for d in browser.find_elements(By.CSS_SELECTOR, "#messagewindow div.ff-game")
                 if "Webber rolls Alertness" in d.text]
        assert rolls, "the roll is not set apart"

        # The telnet player's pose arrives live; the pose order then names
        # Webber, and the tab's title says it is their turn.
        teller.command("pose raises a hand from the boat.", r"raises a hand")
        wait.until(lambda d: "Teller raises a hand from the boat." in poses(d))
        wait.until(lambda d: d.title.startswith("Your turn"))
        assert "turn" in browser.find_element(By.ID, "ff-notice").text.lower()

        # A long pose goes through whole.
        words = "lanterns " * (LONG // 9) + "end."  # 6,001 characters
        compose(browser, "pose", "")
        browser.execute_script("arguments[0].value = arguments[1];", field, words)
        field.send_keys(Keys.END, Keys.ENTER)
        wait.until(lambda d: any(p.endswith("end.") and len(p) >= LONG for p in poses(d)))
        teller.read_until(r"lanterns end\.", timeout=30)
        assert not browser.title.startswith("Your turn")  # posing answered it

        # The Sheet tab: the sheet of the room's ruleset (fs3 here) only.
        browser.find_element(By.ID, "tab-sheet").click()
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#ff-sheet [data-ruleset='fs3']"))
        assert "Alertness" in browser.find_element(By.ID, "ff-sheet").text
        browser.find_element(By.ID, "tab-scene").click()

        # Checked by axe-core, at desktop and phone widths.
        problems = {}
        for width, height in (DESKTOP, PHONE):
            browser.set_window_size(width, height)
            wait.until(lambda d: d.execute_script("return document.documentElement.clientWidth") <= width)
            found = findings(browser)
            if found:
                problems[f"{width}px"] = describe(found)
        wide = horizontal_overflow(browser)
        if wide:
            problems["360px scrolls sideways"] = ", ".join(wide)
        for tab in ("scene", "sheet", "odds", "channels"):
            browser.find_element(By.ID, f"tab-{tab}").click()
            found = findings(browser) + [{"id": "overflow", "impact": "serious", "help": w, "nodes": []}
                                         for w in horizontal_overflow(browser)]
            if found:
                problems[f"360px, {tab} tab"] = describe(found)
        browser.find_element(By.ID, "tab-room").click()
        browser.save_screenshot(str(tmp_path / "play-phone.png"))
        shot(browser, "play-phone")
        assert problems == {}, "\n".join(f"{k}:\n  {v}" for k, v in problems.items())
        assert browser.execute_script(
            "return document.scrollingElement.scrollWidth <= document.documentElement.clientWidth")

        # Signing out of the site closes the play page; telnet stays.
        browser.set_window_size(*DESKTOP)
        browser.switch_to.new_window("tab")
        browser.get(f"{base}/characters/sheets/")
        # (the navbar's sign-out form; on a narrow window it sits in the folded menu)
        browser.execute_script("document.querySelector(\"form[action$='/auth/logout/']\").submit();")
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "a[href*='/auth/login/']"))
        browser.switch_to.window(browser.window_handles[0])
        client.wait_for(r"signed out of the website")
        wait.until(lambda d: d.find_element(By.ID, "ff-connection").text == "Disconnected")
        own_telnet.command("look", r"Limbo")
        teller.command("who", r"Webber")
    finally:
        if scene_id:
            teller.command("+scene/finish", r"finishes scene|no scene")
        for telnet in (teller, own_telnet):
            telnet.close()


def test_the_scene_tab_follows_the_room_scene(game_server, browser):
    """The Scene tab over the live-scene protocol (features/scenes/live/:
    room_scene, scene_watch, scene_state, your_turn): the room's scene as it
    starts, its participants with their idle times and the pose order, whose
    turn it is; no Finish button for a player who did not start it, and no
    Join for one who is in it; the scene gone from the tab when it finishes."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    base = f"http://127.0.0.1:{game_server.web_port}"
    wait = WebDriverWait(browser, 30, poll_frequency=0.2)
    host = telnet_player(game_server, "Harbour", "e2e-pass-harbour")
    own_telnet = telnet_player(game_server, "Lookout", "e2e-pass-lookout")
    own_telnet.close()  # (the account exists; the browser plays it)
    scene_id = None
    try:
        sign_in_on_the_site(browser, base, "Lookout", "e2e-pass-lookout")
        browser.set_window_size(*DESKTOP)
        browser.get(f"{base}/play/")
        client = WebClient(browser)
        wait.until(lambda d: "Lookout" in client.vitals())
        assert browser.find_element(By.ID, "ff-scene-none").is_displayed()

        started = host.command("+scene/start Nets at dawn", r"starts scene (\d+)")
        scene_id = re.search(r"starts scene (\d+)", started).group(1)
        wait.until(lambda d: d.find_element(By.ID, "ff-scene-title").text == "Nets at dawn")
        host.command("+scene/order on", r"(?i)order")
        wait.until(lambda d: "pose order on" in d.find_element(By.ID, "ff-scene-status").text)
        people = browser.find_element(By.ID, "ff-scene-people").text
        assert "Harbour" in people and "Lookout (you)" in people and "idle" in people, people
        sent = [b.get_attribute("data-send") for b in
                browser.find_elements(By.CSS_SELECTOR, "#ff-scene-buttons button")]
        assert not any("finish" in c or "join" in c for c in sent), sent

        host.command("pose mends a net.", r"mends a net")
        wait.until(lambda d: d.find_element(By.ID, "ff-scene-turn").text == "Your turn to pose.")
        assert "Lookout" in browser.find_element(By.CSS_SELECTOR, "#ff-scene-people li.ff-current").text
        wait.until(lambda d: d.title.startswith("Your turn"))
        shot(browser, "play-scene-tab")

        host.command("+scene/finish", rf"finishes scene {scene_id}")
        scene_id = None
        wait.until(lambda d: d.find_element(By.ID, "ff-scene-none").is_displayed())
    finally:
        if scene_id:
            host.command("+scene/finish", r"finishes scene|no scene")
        host.close()
