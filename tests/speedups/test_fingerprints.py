"""The stored fingerprints (speedups/fingerprints.py) are those of the
installed Evennia's own files, and the way they are taken finds a change in
any watched function (speedups/watched.py) and names the speed-ups it turns
off. A changed file is shown to the check in memory
(speedups.testing.changed_source): the installed files are never edited."""

import pathlib
import runpy
import subprocess
import sys
import tempfile
from unittest import TestCase, mock

from speedups import guard, hooks, source, switches, watched
from speedups.fingerprints import FILES, FINGERPRINTS
from speedups.testing import changed_source

ROOT = pathlib.Path(__file__).resolve().parents[2]
AMP_IN = "evennia.server.amp_client.AMPServerClientProtocol.server_receive_msgportal2server"
AMP_OUT = "evennia.server.portal.amp_server.AMPServerProtocol.portal_receive_server2portal"


def speedups_of(names) -> set[str]:
    return {owner for name in names for owner in watched.WATCHED[name]
            if not guard.is_game_code(owner)}


def overlapping(name: str) -> set[str]:
    """The watched names whose source includes the last line of ``name``'s
    (a class watched whole includes its methods' lines)."""
    path, found = source.spans(name)
    line = found[-1][1]
    return {other for other in watched.WATCHED if source.split(other)[1] == path
            and any(first <= line <= last for first, last in source.spans(other)[1])}


class StoredFingerprintsTest(TestCase):
    def setUp(self):
        guard.reset()

    def test_each_watched_function_has_its_stored_source(self):
        problems = guard.compare(FINGERPRINTS, {})  # no file taken whole: each one parsed
        self.assertEqual(problems, {}, "\n".join(f"{k}: {v}" for k, v in problems.items()))

    def test_each_watched_file_is_the_one_fingerprinted(self):
        self.assertEqual(set(FILES), {source.split(name)[0] for name in watched.WATCHED})
        self.assertEqual(guard.compare({}, FILES), {})  # each file whole: nothing parsed

    def test_one_fingerprint_per_watched_function(self):
        self.assertEqual(set(FINGERPRINTS), set(watched.WATCHED))

    def test_nothing_is_off_on_the_installed_evennia(self):
        self.assertEqual(guard.changed(), {})
        self.assertEqual(guard.off(), frozenset())
        self.assertEqual(guard.report(), [])

    def test_each_watcher_exists(self):
        for name, owners in watched.WATCHED.items():
            for owner in owners:
                if guard.is_game_code(owner):
                    self.assertTrue((ROOT / owner).is_file(), f"{name}: {owner}")
                else:
                    self.assertIn(owner, switches.SWITCHES, name)

    def test_regenerating_gives_the_stored_fingerprints(self):
        with tempfile.TemporaryDirectory() as folder:
            path = pathlib.Path(folder) / "fingerprints.py"
            guard.regenerate(path)
            written = runpy.run_path(str(path))
        self.assertEqual(written["FINGERPRINTS"], FINGERPRINTS)
        self.assertEqual(written["FILES"], FILES)
        self.assertIn(f"Evennia {switches.evennia_version()}", written["__doc__"])


    def test_the_check_runs_before_django_is_set_up(self):
        # as settings.py runs it (speedups/hooks.py): files and hashlib only
        script = ("import sys; from speedups import guard; off = guard.off(); "
                  "print(sorted(off), sorted(m for m in sys.modules "
                  "if m.split('.')[0] in ('django', 'evennia', 'twisted', 'autobahn')))")
        done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                              text=True, timeout=60, env={"PATH": "/usr/bin:/bin"})
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertEqual(done.stdout.strip(), "[] []")


class ChangedSourceTest(TestCase):
    def test_a_change_to_any_watched_function_turns_off_exactly_its_speedups(self):
        overlaps = {name: overlapping(name) for name in watched.WATCHED}  # the files parsed once
        for name, expected in overlaps.items():
            with self.subTest(name), changed_source(name):
                self.assertEqual(set(guard.changed()), expected)
                self.assertEqual(guard.off(), speedups_of(expected))
                for speedup in switches.SWITCHES:
                    self.assertEqual(switches.is_on(speedup, {}), speedup not in guard.off())
        self.assertEqual(guard.off(), frozenset())  # the real files again

    def test_the_decorated_amp_methods_are_hashed_by_their_own_source(self):
        for name in (AMP_IN, AMP_OUT):
            text = source.source(name)
            self.assertTrue(text.lstrip().startswith("@amp."), text)
            self.assertIn("@amp.catch_traceback", text)
            self.assertIn(f"def {name.rsplit('.', 1)[1]}(self, packed_data)", text)
        self.assertNotEqual(source.fingerprint(AMP_IN), source.fingerprint(AMP_OUT))
        self.assertNotEqual(FINGERPRINTS[AMP_IN], FINGERPRINTS[AMP_OUT])
        for name in (AMP_IN, AMP_OUT):
            with self.subTest(name), changed_source(name):
                self.assertEqual(set(guard.changed()), {name})
                self.assertEqual(guard.off(), {"amp_batch"})

    def test_settings_time_hooks_go_back_to_evennia_when_their_code_changed(self):
        ours = {setting: value for setting, (_, value) in hooks.HOOKS.items()}
        with changed_source(AMP_IN):
            config = {**ours, "FOURFOLD_SPEEDUPS": True}
            hooks.settle(config)
        self.assertEqual(config["AMP_CLIENT_PROTOCOL_CLASS"],
                         hooks.evennias("AMP_CLIENT_PROTOCOL_CLASS"))
        self.assertEqual(config["AMP_SERVER_PROTOCOL_CLASS"],
                         hooks.evennias("AMP_SERVER_PROTOCOL_CLASS"))
        self.assertEqual(config["SERVER_SESSION_CLASS"], ours["SERVER_SESSION_CLASS"])
        self.assertEqual(config["SERVER_SESSION_HANDLER_CLASS"],
                         ours["SERVER_SESSION_HANDLER_CLASS"])

    def test_a_removed_function_or_an_unreadable_file_turns_its_speedups_off(self):
        name = "evennia.server.inputfuncs._maybe_strip_incoming_mxp"
        path = source.split(name)[1]
        with changed_source(name) as texts:
            texts[path] = texts[path].replace("def _maybe_strip_incoming_mxp(",
                                              "def _renamed(")
            guard.reset()
            self.assertIn("is not defined in", guard.changed()[name])
            self.assertEqual(guard.off(), {"quick_input"})

            def unreadable(_path):
                raise OSError("gone")

            source.read_text = unreadable  # inside changed_source's patch: undone with it
            guard.reset()
            self.assertEqual(guard.off(), speedups_of(watched.WATCHED))
        self.assertEqual(guard.off(), frozenset())

    def test_a_check_that_fails_turns_every_speedup_off(self):
        with mock.patch.object(guard, "compare", side_effect=RuntimeError("broken")):
            guard.reset()
            self.addCleanup(guard.reset)
            self.assertEqual(guard.off(), speedups_of(watched.WATCHED))
            self.assertIn("broken", guard.report()[0])

    def test_game_code_is_reported_and_nothing_turned_off(self):
        name = "twisted.conch.telnet.Telnet.dataReceived"
        with changed_source(name):
            self.assertEqual(set(guard.changed()), {name})
            self.assertEqual(guard.off(), frozenset())
            lines = guard.report()
        self.assertEqual(len(lines), 1)
        self.assertIn("portal/bounds.py", lines[0])
        self.assertIn(name, lines[0])
        self.assertIn("Nothing was turned off", lines[0])

    def test_one_line_per_speedup_naming_the_function(self):
        name = "evennia.commands.cmdhandler.get_and_merge_cmdsets"
        with changed_source(name):
            lines = guard.report()
        self.assertEqual(len(lines), 2)  # cmdset_merge and cmdset_provider
        self.assertTrue(lines[0].startswith("Fourfold's speed-up cmdset_merge is off"))
        self.assertTrue(lines[1].startswith("Fourfold's speed-up cmdset_provider is off"))
        for line in lines:
            self.assertIn(name, line)
            self.assertIn("python -m speedups.guard", line)
