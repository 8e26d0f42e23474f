"""Shared set-up for the data file tests: a small game holding one of
everything the format carries, and the tools to compare two files.

On top of the community web set-up (char1 "Char" a staff member's on
``account``, char2 "Char2" on ``account2``, "Tomas" on ``account3``):
sheets for char2 in all four rulesets, a profile and description, a
finished scene with a private roll of char1's and an edited pose, a plot,
a fight's log, mail both ways and mail between others, a board post and a
reply, a request with a staff-only comment, an event with a sign-up, a wiki
page with two revisions and XP records (one undone).
"""

from __future__ import annotations

import io
import json
import re
import tempfile
import time
import zipfile
from datetime import timedelta
from pathlib import Path

from django.test import override_settings

from tests.helpers.community_web import CommunityWebTest


class DataFileTest(CommunityWebTest):
    def setUp(self):
        super().setUp()
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        self.folder = Path(folder.name)
        patcher = override_settings(FOURFOLD_DATA_EXPORT_DIR=str(self.folder / "exports"))
        patcher.enable()
        self.addCleanup(patcher.disable)
        self.build_game()

    def build_game(self):
        from features.advancement.models import Entry
        from features.community import events, mail, profile, requests
        from features.community.models import Board, Post
        from features.scenes.models import (
            FINISHED,
            Fight,
            Participant,
            Plot,
            PlotScene,
            Scene,
            SceneEdit,
            SceneEntry,
        )
        from features.wiki import store
        from tests.helpers.mw import MwCommandTest
        from tests.helpers.pbta import PbtaCommandTest

        char1, char2, tomas = self.char1, self.char2, self.tomas
        # sheets in every ruleset
        from rulesets.fs3.catalogue import catalogue

        char2.fs3.set_rating(catalogue().find("Alertness"), 3)
        char2.muse.set_rating("Might", 3)
        PbtaCommandTest.set_pbta(self, char2, Forceful=2)
        MwCommandTest.give_sheet(self, char2, words={"M": "Might", "L": "Leverage"})
        profile.set_field(char2, "fullname", "Char the Second")
        profile.set_desc(char2, "A tall |gfigure|n.\nWith a [link](x).")
        char2.db.friend = char1  # an Attribute pointing at another character
        char2.db.odd = {1: ("a", {2, 3}), "$x": b"\x00\x01"}
        # a scene, its people, entries (one private, one edited) and a plot and fight
        now = time.time()
        from django.utils import timezone

        start = timezone.now() - timedelta(hours=2)
        scene = Scene.objects.create(room_id=self.room1.id, room_name=self.room1.key, title="The road",
                                     owner_id=char1.id, owner_name=char1.key, started=start,
                                     state=FINISHED, finished=start + timedelta(hours=1))
        for char in (char1, char2):
            Participant.objects.create(scene=scene, char_id=char.id, name=char.key, joined=start)
        SceneEntry.objects.create(scene=scene, seq=1, kind="pose", author_id=char2.id,
                                  author_name=char2.key, text="Char2 *waves*.", created=start)
        secret = SceneEntry.objects.create(scene=scene, seq=2, kind="roll", author_id=char1.id,
                                           author_name=char1.key, text="Char rolls in secret.",
                                           private=True, created=start)
        edited = SceneEntry.objects.create(scene=scene, seq=3, kind="pose", author_id=char1.id,
                                           author_name=char1.key, text="Char nods.", created=start,
                                           edited_at=start)
        SceneEdit.objects.create(entry=edited, old_text="Char nod.", how="typo", editor_id=char1.id,
                                 editor_name=char1.key, edited=start)
        self.secret = secret
        plot = Plot.objects.create(title="The long night", creator_id=char1.id, creator_name=char1.key,
                                   created=start)
        PlotScene.objects.create(plot=plot, scene=scene, added=start)
        fight = Fight.objects.create(number=7, ruleset="fs3", room_id=self.room1.id,
                                     room_name=self.room1.key, fighters=["Char", "Char2"],
                                     readers=[char1.id, char2.id], turns=[{"turn": 1, "text": "x"}])
        fight.scenes.add(scene)
        # mail: char1 -> char2, char2 -> char1, and char1 -> Tomas (not char2's)
        mail.send(char1, [char2], "Hello", "Welcome aboard.")
        mail.send(char2, [char1], "Re: Hello", "Thanks!")
        mail.send(char1, [tomas], "Secret", "Only for Tomas.")
        # the first admin (a superuser) and their character, held as a new
        # game holds it: in the account's list, not played
        from evennia.utils import create

        self.overseer = create.create_account("Overseer", "o@example.com", "quiet-lantern-93",
                                              is_superuser=True)
        self.overseer_char = self.make_char("Overseer")
        self.overseer.characters.add(self.overseer_char)
        # boards, with the game's own welcome post (no author) as the demo makes it
        board = Board.objects.create(number=1, name="Public")
        self.welcome = Post.objects.create(board=board, author_name="Staff", title="Welcome",
                                           text="Read the boards.")
        post = Post.objects.create(board=board, author=char2, author_name=char2.key, title="Oil",
                                   text="Prices are up.")
        Post.objects.create(board=board, parent=post, author=char1, author_name=char1.key,
                            text="Noted.")
        # requests
        request = requests.file_request(char2, "Lamp oil", "The lamps are dry.")
        requests.add_comment(request, char1, "Looking into it.")
        requests.add_comment(request, char1, "Staff eyes only.", staff_only=True)
        # events
        event = events.add_event(char1, now + 86400, "Lantern walk", "At the quay.")
        event["signups"] = [char2.id]
        events.update_event(event)
        # wiki, two revisions
        page = store.create_page(self.account, "harbour", "The harbour", "Fog.", "theme", "public").page
        store.revise_page(self.account, page, "The harbour", "Fog at dusk.", "theme", "public",
                          note="more fog")
        # XP, one record undone
        award = Entry.objects.create(char_id=char2.id, char_name=char2.key, ruleset="fs3", kind="award",
                                     amount=3, reason="A good scene", by_id=char1.id,
                                     by_name=char1.key, created=start)
        Entry.objects.create(char_id=char2.id, char_name=char2.key, ruleset="fs3", kind="undo",
                             amount=-3, by_id=char1.id, by_name=char1.key, created=start,
                             undoes=award)
        # an account deleted earlier leaves its record (and its emptied account)
        from evennia.utils import create as evennia_create

        from features.account_deletion.models import Deletion

        gone = evennia_create.create_account("deleted#0", None, None)
        gone.set_unusable_password()  # as a deletion leaves it
        gone.is_active = False
        gone.save()
        self.addCleanup(lambda: gone.pk and gone.delete())
        Deletion.objects.create(account_id=gone.id, placeholder="deleted#0", by_id=self.account.id,
                                by_name=self.account.key, by_staff=True, reason="asked by mail",
                                removed={"characters": 1, "mail": 2}, when=start)

    def wipe(self):
        """Take every player's thing out of the game (its rooms stay), as a
        new game would be."""
        from evennia.accounts.models import AccountDB
        from evennia.scripts.models import ScriptDB

        from features.your_data import collect
        from features.your_data.tables import TABLES

        for table in reversed(TABLES):
            model = table.model_class()
            if table.file == "advancement":
                model.objects.filter(undoes__isnull=False).delete()
            if table.file != "boards":  # a new game has the demo's boards
                model.objects.all().delete()
        from features.community.models import Board, Post

        Post.objects.create(board=Board.objects.get(number=1), author_name="Staff", title="Welcome",
                            text="Read the boards.")
        for message in collect.mail_messages():
            message.delete()
        ScriptDB.objects.filter(db_key=collect.EVENTS_KEY).delete()
        kept = {c.id for c in collect.characters_of(self.overseer)}
        for char in collect.game_characters():
            if char.id not in kept:
                char.delete()
        for account in AccountDB.objects.filter(is_superuser=False):
            account.delete()
        # the set-up's clean-ups must not delete these a second time
        self._cleanups = [c for c in self._cleanups
                          if getattr(getattr(c[0], "__self__", None), "pk", True) is not None]

    def teardown_accounts(self):
        for account in (self.account, self.account2):
            if account.pk is not None:
                account.delete()


def in_this_thread(func, *args, **kwargs):
    """What twisted's deferToThread gives, with ``func`` run at once (the
    tests have no running reactor): an already fired Deferred."""
    from twisted.internet import defer

    try:
        return defer.succeed(func(*args, **kwargs))
    except Exception:  # noqa: BLE001 - handed on as the Deferred's failure, as the thread would
        return defer.fail()


def members(path) -> dict[str, bytes]:
    with zipfile.ZipFile(path) as zipped:
        return {name: zipped.read(name) for name in zipped.namelist()}


def rewrite(path, changes: dict, fix_checksums: bool = True) -> None:
    """Change members of the data file at ``path`` (name -> bytes, or a
    JSON-able value) and, unless told not to, its manifest's checksums."""
    import hashlib

    found = members(path)
    for name, body in changes.items():
        found[name] = body if isinstance(body, bytes) else json.dumps(body).encode()
    if fix_checksums:
        head = json.loads(found["manifest.json"])
        for name in head["files"]:
            head["files"][name]["sha256"] = hashlib.sha256(found[name]).hexdigest()
        if "manifest.json" not in changes:
            found["manifest.json"] = json.dumps(head).encode()
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as zipped:
        for name, body in found.items():
            zipped.writestr(name, body)
    Path(path).write_bytes(buffer.getvalue())


def normalised(found: dict[str, bytes]) -> dict:
    """A data file's content with every id replaced by what it names (a
    character's or account's name, a row's place in its file), and the
    manifest's time and checksums left out: two files of the same game
    compare equal whatever ids their databases gave."""
    from features.your_data.tables import ACCOUNT, CHARACTER, ROOM, TABLES

    data = {name[5:-5]: json.loads(body) for name, body in found.items() if name.startswith("data/")}
    chars = {c["id"]: c["key"] for c in data["characters"]}
    accounts = {a["id"]: a["username"] for a in data["accounts"]}
    place = {kind: {r["id"]: i for i, r in enumerate(records)} for kind, records in data.items()}

    def char(value):
        if isinstance(value, list):
            return [char(v) for v in value]
        return chars.get(value, "?" if value is not None else None)

    def refs(value):
        if isinstance(value, list):
            return [refs(v) for v in value]
        if isinstance(value, dict):
            if "$object" in value:
                return {"$object": value.get("key")}
            if "$account" in value:
                return {"$account": value.get("key")}
            return {k: refs(v) for k, v in value.items()}
        return value

    def locks(text):
        return re.sub(r"\b(pid|id)\((\d+)\)",
                      lambda m: f"{m.group(1)}({(accounts if m.group(1) == 'pid' else chars).get(int(m.group(2)), '?')})",
                      text or "")

    out = {}
    data["accounts"] = sorted(data["accounts"], key=lambda a: a["username"])
    data["characters"] = sorted(data["characters"], key=lambda c: c["key"])
    out["accounts"] = [{**{k: v for k, v in a.items() if k not in ("id", "last_login")},
                        "attributes": sorted(json.dumps(refs(x), sort_keys=True) for x in a["attributes"]),
                        "locks": locks(a["locks"])} for a in data["accounts"]]
    out["characters"] = [{**{k: v for k, v in c.items() if k not in ("id",)},
                          "account": accounts.get(c["account"]),
                          "location": (c["location"] or {}).get("key"), "home": (c["home"] or {}).get("key"),
                          "attributes": sorted(json.dumps(refs(x), sort_keys=True) for x in c["attributes"]),
                          "locks": locks(c["locks"])} for c in data["characters"]]
    for table in TABLES:
        rows = []
        for record in data[table.file]:
            row = {"id": place[table.file][record["id"]]}
            for name, value in record.items():
                ref = {**table.refs, **table.many}.get(name)
                if name == "id":
                    continue
                if ref == CHARACTER:
                    value = char(value)
                elif ref == ACCOUNT:
                    value = accounts.get(value)
                elif ref == ROOM:
                    value = "room"
                elif ref:
                    target = place[ref[4:]]
                    value = [target[v] for v in value] if isinstance(value, list) else target.get(value)
                row[name] = value
            rows.append(row)
        out[table.file] = rows
    out["mail"] = [{**{k: v for k, v in m.items() if k != "id"},
                    **{k: char(m[k]) for k in ("sender_characters", "receiver_characters")},
                    **{k: [accounts.get(i) for i in m[k]] for k in ("sender_accounts", "receiver_accounts")},
                    "tags": [[",".join(char(int(i)) for i in key.split(",")) if cat == "mail_to" else key, cat]
                             for key, cat in m["tags"]]} for m in data["mail"]]
    out["events"] = [{**e, "creator": char(e["creator"]), "signups": char(e["signups"])}
                     for e in data["events"]]
    out["markdown"] = sorted((re.sub(r"/\d+-", "/#-", name), re.sub(r"Scene \d+", "Scene #", body.decode()))
                             for name, body in found.items() if name.startswith("markdown/"))
    head = json.loads(found["manifest.json"])
    out["manifest"] = {k: v for k, v in head.items() if k not in ("made", "files")}
    out["manifest"]["records"] = {n: f.get("records") for n, f in head["files"].items()
                                  if n.startswith("data/")}
    return out
