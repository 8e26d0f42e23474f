"""The whole game's data file: export, empty the game, import, export again,
and the two files hold the same game (every account, character, sheet,
scene, mail, board, request, event, wiki page and revision, XP record)."""

import json

from features.your_data import archive, collect, importer
from tests.helpers.your_data import DataFileTest, members, normalised


class TestRoundTrip(DataFileTest):
    def test_an_exported_game_imported_into_an_empty_one_exports_the_same(self):
        first = archive.write(collect.whole_game(), self.folder / "first.zip")
        before = normalised(members(first))
        self.wipe()
        self.assertEqual(importer.why_not_empty(), [])
        made = importer.import_file(first)
        self.assertEqual(made["characters"], len(before["characters"]))
        # a new game's first admin, their character and the demo's welcome
        # post are the file's, not made twice
        from evennia.accounts.models import AccountDB

        from features.community.models import Post

        self.assertEqual(AccountDB.objects.filter(username__iexact="Overseer").count(), 1)
        self.assertEqual([c.id for c in collect.characters_of(self.overseer)], [self.overseer_char.id])
        self.assertEqual(Post.objects.filter(title="Welcome").count(), 1)
        second = archive.write(collect.whole_game(), self.folder / "second.zip")
        after = normalised(members(second))
        for kind in before:
            with self.subTest(kind=kind):
                self.maxDiff = None
                self.assertEqual(after[kind], before[kind])

    def test_the_file_holds_one_of_everything(self):
        found = members(archive.write(collect.whole_game(), self.folder / "game.zip"))
        data = {name: json.loads(body) for name, body in found.items() if name.startswith("data/")}
        for kind in ("scenes", "scene_entries", "scene_edits", "plots", "fights", "mail", "board_posts",
                     "requests", "request_comments", "events", "wiki_pages", "advancement",
                     "account_deletions"):
            with self.subTest(kind=kind):
                self.assertTrue(data[f"data/{kind}.json"], kind)
        self.assertEqual(len(data["data/wiki_revisions.json"]), 2)
        names = set(found)
        char2 = self.char2.id
        for ruleset in ("fs3", "muse", "pbta", "mw"):
            self.assertIn(f"markdown/sheets/{char2}-char2-{ruleset}.md", names)
        scene_log = next(body.decode() for name, body in found.items() if name.startswith("markdown/scenes/"))
        self.assertIn("Char2 \\*waves\\*", scene_log)  # a player's text never becomes Markdown
        head = json.loads(found["manifest.json"])
        self.assertEqual((head["format"], head["version"], head["kind"]), ("fourfold-data", 1, "game"))
        self.assertIn("scenes", head["schema"])
        self.assertIn("0001_initial", head["migrations"]["scenes"])
        account = next(a for a in data["data/accounts.json"] if a["id"] == self.account2.id)
        self.assertTrue(account["password"])  # the whole game's file keeps logins working

    def test_imported_players_log_in_with_their_old_passwords(self):
        from evennia.accounts.models import AccountDB

        self.account2.set_password("the-old-one-42")
        self.account2.save()
        self.char2.locks.add(f"puppet:id({self.char2.id}) or pid({self.account2.id})")
        self.assertTrue(self.char2.access(self.account2, "puppet"))
        self.assertFalse(self.char2.access(self.account3, "puppet"))
        path = archive.write(collect.whole_game(), self.folder / "game.zip")
        self.wipe()
        importer.import_file(path)
        again = AccountDB.objects.get(username=self.account2.username)
        self.assertTrue(again.check_password("the-old-one-42"))
        char2 = again.characters.all()[0] if hasattr(again.characters, "all") else again.characters[0]
        self.assertEqual(char2.key, "Char2")
        self.assertEqual(char2.db.friend.key, "Char")  # the reference follows the new ids
        self.assertEqual(char2.db.odd, {1: ("a", {2, 3}), "$x": b"\x00\x01"})
        self.assertTrue(char2.access(again, "puppet"))  # its lock names the new ids
        other = AccountDB.objects.get(username=self.account3.username)
        self.assertFalse(char2.access(other, "puppet"))
