"""One scene played three ways at once, against a real server: Wick on
telnet, Lantern in the play page, Vesper on the scene's own page with her
character in another room.

- Lantern signs in once, on the site, and the play page is in play; she
  poses over several lines and rolls from its composer, and sees Wick's
  pose arrive live; the pose order then tells her it is her turn;
- Vesper follows the running scene's page (signed in on the site only)
  and poses and says into it from there: Wick sees it in the scene's room;
  her page shows the others' poses as they come, read out by a polite live
  region;
- the scene's log holds everything in the order each of them saw it;
- the scene's page passes axe-core at 1280 and 360 px and does not scroll
  sideways on a phone (a screenshot is kept); the play page's own check is
  tests/e2e/test_play_page.py's.
"""

from __future__ import annotations

import re

import pytest

from tests.e2e.harness import TelnetClient
from tests.e2e.test_play_page import compose, poses, sign_in_on_the_site, telnet_player
from tests.helpers.axe import describe, findings, horizontal_overflow
from tests.helpers.browser import WebClient, shot

pytestmark = [pytest.mark.e2e, pytest.mark.browser, pytest.mark.slow]

PASSWORD = "e2e-pass-three"


def send_elsewhere(game_server, name: str) -> None:
    """Staff dig a room and send ``name`` there."""
    with TelnetClient(game_server.telnet_port) as admin:
        admin.read_until("connect", timeout=60)
        admin.command(f"connect {game_server.admin[0]} {game_server.admin[1]}", r"You become")
        dug = admin.command("@dig Quiet study", r"Quiet study\(#(\d+)\)")
        room = re.search(r"Quiet study\(#(\d+)\)", dug).group(1)
        admin.command(f"@tel {name}=#{room}", r"(?i)teleported")


def in_order(text: str, lines: list[str]) -> bool:
    found = [text.find(line) for line in lines]
    return -1 not in found and found == sorted(found)


def test_a_telnet_player_and_two_browser_players_share_a_scene(game_server, browser, second_browser,
                                                                 tmp_path):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait

    base = f"http://127.0.0.1:{game_server.web_port}"
    quill = telnet_player(game_server, "Wick", PASSWORD)
    telnet_player(game_server, "Lantern", PASSWORD).close()  # her account; she plays in a browser
    scene_id = None
    try:
        # Lantern: one sign-in on the site, then the play page is in play.
        sign_in_on_the_site(browser, base, "Lantern", PASSWORD)
        browser.get(f"{base}/play/")
        lantern, wait = WebClient(browser), WebDriverWait(browser, 60, poll_frequency=0.2)
        wait.until(lambda d: "Lantern" in lantern.vitals())

        # Wick starts the scene where Lantern stands, with Vesper there too;
        # then Vesper is sent to another room and leaves telnet for good.
        vesper = telnet_player(game_server, "Vesper", PASSWORD)
        started = quill.command("+scene/start Letters by lamplight", r"starts scene (\d+)")
        scene_id = re.search(r"starts scene (\d+)", started).group(1)
        lantern.wait_for(r"starts scene")
        vesper.read_until("starts scene", timeout=30)
        quill.command("+scene/order on", r"(?i)order")
        send_elsewhere(game_server, "Vesper")
        vesper.read_until("Quiet study", timeout=30)
        vesper.close()

        # Vesper: the scene's page, signed in on the site only.
        sign_in_on_the_site(second_browser, base, "Vesper", PASSWORD)
        second_browser.get(f"{base}/scenes/{scene_id}/")
        wait_b = WebDriverWait(second_browser, 60, poll_frequency=0.2)
        wait_b.until(lambda d: "(you)" in d.find_element(By.ID, "ff-live-people").text)
        assert "live" in second_browser.find_element(By.ID, "ff-live-connection").text

        # Lantern poses over two lines, then rolls, from the play page.
        field = compose(browser, "pose", "trims the lamp.", "The flame steadies.")
        field.send_keys(Keys.ENTER)
        wait.until(lambda d: any("The flame steadies." in p for p in poses(d)))
        quill.read_until(r"Lantern trims the lamp\.\s*\r?\n[^\n]*The flame steadies\.", timeout=30)
        compose(browser, "command", "+roll Alertness").send_keys(Keys.ENTER)
        lantern.wait_for(r"Lantern rolls Alertness[\s\S]*?(Failure|Success)")
        quill.read_until(r"Lantern rolls Alertness", timeout=30)

        # Vesper poses and says from the scene's page, in the study.
        box = second_browser.find_element(By.ID, "ff-live-text")
        box.send_keys("looks up from her letter.")
        box.send_keys(Keys.SHIFT, Keys.ENTER)
        box.send_keys("Then back down.")
        box.send_keys(Keys.ENTER)
        quill.read_until(r"Vesper looks up from her letter\.\s*\r?\n[^\n]*Then back down\.", timeout=30)
        wait.until(lambda d: any("Then back down." in p for p in poses(d)))  # Lantern sees it too
        second_browser.find_element(By.CSS_SELECTOR, 'input[name="kind"][value="say"]').click()
        box.send_keys("Is the lamp still lit?", Keys.ENTER)
        quill.read_until(r'Vesper says, "Is the lamp still lit\?"', timeout=30)

        # Wick's pose arrives live on both pages; it is Lantern's turn now.
        quill.command("pose nods at the lamp.", r"Wick nods at the lamp\.")
        wait.until(lambda d: "Wick nods at the lamp." in poses(d))
        wait_b.until(lambda d: "Wick nods at the lamp." in d.find_element(By.ID, "ff-live-log").text)
        spoken = second_browser.find_element(By.ID, "ff-live-announce").get_attribute("textContent")
        assert "Wick nods at the lamp." in spoken  # read out to a screen reader
        wait.until(lambda d: d.title.startswith("Your turn"))
        assert "turn" in browser.find_element(By.ID, "ff-notice").text.lower()

        # The log holds it all, in the order both browser players saw it.
        order = ["Lantern trims the lamp.", "Lantern rolls Alertness", "Vesper looks up from her letter.",
                 'Vesper says, "Is the lamp still lit?"', "Wick nods at the lamp."]
        seen_by_lantern = lantern.output()
        seen_by_vesper = second_browser.find_element(By.ID, "ff-live-log").text
        second_browser.refresh()  # the page as stored, not as pushed
        wait_b.until(lambda d: "Wick nods" in d.find_element(By.ID, "ff-live-log").text)
        stored_page = second_browser.find_element(By.ID, "ff-live-log").text
        log = quill.command(f"+scene/log {scene_id}", r"page \d+ of \d+", timeout=30) + quill.sync()
        for who, text in (("Lantern's play page", seen_by_lantern), ("Vesper's scene page", seen_by_vesper),
                          ("the scene's page reloaded", stored_page), ("+scene/log", log)):
            assert in_order(text, order), f"{who} has them out of order or not at all:\n{text}"

        # The scene's page: axe-core at desktop and phone widths, no sideways scroll.
        problems = {}
        for width, height in ((1280, 900), (360, 740)):
            second_browser.set_window_size(width, height)
            second_browser.get(f"{base}/scenes/{scene_id}/")
            wait_b.until(lambda d: "(you)" in d.find_element(By.ID, "ff-live-people").text)
            found = findings(second_browser)
            if found:
                problems[f"{width}px"] = describe(found)
            if width == 360:
                wide = horizontal_overflow(second_browser)
                if wide:
                    problems["360px scrolls sideways"] = ", ".join(wide)
                second_browser.save_screenshot(str(tmp_path / "scene-phone.png"))
                shot(second_browser, "phone-live-scene")
        assert problems == {}, "\n".join(f"{k}:\n  {v}" for k, v in problems.items())
    finally:
        if scene_id:
            quill.command("+scene/finish", r"finishes scene|no scene")
        quill.close()
