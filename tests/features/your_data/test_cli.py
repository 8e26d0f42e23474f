"""``./fourfold export`` and ``./fourfold import`` (features/your_data/cli.py):
exit 0 and a line when done; a clear line on stderr, exit 1 and the game
unchanged when refused; exit 2 for a command line it cannot read."""

import contextlib
import io

from features.your_data import cli, personal
from tests.helpers.your_data import DataFileTest, members, normalised


class TestCommandLine(DataFileTest):
    def run_cli(self, *argv):
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = cli.main(list(argv), setup=False)
            except SystemExit as exit_:
                code = exit_.code
        return code, out.getvalue(), err.getvalue()

    def game(self):
        from features.your_data import archive, collect

        return normalised(archive.build(collect.whole_game()))

    def test_export_then_import_into_an_empty_game(self):
        path = self.folder / "game.zip"
        code, out, err = self.run_cli("export", str(path))
        self.assertEqual((code, err), (0, ""))
        self.assertIn(f"wrote {path}", out)
        before = normalised(members(path))
        self.wipe()
        code, out, err = self.run_cli("import", str(path))
        self.assertEqual((code, err), (0, ""))
        self.assertIn("imported", out)
        self.assertEqual(self.game()["characters"], before["characters"])

    def test_import_into_a_game_in_use_is_refused(self):
        path = self.folder / "game.zip"
        self.run_cli("export", str(path))
        before = self.game()
        code, out, err = self.run_cli("import", str(path))
        self.assertEqual((code, out), (1, ""))
        self.assertIn("fourfold import: This game is not empty", err)
        self.assertEqual(self.game(), before)

    def test_import_of_a_damaged_file_is_refused(self):
        path = self.folder / "game.zip"
        self.run_cli("export", str(path))
        path.write_bytes(path.read_bytes()[:100])
        self.wipe()
        before = self.game()
        code, _out, err = self.run_cli("import", str(path))
        self.assertEqual(code, 1)
        self.assertIn("truncated", err)
        self.assertNotIn("Traceback", err)
        self.assertEqual(self.game(), before)

    def test_one_accounts_export(self):
        path = self.folder / "mine.zip"
        code, _out, err = self.run_cli("export", str(path), "--account", self.account2.username.upper())
        self.assertEqual((code, err), (0, ""))
        self.assertEqual([c["key"] for c in normalised(members(path))["characters"]], ["Char2"])

    def test_export_of_a_deleted_or_unknown_account_is_refused(self):
        path = self.folder / "gone.zip"
        code, _out, err = self.run_cli("export", str(path), "--account", "Nobody-ever")
        self.assertEqual(code, 1)
        self.assertIn("no account named Nobody-ever", err)
        self.account3.is_active = False
        self.account3.save()
        code, _out, err = self.run_cli("export", str(path), "--account", self.account3.username)
        self.assertEqual(code, 1)
        self.assertIn("deleted or closed", err)
        self.assertFalse(path.exists())
        self.assertIsNone(personal.latest(self.account3))

    def test_a_folder_that_cannot_be_written(self):
        blocker = self.folder / "a-file"
        blocker.write_text("x")
        code, _out, err = self.run_cli("export", str(blocker / "game.zip"))
        self.assertEqual(code, 1)
        self.assertIn("fourfold export:", err)

    def test_export_never_writes_over_a_file(self):
        path = self.folder / "there.zip"
        path.write_bytes(b"keep me")
        code, _out, err = self.run_cli("export", str(path))
        self.assertEqual(code, 1)
        self.assertIn("is there already", err)
        self.assertEqual(path.read_bytes(), b"keep me")

    def test_a_command_line_it_cannot_read(self):
        code, _out, err = self.run_cli("import")
        self.assertEqual(code, 2)
        self.assertIn("usage", err)
