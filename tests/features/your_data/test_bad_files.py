"""Files an import or a read refuses, with a message saying why and the
game unchanged: not a zip, truncated, changed after it was written, a newer
format, one player's file, a record that cannot be made (half-way through:
the transaction takes back what was made), and a game that is not empty."""

import io
import json
import zipfile

from features.your_data import archive, collect, importer
from features.your_data.archive import DataFileError
from tests.helpers.your_data import DataFileTest, members, normalised, rewrite


class TestBadFiles(DataFileTest):
    def setUp(self):
        super().setUp()
        self.path = archive.write(collect.whole_game(), self.folder / "game.zip")
        self.game = normalised(members(self.path))
        self.wipe()
        self.empty = self.snapshot()

    def snapshot(self):
        return normalised(archive.build(collect.whole_game()))

    def refused(self, path, *words):
        with self.assertRaises(DataFileError) as caught:
            importer.import_file(path)
        for word in words:
            self.assertIn(word, str(caught.exception))
        self.assertEqual(self.snapshot(), self.empty)  # nothing was made
        return str(caught.exception)

    def test_a_good_file_imports(self):  # the checks below can fail
        importer.import_file(self.path)
        self.assertEqual(self.snapshot()["characters"], self.game["characters"])

    def test_not_a_zip(self):
        bad = self.folder / "bad.zip"
        bad.write_bytes(b"this is no zip at all")
        self.refused(bad, "not a data file")

    def test_truncated(self):
        bad = self.folder / "short.zip"
        bad.write_bytes(self.path.read_bytes()[: self.path.stat().st_size // 2])
        self.refused(bad, "truncated")

    def test_no_such_file(self):
        self.refused(self.folder / "nowhere.zip", "no file")

    def test_a_member_changed_after_writing(self):
        scenes = json.loads(members(self.path)["data/scenes.json"])
        scenes[0]["title"] = "Changed"
        rewrite(self.path, {"data/scenes.json": scenes}, fix_checksums=False)
        self.refused(self.path, "data/scenes.json", "checksum")

    def test_a_member_missing(self):
        found = members(self.path)
        del found["data/mail.json"]
        head = json.loads(found["manifest.json"])
        del head["files"]["data/mail.json"]
        found["manifest.json"] = json.dumps(head).encode()
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w") as zipped:
            for name, body in found.items():
                zipped.writestr(name, body)
        self.path.write_bytes(buffer.getvalue())
        self.refused(self.path, "lacks mail")

    def test_a_newer_format(self):
        head = json.loads(members(self.path)["manifest.json"])
        head["version"] = archive.VERSION + 1
        rewrite(self.path, {"manifest.json": head})
        self.refused(self.path, "newer", "update the game")

    def test_a_migration_this_game_lacks(self):
        head = json.loads(members(self.path)["manifest.json"])
        head["migrations"]["scenes"].append("9999_from_the_future")
        rewrite(self.path, {"manifest.json": head})
        self.refused(self.path, "scenes.9999_from_the_future")

    def test_another_format(self):
        head = json.loads(members(self.path)["manifest.json"])
        head["format"] = "something-else"
        rewrite(self.path, {"manifest.json": head})
        self.refused(self.path, "not a Fourfold data file")

    def test_not_json(self):
        rewrite(self.path, {"data/scenes.json": b"{not json"})
        self.refused(self.path, "not readable JSON")

    def test_a_record_that_cannot_be_made_takes_back_everything(self):
        entries = json.loads(members(self.path)["data/scene_entries.json"])
        entries[-1]["scene"] = 999999  # a scene the file does not hold
        rewrite(self.path, {"data/scene_entries.json": entries})
        message = self.refused(self.path, "nothing was imported")
        self.assertNotIn("Traceback", message)

    def test_a_record_missing_a_field_takes_back_everything(self):
        posts = json.loads(members(self.path)["data/board_posts.json"])
        del posts[0]["text"]
        posts[0]["board"] = None
        rewrite(self.path, {"data/board_posts.json": posts})
        self.refused(self.path, "nothing was imported")

    def test_a_typeclass_the_game_lacks_or_of_another_kind_is_the_default(self):
        from django.conf import settings

        chars = json.loads(members(self.path)["data/characters.json"])
        chars[0]["typeclass"] = "os.system"
        chars[1]["typeclass"] = "typeclasses.rooms.Room"
        chars[2]["typeclass"] = "typeclasses.no_such.Thing"
        rewrite(self.path, {"data/characters.json": chars})
        importer.import_file(self.path)
        from evennia.objects.models import ObjectDB

        for record in chars[:3]:
            made = ObjectDB.objects.get(db_key=record["key"], db_location__isnull=False)
            self.assertEqual(made.db_typeclass_path, settings.BASE_CHARACTER_TYPECLASS)

    def test_records_that_are_not_records(self):
        for name, body in (("data/accounts.json", ["not a record"]), ("data/characters.json", [[1, 2]]),
                           ("data/scenes.json", [{"id": 1, "title": ["a list"]}]),
                           ("data/events.json", [{"id": "x"}])):
            with self.subTest(name=name):
                good = self.path.read_bytes()
                rewrite(self.path, {name: body})
                self.refused(self.path, "nothing was imported")
                self.path.write_bytes(good)

    def test_one_players_file(self):
        from features.your_data import personal

        importer.import_file(self.path)
        from evennia.accounts.models import AccountDB

        player = AccountDB.objects.get(username=self.account2.username)
        mine = personal.make(player)
        self.wipe()
        self.empty = self.snapshot()
        self.refused(mine, "one player's data file")


class TestNotEmpty(DataFileTest):
    def test_a_game_in_use_refuses_an_import_and_keeps_everything(self):
        path = archive.write(collect.whole_game(), self.folder / "game.zip")
        before = normalised(archive.build(collect.whole_game()))
        with self.assertRaises(DataFileError) as caught:
            importer.import_file(path)
        self.assertIn("not empty", str(caught.exception))
        self.assertIn("account(s) besides the superusers", str(caught.exception))
        self.assertEqual(normalised(archive.build(collect.whole_game())), before)

    def test_one_scene_is_enough_to_refuse(self):
        path = archive.write(collect.whole_game(), self.folder / "game.zip")
        from features.scenes.models import Scene

        scene = Scene.objects.get()
        self.wipe()
        scene.save(force_insert=True)
        self.assertEqual(importer.why_not_empty(), ["1 scenes"])
        with self.assertRaises(DataFileError):
            importer.import_file(path)
