"""Reload or full restart (ops/upgrade_restart.py), and the notice players
get before a full restart (ops/restart_notice.py): new requirements, a
changed file the Portal runs or a changed setting it reads needs a full
restart, anything else a reload; the snapshot of this checkout finds the
Portal's own files and settings and leaves the Server's out."""

import shutil
import sys
import tempfile
from pathlib import Path
from unittest import mock

from django.test import SimpleTestCase, override_settings

from ops import restart_notice, upgrade_restart

REPO = Path(__file__).resolve().parents[2]
SAME = {"files": ["portal/protocols.py", "server/conf/portal_services_plugins.py"],
        "settings": {"TELNET_PORTS": "[4000]", "FOURFOLD_TCP_NODELAY": "True"}}


class TestRule(SimpleTestCase):
    def decide(self, changed, requirements=False, before=SAME, after=SAME):
        return upgrade_restart.decide(changed, requirements, before, after)

    def test_server_code_alone_is_a_reload(self):
        self.assertEqual(self.decide(["features/scenes/store.py", "docs/operators.md"]), [])

    def test_new_requirements_need_a_restart(self):
        self.assertIn("requirements.txt changed", self.decide(["requirements.txt"])[0])
        self.assertTrue(self.decide([], requirements=True))

    def test_a_changed_portal_file_needs_a_restart(self):
        why = self.decide(["portal/protocols.py", "features/wiki/models.py"])
        self.assertEqual(why, ["code the Portal runs changed: portal/protocols.py"])

    def test_a_file_the_new_portal_loads_counts_too(self):
        after = dict(SAME, files=SAME["files"] + ["portal/new_guard.py"])
        self.assertTrue(self.decide(["portal/new_guard.py"], after=after))

    def test_a_changed_portal_setting_needs_a_restart(self):
        after = {"files": SAME["files"], "settings": dict(SAME["settings"], TELNET_PORTS="[4100]")}
        self.assertEqual(self.decide(["server/conf/settings.py"], after=after),
                         ["settings the Portal reads changed: TELNET_PORTS"])

    def test_a_long_list_is_cut_short(self):
        many = [f"portal/m{i}.py" for i in range(9)]
        after = dict(SAME, files=many)
        self.assertIn("and 3 more", self.decide(many, after=after)[0])


class TestSnapshot(SimpleTestCase):
    def test_this_checkout_names_the_portals_files_and_settings(self):
        found = upgrade_restart.snapshot(REPO, sys.executable)
        files, names = set(found["files"]), set(found["settings"])
        self.assertLessEqual({"server/conf/portal_services_plugins.py", "ops/server_watch.py",
                              "portal/protocols.py", "speedups/tcp_nodelay.py"}, files)
        self.assertLessEqual({"TELNET_PORTS", "WEBSOCKET_CLIENT_PORT", "AMP_PORT",
                              "TELNET_PROTOCOL_CLASS", "FOURFOLD_TCP_NODELAY"}, names)
        # the Server's code and settings, which a reload renews, are left out
        self.assertFalse({"features/scenes/models.py", "core/game_settings.py",
                          "server/conf/settings.py"} & files)
        self.assertNotIn("FOURFOLD_BACKUP_KEEP_DAILY", names)

    def test_code_that_does_not_load_says_so(self):
        with tempfile.TemporaryDirectory() as empty:
            with self.assertRaisesRegex(upgrade_restart.SnapshotFailed, "could not load"):
                upgrade_restart.snapshot(empty, sys.executable)


class TestNotice(SimpleTestCase):
    def setUp(self):
        self.dir = Path(tempfile.mkdtemp(prefix="fourfold-notice-"))
        self.addCleanup(shutil.rmtree, self.dir, True)
        self.enterContext(override_settings(GAME_DIR=str(self.dir)))
        self.handler = self.enterContext(mock.patch("evennia.SESSION_HANDLER"))

    def test_a_notice_is_told_to_everyone_once(self):
        restart_notice.write(self.dir, restart_notice.UPGRADE)
        restart_notice.announce()
        self.handler.announce_all.assert_called_once()
        self.assertIn("restarting in full for an upgrade", self.handler.announce_all.call_args[0][0])
        self.assertFalse((self.dir / restart_notice.NOTICE).exists())
        restart_notice.announce()
        self.handler.announce_all.assert_called_once()

    def test_a_stop_without_a_notice_tells_nobody(self):
        restart_notice.announce()
        self.handler.announce_all.assert_not_called()
