"""Every Evennia function or class a speed-up copies, replaces or reads
private names of still has the source the speed-ups were checked against
(speedups/watched.py lists them; speedups/fingerprints.py holds the hashes).
FOURFOLD_REFINGERPRINT=1 rewrites the hashes instead of checking them."""

import os
import pathlib
from unittest import TestCase

from speedups import switches, watched

FILE = pathlib.Path(__file__).resolve().parents[2] / "speedups" / "fingerprints.py"


class FingerprintTest(TestCase):
    def setUp(self):
        if os.environ.get("FOURFOLD_REFINGERPRINT"):
            prints = {name: watched.fingerprint(name) for name in watched.WATCHED}
            FILE.write_text(watched.render(prints, switches.evennia_version()))

    def test_each_watched_source_is_unchanged(self):
        from speedups.fingerprints import FINGERPRINTS

        problems = watched.changed(FINGERPRINTS)
        self.assertEqual(problems, [], "\n".join(problems))

    def test_no_stale_fingerprints(self):
        from speedups.fingerprints import FINGERPRINTS

        self.assertEqual(set(FINGERPRINTS) - set(watched.WATCHED), set())

    def test_each_watched_speedup_exists(self):
        root = FILE.parents[1]
        for name, speedups in watched.WATCHED.items():
            for speedup in speedups:
                if speedup.endswith(".py"):  # game code, named by its file
                    self.assertTrue((root / speedup).is_file(), f"{name}: {speedup}")
                else:
                    self.assertIn(speedup, switches.SWITCHES, name)

    def test_a_changed_source_is_named_with_its_speedup(self):
        from speedups.fingerprints import FINGERPRINTS

        name = "evennia.commands.cmdhandler.get_and_merge_cmdsets"
        problems = watched.changed({**FINGERPRINTS, name: "0" * 64})
        self.assertEqual(len(problems), 1)
        self.assertIn(name, problems[0])
        self.assertIn("speedups/cmdset_merge.py", problems[0])
        self.assertIn("speedups/cmdset_provider.py", problems[0])
        missing = dict(FINGERPRINTS)
        del missing["evennia.server.inputfuncs.text"]
        self.assertIn("speedups/quick_input.py", " ".join(watched.changed(missing)))
        name = "evennia.comms.comms.DefaultChannel.msg"  # game code, not a speed-up
        problems = watched.changed({**FINGERPRINTS, name: "0" * 64})
        self.assertIn("check typeclasses/channel_history.py against it", problems[0])
