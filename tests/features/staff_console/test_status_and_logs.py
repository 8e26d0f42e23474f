"""The console's status page (``/staff/``, Builders and Admins) and logs
page (``/staff/logs/``, Admins only): what they show, that a log line is
shown as text, filtering and paging, odd addresses answered without an
error, and visitors, players (and for the logs, Builders) refused."""

import shutil
import tempfile
from datetime import datetime, timedelta
from pathlib import Path
from unittest import mock

from django.test import override_settings
from evennia.utils import create

from features.staff_console import activity, logs
from tests.helpers.community_web import ACCOUNT, CommunityWebTest

STATUS, LOGS = "/staff/", "/staff/logs/"


def stamp(delta_hours=0.0) -> str:
    return (datetime.now() - timedelta(hours=delta_hours)).strftime("%Y-%m-%d %H:%M:%S")


class ConsolePagesTest(CommunityWebTest):
    def setUp(self):
        super().setUp()
        folder = Path(tempfile.mkdtemp())
        self.addCleanup(shutil.rmtree, folder, True)
        self.server_log, self.portal_log = folder / "server.log", folder / "portal.log"
        lines = [f"{stamp(30)} [WW] an old warning, outside the day",
                 f"{stamp(2)} [..] Loaded.",
                 f"{stamp(1)} [EE] <script>alert(1)</script> broke",
                 f"{stamp(1)} [!!] Traceback (most recent call last):",
                 "  File \"x.py\", line 1, in <module>",
                 f"{stamp(0.5)} [WW] ip_from_request: No valid IP"]
        lines += [f"{stamp(0.1)} [..] routine line {n}" for n in range(120)]
        self.server_log.write_text("\n".join(lines) + "\n")
        self.portal_log.write_text(f"{stamp(0.2)} [WW] portal hiccup\n")
        overrides = override_settings(SERVER_LOG_FILE=str(self.server_log), PORTAL_LOG_FILE=str(self.portal_log),
                                      FOURFOLD_BACKUP_DIR=str(folder / "backups"))
        overrides.enable()
        self.addCleanup(overrides.disable)
        self.admin = self.make_account("Statusadmin", "Admin")
        self.builder = self.make_account("Statusbuilder", "Builder")

    def make_account(self, name, perm):
        account = create.create_account(name, email=f"{name}@example.com", password="pw-status-9",
                                        typeclass=ACCOUNT)
        account.permissions.add(perm)
        self.addCleanup(account.delete)
        return account

    def test_builders_and_admins_see_the_status(self):
        for account in (self.builder, self.admin):
            page = self.client_for(account).get(STATUS)
            self.assertContains(page, "Staff console")
            self.assertContains(page, "<td>Server</td>", html=False)
            self.assertContains(page, "<td>Portal</td>", html=False)
            self.assertContains(page, "No backup has run yet.")
            self.assertContains(page, "Commands a minute: not measured yet")
            # the last day's errors and warnings of both logs, not the older one, escaped
            self.assertContains(page, "&lt;script&gt;alert(1)&lt;/script&gt; broke")
            self.assertNotContains(page, "<script>alert(1)")
            self.assertContains(page, "portal hiccup")
            self.assertContains(page, "ip_from_request")
            self.assertContains(page, "4 in all")
            self.assertNotContains(page, "an old warning")
        # only an Admin gets links to the logs and the settings
        self.assertNotContains(self.client_for(self.builder).get(STATUS), LOGS)
        self.assertContains(self.client_for(self.admin).get(STATUS), f"{LOGS}?log=portal&amp;level=warning&amp;q=")

    def test_the_logs_page_filters_pages_and_escapes(self):
        client = self.client_for(self.admin)
        page = client.get(LOGS)
        self.assertContains(page, "125 entries, newest first; page 1 of 3.")
        self.assertContains(page, "routine line 119")
        self.assertNotContains(page, "routine line 69")
        page = client.get(LOGS, {"page": "3"})
        self.assertContains(page, "an old warning")
        self.assertContains(page, 'id="log-newer"')
        self.assertNotContains(page, 'id="log-older"')
        page = client.get(LOGS, {"level": "error"})
        self.assertContains(page, "2 entries")
        self.assertContains(page, "&lt;script&gt;alert(1)&lt;/script&gt; broke")
        self.assertContains(page, "File &quot;x.py&quot;, line 1")  # a traceback keeps its lines
        self.assertNotContains(page, "<script>alert(1)")
        page = client.get(LOGS, {"level": "warning", "q": "IP_FROM"})
        self.assertContains(page, "1 entry,")
        page = client.get(LOGS, {"log": "portal"})
        self.assertContains(page, "portal hiccup")
        self.assertNotContains(page, "routine line")

    def test_odd_addresses_get_a_page_not_an_error(self):
        client = self.client_for(self.admin)
        for query in ({"page": "x"}, {"page": "-4"}, {"page": "99999999999"}, {"log": "../../etc/passwd"},
                      {"level": "<b>"}, {"q": "<b>" * 500}):
            page = client.get(LOGS, query)
            self.assertEqual(page.status_code, 200, query)
            self.assertNotContains(page, "<b><b>")
        self.server_log.unlink()
        self.portal_log.unlink()
        self.assertContains(client.get(LOGS), "No entries.")
        self.assertContains(self.client_for(self.builder).get(STATUS), "None.")

    def test_who_is_refused(self):
        visitor = self.client_for()
        for url in (STATUS, LOGS):
            self.assertIn("/auth/login", visitor.get(url)["Location"])
            self.assertEqual(self.client_for(self.account2).get(url).status_code, 403)
        self.assertEqual(self.client_for(self.builder).get(LOGS).status_code, 403)
        self.assertEqual(self.post(self.client_for(self.admin), STATUS, {}).status_code, 405)

    def test_entries_read_continuation_lines_and_a_cut_start(self):
        text = "half a line\n2026-01-02 03:04:05 [EE] boom\n  detail\n"
        self.assertEqual([(e.when, e.level, e.text) for e in logs.entries(text)],
                         [("", "info", "half a line"), ("2026-01-02 03:04:05", "error", "boom\n  detail")])
        self.assertTrue(logs.tail_text(str(self.server_log), 200).startswith(stamp(0.1)[:10]))

    def test_commands_a_minute_count_each_connection_s_new_commands(self):
        self._start(mock.patch.object(activity, "_last_counts", {}))
        self._start(mock.patch.object(activity, "_last_minute", None))
        self.assertIsNone(activity.last_minute())
        self.assertEqual(activity.sample({1: 5, 2: 3}), 8)     # both connections are new
        self.assertEqual(activity.sample({1: 9, 2: 3, 3: 2}), 6)  # 4 more on one, a new one with 2
        self.assertEqual(activity.sample({3: 2}), 0)            # the others closed: nothing negative
        activity.sample({3: 9})
        self.assertContains(self.client_for(self.builder).get(STATUS), "7 commands in the last minute.")

    def test_the_last_backups_and_their_checks(self):
        from django.conf import settings

        from ops.backups import store

        folder = Path(settings.FOURFOLD_BACKUP_DIR)
        folder.mkdir(parents=True)
        good = folder / "fourfold-20261201T040000Z-nightly.sqlite3.gz"
        bad = folder / "fourfold-20261202T040000Z-manual.sqlite3.gz"
        for path in (good, bad):
            path.write_bytes(b"x")
        store.write_verdict(good, {"ok": True, "size": 1})
        store.write_verdict(bad, {"ok": False, "reason": "the <copy> failed"})
        store.write_last({"ok": False, "reason": "the <copy> failed"})
        page = self.client_for(self.builder).get(STATUS)
        self.assertContains(page, "The last backup failed: the &lt;copy&gt; failed")
        self.assertContains(page, f"<td>{good.name}</td>", html=False)
        self.assertContains(page, "<td>good</td>", html=False)
        self.assertContains(page, "<td>failed: the &lt;copy&gt; failed</td>", html=False)
