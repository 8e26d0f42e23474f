"""The web client shows each line the player sends, dimmed, like Mudlet,
with the password of connect/create hidden."""

import pytest

from tests.helpers.browser import WebClient

pytestmark = [pytest.mark.e2e, pytest.mark.browser]


def test_sent_lines_are_echoed_dimmed(game_server, browser):  # noqa: F811
    from selenium.webdriver.common.by import By

    browser.get(f"http://127.0.0.1:{game_server.web_port}/webclient/")
    client = WebClient(browser)
    client.wait_for(r"connect", timeout=60)
    client.command("create Echo e2e-echo-secret", r"\[Y\]/N\?")
    client.command("Y", r"(?i)created")
    client.command("connect Echo e2e-echo-secret", r"You become Echo")
    client.command("look", r"Limbo")
    echoes = [e.text for e in browser.find_elements(By.CSS_SELECTOR, "#messagewindow .fourfold-echo")]
    assert echoes[-1] == "> look", echoes
    assert any(e.startswith("> create Echo *") for e in echoes), echoes
    assert any(e.startswith("> connect Echo *") for e in echoes), echoes
    # (the server's own [Y]/N? question repeats the password; the echo never does)
    assert not any("e2e-echo-secret" in e for e in echoes), echoes
    # each echo comes before the answer to it
    text = client.output()
    assert text.index("> look") < text.rindex("Limbo")
    opacity = browser.execute_script(
        "return getComputedStyle(document.querySelector('#messagewindow .fourfold-echo')).opacity;")
    assert float(opacity) < 1.0
