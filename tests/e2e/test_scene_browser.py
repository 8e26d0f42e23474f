"""A scene played in the web client and read on the web site: start it,
pose, roll, fight a turn of fs3 combat, finish, then find it at /scenes/ and
read its page (poses as paragraphs, the roll and the turn set apart) and,
from its link there, the finished fight's turn log."""

from __future__ import annotations

import re

import pytest

from tests.helpers.browser import WebClient, shot

pytestmark = [pytest.mark.e2e, pytest.mark.browser]


def test_a_scene_in_the_web_client_is_on_the_scene_page(game_server, browser):  # noqa: F811
    from selenium.webdriver.common.by import By

    base = f"http://127.0.0.1:{game_server.web_port}"
    browser.get(f"{base}/webclient/")
    client = WebClient(browser)
    client.wait_for(r"connect", timeout=60)
    client.command("create Scenery e2e-pass-scene", r"\[Y\]/N\?")
    client.command("Y", r"(?i)created")
    client.command("connect Scenery e2e-pass-scene", r"You become Scenery")
    started = client.command("+scene/start Lanterns at dusk", r"starts scene (\d+)")
    scene_id = re.search(r"starts scene (\d+)", started).group(1)
    client.command("pose lights the first lantern.", r"Scenery lights the first lantern\.")
    client.command("+roll Alertness", r"Scenery rolls Alertness[\s\S]*?(Failure|Success)")
    client.command("+combat/start", r"starts a fight here")
    client.command("+combat/add Dummy", r"adds Dummy")
    client.command("+combat/pass Dummy=", r"Dummy will pass on turn 1")
    client.command("+combat/newturn", r"Turn 2 begins")
    stopped = client.command("+combat/stop", r"ends fight #\d+")
    fight = re.search(r"ends fight #(\d+)", stopped).group(1)
    client.command("+scene/finish", rf"finishes scene {scene_id}")

    browser.get(f"{base}/scenes/?title=lanterns")
    link = browser.find_element(By.CSS_SELECTOR, "a.scene-link")
    assert link.text == "Lanterns at dusk"
    link.click()
    poses = [p.text for p in browser.find_elements(By.CSS_SELECTOR, "p.ff-pose")]
    assert "Scenery lights the first lantern." in poses
    game = "\n".join(d.text for d in browser.find_elements(By.CSS_SELECTOR, "div.ff-game"))
    assert "Scenery rolls Alertness" in game and "Combat turn 1" in game
    assert game.index("Scenery rolls Alertness") < game.index("Combat turn 1")
    shot(browser, "scene-page")
    # The fight is over and its Script gone: its log is kept, linked from the scene.
    browser.find_element(By.CSS_SELECTOR, "a.fight-link").click()
    assert browser.current_url.endswith(f"/combats/{fight}/log/")
    assert "Combat turn 1" in browser.find_element(By.ID, "turn-1").text
    assert f"/scenes/{scene_id}/" in browser.find_element(By.ID, "combat-scenes").get_attribute("innerHTML")
