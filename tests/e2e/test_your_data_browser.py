"""A player's data file against a real server: over telnet a new player
mails the admin and makes their file with +data/export (made in a thread
while the game goes on; they are told when it is ready); on the site the
Your data page offers it for download and makes a new one from its button,
the file is theirs (their character, their letter, no password), and the
admin, signed in, is offered only their own. The page has no serious or
critical axe-core findings at 1280 and 360 px and does not scroll sideways
at 360 px. From the shell, the whole game's file is written beside the
running game and refused back into it (it is not empty)."""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
import urllib.error
import urllib.request
import zipfile

import pytest

from tests.e2e.harness import TelnetClient
from tests.helpers.axe import describe, findings, horizontal_overflow
from tests.helpers.browser import log_in

pytestmark = [pytest.mark.e2e, pytest.mark.browser, pytest.mark.slow]

PLAYER = ("Quillon", "e2e-pass-quillon")



def fetch(browser, url):
    """(status, body) of ``url`` fetched with the browser's cookies."""
    cookies = "; ".join(f"{c['name']}={c['value']}" for c in browser.get_cookies())
    request = urllib.request.Request(url, headers={"Cookie": cookies})
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return answer.status, answer.read()
    except urllib.error.HTTPError as err:
        return err.code, b""


def test_a_player_makes_and_downloads_their_data(game_server, browser):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions
    from selenium.webdriver.support.ui import WebDriverWait

    base = f"http://127.0.0.1:{game_server.web_port}"
    admin_name, admin_pw = game_server.admin
    with TelnetClient(game_server.telnet_port) as tn:
        tn.read_until("connect")
        tn.command(f"create {PLAYER[0]} {PLAYER[1]}", r"\[Y\]/N\?")
        tn.command("Y", r"(?i)created")
        tn.command(f"connect {PLAYER[0]} {PLAYER[1]}", r"Limbo")
        tn.command(f"mail {admin_name}=Quills/Do you sell quills?", r"Mail sent to")
        tn.command("+data", r"You have no data file yet")
        tn.command("+data/export", r"Making your data file")
        ready = tn.read_until(r"Your data file is made \((fourfold-data-\S+\.zip)")
        name = re.search(r"(fourfold-data-\S+\.zip)", ready).group(1)
        tn.command("+data", rf"\({re.escape(name)}\) is ready: download it at\s+http\S*/account/data/")

    log_in(browser, base, *PLAYER, then="/account/data/")
    link = browser.find_element(By.ID, "download-link")
    assert name in link.text
    status, body = fetch(browser, link.get_attribute("href"))
    assert status == 200
    with zipfile.ZipFile(io.BytesIO(body)) as zipped:
        head = json.loads(zipped.read("manifest.json"))
        chars = json.loads(zipped.read("data/characters.json"))
        mail = json.loads(zipped.read("data/mail.json"))
        accounts = json.loads(zipped.read("data/accounts.json"))
    assert (head["kind"], head["account"]["username"]) == ("account", PLAYER[0])
    assert [c["key"] for c in chars] == [PLAYER[0]]
    assert [m["header"] for m in mail] == ["Quills"]
    assert "password" not in accounts[0]

    button = browser.find_element(By.ID, "make-button")
    button.click()
    WebDriverWait(browser, 30).until(expected_conditions.staleness_of(button))
    WebDriverWait(browser, 30).until(lambda d: d.find_elements(By.ID, "made"))
    problems = {}
    for width, height in ((1280, 900), (360, 740)):
        browser.set_window_size(width, height)
        browser.get(f"{base}/account/data/")
        found = findings(browser)
        if found:
            problems[f"/account/data/ at {width}px"] = describe(found)
        if width == 360:
            wide = horizontal_overflow(browser)
            if wide:
                problems["/account/data/ at 360px scrolls sideways"] = ", ".join(wide)
    browser.set_window_size(1280, 900)
    assert problems == {}, "\n".join(f"{k}:\n  {v}" for k, v in problems.items())

    # the admin is offered only their own file: none yet
    log_in(browser, base, admin_name, admin_pw, then="/account/data/")
    assert browser.find_elements(By.ID, "no-file")
    assert fetch(browser, f"{base}/account/data/download/")[0] == 404


def shell(game_server, *args):
    """``python -m features.your_data.cli`` in its own process, on the
    running game's database, as ./fourfold export/import run it."""
    return subprocess.run([sys.executable, "-m", "features.your_data.cli", *args], cwd=game_server.dir,
                          env=game_server.env, capture_output=True, text=True, timeout=300,
                          stdin=subprocess.DEVNULL)


def test_the_whole_game_exported_from_the_shell_and_refused_back_in(game_server, tmp_path):
    with TelnetClient(game_server.telnet_port) as tn:
        tn.read_until("connect")
        tn.command("create Vessaline e2e-pass-vessaline", r"\[Y\]/N\?")
        tn.command("Y", r"(?i)created")
    path = tmp_path / "game.zip"
    done = shell(game_server, "export", str(path))
    assert done.returncode == 0, done.stderr
    with zipfile.ZipFile(path) as zipped:
        head = json.loads(zipped.read("manifest.json"))
        accounts = json.loads(zipped.read("data/accounts.json"))
    assert head["kind"] == "game"
    assert "Vessaline" in [a["username"] for a in accounts]
    refused = shell(game_server, "import", str(path))
    assert refused.returncode == 1
    assert "This game is not empty" in refused.stderr and "Traceback" not in refused.stderr
    again = shell(game_server, "export", str(path))  # never over a file that is there
    assert again.returncode == 1 and "is there already" in again.stderr
